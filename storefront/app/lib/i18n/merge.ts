export type Messages = { [key: string]: string | Messages };

function isDictionary(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges message dictionaries; later ones win on the same key. Inputs are left untouched. */
export function mergeMessages(...dictionaries: readonly unknown[]): Messages {
  const out: Messages = {};
  for (const dictionary of dictionaries) {
    if (!isDictionary(dictionary)) continue;
    for (const [key, value] of Object.entries(dictionary)) {
      const current = out[key];
      if (isDictionary(value)) {
        out[key] = mergeMessages(isDictionary(current) ? current : {}, value);
      } else if (typeof value === 'string') {
        out[key] = value;
      }
    }
  }
  return out;
}

/** Path of a locale's merged messages; the version segment changes whenever a message does. */
export function messagesPath(version: string, locale: string): string {
  return `/i18n/${version}/${locale}/messages.json`;
}

/**
 * The parts of a dictionary at the given dotted paths (a text or a whole branch each), in a
 * dictionary of the same shape; paths that are not there are left out.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const out: Messages = {};
  for (const path of paths) {
    const parts = path.split('.');
    let value: string | Messages | undefined = messages;
    for (const part of parts) value = isDictionary(value) ? value[part] : undefined;
    if (value === undefined) continue;
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = target[part] = isDictionary(next) ? next : {};
    }
    const last = parts.at(-1) as string;
    target[last] = isDictionary(value) ? mergeMessages(target[last], value) : value;
  }
  return out;
}
