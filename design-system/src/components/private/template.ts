/**
 * Fills `{name}` placeholders of a built-in message. Messages stay plain strings so that
 * a consumer can override them from its own translation files.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
