import type { Knex } from 'knex';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface Instance {
  url: string;
  adminToken: string;
  storefrontToken: string;
  adminEmail: string;
  adminPassword: string;
  env: Record<string, string>;
  db: 'sqlite' | 'pg';
  dataDir: string;
  knex(): Knex;
  mails(): Mail[];
  logs(): string;
  readonly pid: number | undefined;
  /** Ends the Directus process with SIGKILL (a crash); the database and files stay. */
  kill(): Promise<void>;
  /** A new Directus process on the same database, files and port, with extra variables. */
  restart(options?: { env?: Record<string, string> }): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  db?: 'sqlite' | 'pg';
  port?: number;
  seed?: boolean;
  env?: Record<string, string>;
  /** A backup archive (scripts/backup.mjs) to start from instead of the prepared template. */
  restore?: string;
}

export function startInstance(options?: StartOptions): Promise<Instance>;
export function readMails(dir: string): Mail[];
export const demo: {
  adminEmail: string;
  adminPassword: string;
  adminToken: string;
  storefrontToken: string;
  key: string;
  secret: string;
};
