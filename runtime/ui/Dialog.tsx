import { OverlayPanel, type OverlayPanelProps } from './OverlayPanel';

export type DialogProps = OverlayPanelProps & {
  size?: 'sm' | 'md' | 'lg';
};

/** A centred modal dialog (confirmations, short forms). */
export function Dialog({ size = 'md', className, ...rest }: DialogProps) {
  return (
    <OverlayPanel
      {...rest}
      className={['bf-dialog', `bf-dialog-${size}`, className].filter(Boolean).join(' ')}
    />
  );
}
