import { create } from 'zustand';
import type { ConsentChoices } from '@city/design-system/pure';
import { acceptedAll, initialPreferences, rejectedAll, serializePreferences } from '../lib/consent';
import type { ConsentPreferences } from '../lib/consent';

export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  grantsTagManager,
  initialPreferences,
  parsePreferences,
  serializePreferences,
} from '../lib/consent';
export type { ConsentPreferences } from '../lib/consent';

interface ConsentStore extends ConsentPreferences {
  /** Starts from what the server read in the cookie (no flash of the banner). */
  init: (prefs: ConsentPreferences) => void;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (choices: ConsentChoices) => void;
  /** The footer link: shows the banner again. */
  reopen: () => void;
}

function persist(prefs: ConsentPreferences): void {
  if (typeof document !== 'undefined') document.cookie = serializePreferences(prefs);
}

export const useConsent = create<ConsentStore>()((set, get) => {
  const commit = (next: ConsentPreferences) => {
    persist(next);
    set(next);
  };
  const current = (): ConsentPreferences => {
    const { bannerClosed, gdpr, misurazione, marketing } = get();
    return { bannerClosed, gdpr, misurazione, marketing };
  };
  return {
    ...initialPreferences,
    init: (prefs) => set(prefs),
    acceptAll: () => commit(acceptedAll),
    rejectAll: () => commit(rejectedAll),
    save: (choices) => commit({ bannerClosed: true, ...choices }),
    reopen: () => commit({ ...current(), bannerClosed: false }),
  };
});
