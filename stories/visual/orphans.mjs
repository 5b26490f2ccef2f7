// Baselines that no story uses any more: a story renamed or removed, or a theme or viewport that
// the harness no longer takes. run.mjs fails on them when comparing and deletes them on --update,
// so that the committed baselines are exactly the screenshots the stories produce.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Lists the baseline files under `baselineDir` (<theme>/<viewport>/<story-id>.png) that match no
 * story, theme or viewport, each with its path relative to `baselineDir` and the reason.
 *
 * - `storyIds`: every story id of the build (before any --filter);
 * - `themes`, `viewports`: every theme id and viewport name the harness knows;
 * - `selectedThemes`, `selectedViewports`: when given, only those folders are looked at (a run
 *   limited to one theme says nothing about the others);
 * - `filters`: when given, only baselines whose story id contains one of the texts.
 */
export function orphanBaselines(
  baselineDir,
  { storyIds, themes, viewports, selectedThemes, selectedViewports, filters },
) {
  const stories = new Set(storyIds);
  const orphans = [];
  const list = (dir) =>
    existsSync(dir) ? readdirSync(dir).sort() : /* no baselines yet: nothing to orphan */ [];
  const isDir = (dir) => statSync(dir).isDirectory();
  const wanted = (id) =>
    !filters || filters.length === 0 || filters.some((text) => id.includes(text));

  /** Every .png below `dir`, as paths relative to `baselineDir`. */
  const pngsBelow = (dir) =>
    list(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (isDir(full)) return pngsBelow(full);
      return name.endsWith('.png') ? [path.relative(baselineDir, full)] : [];
    });

  for (const theme of list(baselineDir)) {
    const themeDir = path.join(baselineDir, theme);
    if (!isDir(themeDir)) continue;
    if (!themes.includes(theme)) {
      if (selectedThemes) continue;
      for (const file of pngsBelow(themeDir)) {
        if (wanted(path.basename(file, '.png')))
          orphans.push({ file, reason: `theme "${theme}" does not exist` });
      }
      continue;
    }
    if (selectedThemes && !selectedThemes.includes(theme)) continue;
    for (const viewport of list(themeDir)) {
      const viewportDir = path.join(themeDir, viewport);
      if (!isDir(viewportDir)) continue;
      if (!(viewport in viewports)) {
        if (selectedViewports) continue;
        for (const file of pngsBelow(viewportDir)) {
          if (wanted(path.basename(file, '.png')))
            orphans.push({ file, reason: `viewport "${viewport}" does not exist` });
        }
        continue;
      }
      if (selectedViewports && !selectedViewports.includes(viewport)) continue;
      for (const name of list(viewportDir)) {
        if (!name.endsWith('.png')) continue;
        const id = name.slice(0, -'.png'.length);
        if (!stories.has(id) && wanted(id)) {
          orphans.push({
            file: path.relative(baselineDir, path.join(viewportDir, name)),
            reason: 'no story has this id',
          });
        }
      }
    }
  }
  return orphans;
}
