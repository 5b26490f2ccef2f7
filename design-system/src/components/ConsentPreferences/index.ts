export { ConsentPreferences } from './ConsentPreferences';
export type { ConsentPreferencesProps } from './ConsentPreferences';
export { consentCategories, consentGrantsTagManager, fullConsent, noConsent } from './consent';
export type { ConsentCategory, ConsentChoices } from './consent';
export { consentPreferencesMessages } from './messages';
export type { ConsentPreferencesMessages } from './messages';
