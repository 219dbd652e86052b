import type { BlockProps } from '../../runtime/blocks';
import type { CustomCodeConfiguration } from '../../schemas/generated/blocks/customCode';

/**
 * A block whose whole content is its customJS, drawn by the sandbox the pipeline attaches after
 * every block with custom code (runtime/sandbox). The block renders nothing itself: its label is
 * the admins' name for it, and without custom code it is an empty box.
 */
export default function CustomCode(_props: BlockProps<CustomCodeConfiguration>) {
  return null;
}
