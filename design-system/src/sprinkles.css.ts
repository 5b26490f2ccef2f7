import {
  createMapValueFn,
  createNormalizeValueFn,
  createSprinkles,
  defineProperties,
} from '@vanilla-extract/sprinkles';
import type { ConditionalValue } from '@vanilla-extract/sprinkles';
import { media, vars } from '@city/tokens';

/**
 * Atomic styles over the theme contract. Layout properties are responsive, mobile first:
 * `mobile` is the base, `tablet` applies from 768 px, `desktop` from 1281 px. Values can be given
 * as a plain value, an object (`{ mobile: 'block', desktop: 'flex' }`) or an array
 * (`['block', null, 'flex']`).
 */

const space = vars.space;

/** Semantic colours, flattened: `brand`, `brandSoft`, `onBrand`, `surfaceRaised`, `textSecondary`... */
const intents = ['brand', 'accent', 'critical', 'positive', 'caution', 'info', 'neutral'] as const;
type Intent = (typeof intents)[number];
type IntentColorName =
  | Intent
  | `${Intent}Hover`
  | `${Intent}Active`
  | `${Intent}Soft`
  | `on${Capitalize<Intent>}`
  | `on${Capitalize<Intent>}Soft`;

const capitalize = <S extends string>(value: S) =>
  (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<S>;

const intentColors = Object.fromEntries(
  intents.flatMap((intent) => {
    const set = vars.color[intent];
    return [
      [intent, set.base],
      [`${intent}Hover`, set.hover],
      [`${intent}Active`, set.active],
      [`${intent}Soft`, set.soft],
      [`on${capitalize(intent)}`, set.onBase],
      [`on${capitalize(intent)}Soft`, set.onSoft],
    ];
  }),
) as Record<IntentColorName, string>;

export const colors = {
  ...intentColors,
  surfacePage: vars.color.surface.page,
  surfaceRaised: vars.color.surface.raised,
  surfaceSunken: vars.color.surface.sunken,
  surfaceInverse: vars.color.surface.inverse,
  textPrimary: vars.color.text.primary,
  textSecondary: vars.color.text.secondary,
  textInverse: vars.color.text.inverse,
  textLink: vars.color.text.link,
  textDisabled: vars.color.text.disabled,
  borderSubtle: vars.color.border.subtle,
  borderStrong: vars.color.border.strong,
  transparent: 'transparent',
  currentColor: 'currentColor',
  inherit: 'inherit',
} as const;

export type ColorName = keyof typeof colors;

const gridColumns = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
  12: 'repeat(12, minmax(0, 1fr))',
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    position: ['static', 'relative', 'absolute', 'sticky'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ['auto', '0', '100%'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
      'space-evenly',
    ],
    justifyItems: ['stretch', 'start', 'center', 'end'],
    gridTemplateColumns: gridColumns,
    gridColumn: {
      full: '1 / -1',
      auto: 'auto',
      span1: 'span 1',
      span2: 'span 2',
      span3: 'span 3',
      span4: 'span 4',
      span6: 'span 6',
      span8: 'span 8',
      span12: 'span 12',
    },
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingRight: space,
    paddingBottom: space,
    paddingLeft: space,
    marginTop: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    width: { auto: 'auto', full: '100%', fitContent: 'fit-content' },
    maxWidth: {
      none: 'none',
      full: '100%',
      content: vars.size.contentMax,
      reading: vars.size.readingMax,
    },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyItems', 'alignItems'],
  },
});

const staticProperties = defineProperties({
  properties: {
    color: colors,
    background: colors,
    borderColor: colors,
    borderRadius: vars.radius,
    boxShadow: { ...vars.shadow, none: 'none' },
    fontFamily: vars.font,
    fontWeight: vars.fontWeight,
    overflow: ['visible', 'hidden', 'auto', 'clip'],
    textDecoration: ['none', 'underline'],
    whiteSpace: ['normal', 'nowrap'],
    listStyle: ['none'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

/** Every prop accepted by `sprinkles()`. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that can differ per condition (mobile/tablet/desktop), e.g. for a component prop. */
export type ResponsiveValue<Value extends string | number | boolean> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;

/** Turns a responsive value into its object form: `'flex'` -> `{ mobile: 'flex' }`. */
export const normalizeResponsiveValue = createNormalizeValueFn(responsiveProperties);
/** Maps every condition of a responsive value, keeping its shape. */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);

export const responsiveConditions = ['mobile', 'tablet', 'desktop'] as const;
export type ResponsiveCondition = (typeof responsiveConditions)[number];
