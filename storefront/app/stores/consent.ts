import { create } from 'zustand';
import { consentGrantsTagManager, fullConsent, noConsent } from '@city/design-system';
import type { ConsentChoices } from '@city/design-system';

/** Consent preferences of spec section 3: bannerClosed, gdpr, misurazione, marketing. */
export interface ConsentPreferences extends ConsentChoices {
  bannerClosed: boolean;
}

export const CONSENT_COOKIE = 'preferences';
/** 400 days, the longest lifetime browsers keep (spec section 9). */
export const CONSENT_MAX_AGE = 34_560_000;

export const initialPreferences: ConsentPreferences = { bannerClosed: false, ...noConsent };

/** Reads the preferences cookie value (JSON); anything unreadable counts as no choice yet. */
export function parsePreferences(raw: string | null | undefined): ConsentPreferences {
  if (!raw) return initialPreferences;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ConsentPreferences, unknown>>;
    return {
      bannerClosed: value.bannerClosed === true,
      gdpr: value.gdpr === true,
      misurazione: value.misurazione === true,
      marketing: value.marketing === true,
    };
  } catch {
    return initialPreferences;
  }
}

export function serializePreferences(prefs: ConsentPreferences): string {
  const value = encodeURIComponent(
    JSON.stringify({
      bannerClosed: prefs.bannerClosed,
      gdpr: prefs.gdpr,
      misurazione: prefs.misurazione,
      marketing: prefs.marketing,
    }),
  );
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Strict`;
}

export function grantsTagManager(prefs: ConsentPreferences): boolean {
  return consentGrantsTagManager(prefs);
}

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
    acceptAll: () => commit({ bannerClosed: true, ...fullConsent }),
    rejectAll: () => commit({ bannerClosed: true, ...noConsent }),
    save: (choices) => commit({ bannerClosed: true, ...choices }),
    reopen: () => commit({ ...current(), bannerClosed: false }),
  };
});
