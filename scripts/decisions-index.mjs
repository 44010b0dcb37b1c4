// Writes docs/decisions/README.md's list anew from each decision's title (ADR 0119): `node scripts/decisions-index.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const index = path.join(dir, 'README.md');
const head = readFileSync(index, 'utf8').split('\n- [')[0].trimEnd();
const lines = readdirSync(dir)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort()
  .map((file) => {
    const title = readFileSync(path.join(dir, file), 'utf8').split('\n')[0].replace(/^#\s*/, '');
    const [, number, text] = /^(\d{4})\.\s*(.*)$/.exec(title) ?? [null, file.slice(0, 4), title];
    return `- [${number}](${file}) ${text}`;
  });
writeFileSync(index, `${head}\n\n${lines.join('\n')}\n`);
