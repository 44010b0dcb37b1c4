// What the raw HTML of a server-rendered page is made of, in bytes (UTF-8): used by `npm run bench:weight` and by
// the page-weight budget test. Parts are found by their markup; `markup` is whatever is left.

export interface PageWeight {
  total: number;
  /** The inlined words: `<script id="i18n-catalogue">` (root.tsx PageCatalogue). */
  catalogue: number;
  /** React Router's hydration data: the enqueued turbo-stream of every loader's data. */
  hydration: number;
  /** Inline `<svg>` icons. */
  svg: number;
  /** `<style>` elements and `style="…"` attributes. */
  styles: number;
  /** Every other script (React Router's context and module imports, JSON-LD, Mantine's) and `<link>`s. */
  scripts: number;
  /** The rest: the page's own elements and text. */
  markup: number;
  /** Per route id: bytes of the JSON of its loader data (decoded from the hydration data). */
  routes: Record<string, number>;
  /** Per top-level key of the inlined catalogue: bytes of its JSON. */
  catalogueParts: Record<string, number>;
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

function sumOf(html: string, pattern: RegExp): number {
  let total = 0;
  for (const match of html.matchAll(pattern)) total += bytes(match[0]);
  return total;
}

export function pageWeight(html: string): PageWeight {
  const total = bytes(html);
  const catalogueMatch = /<script id="i18n-catalogue"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const catalogue = catalogueMatch ? bytes(catalogueMatch[0]) : 0;
  const hydrationPattern =
    /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);?<\/script>/g;
  const hydration = sumOf(html, hydrationPattern);
  const svg = sumOf(html, /<svg[\s\S]*?<\/svg>/g);
  const styles = sumOf(html, /<style[\s\S]*?<\/style>/g) + sumOf(html, / style="[^"]*"/g);
  const allScripts = sumOf(html, /<script[\s\S]*?<\/script>/g) + sumOf(html, /<link [^>]*>/g);
  const scripts = allScripts - catalogue - hydration;
  const routes: Record<string, number> = {};
  for (const match of html.matchAll(hydrationPattern)) {
    const decoded = decodeTurboStream(JSON.parse(JSON.parse(match[1] ?? '""') as string) as unknown[]);
    const loaderData = (decoded as { loaderData?: Record<string, unknown> } | undefined)?.loaderData ?? {};
    for (const [id, value] of Object.entries(loaderData)) routes[id] = bytes(JSON.stringify(value) ?? '');
  }
  const catalogueParts: Record<string, number> = {};
  if (catalogueMatch?.[1]) {
    const words = JSON.parse(catalogueMatch[1]) as Record<string, unknown>;
    for (const [key, value] of Object.entries(words)) catalogueParts[key] = bytes(JSON.stringify(value));
  }
  return {
    total,
    catalogue,
    hydration,
    svg,
    styles,
    scripts,
    markup: total - catalogue - hydration - svg - styles - scripts,
    routes,
    catalogueParts,
  };
}

/**
 * A reading of turbo-stream's flat form (React Router's single fetch) good enough to size the data: objects are
 * `{"_<key index>": <value index>}`, arrays hold value indices, negative numbers are constants, a tagged array
 * (["D", …], ["P", …]) is a special value kept as it is.
 */
export function decodeTurboStream(values: unknown[]): unknown {
  const decode = (index: number, depth: number): unknown => {
    if (index < 0 || depth > 64) return null;
    const value = values[index];
    if (Array.isArray(value)) {
      if (typeof value[0] === 'string') return value;
      return value.map((item) => decode(item as number, depth + 1));
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        out[String(values[Number(key.slice(1))])] = decode(item as number, depth + 1);
      }
      return out;
    }
    return value;
  };
  return decode(0, 0);
}
