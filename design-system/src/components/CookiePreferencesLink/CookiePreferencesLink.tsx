import { Button as AriaButton } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { cx } from '../private/cx';
import * as styles from './CookiePreferencesLink.css';
import { cookiePreferencesLinkMessages } from './messages';
import type { CookiePreferencesLinkMessages } from './messages';

export interface CookiePreferencesLinkProps {
  /** Reopens the consent banner or preferences (the storefront resets `bannerClosed`). */
  onOpenCookiePreferences: () => void;
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
  return (
    <AriaButton
      className={cx(styles.button, className)}
      onPress={onOpenCookiePreferences}
      aria-haspopup="dialog"
    >
      {t.label}
    </AriaButton>
  );
}
