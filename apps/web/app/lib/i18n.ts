import i18next, { type i18n } from 'i18next';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { fa } from '../locales/catalogues.ts';

/** The catalogue's shape is Persian's: fa.json is the source, en.json must have the same keys (tested). */
export type Catalogue = typeof fa;

/** Id of the JSON script that carries the page's catalogue from the server render to hydration. */
export const CATALOGUE_ELEMENT_ID = 'i18n-catalogue';

/**
 * A fresh i18next instance for one locale and its catalogue. The server makes one per request (no global that
 * requests could share); the browser makes one at hydration. Synchronous: resources are given, nothing loads.
 */
export function createI18n(locale: Locale, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    // 'added': components render again when the rest of the catalogue arrives after hydration (entry.client).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  void instance.init();
  return instance;
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

// Keyed by the resource store: react-i18next may hand components another i18n object over the same store.
const usedKeys = new WeakMap<object, Set<string>>();

/**
 * Server side: records which keys of the catalogue this request's render reads (the whole dotted path, plural and
 * context forms as i18next looked them up), so the page inlines only those words (ADR 0030, ADR 0046: the words a
 * page's routes use, found by rendering it rather than declared by hand, so a new part of the catalogue or a new route
 * needs nothing added here).
 */
export function trackUsedKeys(instance: i18n): void {
  const used = new Set<string>();
  usedKeys.set(instance.services.resourceStore, used);
  // i18next's store is read through getResource for every lookup (its type leaves the method out).
  type Lookup = (lng: string, ns: string, key?: string, options?: unknown) => unknown;
  const store = instance.services.resourceStore as unknown as { getResource: Lookup };
  const read = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    if (typeof key === 'string') used.add(key);
    return read(lng, ns, key, options);
  };
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
 * the notice after a tap say what its render did not yet), plus the parts of ALWAYS_INLINED whole; or the whole bundle
 * when nothing was tracked (browser).
 */
export function usedCatalogue(instance: i18n, locale: string): Record<string, unknown> {
  const bundle = (instance.getResourceBundle(locale, 'translation') ?? {}) as Record<string, unknown>;
  const used = usedKeys.get(instance.services.resourceStore);
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
    const words = valueAt(bundle, path);
    if (!isRecord(words)) continue;
    for (const [name, text] of Object.entries(words))
      if (typeof text === 'string') copyPath(bundle, out, [...path, name]);
  }
  return out;
}

function valueAt(from: Record<string, unknown>, path: readonly string[]): unknown {
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
