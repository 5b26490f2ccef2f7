import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../contract.css';
import { cittaTokens } from './tokens';

/** Class that applies the citta theme: put it on `<html>` or on a wrapper. */
export const cittaThemeClass = createTheme(vars, cittaTokens, 'citta');
