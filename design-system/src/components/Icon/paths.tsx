import type { ReactElement } from 'react';

/** Every icon of the set, drawn on a 24 x 24 grid. UI icons are strokes, brand glyphs are fills. */
export const uiIconNames = [
  'close',
  'menu',
  'search',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'chevron-up',
  'arrow-right',
  'cart',
  'user',
  'calendar',
  'clock',
  'pin',
  'ticket',
  'external',
  'download',
  'file',
  'check',
  'info',
  'warning',
  'error',
  'plus',
  'minus',
  'trash',
  'eye',
  'eye-off',
  'globe',
  'home',
] as const;

export const socialIconNames = [
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
  'youtube',
  'linkedin',
] as const;

export const iconNames = [...uiIconNames, ...socialIconNames] as const;

export type IconName = (typeof iconNames)[number];

export interface IconDefinition {
  /** Stroke icons follow `currentColor` on their outline, fill icons on their area. */
  kind: 'stroke' | 'fill';
  body: ReactElement;
}

export const iconDefinitions: Record<IconName, IconDefinition> = {
  close: { kind: 'stroke', body: <path d="M6 6l12 12M18 6L6 18" /> },
  menu: { kind: 'stroke', body: <path d="M4 6h16M4 12h16M4 18h16" /> },
  search: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </>
    ),
  },
  'chevron-left': { kind: 'stroke', body: <path d="M15 5l-7 7 7 7" /> },
  'chevron-right': { kind: 'stroke', body: <path d="M9 5l7 7-7 7" /> },
  'chevron-down': { kind: 'stroke', body: <path d="M5 9l7 7 7-7" /> },
  'chevron-up': { kind: 'stroke', body: <path d="M5 15l7-7 7 7" /> },
  'arrow-right': { kind: 'stroke', body: <path d="M4 12h16M14 6l6 6-6 6" /> },
  cart: {
    kind: 'stroke',
    body: (
      <>
        <path d="M2.5 4h2.5l2.4 11h10.2L20 7.5H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </>
    ),
  },
  user: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </>
    ),
  },
  calendar: {
    kind: 'stroke',
    body: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </>
    ),
  },
  clock: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3.5 2.5" />
      </>
    ),
  },
  pin: {
    kind: 'stroke',
    body: (
      <>
        <path d="M12 21.5s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  ticket: {
    kind: 'stroke',
    body: (
      <>
        <path d="M3 6.5h18v3.5a2 2 0 0 0 0 4v3.5H3V14a2 2 0 0 0 0-4z" />
        <path d="M15 7v1.5M15 11v2M15 15.5V17" />
      </>
    ),
  },
  external: {
    kind: 'stroke',
    body: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  },
  download: { kind: 'stroke', body: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" /> },
  file: {
    kind: 'stroke',
    body: (
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6" />
    ),
  },
  check: { kind: 'stroke', body: <path d="M5 12.5l4.5 4.5L19 7" /> },
  info: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.01" />
      </>
    ),
  },
  warning: {
    kind: 'stroke',
    body: <path d="M12 3.5L22 20.5H2zM12 10v4.5M12 17.5v.01" />,
  },
  error: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M15 9l-6 6M9 9l6 6" />
      </>
    ),
  },
  plus: { kind: 'stroke', body: <path d="M12 5v14M5 12h14" /> },
  minus: { kind: 'stroke', body: <path d="M5 12h14" /> },
  trash: {
    kind: 'stroke',
    body: <path d="M4 7h16M9.5 7V4h5v3M6 7l1 13h10l1-13M10 11v5.5M14 11v5.5" />,
  },
  eye: {
    kind: 'stroke',
    body: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  'eye-off': {
    kind: 'stroke',
    body: (
      <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    ),
  },
  globe: {
    kind: 'stroke',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
  },
  home: { kind: 'stroke', body: <path d="M3 11l9-7.5 9 7.5M5.5 9v11h5v-6h3v6h5V9" /> },
  facebook: {
    kind: 'fill',
    body: (
      <path d="M13.5 22v-8h3l.5-3.5h-3.5V8.3c0-1 .4-1.8 1.8-1.8H17V3.4A22 22 0 0 0 14.4 3C11.8 3 10 4.6 10 7.6v2.9H7V14h3v8z" />
    ),
  },
  twitter: {
    kind: 'fill',
    body: (
      <path d="M3.5 3h5.2l4.1 5.7L17.7 3h2.2l-6.1 7 6.7 11h-5.2l-4.4-6.1L5.6 21H3.4l6.6-7.5zm3 1.6l9.8 14.8h1.8L8.4 4.6z" />
    ),
  },
  instagram: {
    kind: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M8 2.5h8A5.5 5.5 0 0 1 21.5 8v8a5.5 5.5 0 0 1-5.5 5.5H8A5.5 5.5 0 0 1 2.5 16V8A5.5 5.5 0 0 1 8 2.5zm0 2A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5zm4 3.3a4.2 4.2 0 1 1 0 8.4 4.2 4.2 0 0 1 0-8.4zm0 2a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4zM17.2 5.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z"
      />
    ),
  },
  tiktok: {
    kind: 'fill',
    body: (
      <path d="M13.5 2.5h3.2a4.6 4.6 0 0 0 4.3 4.3v3.3a7.8 7.8 0 0 1-4.3-1.4v6.6a6.3 6.3 0 1 1-6.3-6.3h.5v3.3h-.5a3 3 0 1 0 3.1 3z" />
    ),
  },
  youtube: {
    kind: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.2V8.8l5.5 3.2z"
      />
    ),
  },
  linkedin: {
    kind: 'fill',
    body: (
      <path
        fillRule="evenodd"
        d="M4.5 3h15A1.5 1.5 0 0 1 21 4.5v15a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19.5v-15A1.5 1.5 0 0 1 4.5 3zM6.8 9.8V18h2.6V9.8zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm3.3 4V18H14v-4.3c0-1.2.5-2 1.5-2s1.4.8 1.4 2V18h2.6v-4.8c0-2.5-1.3-3.6-3.1-3.6a2.9 2.9 0 0 0-2.5 1.3V9.8z"
      />
    ),
  },
};
