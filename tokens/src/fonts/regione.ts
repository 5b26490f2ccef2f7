// Fonts of the regione theme (side effect only): Source Sans 3 for text, Merriweather for titles
// and accents, variable weight axis, latin + latin-ext, font-display swap.
import './regione.css';
import './fallbacks.css';
