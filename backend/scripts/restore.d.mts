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

/** Parses and checks an archive's manifest.json text; throws an Error when it is not one. */
export function readManifest(text: string): BackupManifest;

/** Throws when an extracted archive holds anything but plain files and folders. */
export function checkTree(dir: string): void;
