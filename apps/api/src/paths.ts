import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relative` in this file's folder or one above it, so the same code works from the TypeScript sources
 * (tests, tsx) and from the bundled dist/main.js. `marker` is a file that must exist inside the found path.
 */
export function findUp(relative: string, marker = ''): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(path.join(candidate, marker))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
