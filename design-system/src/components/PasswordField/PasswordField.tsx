import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { NativeTextField } from '../private/NativeTextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { passwordFieldMessages } from './messages';
import type { PasswordFieldMessages } from './messages';
import { passwordParts } from './parts';
import * as own from './PasswordField.css';

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
  /** Keeps the error line's height while valid, for forms that check a field on leaving it. */
  reserveErrorSpace?: boolean;
  className?: string;
}

/** The two icons of the toggle; the styles show the one matching aria-pressed. */
function ToggleIcons() {
  return (
    <>
      <Icon name="eye" className={own.whenHidden} />
      <Icon name="eye-off" className={own.whenShown} />
    </>
  );
}

/**
 * A password field with a reveal toggle. The toggle keeps one name ("Show password") and
 * reports its state with aria-pressed, so the name never contradicts the state; the change is
 * also announced politely ("Password shown" / "Password hidden"). In native mode the field is a
 * plain password input and the toggle stays hidden until its enhancement
 * (`data-enhance="password-field"`) runs.
 */
export function PasswordField(props: PasswordFieldProps) {
  const interactive = useInteractive();
  return interactive ? <AriaPasswordField {...props} /> : <NativePasswordField {...props} />;
}

function AriaPasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  labels,
  errorLabels,
  reserveErrorSpace,
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
          {...{ [passwordParts.toggle]: '' }}
          onPress={() => {
            setRevealed((value) => !value);
            setAnnouncement(revealed ? messages.hidden : messages.shown);
          }}
        >
          <ToggleIcons />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        reserveSpace={reserveErrorSpace}
        limits={{ minLength: rest.minLength, maxLength: rest.maxLength }}
      />
      <LiveRegion messages={messages}>{announcement}</LiveRegion>
    </AriaTextField>
  );
}

/** The polite announcement of the toggle, carrying both texts for the enhancement. */
function LiveRegion({
  messages,
  children,
}: {
  messages: PasswordFieldMessages;
  children?: ReactNode;
}) {
  return (
    <VisuallyHidden
      aria-live="polite"
      {...{
        [passwordParts.live]: '',
        [passwordParts.shownText]: messages.shown,
        [passwordParts.hiddenText]: messages.hidden,
      }}
    >
      {children}
    </VisuallyHidden>
  );
}

function NativePasswordField({
  autoComplete = 'current-password',
  labels,
  isInvalid,
  errorMessage,
  isDisabled,
  ...rest
}: PasswordFieldProps) {
  const messages = useBuiltInMessages(passwordFieldMessages, labels);
  const invalid = invalidFrom(isInvalid, errorMessage);
  return (
    <NativeTextField
      {...rest}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      type="password"
      autoComplete={autoComplete}
      control="input"
      controlClassName={styles.groupInput}
      controlAttributes={{ spellCheck: false, autoCapitalize: 'none' }}
      rootAttributes={{ 'data-enhance': 'password-field' }}
      wrapControl={(input) => (
        <div
          role="presentation"
          className={styles.group}
          data-invalid={invalid ? 'true' : undefined}
          data-disabled={isDisabled ? 'true' : undefined}
        >
          {input}
          {/* Without the enhancement the toggle could not work, so it stays hidden. */}
          <button
            type="button"
            className={styles.groupButton}
            aria-label={messages.show}
            aria-pressed="false"
            disabled={isDisabled || undefined}
            data-disabled={isDisabled ? 'true' : undefined}
            hidden
            {...{ [passwordParts.toggle]: '' }}
          >
            <ToggleIcons />
          </button>
        </div>
      )}
      after={<LiveRegion messages={messages} />}
    />
  );
}
