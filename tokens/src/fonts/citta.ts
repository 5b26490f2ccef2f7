// Fonts of the citta theme (side effect only): Titillium Web 400/600/700 for text and titles,
// Lora 400 (upright and italic) for editorial accents. Latin + latin-ext, font-display swap.
import './citta.css';
import './fallbacks.css';
