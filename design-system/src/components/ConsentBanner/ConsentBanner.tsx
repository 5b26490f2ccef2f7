import { Suspense, lazy, useId, useState } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Button } from '../Button';
import type { ConsentChoices, ConsentPreferencesMessages } from '../ConsentPreferences';
import { Link } from '../Link';
import * as styles from './ConsentBanner.css';
import { consentBannerMessages } from './messages';
import type { ConsentBannerMessages } from './messages';

/*
 * The preferences dialog (and the dialog library under it) is loaded the first time "Customise"
 * is pressed: the banner of a first visit does not download it.
 */
const ConsentPreferences = lazy(() =>
  import('../ConsentPreferences/ConsentPreferences').then((m) => ({
    default: m.ConsentPreferences,
  })),
);

export const consentBannerPlacements = ['fixed', 'inline'] as const;
export type ConsentBannerPlacement = (typeof consentBannerPlacements)[number];

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Called with the categories chosen in the "customise" dialog. */
  onSave: (prefs: ConsentChoices) => void;
  /** Address of the cookie policy page. */
  policyHref?: string;
  /** Saved choices, shown when the visitor opens "customise" again. */
  initialChoices?: Partial<ConsentChoices>;
  placement?: ConsentBannerPlacement;
  labels?: Partial<ConsentBannerMessages>;
  preferencesLabels?: Partial<ConsentPreferencesMessages>;
}

/**
 * First-visit cookie banner. "Reject all" and "Accept all" are the same kind of button, side by
 * side; "Customise" opens the preferences dialog with every box unticked. Presentational: the
 * caller stores the choice and hides the banner.
 */
export function ConsentBanner({
  onAcceptAll,
  onRejectAll,
  onSave,
  policyHref,
  initialChoices,
  placement = 'fixed',
  labels,
  preferencesLabels,
}: ConsentBannerProps) {
  const t = useBuiltInMessages(consentBannerMessages, labels);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's own focus return.
  const [preferencesUsed, setPreferencesUsed] = useState(false);
  const titleId = useId();
  const textId = useId();

  return (
    <section
      className={styles.banner({ placement })}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-consent-banner=""
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p id={textId} className={styles.body}>
          {t.text}
        </p>
        {policyHref ? (
          <p className={styles.body}>
            <Link href={policyHref}>{t.policyLink}</Link>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <div className={styles.choices}>
          <Button variant="primary" onPress={onRejectAll} data-consent-choice="reject">
            {t.rejectAll}
          </Button>
          <Button variant="primary" onPress={onAcceptAll} data-consent-choice="accept">
            {t.acceptAll}
          </Button>
        </div>
        <Button
          variant="secondary"
          data-consent-choice="customise"
          onPress={() => {
            setPreferencesUsed(true);
            setPreferencesOpen(true);
          }}
        >
          {t.customise}
        </Button>
      </div>
      {preferencesUsed ? (
        <Suspense fallback={null}>
          <ConsentPreferences
            open={preferencesOpen}
            onOpenChange={setPreferencesOpen}
            initialChoices={initialChoices}
            onSave={onSave}
            onAcceptAll={onAcceptAll}
            onRejectAll={onRejectAll}
            labels={preferencesLabels}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
