// A small JSON-LD reader for the structured-data checks (ADR 0043): it takes the `application/ld+json` blocks out of
// a server-rendered page, parses them as JSON, walks every node, and names what a search engine would refuse: an
// unknown @type, a required property missing (schema.org's type and Google's rich-result requirements), an address
// that is not absolute. The unit test of the web's builders and the browser journeys read pages with it.

/** The schema.org types this site emits, each with the properties it must carry (dotted paths into the node). */
const REQUIRED: Record<string, readonly string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  WebPage: ['name', 'url'],
  ProfilePage: ['mainEntity', 'url'],
  Person: ['name'],
  Organization: ['name'],
  BlogPosting: ['headline', 'datePublished', 'url'],
  Book: ['name'],
  Product: ['name', 'offers', 'url', 'image'],
  Offer: ['priceCurrency', 'availability', 'url'],
  LocalBusiness: ['name', 'address', 'url'],
  Store: ['name', 'address', 'url'],
  ProfessionalService: ['name', 'address', 'url'],
  Physician: ['name', 'address', 'url'],
  MedicalClinic: ['name', 'address', 'url'],
  Attorney: ['name', 'address', 'url'],
  LegalService: ['name', 'address', 'url'],
  PostalAddress: ['addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  Place: ['address'],
  MonetaryAmount: ['currency', 'value'],
  QuantitativeValue: ['value'],
  TouristTrip: ['name', 'itinerary'],
  ItemList: ['itemListElement'],
  TouristAttraction: ['name'],
};

/** Properties whose value is an address on the web: always absolute. */
const ADDRESSES = new Set(['url', 'item', 'image', 'mainEntityOfPage', 'urlTemplate']);

export type LdNode = Record<string, unknown> & { '@type'?: string | string[] };

/** The JSON-LD blocks of a page's HTML, parsed (a block that is not JSON throws: the test fails on it). */
export function jsonLdOf(html: string): LdNode[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map(([, text]) => JSON.parse(text ?? '') as LdNode);
}

const typesOf = (node: LdNode): string[] =>
  node['@type'] === undefined ? [] : Array.isArray(node['@type']) ? node['@type'] : [node['@type']];

/** Every node of an item (itself, and each object under it), with its path. */
function* nodesOf(value: unknown, path: string): Generator<[LdNode, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodesOf(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    yield [value as LdNode, path];
    for (const [key, child] of Object.entries(value)) yield* nodesOf(child, `${path}.${key}`);
  }
}

/**
 * What is wrong with a top-level JSON-LD item ([] when it is valid): its context, each node's type, the required
 * properties of each type, and addresses that are not absolute http(s).
 */
export function schemaProblems(item: LdNode): string[] {
  const problems: string[] = [];
  if (item['@context'] !== 'https://schema.org') problems.push(`@context is ${String(item['@context'])}`);
  for (const [node, path] of nodesOf(item, '$')) {
    const types = typesOf(node);
    // A node without a type is a plain value (an entry point's template, a query input): only its addresses count.
    for (const type of types) {
      const required = REQUIRED[type];
      if (!required) {
        problems.push(`${path}: unknown @type ${type}`);
        continue;
      }
      for (const property of required) {
        const value = node[property];
        if (value === undefined || value === null || value === '') problems.push(`${path}: ${type} lacks ${property}`);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (ADDRESSES.has(key) && typeof value === 'string' && !/^https?:\/\/[^/]+/.test(value)) {
        problems.push(`${path}.${key}: not an absolute address (${value})`);
      }
    }
    if (types.includes('BreadcrumbList')) {
      const positions = (node.itemListElement as Array<{ position?: unknown }>).map((entry) => entry.position);
      if (positions.some((position, index) => position !== index + 1)) problems.push(`${path}: positions ${positions}`);
    }
  }
  return problems;
}

/** The items of a page of one type (an item typed ['BlogPosting', 'Book'] is of both). */
export function itemsOfType(items: readonly LdNode[], type: string): LdNode[] {
  return items.filter((item) => typesOf(item).includes(type));
}
