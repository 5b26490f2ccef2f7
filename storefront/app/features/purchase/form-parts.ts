/*
 * Markers of the parts of the purchase forms that run without React, shared by the forms
 * (TourForm.tsx, AppointmentForm.tsx, BundleForm.tsx) and their scripts (app/enhance/tour-form.ts,
 * appointment-form.ts, bundle-form.ts).
 */

/** Attribute of the tour form: the JSON its lines and its script are made of (TourFormSource). */
export const TOUR_FORM = 'data-tour-form';

/**
 * The block of a tour's language choice, shown once a time is chosen (in the bundle form, its
 * value is the tour's index in the bundle).
 */
export const TOUR_LANGUAGES = 'data-tour-languages';

/** Attribute of an appointment day's times form: where its places are read again. */
export const APPOINTMENT_FORM = 'data-appointment-form';

/** Attribute of the bundle form: the JSON its lines and its script are made of (BundleFormSource). */
export const BUNDLE_FORM = 'data-bundle-form';

/** The line of a bundle's tour whose day is not chosen, shown when the form is sent (its index). */
export const BUNDLE_MISSING = 'data-bundle-missing';
