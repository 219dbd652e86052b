import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { Icon } from './Icon';

/** One option of a `ComboBox`. */
export interface ComboBoxOption {
  id: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<ComboBoxOption>,
  'children' | 'className' | 'items' | 'defaultItems'
> {
  label: ReactNode;
  options: readonly ComboBoxOption[];
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Shown in the list when nothing matches what was typed. */
  emptyText?: ReactNode;
  className?: string;
  onSelect?: (id: Key | null) => void;
}

/**
 * A text field with a list of options filtered as the user types (React Aria's ComboBox: arrow
 * keys move through the options, Enter picks one, Escape closes and then clears).
 */
export function ComboBox({
  label,
  options,
  placeholder,
  description,
  error,
  emptyText = 'No matches',
  className,
  onSelect,
  ...rest
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...rest}
      defaultItems={options}
      isInvalid={rest.isInvalid ?? Boolean(error)}
      onSelectionChange={(key) => {
        rest.onSelectionChange?.(key);
        onSelect?.(key);
      }}
      disabledKeys={options.filter((option) => option.disabled).map((option) => option.id)}
      allowsEmptyCollection
      className={['bf-field bf-combobox', className].filter(Boolean).join(' ')}
    >
      <Label className="bf-field-label">{label}</Label>
      <Group className="bf-combobox-group">
        <Input className="bf-combobox-input" placeholder={placeholder} />
        <Button className="bf-combobox-button" aria-label="Show options">
          <Icon name="chevron-down" size={18} color="currentColor" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className="bf-field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="bf-field-error">{error}</FieldError>
      <Popover className="bf-popover bf-combobox-popover" offset={4}>
        <ListBox<ComboBoxOption>
          className="bf-listbox"
          renderEmptyState={() => <p className="bf-listbox-empty">{emptyText}</p>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="bf-listbox-item">
              {/* The label slot names the option by its label alone; the description describes it. */}
              <Text slot="label" className="bf-listbox-item-label">
                {option.label}
              </Text>
              {option.description ? (
                <Text slot="description" className="bf-listbox-item-description">
                  {option.description}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
