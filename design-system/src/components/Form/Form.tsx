import type { ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Form.css';
import type { FormWidth } from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'children'> {
  /** The fields, one under the other. */
  children?: ReactNode;
  /** The form's buttons, in a row after the fields. */
  actions?: ReactNode;
  /** `narrow` keeps the fields at a reading width; `full` takes the width of its place. */
  width?: FormWidth;
  className?: string;
}

/**
 * A form laid out as the library's forms are: fields one under the other, then the buttons. It is
 * react-aria's Form: `validationBehavior="aria"` makes every field in it report its errors
 * through ARIA and leaves checking to the caller (a form library, the server), and
 * `validationErrors` shows the server's answer on the fields it names.
 */
export function Form({ children, actions, width = 'narrow', className, ...rest }: FormProps) {
  return (
    <AriaForm {...rest} className={cx(styles.form, styles.width[width], className)}>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </AriaForm>
  );
}
