/* A time slot's states and their text: no React, shared by the component and dom.ts. */
import { fillTemplate } from '../private/template';
import type { TimeSlotPickerMessages } from './messages';

/** free: places available; few: almost full; full: not bookable; queue: bookable through the waiting queue. */
export const slotAvailabilities = ['free', 'few', 'full', 'queue'] as const;
export type SlotAvailability = (typeof slotAvailabilities)[number];

export interface TimeSlot {
  id: string;
  /** Start and optional end: an ISO date-time ("2026-06-01T09:00") or a time ("09:00"). */
  start: string;
  end?: string;
  availability: SlotAvailability;
  /** Places left, shown for 'few'. */
  remaining?: number;
}

/** Text of a slot's availability in the current messages. */
export function availabilityText(slot: TimeSlot, messages: TimeSlotPickerMessages): string {
  if (slot.availability === 'few' && slot.remaining !== undefined) {
    return fillTemplate(messages.fewCount, { count: slot.remaining });
  }
  return messages[slot.availability];
}
