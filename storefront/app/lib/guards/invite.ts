import type { Guard } from './types';
import { notFound } from './responses';
import { usableJwt } from './tokens';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite: `email` and `token` query values are present, the email is well formed, the token is a
 * well-formed unexpired invite token, and when the token names an email it is the same one; else 404.
 */
export const invite: Guard = (context) => {
  const email = context.url.searchParams.get('email') ?? '';
  const payload = usableJwt(context.url.searchParams.get('token'), context.now);
  if (!emailPattern.test(email) || !payload) notFound(context.url);
  if (payload.scope !== undefined && payload.scope !== 'invite') notFound(context.url);
  if (typeof payload.email === 'string' && payload.email.toLowerCase() !== email.toLowerCase())
    notFound(context.url);
};
