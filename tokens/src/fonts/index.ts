// Fonts of every theme, for the workbench and for sites that switch theme at runtime.
import './citta';
import './regione';
