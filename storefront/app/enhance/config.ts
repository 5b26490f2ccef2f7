import { isLocale } from '@city/design-system/pure';
import type { Locale } from '@city/design-system/pure';

/** Id of the JSON block that gives the page script its configuration. */
export const PAGE_CONFIG_ID = 'page-config';

/** What the page script needs from the server's configuration (both addresses may be empty). */
export interface PageConfig {
  tagManagerUrl: string;
  a11yWidgetUrl: string;
}

/** Reads the JSON block; anything missing or malformed counts as not configured. */
export function parsePageConfig(raw: string | null | undefined): PageConfig {
  const empty: PageConfig = { tagManagerUrl: '', a11yWidgetUrl: '' };
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PageConfig, unknown>>;
    return {
      tagManagerUrl: typeof value.tagManagerUrl === 'string' ? value.tagManagerUrl : '',
      a11yWidgetUrl: typeof value.a11yWidgetUrl === 'string' ? value.a11yWidgetUrl : '',
    };
  } catch {
    return empty;
  }
}

/** A JSON block's text, with `<` escaped so that no value can close the script element. */
export function serializeJsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function serializePageConfig(config: PageConfig): string {
  return serializeJsonBlock(config);
}

/** Id of the JSON block with the error messages of a form checked in the browser (FormCheck). */
export const FORM_CHECK_MESSAGES_ID = 'form-check-messages';

/** Id of the JSON block that gives the screen of a page that is not hydrated its data. */
export const ISLAND_DATA_ID = 'island-data';

/**
 * Attribute of an island that only watches a held queue place (the product purchase page's, whose
 * form runs without React): loaded only when this browser may hold a queue session.
 */
export const ISLAND_HOLD_ONLY = 'data-island-hold';

/**
 * What a page that is not hydrated sends the screen it runs in a React root of its own
 * (`[data-island]`, app/enhance): its language, the messages the screen uses, the text to show if
 * the screen cannot be loaded, and the screen's own values.
 */
export interface IslandData {
  lang: Locale;
  messages: Record<string, unknown>;
  loadFailed: string;
  props: Record<string, unknown>;
}

/**
 * What an island's form (a purchase form, the queue's panel) gets besides its own values: the
 * page's language, and how it opens another page (as a new document).
 */
export interface IslandFormNav {
  lang: Locale;
  go: (url: string) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the island's JSON block; null when it is missing or malformed. */
export function parseIslandData(raw: string | null | undefined): IslandData | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof IslandData, unknown>>;
    const lang = value.lang;
    if (!isLocale(lang)) return null;
    return {
      lang,
      messages: isRecord(value.messages) ? value.messages : {},
      loadFailed: typeof value.loadFailed === 'string' ? value.loadFailed : '',
      props: isRecord(value.props) ? value.props : {},
    };
  } catch {
    return null;
  }
}

/** A string value of an island's props, or null. */
export function stringProp(data: IslandData, name: string): string | null {
  const value = data.props[name];
  return typeof value === 'string' ? value : null;
}
