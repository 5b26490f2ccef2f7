// Backend tests run against real Directus instances (scripts/test-instance.mjs): SQLite by
// default, PostgreSQL with TEST_DB=pg (and Redis with TEST_REDIS=redis://...). Each file starts
// one instance from a prepared template; files run one after another (two-core machines).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
