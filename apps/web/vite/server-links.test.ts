import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { serverLinks } from './server-links.ts';

// ADR 0137: the server build draws links with app/lib/link.server.tsx; the browser's keeps app/lib/link.tsx.
describe('the server build’s links', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-links-'));
  const app = path.join(dir, 'app');
  fs.mkdirSync(path.join(app, 'lib'), { recursive: true });
  fs.mkdirSync(path.join(app, 'components'), { recursive: true });
  fs.writeFileSync(path.join(app, 'lib', 'link.tsx'), "export const Link = 'browser-link';\n");
  fs.writeFileSync(
    path.join(app, 'lib', 'link.server.tsx'),
    "import { Link as Browser } from './link.tsx';\nexport const Link = `server-link, not ${Browser}`;\n",
  );
  fs.writeFileSync(
    path.join(app, 'components', 'card.tsx'),
    "import { Link } from '../lib/link.tsx';\n(globalThis as Record<string, unknown>).card = Link;\n",
  );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const codeOf = async (ssr: boolean) => {
    const output = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [serverLinks(app)],
      build: {
        ssr,
        write: false,
        minify: false,
        rollupOptions: { input: path.join(app, 'components', 'card.tsx') },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const [first] = Array.isArray(output) ? output : [output];
    return first!.output.map((file) => ('code' in file ? file.code : '')).join('\n');
  };

  it('resolves lib/link.tsx to lib/link.server.tsx on the server, which may still import the original', async () => {
    const code = await codeOf(true);
    expect(code).toContain('server-link, not ');
    expect(code).toContain('browser-link');
  });

  it('leaves the browser’s build alone', async () => {
    const code = await codeOf(false);
    expect(code).toContain('browser-link');
    expect(code).not.toContain('server-link, not');
  });
});
