import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps, ValidationResult } from 'react-aria-components';
import { useInteractive, useThemeClassName } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { NativeSelect } from './NativeSelect';
import type { SelectMessages } from './messages';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'children' | 'className' | 'style' | 'items'
> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  errorLabels?: Partial<FieldErrorMessages>;
  /** The native mode's placeholder when none is given. */
  labels?: Partial<SelectMessages>;
  className?: string;
}

/**
 * A labelled select (button + listbox popover) with keyboard typeahead and localized messages.
 * In native mode it is a native <select> with the same label, description, error and options,
 * submitted with the form and checked by the browser.
 */
export function Select(props: SelectProps) {
  const interactive = useInteractive();
  return interactive ? <AriaSelectWithParts {...props} /> : <NativeSelect {...props} />;
}

function AriaSelectWithParts({
  label,
  options,
  description,
  errorMessage,
  errorLabels,
  labels: _labels,
  className,
  isInvalid,
  ...rest
}: SelectProps) {
  const themeClassName = useThemeClassName();
  const invalid = invalidFrom(isInvalid, errorMessage);
  return (
    <AriaSelect {...rest} isInvalid={invalid} className={cx(styles.field, className)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={cx(styles.selectButton, invalid && styles.invalidSelect)}>
        <SelectValue />
        <Icon name="chevron-down" size="sm" />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldError errorMessage={errorMessage} labels={errorLabels} />
      <Popover className={cx(styles.popover, themeClassName)}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
