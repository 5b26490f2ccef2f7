import type { TimeSlotPickerMessages } from '@city/design-system';
import { useT } from '../commerce/screen';

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
