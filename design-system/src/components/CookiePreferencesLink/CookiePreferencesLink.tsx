import { Button as AriaButton } from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { cx } from '../private/cx';
import * as styles from './CookiePreferencesLink.css';
import { cookiePreferencesLinkMessages } from './messages';
import type { CookiePreferencesLinkMessages } from './messages';

export interface CookiePreferencesLinkProps {
  /**
   * Reopens the consent banner or preferences (the storefront resets `bannerClosed`). Under
   * `interactive={false}` nothing calls it: a page script finds the button by its
   * `data-consent-reopen` attribute instead.
   */
  onOpenCookiePreferences?: () => void;
  className?: string;
  labels?: Partial<CookiePreferencesLinkMessages>;
}

/** Footer entry that reopens the cookie choices: a button, since it opens a dialog rather than a page. */
export function CookiePreferencesLink({
  onOpenCookiePreferences,
  className,
  labels,
}: CookiePreferencesLinkProps) {
  const t = useBuiltInMessages(cookiePreferencesLinkMessages, labels);
  const interactive = useInteractive();
  const classes = cx(styles.button, className);
  // Markup react-aria will not run on: the plain button, with the same attributes.
  if (!interactive) {
    return (
      <button type="button" className={classes} aria-haspopup="dialog" data-consent-reopen="">
        {t.label}
      </button>
    );
  }
  return (
    <AriaButton
      className={classes}
      onPress={onOpenCookiePreferences}
      aria-haspopup="dialog"
      data-consent-reopen=""
    >
      {t.label}
    </AriaButton>
  );
}
