import type { Config } from '@react-router/dev/config';
import { resolveBuildDir } from './build-dir.js';

/** Server-rendered site: every request goes through app/entry.server.tsx behind server.js. */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: resolveBuildDir(),
} satisfies Config;
