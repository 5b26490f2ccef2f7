/*
 * Markers of the parts of the purchase forms that run without React, shared by the forms
 * (TourForm.tsx, AppointmentForm.tsx) and their scripts (app/enhance/tour-form.ts,
 * appointment-form.ts).
 */

/** Attribute of the tour form: the JSON its lines and its script are made of (TourFormSource). */
export const TOUR_FORM = 'data-tour-form';

/** The block of the tour form's language choice, shown once a time is chosen. */
export const TOUR_LANGUAGES = 'data-tour-languages';

/** Attribute of an appointment day's times form: where its places are read again. */
export const APPOINTMENT_FORM = 'data-appointment-form';
