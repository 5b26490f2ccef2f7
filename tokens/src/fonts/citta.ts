// Fonts of the citta theme (side effect only): Titillium Web 400/600/700 for text and titles,
// Lora 400 (upright and italic) for editorial accents. Latin + latin-ext, font-display swap.
import '@fontsource/titillium-web/latin-400.css';
import '@fontsource/titillium-web/latin-ext-400.css';
import '@fontsource/titillium-web/latin-600.css';
import '@fontsource/titillium-web/latin-ext-600.css';
import '@fontsource/titillium-web/latin-700.css';
import '@fontsource/titillium-web/latin-ext-700.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-ext-400.css';
import '@fontsource/lora/latin-400-italic.css';
import '@fontsource/lora/latin-ext-400-italic.css';
