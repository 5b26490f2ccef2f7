/** Addresses of the page script and of its islands' scripts, provided by vite.config.ts. */
declare module 'virtual:page-script' {
  const url: string;
  export default url;
  /** One file per island (app/enhance/cart.tsx, checkout.tsx); empty in the client build. */
  export const islandScripts: Partial<Record<'cart' | 'checkout', string>>;
}
