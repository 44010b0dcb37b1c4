import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icons.tsx';

// Every <Icon name> draws a <symbol> of the sprite: a name without one would be an empty square on the page, a
// symbol without a name a drawing every visitor downloads for nothing.
const sprite = fs.readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);

describe('icons sprite', () => {
  it('has one symbol for every icon name and none without a name', () => {
    expect(symbolIds.length).toBeGreaterThan(0);
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    expect([...symbolIds].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws every symbol on the 24x24 grid of the icon, with no fill or stroke of its own to override the CSS', () => {
    for (const symbol of sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)) {
      expect(symbol[1]).toContain('viewBox="0 0 24 24"');
      expect(symbol[2]).not.toMatch(/\b(fill|stroke)(-[a-z]+)?=/);
      expect(symbol[2]).toMatch(/<(path|rect|circle)\b/);
    }
  });

  it('renders an icon as a hidden reference to its symbol in the sprite', () => {
    const html = renderToStaticMarkup(<Icon name="search" size={20} className="x" />);
    expect(html).toMatch(/^<svg class="[^"]+ x" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"/);
    expect(html).toContain('focusable="false"');
    // The sprite's address: /assets/icons-<hash>.svg in a build, the source file in development.
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg[^"#]*#search"><\/use><\/svg>$/);
  });
});
