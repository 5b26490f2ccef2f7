import type { SelectProps } from './Select';
import { useBuiltInMessages } from '../../provider';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { invalidFrom } from '../private/FieldParts';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  describedBy,
  hasContent,
  stateAttributes,
  useNativeFieldIds,
} from '../private/NativeField';
import { selectMessages } from './messages';
import * as own from './Select.css';

/**
 * The Select's native mode on its own: a native <select> with the Select's label, description,
 * error and options, submitted with the form and checked by the browser. A page's island that
 * only ever shows the native mode imports this, and none of react-aria's listbox and popover
 * (about 36 KB gzip) that the interactive Select brings. Its change is read as the native
 * `change` event bubbles (an `onChange` on an enclosing element, or the form's).
 */
export function NativeSelect({
  label,
  options,
  description,
  errorMessage,
  errorLabels,
  labels,
  className,
  isInvalid: invalidProp,
  id,
  name,
  form,
  autoComplete,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  isRequired,
  isDisabled,
}: SelectProps) {
  const messages = useBuiltInMessages(selectMessages, labels);
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const chosen = selectedKey ?? defaultSelectedKey;
  const selected = chosen == null ? '' : String(chosen);
  return (
    <div
      className={cx(styles.field, className)}
      {...stateAttributes({ isInvalid, isDisabled, isRequired })}
    >
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      <div className={own.nativeBox}>
        <select
          id={ids.input}
          name={name}
          form={form}
          autoComplete={autoComplete}
          defaultValue={selected}
          required={isRequired || undefined}
          disabled={isDisabled || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy(ids, {
            description: hasContent(description),
            error: isInvalid,
          })}
          className={cx(styles.selectButton, own.nativeSelect, isInvalid && styles.invalidSelect)}
        >
          {selected === '' ? <option value="">{placeholder ?? messages.placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={String(option.id)} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size="sm" className={own.nativeChevron} />
      </div>
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        labels={errorLabels}
      />
    </div>
  );
}
