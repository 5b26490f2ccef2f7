export const ARCHIVE_FORMAT: number;

/** Writes a backup archive of the database and uploads `env` points at; resolves to its path. */
export function createBackup(
  env: Record<string, string>,
  options?: { outDir?: string },
): Promise<string>;

export function run(
  program: string,
  args: string[],
  options?: { env?: Record<string, string | undefined> },
): Promise<string>;

export function pgEnv(env: Record<string, string>): Record<string, string | undefined>;
