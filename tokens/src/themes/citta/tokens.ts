import type { Tokens } from '../../types';
import { fontStack, sharedSize, sharedSpace, sharedZIndex } from '../shared';

/**
 * The city site: a deep civic blue, a warm terracotta accent, Titillium Web for text and titles
 * and Lora for editorial accents. Square-ish corners.
 */
export const cittaTokens: Tokens = {
  color: {
    brand: {
      base: '#0b3a75',
      hover: '#0a3166',
      active: '#072650',
      soft: '#e7eef8',
      onBase: '#ffffff',
      onSoft: '#0b3a75',
    },
    accent: {
      base: '#a5421a',
      hover: '#8e3714',
      active: '#742c10',
      soft: '#fbede5',
      onBase: '#ffffff',
      onSoft: '#7a3010',
    },
    critical: {
      base: '#b3261e',
      hover: '#9a1f18',
      active: '#801a14',
      soft: '#fce8e6',
      onBase: '#ffffff',
      onSoft: '#8c1d17',
    },
    positive: {
      base: '#1d6b3a',
      hover: '#195a31',
      active: '#144a28',
      soft: '#e5f3ea',
      onBase: '#ffffff',
      onSoft: '#154f2b',
    },
    caution: {
      base: '#f2b705',
      hover: '#dba604',
      active: '#c39303',
      soft: '#fff5d6',
      onBase: '#1f1a00',
      onSoft: '#5c4300',
    },
    info: {
      base: '#0a659c',
      hover: '#085786',
      active: '#06476e',
      soft: '#e4f2fa',
      onBase: '#ffffff',
      onSoft: '#064466',
    },
    neutral: {
      base: '#4a5565',
      hover: '#3d4654',
      active: '#313844',
      soft: '#eef0f3',
      onBase: '#ffffff',
      onSoft: '#2d3440',
    },
    surface: {
      page: '#ffffff',
      raised: '#ffffff',
      sunken: '#f3f5f8',
      inverse: '#0e1a2b',
      overlay: 'rgba(14, 26, 43, 0.64)',
    },
    text: {
      primary: '#17202e',
      secondary: '#4a5565',
      inverse: '#ffffff',
      link: '#0b56a8',
      linkHover: '#0b3a75',
      disabled: '#737c89',
    },
    border: {
      subtle: '#d5dae1',
      strong: '#6b7685',
      focus: '#0b56a8',
    },
    section: {
      visita: { background: '#0b3a75', foreground: '#ffffff' },
      convention: { background: '#3d2c6b', foreground: '#ffffff' },
      trade: { background: '#0f5257', foreground: '#ffffff' },
      scuole: { background: '#a5421a', foreground: '#ffffff' },
      press: { background: '#17202e', foreground: '#ffffff' },
    },
  },
  font: {
    body: fontStack.sans('Titillium Web'),
    heading: fontStack.sans('Titillium Web'),
    accent: fontStack.serif('Lora'),
    mono: fontStack.mono,
  },
  fontWeight: {
    regular: '400',
    medium: '600',
    bold: '700',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: 'clamp(2.25rem, 1.75rem + 2.5vw, 3.5rem)',
  },
  lineHeight: {
    xs: '1.125rem',
    sm: '1.25rem',
    md: '1.5rem',
    lg: '1.75rem',
    xl: '2rem',
    xxl: '2.5rem',
    display: '1.1',
  },
  space: sharedSpace,
  radius: {
    none: '0',
    sm: '2px',
    md: '4px',
    lg: '8px',
    pill: '999px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
    focus: '3px',
  },
  shadow: {
    sm: '0 1px 2px rgba(14, 26, 43, 0.12)',
    md: '0 4px 12px rgba(14, 26, 43, 0.14)',
    lg: '0 12px 32px rgba(14, 26, 43, 0.2)',
  },
  zIndex: sharedZIndex,
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationModalClose: '0.25s',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: sharedSize,
};
