import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';

/** An on/off setting that takes effect at once ("Email me order updates"). */
export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** React Aria's Switch: a native checkbox with role="switch" under a drawn track. */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={['bf-switch', className].filter(Boolean).join(' ')}>
      <span className="bf-switch-track" aria-hidden="true">
        <span className="bf-switch-thumb" />
      </span>
      <span className="bf-switch-label">{children}</span>
    </AriaSwitch>
  );
}
