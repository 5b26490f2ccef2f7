// Baselines without a story, theme or viewport, found in a fabricated __baselines__ folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { orphanBaselines } from './orphans.mjs';

const themes = ['citta', 'regione'];
const viewports = { mobile: {}, desktop: {} };
const folders = [];

function baselines(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'visual-baselines-'));
  folders.push(dir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'png');
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('orphanBaselines', () => {
  const files = [
    'citta/mobile/button--primary.png',
    'citta/mobile/button--removed.png',
    'citta/desktop/button--primary.png',
    'citta/desktop/notes.txt',
    'regione/mobile/button--primary.png',
    'regione/tablet/button--primary.png',
    'brand-x/mobile/button--primary.png',
  ];
  const storyIds = ['button--primary', 'button--secondary'];

  it('finds baselines of removed stories, themes and viewports, and nothing else', () => {
    const dir = baselines(files);
    expect(orphanBaselines(dir, { storyIds, themes, viewports })).toEqual([
      { file: 'brand-x/mobile/button--primary.png', reason: 'theme "brand-x" does not exist' },
      { file: 'citta/mobile/button--removed.png', reason: 'no story has this id' },
      { file: 'regione/tablet/button--primary.png', reason: 'viewport "tablet" does not exist' },
    ]);
  });

  it('looks only at the selected themes, viewports and story ids', () => {
    const dir = baselines(files);
    const orphans = (options) =>
      orphanBaselines(dir, { storyIds, themes, viewports, ...options }).map(
        (orphan) => orphan.file,
      );
    expect(orphans({ selectedThemes: ['regione'] })).toEqual([
      'regione/tablet/button--primary.png',
    ]);
    expect(orphans({ selectedViewports: ['desktop'] })).toEqual([
      'brand-x/mobile/button--primary.png',
    ]);
    expect(orphans({ filters: ['secondary'] })).toEqual([]);
    expect(orphans({ filters: ['removed'] })).toEqual(['citta/mobile/button--removed.png']);
  });

  it('finds nothing when there are no baselines yet', () => {
    const dir = path.join(baselines([]), '__baselines__');
    expect(orphanBaselines(dir, { storyIds, themes, viewports })).toEqual([]);
  });
});
