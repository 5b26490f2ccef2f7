import { ConsentBanner } from '@city/design-system';
import { useEffect, useRef } from 'react';
import type { Locale } from '../lib/i18n/config';
import { useHydrated } from '../lib/use-hydrated';
import { A11Y_WIDGET_DELAY_MS, injectScript } from '../lib/third-party';
import { grantsTagManager, useConsent } from '../stores/consent';
import type { ConsentPreferences } from '../stores/consent';

/*
 * The banner is part of the first load, with its styles in the first-load CSS: on a first visit it
 * paints with the page instead of after a chunk loaded at hydration. Its preferences dialog (and
 * the dialog library) is still loaded only when "Customise" is pressed.
 */

interface Props {
  locale: Locale;
  initial: ConsentPreferences;
  tagManagerUrl: string;
  a11yWidgetUrl: string;
  policyHref: string;
  /**
   * The page is not hydrated: the banner is always rendered, hidden once a choice is stored, so
   * that the page script can show it again from the footer link and store the choices.
   */
  staticDocument?: boolean;
}

/**
 * The consent banner (until the visitor chooses, and again from the footer link), the tag
 * manager once consent allows it, and the accessibility widget 5.5 s after start. Without a
 * configured address, neither script is requested.
 */
export function ConsentManager({
  initial,
  tagManagerUrl,
  a11yWidgetUrl,
  policyHref,
  staticDocument = false,
}: Props) {
  const initialised = useRef(false);
  if (!initialised.current) {
    initialised.current = true;
    // Same state on the server and in the first client render: the cookie read by the loader.
    if (useConsent.getState().bannerClosed !== initial.bannerClosed)
      useConsent.getState().init(initial);
  }
  const consent = useConsent();
  // The store's server snapshot is its initial state: until hydration, the cookie decides.
  const hydrated = useHydrated();
  const bannerClosed = hydrated ? consent.bannerClosed : initial.bannerClosed;
  const allowed = grantsTagManager(consent);

  useEffect(() => {
    if (tagManagerUrl && allowed) injectScript(tagManagerUrl, 'tag-manager');
  }, [tagManagerUrl, allowed]);

  useEffect(() => {
    if (!a11yWidgetUrl) return;
    const timer = window.setTimeout(
      () => injectScript(a11yWidgetUrl, 'a11y-widget'),
      A11Y_WIDGET_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [a11yWidgetUrl]);

  if (bannerClosed && !staticDocument) return null;
  const banner = (
    <ConsentBanner
      onAcceptAll={consent.acceptAll}
      onRejectAll={consent.rejectAll}
      onSave={consent.save}
      policyHref={policyHref}
      initialChoices={{
        gdpr: consent.gdpr,
        misurazione: consent.misurazione,
        marketing: consent.marketing,
      }}
    />
  );
  if (!staticDocument) return banner;
  return (
    <div data-consent-root="" hidden={bannerClosed}>
      {banner}
    </div>
  );
}
