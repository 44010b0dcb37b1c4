import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  isLocalDbVersion,
  localSettingsOf,
  recentSearchOf,
} from '@shahrbazar/domain/rules/local-cache';
import { createApiClient } from './api-client.ts';

// The browser's local cache (spec: Local cached data), a small wrapper over IndexedDB without any library: the
// database `shahrbazar` at version 12 with the spec's stores. Loaded only by a dynamic import after hydration
// (local-cache.ts), so no page ships it up front.

/** The stores of the local database and their keys. */
const STORES: Record<string, IDBObjectStoreParameters> = {
  user: { keyPath: 'id' },
  setting: { keyPath: 'name' },
  basket: { keyPath: 'id', autoIncrement: true },
  groupings: { keyPath: 'id' },
  cities: { keyPath: 'id' },
  options: { keyPath: 'id' },
  banners: { keyPath: 'id' },
  serviceSettings: { keyPath: 'name' },
  generalCategories: { keyPath: 'id' },
  recentSearch: { keyPath: 'id', autoIncrement: true },
};
export type LocalStore = keyof typeof STORES;

/** Recent searches kept per type; older ones are dropped. */
const RECENT_SEARCH_LIMIT = 20;

function requestOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Creates the stores (and indexes) a database of an older version lacks; never drops what is there. */
function upgrade(db: IDBDatabase, transaction: IDBTransaction | null) {
  for (const [name, options] of Object.entries(STORES)) {
    if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, options);
  }
  const basket = transaction?.objectStore('basket');
  // Spec: adding a product with the same pricing option raises the count of its one line.
  if (basket && !basket.indexNames.contains('productPricing'))
    basket.createIndex('productPricing', ['productId', 'pricingSelectedId'], { unique: true });
  const recent = transaction?.objectStore('recentSearch');
  // Spec: a duplicate of the same type and text is stored only once.
  if (recent && !recent.indexNames.contains('typeText'))
    recent.createIndex('typeText', ['type', 'text'], { unique: true });
  if (recent && !recent.indexNames.contains('type')) recent.createIndex('type', 'type');
}

let opening: Promise<IDBDatabase> | undefined;

/** The local database, opened once per page (and upgraded to version 12 the first time). */
export function openLocalDb(): Promise<IDBDatabase> {
  if (!isLocalDbVersion(LOCAL_DB_VERSION)) return Promise.reject(new Error('local database version below 0.1'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DB_NAME, LOCAL_DB_VERSION);
    request.onupgradeneeded = () => upgrade(request.result, request.transaction);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab opening a newer version: let it upgrade, open again next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB open failed'));
    };
    request.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
  });
  return opening;
}

/** How long one task goes on putting rows (each put copies its row at once, on the page's main thread). */
const MS_A_TASK = 4;

/**
 * Replaces stores' whole content in one transaction, a few rows a task: the next rows are put from the success of
 * the last put, a task of its own, while the transaction stays open. Put in one go, the ~450 rows of the initial data
 * (cities, categories...) were one task after the page came alive: 56-165 ms with the CPU slowed 4x (issue 32). A
 * fixed 40 rows a task still took 36-56 ms there (a category's row is large): a task stops after MS_A_TASK of the
 * clock, however slow the phone.
 */
function replaceAll(transaction: IDBTransaction, contents: ReadonlyArray<readonly [LocalStore, readonly object[]]>) {
  const puts: Array<[IDBObjectStore, object]> = [];
  for (const [store, rows] of contents) {
    const objects = transaction.objectStore(store);
    objects.clear();
    for (const row of rows) puts.push([objects, row]);
  }
  let at = 0;
  const putSome = () => {
    const until = performance.now() + MS_A_TASK;
    let last: IDBRequest | undefined;
    while (at < puts.length) {
      const [objects, row] = puts[at++]!;
      last = objects.put(row);
      if (performance.now() >= until) break;
    }
    if (last && at < puts.length) last.onsuccess = putSome;
  };
  putSome();
}

/**
 * Stores what the spec says of an initial-data response (section 7): the user, the selected city and the settings
 * (priceUnit, urlTerms, urlPrivacy, urlAgent, priceGold18, activeSale, restoreSettings, selectedBoothId, activeReward,
 * activeMyRealEstateRegister), cities, general categories, groupings, options, banners and service settings. One
 * transaction: the cache is either the old data or the new, never half of each. The basket and recent searches stay.
 */
export async function saveInitialData(data: InitialData): Promise<void> {
  const db = await openLocalDb();
  const stores: LocalStore[] = [
    'user',
    'setting',
    'cities',
    'generalCategories',
    'groupings',
    'options',
    'banners',
    'serviceSettings',
  ];
  const transaction = db.transaction(stores, 'readwrite');
  const finished = done(transaction);
  replaceAll(transaction, [
    ['user', data.user ? [data.user] : []],
    ['setting', localSettingsOf(data)],
    ['cities', data.cities],
    ['generalCategories', data.generalCategory],
    ['groupings', data.groupings],
    ['options', data.options],
    ['banners', data.banners],
    ['serviceSettings', Object.entries(data.serviceSettings).map(([name, content]) => ({ name, content }))],
  ]);
  await finished;
}

export interface RecentSearch {
  id: number;
  type: string;
  text: string;
}

/**
 * Remembers a search: stored once per type and text (the same search again moves to the newest place), at most
 * RECENT_SEARCH_LIMIT per type.
 */
export async function addRecentSearch(type: string, text: string): Promise<void> {
  const entry = recentSearchOf(type, text);
  if (!entry) return;
  const db = await openLocalDb();
  const transaction = db.transaction('recentSearch', 'readwrite');
  const store = transaction.objectStore('recentSearch');
  const same = await requestOf(store.index('typeText').getKey([entry.type, entry.text]));
  if (same !== undefined) store.delete(same);
  store.add(entry);
  const keys = await requestOf(store.index('type').getAllKeys(entry.type));
  // Keys grow with time: the first ones are the oldest.
  for (const key of keys.slice(0, Math.max(0, keys.length - RECENT_SEARCH_LIMIT))) store.delete(key);
  await done(transaction);
}

/** The recent searches of a type, newest first. */
export async function recentSearches(type: string): Promise<RecentSearch[]> {
  const db = await openLocalDb();
  const rows = await requestOf<RecentSearch[]>(
    db.transaction('recentSearch').objectStore('recentSearch').index('type').getAll(type),
  );
  return rows.sort((a, b) => b.id - a.id);
}

/** Every row of a store (the app reads its cached cities, settings... this way). */
export async function readStore<T>(store: LocalStore): Promise<T[]> {
  const db = await openLocalDb();
  return requestOf<T[]>(db.transaction(store).objectStore(store).getAll());
}

/** Fetches the initial data (same origin, the session cookie goes along) and stores it. */
export async function refreshLocalCache(): Promise<void> {
  const api = createApiClient({ fetch: (path, init) => fetch(path, init) });
  await saveInitialData(await api.GET('/api/v1/app/initial-data'));
}
