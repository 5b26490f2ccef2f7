export interface BackupManifest {
  format: number;
  created: string;
  client: 'sqlite3' | 'pg';
  database: string;
  source: string;
  uploads: number;
}

/** Restores an archive of scripts/backup.mjs into the database and uploads `env` points at. */
export function restoreBackup(
  file: string,
  env: Record<string, string>,
  options?: { force?: boolean; quiet?: boolean },
): Promise<BackupManifest>;
