import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { fa } from '../locales/catalogues.ts';

/** The catalogue's shape is Persian's: fa.json is the source, en.json must have the same keys (tested). */
export type Catalogue = typeof fa;

/** Id of the JSON script that carries the page's catalogue from the server render to hydration. */
export const CATALOGUE_ELEMENT_ID = 'i18n-catalogue';

/** Words by name and groups of words by name: a catalogue, or the part of one a page carries. */
export interface Words {
  readonly [name: string]: string | Words;
}

// ── Typed keys (ADR 0069) ────────────────────────────────────────────────────────────────────────────────────────
// A key is a dotted path of fa's catalogue: `t('home.searchPlaceholder')` is checked at compile time.

type Name<T> = keyof T & (string | number);

/** The dotted paths of the texts (string leaves) of T. */
type TextPaths<T, Prefix extends string = ''> = {
  [K in Name<T>]: T[K] extends string ? `${Prefix}${K}` : TextPaths<T[K], `${Prefix}${K}.`>;
}[Name<T>];

/** The dotted paths of the groups (objects) of T. */
type GroupPaths<T, Prefix extends string = ''> = {
  [K in Name<T>]: T[K] extends string ? never : `${Prefix}${K}` | GroupPaths<T[K], `${Prefix}${K}.`>;
}[Name<T>];

/** The value of T at a dotted path. */
type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends Name<T>
    ? At<T[Head], Rest>
    : never
  : Path extends Name<T>
    ? T[Path]
    : never;

/** A key of a text of the catalogue: what `t` takes. */
export type TextKey = TextPaths<Catalogue>;
/** A key of a group of the catalogue: what `t` takes with `returnObjects: true`. */
export type GroupKey = GroupPaths<Catalogue>;

/** Values for a text's `{{name}}` placeholders. */
export type Values = Readonly<Record<string, unknown>>;

/** Translates a key of the catalogue; the key itself when the catalogue (yet) lacks it. */
export interface TFunction {
  /** A whole group of words, its texts' placeholders filled. */
  <K extends GroupKey>(key: K, options: Values & { readonly returnObjects: true }): At<Catalogue, K>;
  /** A key that may not be in the catalogue (a code from the API): `defaultValue` when it is not. */
  (key: string, options: Values & { readonly defaultValue: string }): string;
  /** A text, its `{{name}}` placeholders filled from `values`. */
  (key: TextKey, values?: Values): string;
}

/** One locale's words for one render tree: the server makes one per request, the browser one at hydration. */
export interface I18n {
  readonly language: Locale;
  /** The same function until more words are added; then a new one (components' effects that use it run again). */
  readonly t: TFunction;
  /** Whether the catalogue has the key (a text or a group). */
  exists(key: string): boolean;
  /**
   * Adds words, keeping the ones already there (the rest of the catalogue arriving after hydration). When a key was
   * looked for and missing before (a menu opened before the words came: it showed the key), `t` becomes a new
   * function and the subscribers are told: every component using `useTranslation` draws again. Otherwise nothing
   * drawn can change, and nothing draws again: redrawing the whole page when the catalogue arrived was the longest
   * task of a list page on a slow phone (~240 ms at Lighthouse's 4x slowdown, ADR 0069).
   */
  addResourceBundle(words: Words): void;
  /** Calls `listener` whenever words are added; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** What `trackUsedKeys` and `usedCatalogue` reach behind an instance. */
interface State {
  words: Words;
  used: Set<string> | undefined;
  /** Whether a key was looked for and not found since the words last changed. */
  missed: boolean;
}

const states = new WeakMap<I18n, State>();

/**
 * A translator for one locale and its catalogue. Synchronous: the words are given, nothing loads. The given words
 * are never changed (the server's catalogues are shared by all requests): adding words makes new objects.
 */
export function createI18n(locale: Locale, catalogue: Words): I18n {
  const state: State = { words: catalogue, used: undefined, missed: false };
  const listeners = new Set<() => void>();

  function read(key: string): unknown {
    state.used?.add(key);
    const value = valueAt(state.words, key);
    if (value === undefined) state.missed = true;
    return value;
  }

  function translate(key: string, options?: Values & { returnObjects?: boolean; defaultValue?: string }): unknown {
    const value = read(key);
    if (typeof value === 'string') return options ? interpolate(value, options, locale) : value;
    // A group: whole with returnObjects; asked for as a text, its key (i18next answered a sentence saying so).
    if (value !== undefined) return options?.returnObjects ? fillGroup(value as Words, options, locale) : key;
    // Missing: the default value if given, else the key, as i18next did (no fallback language).
    const fallback = options?.defaultValue;
    return typeof fallback === 'string' ? interpolate(fallback, options!, locale) : key;
  }

  const newT = (): TFunction => ((key: string, options?: Values) => translate(key, options)) as TFunction;

  const instance: I18n = {
    language: locale,
    t: newT(),
    exists: (key) => read(key) !== undefined,
    addResourceBundle(words) {
      state.words = mergedWords(state.words, words);
      if (!state.missed) return;
      state.missed = false;
      (instance as { t: TFunction }).t = newT();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  states.set(instance, state);
  return instance;
}

/** The value at a dotted key (`auth.login.title`), or undefined. */
function valueAt(words: Words, key: string): unknown {
  let value: unknown = words;
  let start = 0;
  for (;;) {
    const end = key.indexOf('.', start);
    const name = end === -1 ? key.slice(start) : key.slice(start, end);
    if (!isRecord(value) || !Object.hasOwn(value, name)) return undefined;
    value = value[name];
    if (end === -1) return value;
    start = end + 1;
  }
}

const PLACEHOLDER = /\{\{-?(.+?)\}\}/g;

/**
 * Fills `{{name}}` (or i18next's unescaped `{{-name}}`) with the value's text, unescaped (React escapes), as i18next
 * did with `escapeValue: false`: a name given as undefined or null is left empty, a name not given at all stays
 * `{{name}}`. Names are plain (no `{{a.b}}`, no `{{n, number}}` formats: the catalogue test holds them to that).
 * In Persian a number, or a text of digits only (a code, a mobile), is written in Persian digits (issue 32): a page
 * that passed `count` rather than `formatNumber(count, 'fa')` still shows «۳ محصول», not «3 محصول».
 */
export function interpolate(text: string, values: Values, locale?: Locale): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    return locale === 'fa' ? persianNumber(value) : String(value);
  });
}

const DIGITS_ONLY = /^[+-]?\d+(?:[.,]\d+)*$/;

/** A number (its decimal point «٫») or a text of digits only in Persian digits; any other value as its text. */
function persianNumber(value: unknown): string {
  const isNumber = typeof value === 'number' || typeof value === 'bigint';
  const text = String(value);
  if (!isNumber && !DIGITS_ONLY.test(text)) return text;
  const digits = text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
  return isNumber ? digits.replace('.', '٫') : digits;
}

/** A copy of a group with each text's placeholders filled (what `returnObjects` answers). */
function fillGroup(group: Words, values: Values, locale: Locale): Words {
  const out: Record<string, string | Words> = {};
  for (const [name, value] of Object.entries(group))
    out[name] = typeof value === 'string' ? interpolate(value, values, locale) : fillGroup(value, values, locale);
  return out;
}

/**
 * `into` with the words of `more` it lacks, deeply; new objects where anything is added, `into` left as it is (also how
 * the catalogue's parts are put together: locales/catalogues.ts).
 */
export function mergedWords(into: Words, more: Words): Words {
  const out: Record<string, string | Words> = { ...into };
  for (const [name, value] of Object.entries(more)) {
    if (name === '__proto__') continue;
    const have = out[name];
    if (have === undefined) out[name] = value;
    else if (typeof have !== 'string' && typeof value !== 'string') out[name] = mergedWords(have, value);
  }
  return out;
}

/** JSON for an inline `<script type="application/json">`: `<` escaped so the text cannot close the script. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Id of the resource route's path that answers a locale's whole catalogue (routes/catalogue.ts). */
export const CATALOGUE_PATH = '/catalogue';

/**
 * Server side: records which keys of the catalogue this request's render reads (the whole dotted path, by `t` or
 * `exists`), so the page inlines only those words (ADR 0030, ADR 0046: the words a page's routes use, found by
 * rendering it rather than declared by hand, so a new part of the catalogue or a new route needs nothing added here).
 */
export function trackUsedKeys(instance: I18n): void {
  const state = states.get(instance);
  if (state) state.used = new Set();
}

/**
 * Parts every page carries whether or not its render read them: the words a page says only after a tap (a form's
 * empty-input check, a failed request, a toast). On a slow network the whole catalogue may still be on its way when
 * the visitor taps; without these the page would show a key such as «validation.mobileRequired». About 2 KB.
 */
export const ALWAYS_INLINED = ['validation', 'errors', 'messages'] as const;

/**
 * The words this render read (server): each key read, at its own path (a key read with `returnObjects` brings its
 * whole subtree), with the words beside it (the texts of the same group: a form's next step, a button's busy label,
 * the notice after a tap say what its render did not yet), plus the parts of ALWAYS_INLINED whole; or all the words
 * when nothing was tracked (browser).
 */
export function usedCatalogue(instance: I18n): Record<string, unknown> {
  const state = states.get(instance);
  const bundle = (state?.words ?? {}) as Record<string, unknown>;
  const used = state?.used;
  if (!used) return bundle;
  const out: Record<string, unknown> = {};
  for (const part of ALWAYS_INLINED) if (part in bundle) out[part] = bundle[part];
  const groups = new Set<string>();
  for (const key of used) {
    const path = key.split('.');
    copyPath(bundle, out, path);
    if (path.length > 1) groups.add(path.slice(0, -1).join('.'));
  }
  for (const group of groups) {
    const path = group.split('.');
    const words = valueAtPath(bundle, path);
    if (!isRecord(words)) continue;
    for (const [name, text] of Object.entries(words))
      if (typeof text === 'string') copyPath(bundle, out, [...path, name]);
  }
  return out;
}

/** Texts of the words inlined, by catalogue and by the keys a render read, in the order it read them. */
const inlinedTexts = new WeakMap<Words, Map<string, string>>();
/** At most this many texts per catalogue (a page type's renders read the same keys; a few hundred types and variants). */
const MAX_INLINED_TEXTS = 500;

/**
 * `serializeForScript(usedCatalogue(instance))`, made once for each set of keys read: renders of one page type read
 * the same keys, and copying the words and writing their JSON was ~2 % of a page's server CPU (issue 32).
 */
export function usedCatalogueScript(instance: I18n): string {
  const state = states.get(instance);
  if (!state?.used) return serializeForScript(usedCatalogue(instance));
  let texts = inlinedTexts.get(state.words);
  if (!texts) {
    texts = new Map();
    inlinedTexts.set(state.words, texts);
  }
  const keys = [...state.used].join('\n');
  let text = texts.get(keys);
  if (text === undefined) {
    text = serializeForScript(usedCatalogue(instance));
    if (texts.size >= MAX_INLINED_TEXTS) texts.clear();
    texts.set(keys, text);
  }
  return text;
}

function valueAtPath(from: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = from;
  for (const segment of path) {
    if (!isRecord(value) || !Object.hasOwn(value, segment)) return undefined;
    value = value[segment];
  }
  return value;
}

/** Copies the value at `path` of `from` (if there is one) to the same path of `to`, making the objects on the way. */
function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]): void {
  let source: unknown = from;
  for (const segment of path) {
    if (!isRecord(source) || !Object.hasOwn(source, segment)) return;
    source = source[segment];
  }
  let target = to;
  for (const segment of path.slice(0, -1)) {
    const next = target[segment];
    if (!isRecord(next)) {
      // A parent already copied whole (ALWAYS_INLINED, a returnObjects read) holds this path already.
      if (next !== undefined) return;
      target[segment] = {};
    }
    target = target[segment] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  // A subtree read whole (returnObjects) replaces the keys of it copied one by one before.
  if (target[last] === undefined || isRecord(source)) target[last] = source;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
