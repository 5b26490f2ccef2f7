/* Markers of the guided tour form's parts, shared by the form (TourForm.tsx) and its script. */

/** Attribute of the form: the JSON its lines and its script are made of (TourFormSource). */
export const TOUR_FORM = 'data-tour-form';

/** Attribute of the form: the words of a time's states (the time slot picker's messages). */
export const TOUR_SLOT_LABELS = 'data-slot-labels';

/** The block of the language choice, shown once a time is chosen. */
export const TOUR_LANGUAGES = 'data-tour-languages';
