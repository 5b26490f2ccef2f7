export interface HiddenFieldProps {
  name: string;
  value: string | number;
}

/**
 * A value its form sends without showing it: the id of a row being edited, the address to go back
 * to after a sign-in. Nothing is drawn and nothing is announced; the form submits it with or
 * without script.
 */
export function HiddenField({ name, value }: HiddenFieldProps) {
  return <input type="hidden" name={name} value={String(value)} />;
}
