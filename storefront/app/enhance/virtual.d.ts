/** Addresses of the page script and of its islands' scripts, provided by vite.config.ts. */
declare module 'virtual:page-script' {
  const url: string;
  export default url;
  /**
   * Per island (app/enhance/cart.tsx, checkout.tsx, purchase.tsx,
   * queue.tsx): its own file and the
   * files it shares with the other islands, to be evaluated first; empty in the client build.
   */
  export const islandScripts: Partial<
    Record<
      'cart' | 'checkout' | 'purchase' | 'queue',
      { script: string; shared: readonly string[] }
    >
  >;
}
