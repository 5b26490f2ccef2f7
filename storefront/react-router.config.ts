import type { Config } from '@react-router/dev/config';

/** Server-rendered site: every request goes through app/entry.server.tsx behind server.js. */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
