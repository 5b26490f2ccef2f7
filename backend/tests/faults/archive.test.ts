// Hostile input to the fault handling: restore archives that are not what they claim (any
// manifest text, links, members climbing out of the extraction folder), and any thrown value
// reaching the shop's error classifier. No Directus instance is needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, readManifest, restoreBackup } from '../../scripts/restore.mjs';
import { isDatabaseUnavailable } from '../../extensions/shared/http';

const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const manifestFields = fc.record(
  {
    format: fc.oneof(fc.constant(1), fc.integer(), fc.string(), fc.constant(null)),
    client: fc.oneof(fc.constantFrom('sqlite3', 'pg', 'mysql', ''), fc.string()),
    database: fc.oneof(
      fc.constantFrom(
        'database.sqlite',
        'database.pgdump',
        '../../etc/passwd',
        '/etc/passwd',
        'uploads/../database.sqlite',
      ),
      fc.string(),
    ),
    created: fc.oneof(fc.string(), fc.integer()),
    uploads: fc.oneof(fc.integer(), fc.string()),
  },
  { requiredKeys: [] },
);

describe('readManifest', () => {
  it('answers a manifest naming one of the two database files, or a plain Error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          manifestFields.map((m) => JSON.stringify(m)),
        ),
        (text) => {
          let manifest;
          try {
            manifest = readManifest(text);
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
            return;
          }
          expect(manifest.format).toBe(1);
          expect(
            (manifest.client === 'sqlite3' && manifest.database === 'database.sqlite') ||
              (manifest.client === 'pg' && manifest.database === 'database.pgdump'),
          ).toBe(true);
          expect(Number.isInteger(manifest.uploads)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads the manifest backup.mjs writes', () => {
    expect(
      readManifest(
        JSON.stringify({
          format: 1,
          created: '2026-11-26T05:00:00.000Z',
          client: 'pg',
          database: 'database.pgdump',
          source: 'citta',
          uploads: 3,
        }),
      ),
    ).toMatchObject({ client: 'pg', database: 'database.pgdump', uploads: 3 });
  });
});

/** A SQLite-kind archive with the members `build` adds, written by tar with `tarOptions`. */
function archive(build: (dir: string) => string[], tarOptions: string[] = []): string {
  const dir = tmp('citta-hostile-');
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, client: 'sqlite3', database: 'database.sqlite', uploads: 1 }),
  );
  fs.writeFileSync(path.join(dir, 'database.sqlite'), 'not really a database');
  fs.mkdirSync(path.join(dir, 'uploads'));
  const members = ['manifest.json', 'database.sqlite', 'uploads', ...build(dir)];
  const file = path.join(tmp('citta-hostile-out-'), 'hostile.tar.gz');
  const res = spawnSync('tar', ['-czf', file, ...tarOptions, '-C', dir, ...members]);
  expect(res.status, String(res.stderr)).toBe(0);
  return file;
}

const targetEnv = () => {
  const data = tmp('citta-hostile-target-');
  return {
    env: {
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: path.join(data, 'directus.db'),
      STORAGE_LOCAL_ROOT: path.join(data, 'uploads'),
      // nothing listens on port 9: the running-Directus check answers no
      PORT: '9',
    },
    data,
  };
};

describe('restoring a hostile archive', () => {
  it('refuses a link in the uploads and writes nothing', async () => {
    const file = archive((dir) => {
      fs.symlinkSync('/etc/passwd', path.join(dir, 'uploads', 'passwd'));
      return [];
    });
    const { env, data } = targetEnv();
    await expect(restoreBackup(file, env, { quiet: true })).rejects.toThrow(/not a plain file/);
    expect(fs.readdirSync(data)).toEqual([]);
  });

  it('never writes outside its extraction folder for a member climbing out', async () => {
    const name = `citta-victim-${process.pid}-${Date.now()}.txt`;
    // extracted in <tmpdir>/citta-restore-*, `../<name>` would land in <tmpdir>
    const victim = path.join(os.tmpdir(), name);
    const file = archive(
      (dir) => {
        fs.writeFileSync(path.join(dir, 'climb.txt'), 'evil');
        return ['climb.txt'];
      },
      ['--absolute-names', '--transform', `s,^climb\\.txt$,../${name},`],
    );
    const listed = spawnSync('tar', ['-tzf', file, '--absolute-names']);
    expect(String(listed.stdout)).toContain(`../${name}`);
    const { env } = targetEnv();
    await restoreBackup(file, env, { quiet: true }).catch(() => undefined);
    expect(fs.existsSync(victim)).toBe(false);
    fs.rmSync(victim, { force: true });
  });

  it('checkTree accepts plain files and folders only', () => {
    const dir = tmp('citta-tree-');
    fs.mkdirSync(path.join(dir, 'a/b'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'a/b/c.bin'), 'x');
    expect(() => checkTree(dir)).not.toThrow();
    fs.symlinkSync(path.join(dir, 'a'), path.join(dir, 'a/b/loop'));
    expect(() => checkTree(dir)).toThrow(/not a plain file/);
  });
});

describe('isDatabaseUnavailable', () => {
  it('classifies any thrown value without throwing', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        expect(typeof isDatabaseUnavailable(value)).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('knows lost PostgreSQL connections and a locked SQLite, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom('08000', '08003', '08006', '57P01', '57P02', '57P03'), (code) => {
        expect(isDatabaseUnavailable({ code, message: 'x' })).toBe(true);
      }),
    );
    expect(
      isDatabaseUnavailable(new Error('terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: 'SQLITE_BUSY', message: 'database is locked' })).toBe(
      true,
    );
    for (const code of ['23505', '40001', '42P01', 'SQLITE_CONSTRAINT', '22P02'])
      expect(isDatabaseUnavailable({ code, message: 'a query error' }), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
