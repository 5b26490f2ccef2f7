// Backend product-API tests: each file starts its own Directus instance (SQLite, or PostgreSQL with
// TEST_DB=pg); files run one after another to keep the two-core machine responsive.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/shop/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
