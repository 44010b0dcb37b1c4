import type { ReactNode } from 'react';
import { DirectionProvider, MantineContext, MantineThemeContext, type MantineTheme } from '@mantine/core';

/**
 * What Mantine's components read from their provider, without the parts of `MantineProvider` this site never runs
 * (ADR 0129): the scheme is forced light and written on `<html>` by the server (no colour-scheme manager, no
 * localStorage, no script in the head), the theme's variables are a stylesheet (`withCssVariables={false}`, ADR
 * 0046: theme.test.tsx writes it with the theme's `cssVariablesResolver`, which only Mantine's variables writer
 * reads), and nothing sets `respectReducedMotion`. `MantineProvider` imported all of those into every page's shell.
 */
const CONTEXT = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  // No `mantine-Button-root`-style class names beside the hashed ones: nothing styles by them, and they were ~2.5 KB
  // of a list page's HTML.
  withStaticClasses: false,
} as const;

/**
 * The theme Mantine's components read: Mantine's defaults merged with the site's (lib/theme.ts), filled in by
 * lib/mantine-theme.ts, which every module of the app that imports Mantine imports first (vite/mantine-theme-first.ts).
 * Most public pages draw no Mantine component, and Mantine's defaults, their merge and its colour functions were
 * ~4 KB (brotli) of their shell.
 */
export const siteTheme = {} as MantineTheme;

/** The `<html>` attribute `MantineProvider` set after hydration, written by the server. */
export const COLOR_SCHEME_ATTRIBUTES = { 'data-mantine-color-scheme': 'light' } as const;

// Mantine's `hiddenFrom` / `visibleFrom` classes for its default breakpoints (in em), as MantineProvider wrote them.
const BREAKPOINTS = { xs: 36, sm: 48, md: 62, lg: 75, xl: 88 };
const GLOBAL_CLASSES = Object.entries(BREAKPOINTS)
  .map(
    ([name, em]) =>
      `@media (max-width: ${(em * 16 - 0.1) / 16}em) {.mantine-visible-from-${name} {display: none !important;}}` +
      `@media (min-width: ${em}em) {.mantine-hidden-from-${name} {display: none !important;}}`,
  )
  .join('');

/** Mantine's theme, context and direction for every page. */
export function MantineRoot({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineContext.Provider value={CONTEXT}>
        <MantineThemeContext.Provider value={siteTheme}>
          <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: GLOBAL_CLASSES }} />
          {children}
        </MantineThemeContext.Provider>
      </MantineContext.Provider>
    </DirectionProvider>
  );
}
