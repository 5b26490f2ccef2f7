import { jwtPayload } from './guards/tokens';

/**
 * Target of an invite link (`/registrazione/invito`): the dashboard invite registration with the
 * link's `email` and `token`. The backend's invitation mail carries only `?token=`, whose payload
 * names the invited address; when the link has no `email`, it is taken from there (unverified: the
 * invite guard and the backend check the token).
 */
export function inviteRegistrationPath(lang: string, url: URL): string {
  const forward = new URLSearchParams();
  const token = url.searchParams.get('token');
  let email = url.searchParams.get('email');
  if (email === null && token) {
    const claimed = jwtPayload(token)?.email;
    if (typeof claimed === 'string') email = claimed;
  }
  if (email !== null) forward.set('email', email);
  if (token !== null) forward.set('token', token);
  const query = forward.toString();
  return `/${lang}/dashboard/registrazione/invito${query ? `?${query}` : ''}`;
}
