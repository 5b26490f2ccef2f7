import { describe, expect, it } from 'vitest';
import { inviteRegistrationPath } from './auth-invite';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${segment({ alg: 'HS256' })}.${segment(payload)}.c2ln`;

describe('invite link forwarding', () => {
  it('forwards the email and token of the link', () => {
    const url = new URL(
      'https://www.citta.example/fr/registrazione/invito?email=a%40b.org&token=t',
    );
    expect(inviteRegistrationPath('fr', url)).toBe(
      '/fr/dashboard/registrazione/invito?email=a%40b.org&token=t',
    );
  });

  it('takes the email from the token when the mail link has only the token', () => {
    const invite = token({ email: 'new@example.org', scope: 'invite' });
    const url = new URL(`https://www.citta.example/en/registrazione/invito?token=${invite}`);
    const target = new URL(inviteRegistrationPath('en', url), url);
    expect(target.pathname).toBe('/en/dashboard/registrazione/invito');
    expect(target.searchParams.get('email')).toBe('new@example.org');
    expect(target.searchParams.get('token')).toBe(invite);
  });

  it('keeps an email of the link over the one in the token, for the guard to compare', () => {
    const invite = token({ email: 'new@example.org' });
    const url = new URL(
      `https://x.example/it/registrazione/invito?email=other%40x.org&token=${invite}`,
    );
    expect(new URL(inviteRegistrationPath('it', url), url).searchParams.get('email')).toBe(
      'other@x.org',
    );
  });

  it('forwards nothing it was not given, and ignores a token it cannot read', () => {
    const bare = new URL('https://x.example/it/registrazione/invito');
    expect(inviteRegistrationPath('it', bare)).toBe('/it/dashboard/registrazione/invito');
    const garbage = new URL('https://x.example/it/registrazione/invito?token=garbage&next=//evil');
    expect(inviteRegistrationPath('it', garbage)).toBe(
      '/it/dashboard/registrazione/invito?token=garbage',
    );
  });
});
