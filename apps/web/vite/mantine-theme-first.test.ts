import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineThemeFirst } from './mantine-theme-first.ts';

const app = '/w/apps/web/app';
const setup = JSON.stringify(path.join(app, 'lib/mantine-theme.ts'));

/** What the plugin makes of a module's code (null: left as it is). */
function transformed(code: string, id: string): string | null {
  const hook = mantineThemeFirst(app).transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

describe('mantineThemeFirst', () => {
  it("puts the theme's setup before a module that takes a component from Mantine, on its first line", () => {
    const code = "import { useState } from 'react';\nimport {\n  Button,\n  Group,\n} from '@mantine/core';\n";
    expect(transformed(code, `${app}/routes/panel/page.tsx`)).toBe(`import ${setup};${code}`);
    expect(transformed("import { RichTextEditor } from '@mantine/tiptap';", `${app}/a.tsx?route-chunk=main`)).toBe(
      `import ${setup};import { RichTextEditor } from '@mantine/tiptap';`,
    );
  });

  it('leaves a module that takes only types, only hooks or nothing from Mantine, and modules outside the app', () => {
    for (const code of [
      "import type { MantineTheme } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
      "import '@mantine/core/styles/Button.css';",
      "import { Button } from './plain.tsx';",
    ])
      expect(transformed(code, `${app}/components/x.tsx`)).toBeNull();
    expect(transformed("import { Button } from '@mantine/core';", '/w/node_modules/x/index.mjs')).toBeNull();
    expect(transformed("import { Button } from '@mantine/core';", `${app}/styles/x.css`)).toBeNull();
  });

  it("leaves the theme's own modules", () => {
    for (const file of ['lib/mantine-theme.ts', 'lib/mantine-root.tsx', 'lib/theme.ts'])
      expect(transformed("import { createTheme } from '@mantine/core';", `${app}/${file}`)).toBeNull();
  });
});
