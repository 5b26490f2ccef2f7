import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
  ValidationResult,
} from 'react-aria-components';
import { useInteractive } from '../../provider';
import * as box from '../Checkbox/Checkbox.css';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  hasContent,
  hiddenInputStyle,
  stateAttributes,
  useNativeFieldIds,
} from '../private/NativeField';
import * as local from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  errorLabels?: Partial<FieldErrorMessages>;
  children: ReactNode;
  className?: string;
}

/**
 * A labelled group of radios: arrow keys move and select, Tab leaves the group. In native mode
 * the same markup with native radio inputs sharing the group's name, submitted with the form
 * (the browser moves between them with the arrow keys too).
 */
export function RadioGroup(props: RadioGroupProps) {
  const interactive = useInteractive();
  return interactive ? <AriaRadioGroupWithParts {...props} /> : <NativeRadioGroup {...props} />;
}

function AriaRadioGroupWithParts({
  label,
  description,
  errorMessage,
  errorLabels,
  children,
  className,
  isInvalid,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={local.options}>{children}</div>
      <FieldError errorMessage={errorMessage} labels={errorLabels} />
    </AriaRadioGroup>
  );
}

/** What a native radio takes from its group. */
interface NativeRadioGroupState {
  name: string;
  selected: string | null | undefined;
  describedBy: string | undefined;
  isDisabled?: boolean;
  isInvalid: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  form?: string;
}

const NativeRadioGroupContext = createContext<NativeRadioGroupState | null>(null);

/**
 * The radio group as react-aria renders it, without react-aria; also the base of the
 * TimeSlotPicker's native mode.
 */
export function NativeRadioGroup({
  label,
  description,
  errorMessage,
  errorLabels,
  children,
  className,
  isInvalid: invalidProp,
  id,
  name,
  form,
  value,
  defaultValue,
  orientation = 'vertical',
  isRequired,
  isDisabled,
  isReadOnly,
  optionsClassName = local.options,
  'aria-label': ariaLabel,
}: RadioGroupProps & {
  /** Class of the element around the radios; null renders the children as they are. */
  optionsClassName?: string | null;
}) {
  const ids = useNativeFieldIds();
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const withDescription = hasContent(description);
  // Radios read their own error first, then the group's description (react-aria's order).
  const radioDescribedBy =
    [isInvalid ? ids.error : undefined, withDescription ? ids.description : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const groupDescribedBy =
    [withDescription ? ids.description : undefined, isInvalid ? ids.error : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      className={cx(styles.field, className)}
      role="radiogroup"
      id={id ?? ids.input}
      aria-label={ariaLabel}
      aria-labelledby={ids.label}
      aria-describedby={groupDescribedBy}
      aria-orientation={orientation}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-readonly={isReadOnly || undefined}
      data-orientation={orientation}
      {...stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired })}
    >
      <NativeLabel ids={ids} isRequired={isRequired} elementType="span">
        {label}
      </NativeLabel>
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeRadioGroupContext.Provider
        value={{
          name: name ?? `${ids.input}n`,
          selected: value ?? defaultValue,
          describedBy: radioDescribedBy,
          isDisabled,
          isInvalid,
          isRequired,
          isReadOnly,
          form,
        }}
      >
        {optionsClassName === null ? children : <div className={optionsClassName}>{children}</div>}
      </NativeRadioGroupContext.Provider>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        labels={errorLabels}
      />
    </div>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  className?: string;
}

export function Radio(props: RadioProps) {
  const group = useContext(NativeRadioGroupContext);
  if (group)
    return (
      <NativeRadio {...props} className={cx(box.checkbox, props.className)}>
        <RadioMark />
        <span>{props.children}</span>
      </NativeRadio>
    );
  const { children, className, ...rest } = props;
  return (
    <AriaRadio {...rest} className={cx(box.checkbox, className)}>
      <RadioMark />
      <span>{children}</span>
    </AriaRadio>
  );
}

/** The round box; its dot shows while the radio's input is checked (styles). */
function RadioMark() {
  return (
    <span className={cx(box.box, box.round)} aria-hidden="true">
      <span className={cx(box.dot, local.dot)} />
    </span>
  );
}

/** A radio of a native group: react-aria's markup around a native radio input. */
export function NativeRadio({
  value,
  isDisabled: ownDisabled,
  className,
  children,
  ...rest
}: Omit<RadioProps, 'children'> & { children: ReactNode }) {
  const group = useContext(NativeRadioGroupContext);
  if (!group) throw new Error('NativeRadio is rendered inside a NativeRadioGroup.');
  const isDisabled = group.isDisabled || ownDisabled;
  const isSelected = group.selected === value;
  const data = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key.startsWith('data-')),
  ) as Record<string, string>;
  return (
    <label
      className={className}
      {...data}
      {...stateAttributes({
        isDisabled,
        isInvalid: group.isInvalid,
        isRequired: group.isRequired,
        isReadOnly: group.isReadOnly,
      })}
      data-selected={isSelected ? 'true' : undefined}
    >
      <span style={hiddenInputStyle}>
        <input
          type="radio"
          name={group.name}
          form={group.form}
          value={value}
          defaultChecked={isSelected}
          disabled={isDisabled || undefined}
          required={group.isRequired || undefined}
          aria-describedby={group.describedBy}
        />
      </span>
      {children}
    </label>
  );
}
