import type { Translate } from '../i18n/translate';

/*
 * Places left on a guided tour's date, an appointment slot or a loyalty activity's date, as the
 * shop answers them: a number, or null where the organiser set no capacity (no limit). Such a
 * date is always bookable and says "places available" without a count.
 */

export type Places = number | null;

/** Whether a date or slot can still be booked. */
export function hasPlaces(places: Places): boolean {
  return places === null || places > 0;
}

/** Places of a day with several slots: null as soon as one of them has no limit. */
export function addPlaces(total: Places, places: Places): Places {
  return total === null || places === null ? null : total + Math.max(0, places);
}

/** The words for the places left, in the page's language. */
export function placesText(t: Translate, places: Places): string {
  return places === null
    ? t('commerce.purchase.availableUnlimited')
    : t('commerce.purchase.available', { count: places });
}
