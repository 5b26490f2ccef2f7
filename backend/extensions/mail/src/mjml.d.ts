// mjml 5 ships no types: the part used here (templates.ts).
declare module 'mjml' {
  const mjml2html: (
    input: string,
    options?: Record<string, unknown>,
  ) => Promise<{ html: string; errors: Array<{ formattedMessage?: string; message?: string }> }>;
  export default mjml2html;
}
