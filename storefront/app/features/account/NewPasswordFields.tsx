import type { Control, FieldValues, Path } from 'react-hook-form';
import { useT } from '../commerce/forms';
import { BoundPasswordField } from './form';

/**
 * A new password and its confirmation, as registration, invitation and reset ask for them, bound
 * to the form's `password` and `confirm` fields.
 */
export function NewPasswordFields<V extends FieldValues & { password: string; confirm: string }>({
  control,
  error,
  label = 'commerce.fields.password',
}: {
  control: Control<V>;
  /** The error of either field, in the page's language. */
  error: (name: 'password' | 'confirm') => string | undefined;
  /** The first field's label: "Password", or "New password" where one is replaced. */
  label?: 'commerce.fields.password' | 'commerce.fields.newPassword';
}) {
  const t = useT();
  return (
    <>
      <BoundPasswordField
        reserveErrorSpace
        control={control}
        name={'password' as Path<V>}
        label={t(label)}
        description={t('commerce.fields.passwordHint')}
        autoComplete="new-password"
        isRequired
        error={error('password')}
      />
      <BoundPasswordField
        reserveErrorSpace
        control={control}
        name={'confirm' as Path<V>}
        label={t('commerce.fields.confirmPassword')}
        autoComplete="new-password"
        isRequired
        error={error('confirm')}
      />
    </>
  );
}
