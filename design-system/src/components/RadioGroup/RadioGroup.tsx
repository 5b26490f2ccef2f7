import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
  ValidationResult,
} from 'react-aria-components';
import * as box from '../Checkbox/Checkbox.css';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
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

/** A labelled group of radios: arrow keys move and select, Tab leaves the group. */
export function RadioGroup({
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

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={cx(box.checkbox, className)}>
      {({ isSelected }) => (
        <>
          <span className={cx(box.box, box.round)} aria-hidden="true">
            {isSelected ? <span className={box.dot} /> : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaRadio>
  );
}
