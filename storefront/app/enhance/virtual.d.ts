/**
 * Address of the page script (app/enhance/page.ts) and of every chunk it imports, however deep,
 * provided by vite.config.ts.
 */
declare module 'virtual:page-script' {
  const url: string;
  export default url;
  export const imports: readonly string[];
}
