import { useAtomValue } from 'jotai';
import { overlayAtom } from '../state/overlayAtom';
import { Icon } from './Icon';
import './ui.css';

/** The overlay's accessible label. */
export interface OverlayProps {
  /** What a screen reader announces while the overlay is up. */
  label?: string;
}

/** The shell's blocking overlay, shown while the overlay flag is set (spec 000 section 2). */
export function Overlay({ label = 'Loading' }: OverlayProps) {
  const visible = useAtomValue(overlayAtom);
  if (!visible) return null;
  return (
    <div className="bf-overlay" role="status" aria-busy="true" aria-label={label}>
      <Icon name="spinner" size={40} color="var(--bf-color-primary-contrast)" />
    </div>
  );
}
