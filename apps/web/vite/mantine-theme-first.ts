import path from 'node:path';
import type { Plugin } from 'vite';

/** A statement that takes a value from a Mantine package that draws (`import { Button } from '@mantine/core'`). */
const MANTINE_IMPORT = /^[ \t]*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*['"]@mantine\/(?:core|tiptap)['"]/m;

/**
 * Every module of the app that takes a value from Mantine imports lib/mantine-theme.ts first (ADR 0129): that module
 * fills in the theme Mantine's components read (lib/mantine-root.tsx's `siteTheme`), so none draws before it is whole,
 * and a page that draws no Mantine component downloads neither Mantine's default theme nor its colour functions. The
 * import is put on the module's first line, before its own code, keeping its line numbers. The theme's own modules
 * (the root's provider, the theme and its setup) are left as they are.
 */
export function mantineThemeFirst(appDirectory: string): Plugin {
  const setup = path.join(appDirectory, 'lib/mantine-theme.ts');
  const own = new Set([
    setup,
    path.join(appDirectory, 'lib/mantine-root.tsx'),
    path.join(appDirectory, 'lib/theme.ts'),
  ]);
  return {
    name: 'shahrbazar:mantine-theme-first',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(`${appDirectory}${path.sep}`) || !/\.tsx?$/.test(file) || own.has(file)) return null;
      if (!MANTINE_IMPORT.test(code)) return null;
      return { code: `import ${JSON.stringify(setup)};${code}`, map: null };
    },
  };
}

const THEME_PROVIDER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineThemeProvider[\\/]MantineThemeProvider\.mjs$/;
const MANTINE_INDEX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/;
const CONTEXT_FILE = 'theme-context.mjs';
const INDEX_LINE =
  "export { MantineThemeContext, MantineThemeProvider, useMantineTheme, useSafeMantineTheme } from './core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs';";

/** Mantine's theme context and its hook (MantineThemeProvider.mjs's, word for word), in a module of their own. */
const CONTEXT_CODE = `import { createContext, useContext } from 'react';
const MantineThemeContext = createContext(null);
function useMantineTheme() {
  const ctx = useContext(MantineThemeContext);
  if (!ctx) {
    throw new Error(
      "@mantine/core: MantineProvider was not found in component tree, make sure you have it in your app"
    );
  }
  return ctx;
}
export { MantineThemeContext, useMantineTheme };
`;

/** Replaces `from` in `code` once, or stops the build: a Mantine whose files read otherwise needs this plugin read again. */
function replaced(code: string, from: string | RegExp, to: string, file: string): string {
  const next = code.replace(from, to);
  if (next === code) throw new Error(`mantineThemeContextApart: ${file} no longer has ${String(from)}`);
  return next;
}

/**
 * In a build, Mantine's theme context and its hook in a module of their own (ADR 0129). Mantine defines them in
 * MantineThemeProvider.mjs beside its provider, which imports Mantine's default theme, its merge and through them its
 * colour functions: the root's provider (lib/mantine-root.tsx) takes the context, and the bundler put all of those in
 * every page's shell (~4 KB brotli) though only lib/mantine-theme.ts runs them. The same context object everywhere:
 * the index and MantineThemeProvider.mjs both take it from the new module. The dev server's pre-bundled Mantine and
 * the unit tests keep Mantine's own files, where the context is one object too.
 */
export function mantineThemeContextApart(): Plugin {
  return {
    name: 'shahrbazar:mantine-theme-context-apart',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith(`/${CONTEXT_FILE}`)) return null;
      const file = importer.split('?')[0]!;
      if (!THEME_PROVIDER.test(file) && !MANTINE_INDEX.test(file)) return null;
      return path.resolve(path.dirname(file), source);
    },
    load(id) {
      return id.endsWith(`${path.sep}MantineThemeProvider${path.sep}${CONTEXT_FILE}`) ? CONTEXT_CODE : null;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (MANTINE_INDEX.test(file)) {
        const apart =
          `export { MantineThemeContext, useMantineTheme } from './core/MantineProvider/MantineThemeProvider/${CONTEXT_FILE}';\n` +
          "export { MantineThemeProvider, useSafeMantineTheme } from './core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs';";
        return { code: replaced(code, INDEX_LINE, apart, file), map: null };
      }
      if (THEME_PROVIDER.test(file)) {
        let next = replaced(
          code,
          'const MantineThemeContext = createContext(null);',
          `import { MantineThemeContext, useMantineTheme } from './${CONTEXT_FILE}';`,
          file,
        );
        next = replaced(next, /function useMantineTheme\(\) \{[\s\S]*?\n\}\n/, '', file);
        return { code: next, map: null };
      }
      return null;
    },
  };
}
