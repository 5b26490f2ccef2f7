/* Markers of the number field's stepper buttons, shared by the component and its enhancement. */
export const numberParts = {
  decrement: 'data-step-down',
  increment: 'data-step-up',
} as const;
