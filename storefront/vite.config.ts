import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // Workspace packages ship TypeScript sources and vanilla-extract styles: bundle them in SSR too.
  ssr: { noExternal: [/^@city\//] },
  build: { target: 'es2022', cssCodeSplit: true, sourcemap: process.env.SOURCEMAP === '1' },
  server: { port: 3000 },
});
