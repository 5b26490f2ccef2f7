// The only public entry of @city/design-system: explicit named exports, types with `export type`.

// Provider, theme and formatting

// Layout and typography foundations

// Content, navigation and feedback

// Overlays, consent, header and footer

// Dates, prices, forms and commerce
