import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A text field for an email address: email keyboard, autocomplete and a localized format message. */
export function EmailField({ autoComplete = 'email', ...rest }: EmailFieldProps) {
  return <TextField {...rest} type="email" inputMode="email" autoComplete={autoComplete} />;
}
