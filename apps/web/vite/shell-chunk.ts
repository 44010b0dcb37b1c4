import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking step tells of a module (rolldown's ChunkingContext.getModuleInfo, the part used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

const BARREL_LINE = /^(export \{[^}]*\} from '[^']+';|import '[^']+';|\/\/# sourceMappingURL=.*)$/;
const EXPORT_FROM = /^export \{([^}]*)\} from '([^']+)';$/;
const IMPORT_FOR_EFFECT = /^import '(\.{1,2}\/[^']+)';$/;

interface Barrel {
  /** Each name to the file that exports it; a name from another package (`from 'react-remove-scroll'`) to null. */
  exports: Map<string, string | null>;
  /** Files the index imports for their side effects (`import './styles.mjs';`). */
  effects: string[];
}

/** A package's index that only names what its files export (`export { Button } from './Button.mjs';`). */
function barrelOf(id: string, code: string | null): Barrel | null {
  if (!id.includes(`${path.sep}node_modules${path.sep}`) || code === null) return null;
  const barrel: Barrel = { exports: new Map(), effects: [] };
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (!BARREL_LINE.test(line)) return null;
    const effect = IMPORT_FOR_EFFECT.exec(line);
    if (effect) barrel.effects.push(path.resolve(path.dirname(id), effect[1]!));
    const found = EXPORT_FROM.exec(line);
    if (!found) continue;
    const file = found[2]!.startsWith('.') ? path.resolve(path.dirname(id), found[2]!) : null;
    for (const part of found[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      if (name) barrel.exports.set(name, file);
    }
  }
  return barrel;
}

/** The package a module belongs to (`@mantine/core` of `.../node_modules/@mantine/core/esm/index.mjs`). */
function packageOf(id: string): string | null {
  const tail = id.split(`${path.sep}node_modules${path.sep}`).pop()!.split(path.sep);
  if (tail.length < 2) return null;
  return tail[0]!.startsWith('@') ? `${tail[0]}/${tail[1]}` : tail[0]!;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The names a module takes from a package by its bare name (`import { Button, type ButtonProps } from
 * '@mantine/core'`, or `export { ... } from`), or null when it may take anything (a namespace import, or no such
 * statement found: the caller then keeps the whole package index). An import for its effect alone
 * (`import '@mantine/hooks';`, which Mantine's own files keep beside their named imports) takes no name: only the
 * index's own effects run. Taking the whole index for it put every hook of `@mantine/hooks` in the shell.
 */
function namesTaken(code: string | null, pkg: string): Set<string> | null {
  if (code === null) return null;
  const from = `\\s*from\\s*['"]${escape(pkg)}['"]`;
  if (new RegExp(`\\*\\s*as\\s+[\\w$]+${from}`).test(code)) return null;
  const names = new Set<string>();
  for (const found of code.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g'))) {
    if (found[1]) continue;
    for (const part of found[2]!.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/)[0]!.trim());
    }
  }
  if (names.size > 0) return names;
  return new RegExp(`(?:^|[;\\n])\\s*import\\s*['"]${escape(pkg)}['"]`).test(code) ? names : null;
}

/** A package's `sideEffects` (its package.json), by the package's directory. */
const declaredEffects = new Map<string, unknown>();

/** A glob of `sideEffects` (`*.css`, `./esm/polyfill.mjs`, `**\/*.css`) as a test of a file's path in its package. */
function globTest(pattern: string): (file: string) => boolean {
  const source = pattern
    .replace(/^\.\//, '')
    .split('**/')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  const whole = new RegExp(`^${source}$`);
  // A pattern without a slash matches the file's name anywhere in the package (webpack's and rolldown's reading).
  return pattern.includes('/') ? (file) => whole.test(file) : (file) => whole.test(file.split('/').pop()!);
}

/**
 * Whether a package's file runs code when imported for its effect alone, as its package.json declares it
 * (`"sideEffects": false`, or the list of files that do): the bundler drops an import for effect of any other file.
 * Mantine's index imports its CSS-variables writer for effect and declares only its CSS files as effects: following
 * that import put the writer's colour functions in every page's shell. Undeclared, or unreadable: it may.
 */
export function runsForEffect(id: string): boolean {
  const parts = id.split(`${path.sep}node_modules${path.sep}`);
  if (parts.length < 2) return true;
  const tail = parts.pop()!.split(path.sep);
  const size = tail[0]!.startsWith('@') ? 2 : 1;
  const dir = [...parts, tail.slice(0, size).join(path.sep)].join(`${path.sep}node_modules${path.sep}`);
  if (!declaredEffects.has(dir)) {
    let effects: unknown = true;
    try {
      effects = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { sideEffects?: unknown })
        .sideEffects;
    } catch {
      effects = true;
    }
    declaredEffects.set(dir, effects ?? true);
  }
  const effects = declaredEffects.get(dir);
  if (effects === false) return false;
  if (!Array.isArray(effects)) return true;
  const file = tail.slice(size).join('/');
  return effects.some((pattern) => typeof pattern === 'string' && globTest(pattern)(file));
}

export interface ShellOptions {
  /** Whether a package's file runs code when imported for effect alone (default: its package.json, `runsForEffect`). */
  runsForEffect?: (id: string) => boolean;
}

/**
 * The modules every page runs: what the root route imports statically, and what those import, all the way down;
 * through a package's index only to the files of the names actually imported from it (Mantine's index names every
 * component, and a page runs the few it uses), and to the files it imports for effect that do run.
 */
export function shellModules(graph: ModuleGraph, root: string, options: ShellOptions = {}): Set<string> {
  const effectful = options.runsForEffect ?? runsForEffect;
  const shell = new Set<string>();
  const todo = [root];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (shell.has(id)) continue;
    shell.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const target = graph.getModuleInfo(imported);
      const barrel = target ? barrelOf(imported, target.code) : null;
      const pkg = barrel ? packageOf(imported) : null;
      const names = pkg ? namesTaken(info?.code ?? null, pkg) : null;
      if (!barrel || !names) {
        todo.push(imported);
        continue;
      }
      const files = [...names].map((name) => barrel.exports.get(name));
      const known = new Set(target?.importedIds);
      if (files.some((file) => !file || !known.has(file))) {
        todo.push(imported);
        continue;
      }
      // The index's own side effects run whatever is taken from it.
      todo.push(...(files as string[]), ...barrel.effects.filter((file) => known.has(file) && effectful(file)));
    }
  }
  shell.delete(root);
  return shell;
}

/**
 * A code-splitting group for rolldown: the modules every page runs in one chunk, `shell`. Left to itself, the bundler
 * cut them into a chunk per set of routes sharing them: an ads list asked for 57 scripts, most under 1 KB, each with
 * its request and response headers (~21 KB of the ~167 KB Lighthouse counted) and compressed alone (ADR 0076).
 */
/**
 * React DOM and its scheduler, which the entry runs on every page: React DOM's index, shared by the entry and a form's
 * proof of work (`flushSync`), was a chunk of its own (1.2 KB brotli) every page asked for with its headers; and the
 * client renderer compresses better beside React in the shell than alone in the entry (-1.2 KB brotli on every page).
 */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

export function shellGroup(root: string, options: ShellOptions = {}) {
  let shell: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      shell ??= shellModules(graph, root, options);
      return shell.has(id) || REACT_DOM.test(id) ? 'shell' : null;
    },
  };
}

/**
 * Every page links the shell's styles from its first answer, and a chunk loaded on demand must not add them again.
 * React Router writes that link as `shell-….css#` (its mark for styles a chunk loaded on demand also needs), and Vite's
 * loader, asked for `shell-….css`, did not see it as loaded: it put the shell's styles again after the page's own,
 * where Mantine's rules override the page's (an ad's title grew from h3 to h1 once its map loaded). The loader is
 * asked for the address the page already has. So for every stylesheet, not the shell's alone: a listing's page links
 * its own styles, which its end's chunk (components/listings/later-slot.tsx) also needs, with the same mark; a
 * stylesheet only chunks loaded on demand need is linked by the loader alone, under either name.
 */
export function stylesAsLinked(): Plugin {
  return {
    name: 'shahrbazar:styles-as-linked',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const styles = Object.keys(bundle).filter((file) => /^assets\/[^"#]+\.css$/.test(file));
        if (styles.length === 0) return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const file of styles) output.code = output.code.replaceAll(`"${file}"`, `"${file}#"`);
        }
      },
    },
  };
}
