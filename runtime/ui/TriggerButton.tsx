import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** A React Aria pressable with free content. */
export type TriggerButtonProps = Omit<AriaButtonProps, 'className'> & { className?: string };

/**
 * The trigger of a Menu, Dialog or Drawer when it needs its own look (an avatar and a name):
 * those overlays need a React Aria pressable, so blocks use this instead of importing the library.
 */
export function TriggerButton(props: TriggerButtonProps) {
  return <AriaButton {...props} />;
}
