import type { Guard } from './types';
import { redirectTo } from './responses';
import { usableJwt } from './tokens';

/** Reset password: the `token` query value is a well-formed, unexpired reset token; else back to "forgot password" with a flag. */
export const resetPassword: Guard = (context) => {
  const payload = usableJwt(context.url.searchParams.get('token'), context.now);
  if (!payload || (payload.scope !== undefined && payload.scope !== 'password-reset')) {
    redirectTo(`/${context.lang}/dashboard/login/forgot?scaduto=1`);
  }
};
