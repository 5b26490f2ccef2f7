/*
 * The consent preferences cookie, without React or the store: read by the site layout's loader,
 * written by the consent store on hydrated pages and by the page script on the others.
 */
import { consentGrantsTagManager, fullConsent, noConsent } from '@city/design-system/pure';
import type { ConsentChoices } from '@city/design-system/pure';

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

/** The preferences that "Accept all" and "Reject all" store. */
export const acceptedAll: ConsentPreferences = { bannerClosed: true, ...fullConsent };
export const rejectedAll: ConsentPreferences = { bannerClosed: true, ...noConsent };
