import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { CookiePreferencesLink } from './CookiePreferencesLink';

afterEach(cleanup);

describe('CookiePreferencesLink', () => {
  it('is a localized button that asks to reopen the cookie choices', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <DesignSystemProvider locale="fr">
        <CookiePreferencesLink onOpenCookiePreferences={onOpen} />
      </DesignSystemProvider>,
    );
    const button = screen.getByRole('button', { name: 'Préférences cookies' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
