import { useContext, useMemo } from 'react';
import { DesignSystemContext } from './context';
import type { Locale } from './locales';

/** The locale given to the nearest DesignSystemProvider ('it' without one). */
export function useLocale(): Locale {
  return useContext(DesignSystemContext).locale;
}

/** The theme class given to the nearest DesignSystemProvider, for content rendered in a portal. */
export function useThemeClassName(): string | undefined {
  return useContext(DesignSystemContext).themeClassName;
}

/**
 * Whether the markup will be driven by react-aria in the browser (true but under a provider
 * with `interactive={false}`).
 */
export function useInteractive(): boolean {
  return useContext(DesignSystemContext).interactive;
}

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { -readonly [K in keyof T]: Widen<T[K]> }
      : T;

/** The messages of one locale of a catalog, with literal strings widened to `string`. */
export type BuiltInMessages<Catalog extends Record<Locale, object>> = Widen<Catalog['it']>;

/** A catalog of built-in labels: the same keys in every locale. */
export type MessageCatalog<Messages extends object> = Record<Locale, Messages>;

/**
 * Picks the built-in labels of the current locale from a component's catalog and applies the
 * caller's overrides (undefined overrides are ignored).
 */
export function useBuiltInMessages<Catalog extends Record<Locale, object>>(
  catalog: Catalog,
  overrides?: Partial<BuiltInMessages<Catalog>>,
): BuiltInMessages<Catalog> {
  const locale = useLocale();
  return useMemo(() => {
    const base = catalog[locale] as BuiltInMessages<Catalog>;
    if (!overrides) return base;
    const merged = { ...base };
    for (const [key, value] of Object.entries(overrides)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    return merged;
  }, [catalog, locale, overrides]);
}
