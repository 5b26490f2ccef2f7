import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { VisuallyHidden } from '../VisuallyHidden';
import { passwordFieldMessages } from './messages';
import type { PasswordFieldMessages } from './messages';

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  /** 'current-password' for login, 'new-password' for registration and reset. */
  autoComplete?: 'current-password' | 'new-password';
  labels?: Partial<PasswordFieldMessages>;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

/**
 * A password field with a reveal toggle. The toggle keeps one name ("Show password") and
 * reports its state with aria-pressed, so the name never contradicts the state; the change is
 * also announced politely ("Password shown" / "Password hidden").
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  labels,
  errorLabels,
  className,
  isInvalid,
  ...rest
}: PasswordFieldProps) {
  const messages = useBuiltInMessages(passwordFieldMessages, labels);
  const [revealed, setRevealed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  return (
    <AriaTextField
      {...rest}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group
        className={styles.group}
        isInvalid={invalidFrom(isInvalid, errorMessage)}
        isDisabled={rest.isDisabled}
      >
        <Input className={styles.groupInput} spellCheck={false} autoCapitalize="none" />
        <Button
          className={styles.groupButton}
          aria-label={messages.show}
          aria-pressed={revealed}
          isDisabled={rest.isDisabled}
          onPress={() => {
            setRevealed((value) => !value);
            setAnnouncement(revealed ? messages.hidden : messages.shown);
          }}
        >
          <Icon name={revealed ? 'eye-off' : 'eye'} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        limits={{ minLength: rest.minLength, maxLength: rest.maxLength }}
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </AriaTextField>
  );
}
