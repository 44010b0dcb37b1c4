import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The map and the index of decisions stay true (issue 33 item 4): every decision is listed in docs/decisions/README.md
// under its own title, and every relative link of the architecture map, the index and the README opens a file.

const root = path.resolve(import.meta.dirname, '../../..');
const decisions = path.join(root, 'docs/decisions');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the documentation', () => {
  it('lists every decision in the index of decisions, by its number and title', () => {
    const files = readdirSync(decisions).filter((file) => /^\d{4}-.+\.md$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const index = read('docs/decisions/README.md');
    for (const file of files) {
      const title = readFileSync(path.join(decisions, file), 'utf8')
        .split('\n')[0]!
        .replace(/^#\s*\d{4}\.\s*/, '');
      expect(index, `${file}: run node scripts/decisions-index.mjs`).toContain(
        `- [${file.slice(0, 4)}](${file}) ${title}`,
      );
    }
  });

  it('links only to files that exist from the map, the index and the README', () => {
    for (const file of ['docs/ARCHITECTURE.md', 'docs/decisions/README.md', 'README.md']) {
      const links = [...read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
      const local = links.filter((link) => !/^[a-z]+:/.test(link));
      expect(local.length, file).toBeGreaterThan(0);
      const missing = local.filter((link) => {
        try {
          readFileSync(path.resolve(path.dirname(path.join(root, file)), link));
          return false;
        } catch (error) {
          return (error as NodeJS.ErrnoException).code !== 'EISDIR';
        }
      });
      expect(missing, file).toEqual([]);
    }
  });

  it('keeps the architecture a one-page map', () => {
    const words = read('docs/ARCHITECTURE.md').split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(2_000);
  });
});
