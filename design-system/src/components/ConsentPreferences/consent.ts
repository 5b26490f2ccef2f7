/**
 * Consent categories of the site, named as in the stored preferences (spec, "Consent preferences").
 *  - gdpr: general consent to the optional services listed in the cookie policy
 *  - misurazione: audience measurement
 *  - marketing: advertising and profiling
 */
export const consentCategories = ['gdpr', 'misurazione', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The choice of the visitor for every category. */
export type ConsentChoices = Record<ConsentCategory, boolean>;

/** Nothing granted: the starting point, so that no box is ever pre-ticked. */
export const noConsent: ConsentChoices = Object.freeze({
  gdpr: false,
  misurazione: false,
  marketing: false,
});

/** Everything granted, as "Accept all" does. */
export const fullConsent: ConsentChoices = Object.freeze({
  gdpr: true,
  misurazione: true,
  marketing: true,
});

/**
 * Whether the tag manager may be loaded: with general consent (gdpr), or when both measurement
 * and marketing are granted.
 */
export function consentGrantsTagManager(prefs: Partial<ConsentChoices>): boolean {
  return prefs.gdpr === true || (prefs.misurazione === true && prefs.marketing === true);
}
