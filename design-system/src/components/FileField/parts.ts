/* Markers of the file field's parts, shared by the component and its enhancement. */
export const fileFieldParts = {
  /** The picture shown under the field (the chosen file's, or the one already saved). */
  preview: 'data-file-preview',
  /** On the root: the text alternative of a chosen file's preview. */
  chosenAlt: 'data-chosen-preview-alt',
} as const;

/**
 * Whether a file is of a type the input's `accept` names (MIME types, `type/*` wildcards,
 * `.ext` suffixes; an empty list accepts every file), as the browser's file chooser filters.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }) {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) =>
    token.startsWith('.')
      ? name.endsWith(token)
      : token.endsWith('/*')
        ? type.startsWith(token.slice(0, -1))
        : type === token,
  );
}
