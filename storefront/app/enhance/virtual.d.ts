/** Address of the page script (app/enhance/page.ts), provided by vite.config.ts. */
declare module 'virtual:page-script' {
  const url: string;
  export default url;
}
