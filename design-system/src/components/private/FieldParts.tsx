import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/** Label of a field with a visual required mark (the input itself tells assistive technology). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** A field is invalid when the caller says so or passes an error message. */
export function invalidFrom(
  isInvalid: boolean | undefined,
  errorMessage: unknown,
): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined;
}
