export { TimeSlotPicker, availabilityText, slotAvailabilities } from './TimeSlotPicker';
export type { SlotAvailability, TimeSlot, TimeSlotPickerProps } from './TimeSlotPicker';
export { timeSlotPickerMessages } from './messages';
export type { TimeSlotPickerMessages } from './messages';
