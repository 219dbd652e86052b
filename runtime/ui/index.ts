/** The UI primitives: the public entry point blocks import (DESIGN.md section 1). */
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Icon, ICON_DEFAULT_COLOR, ICON_DEFAULT_SIZE, type IconProps } from './Icon';
export { iconPaths, type IconName } from './iconPaths';
export { FilePreviewDialog, type PreviewedFile } from './FilePreviewDialog';
export { isPlainClick, type ClickLike } from './isPlainClick';
export { Modal, type ModalProps } from './Modal';
export { Overlay, type OverlayProps } from './Overlay';
export { Pagination, type PaginationProps } from './Pagination';
export { paginationRange, type PaginationItem } from './paginationRange';
export {
  PersonFields,
  type PersonField,
  type PersonFieldsProps,
  type PersonFieldValues,
} from './PersonFields';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { Toast, type ToastProps } from './Toast';
export { ToastArea } from './ToastArea';
export {
  Tooltip,
  TOOLTIP_DEFAULT_WIDTH,
  type TooltipDirection,
  type TooltipProps,
} from './Tooltip';
export { useToast } from './useToast';
export { showToast, dismissToast } from '../state/showToast';
export type { ToastInput, ToastMode, ToastVariant } from '../state/toastAtom';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  lazyOverlay,
  useLazyOverlay,
  LazyOverlayPanel,
  type LazyOverlayOptions,
  type LazyOverlayState,
  type LazyOverlayTriggerProps,
  type LazyOverlayPanelProps,
} from './lazyOverlay';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Stepper, type StepperProps, type StepperStep } from './Stepper';
export { TotpSetup, type TotpSetupProps } from './TotpSetup';
export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  FileAttachments,
  type FileAttachmentItem,
  type FileAttachmentsProps,
} from './FileAttachments';
export { PriceTag, type PriceTagProps } from './PriceTag';
