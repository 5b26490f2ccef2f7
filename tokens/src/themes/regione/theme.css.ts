import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../contract.css';
import { regioneTokens } from './tokens';

/** Class that applies the regione theme: put it on `<html>` or on a wrapper. */
export const regioneThemeClass = createTheme(vars, regioneTokens, 'regione');
