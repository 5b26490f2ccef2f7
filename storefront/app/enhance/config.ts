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

/** The JSON block's text, with `<` escaped so that no value can close the script element. */
export function serializePageConfig(config: PageConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
