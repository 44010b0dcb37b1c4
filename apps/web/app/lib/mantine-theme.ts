import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { siteTheme } from './mantine-root.tsx';
import { theme } from './theme.ts';

// The theme Mantine's components read (lib/mantine-root.tsx), as MantineThemeProvider merged it: Mantine's defaults
// and the site's. Every module of the app that imports Mantine imports this module first (vite/mantine-theme-first.ts),
// so the theme is whole before any Mantine component draws, and a page that draws none does not download it.
Object.assign(siteTheme, mergeMantineTheme(DEFAULT_THEME, theme));
