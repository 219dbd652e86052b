/**
 * The interactive primitives built on React Aria Components (docs/decisions.md): a second public
 * entry point of runtime/ui, kept apart from `index.ts` because React Aria is about 50 KB gzip.
 * Import it only from code that loads lazily and late (an overlay's own chunk, a block that needs
 * these controls to render at all); re-exported from `index.ts`, every block importing an icon
 * would load it on every page.
 */
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  Menu,
  MenuPopover,
  type MenuEntry,
  type MenuGroup,
  type MenuPopoverProps,
  type MenuProps,
} from './Menu';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Switch, type SwitchProps } from './Switch';
export { TriggerButton, type TriggerButtonProps } from './TriggerButton';
export { PopoverDialog, type PopoverDialogProps } from './PopoverDialog';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './DateRangePicker';
