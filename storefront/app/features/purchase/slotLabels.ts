import { timeSlotPickerMessages } from '@city/design-system';
import type { TimeSlotPickerMessages } from '@city/design-system';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { SLOT_LABELS } from './live-places';

/**
 * The words of a time's state in the time slot picker, from the site's messages (the same words
 * as the calendar's day states). `fewCount` keeps the picker's own `{count}` placeholder.
 */
export function useSlotLabels(): Partial<TimeSlotPickerMessages> {
  const t = useT();
  return {
    free: t('commerce.slots.free'),
    few: t('commerce.slots.few'),
    fewCount: t('commerce.slots.fewCount'),
    full: t('commerce.slots.full'),
    queue: t('commerce.slots.queue'),
    queueHint: t('commerce.slots.queueHint'),
  };
}

/**
 * The attribute that gives a form's script every word of a time's state in the page's language
 * (the picker's own, with the site's above), to write a time's new state (live-places.ts).
 */
export function slotLabelsAttribute(
  lang: Lang,
  labels: Partial<TimeSlotPickerMessages>,
): Record<string, string> {
  return { [SLOT_LABELS]: JSON.stringify({ ...timeSlotPickerMessages[lang], ...labels }) };
}
