import { type SlotAvailability, type TimeSlot, formatDate } from '@city/design-system';
import type { Slot, TourDate } from '../../lib/api/product';
import { type Places, addPlaces, hasPlaces } from '../../lib/domain/places';
import { slotKeyDate } from '../../lib/domain/queue';

/*
 * The availability of dated products as the purchase pages show it: each time of a day (an
 * appointment slot, a guided tour's date) as a time slot of the design system, and each day of
 * the calendar by the best of its times. Places always come from the shop's answer.
 */

/** How often a page that shows places reads them again while it is in view. */
export const AVAILABILITY_REFRESH_MS = 60_000;

/** At most this many places left, a time shows how many ("last places"). */
export const FEW_PLACES = 3;

/** A day of the calendar: whether and how it can be booked. */
export interface BookableDay {
  /** yyyy-mm-dd */
  date: string;
  /** The best state of its times: free before few before the waiting queue before sold out. */
  state: SlotAvailability;
  /** Places left that day over all its times; null when one of them has no limit. */
  places: Places;
}

/** A time of a day, with what the form needs besides the time slot. */
export interface DayTime extends TimeSlot {
  /** Slot key yyyyMMddHHmm. */
  id: string;
  /** yyyy-mm-dd */
  date: string;
  places: Places;
  /** Languages offered at that time (guided tours). */
  languages: string[];
}

const rank: Record<SlotAvailability, number> = { free: 0, few: 1, queue: 2, full: 3 };

/** The state of a time with these places left; `queue`: a full time can still be queued for. */
export function availabilityOf(places: Places, queue: boolean): SlotAvailability {
  if (!hasPlaces(places)) return queue ? 'queue' : 'full';
  if (places !== null && places <= FEW_PLACES) return 'few';
  return 'free';
}

/** "HH:MM" of a slot key, plus `minutes` (a time that would pass midnight is left out). */
export function clockOf(key: string, minutes = 0): string | undefined {
  const hours = Number(key.slice(8, 10));
  const total = hours * 60 + Number(key.slice(10, 12)) + minutes;
  if (!/^\d{12}$/.test(key) || total >= 24 * 60) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * The times of an appointment: open slots and sold-out ones (stato `esaurito` or no place left),
 * which are booked through the waiting queue. Closed and past slots are not offered.
 */
export function appointmentTimes(slots: readonly Slot[]): DayTime[] {
  const times: DayTime[] = [];
  for (const slot of slots) {
    const date = slotKeyDate(slot.data);
    const start = clockOf(slot.data);
    if (!date || !start || (slot.stato !== 'aperto' && slot.stato !== 'esaurito')) continue;
    const places = slot.stato === 'esaurito' ? 0 : slot.disponibili;
    const availability = availabilityOf(places, true);
    times.push({
      id: slot.data,
      date,
      start,
      end: slot.durata_minuti ? clockOf(slot.data, slot.durata_minuti) : undefined,
      availability,
      remaining: availability === 'few' && places !== null ? places : undefined,
      places,
      languages: slot.lingua ? [slot.lingua] : [],
    });
  }
  return times.sort((a, b) => a.id.localeCompare(b.id));
}

/** The dates of a guided tour; a date without places left is shown sold out. */
export function tourTimes(dates: readonly TourDate[]): DayTime[] {
  const times: DayTime[] = [];
  for (const tourDate of dates) {
    const date = slotKeyDate(tourDate.data);
    const start = clockOf(tourDate.data);
    if (!date || !start) continue;
    const availability = availabilityOf(tourDate.disponibili, false);
    times.push({
      id: tourDate.data,
      date,
      start,
      availability,
      remaining:
        availability === 'few' && tourDate.disponibili !== null ? tourDate.disponibili : undefined,
      places: tourDate.disponibili,
      languages: tourDate.lingue ?? (tourDate.lingua ? [tourDate.lingua] : []),
    });
  }
  return times.sort((a, b) => a.id.localeCompare(b.id));
}

/** The days of these times, in date order, each with its best state and its places. */
export function bookableDays(times: readonly DayTime[]): BookableDay[] {
  const days = new Map<string, BookableDay>();
  for (const time of times) {
    const day = days.get(time.date);
    if (!day) {
      days.set(time.date, {
        date: time.date,
        state: time.availability,
        places: hasPlaces(time.places) ? time.places : 0,
      });
      continue;
    }
    if (rank[time.availability] < rank[day.state]) day.state = time.availability;
    if (hasPlaces(time.places)) day.places = addPlaces(day.places, time.places);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether a day can be chosen: it has a time with places, or one with a waiting queue. */
export function isChoosable(day: BookableDay | undefined): day is BookableDay {
  return day !== undefined && day.state !== 'full';
}

/** The times of one day. */
export function timesOn(times: readonly DayTime[], date: string | null): DayTime[] {
  return date ? times.filter((time) => time.date === date) : [];
}

/** "05/12/2026" for a yyyy-mm-dd day, in the page's language (12/05/2026 in English). */
export function dayLabel(date: string, lang: 'it' | 'en' | 'fr'): string {
  return formatDate(`${date}T12:00:00Z`, lang);
}
