import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

const file = new URL('../styles/mantine-theme.css', import.meta.url);
const HEADER = '/* Written by lib/theme.test.tsx from lib/theme.ts (WRITE_THEME_CSS=1 rewrites it): do not edit. */\n';

describe('the theme as a stylesheet (ADR 0046)', () => {
  it('is the CSS variables Mantine would write into every page', () => {
    const html = renderToString(
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <span />
      </MantineProvider>,
    );
    const css = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(css, 'Mantine wrote no variables').toBeTruthy();
    const expected = `${HEADER}${css}\n`;
    if (process.env.WRITE_THEME_CSS === '1') fs.writeFileSync(file, expected);
    // Changed lib/theme.ts? Run `WRITE_THEME_CSS=1 npx vitest run --project unit theme.test` to rewrite the file.
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });
});
