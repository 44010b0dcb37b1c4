import type { Label } from '../i18n/locale.ts';

// Personal API keys (issue 31, docs/decisions/0103-personal-api-keys.md): a signed-in owner makes a key for their own
// program; a request carrying it acts as that owner, limited to the key's scopes and to the routes that accept keys.

/** What a key may do, with its words in both locales. A route that accepts keys names the one scope it needs. */
export const API_KEY_SCOPES = {
  'listings:read': { fa: 'خواندن آگهی‌ها و آمار آن‌ها', en: 'Read listings and their stats' },
  'listings:write': { fa: 'ثبت و ویرایش آگهی‌ها', en: 'Post and edit listings' },
  'products:read': { fa: 'خواندن محصولات و قفسه‌های غرفه', en: 'Read booth products and shelves' },
  'products:write': { fa: 'ثبت و ویرایش محصولات و قفسه‌ها', en: 'Add and edit products and shelves' },
  'orders:read': { fa: 'خواندن سفارش‌های غرفه', en: 'Read booth orders' },
  'orders:write': { fa: 'تغییر وضعیت سفارش‌های غرفه', en: 'Change booth order status' },
  'appointments:read': { fa: 'خواندن دفتر نوبت‌ها', en: 'Read the appointment book' },
  'appointments:write': { fa: 'تغییر، جابه‌جایی و لغو نوبت‌ها', en: 'Change, move and cancel appointments' },
} as const satisfies Record<string, Label>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const API_KEY_SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as [ApiKeyScope, ...ApiKeyScope[]];

/** Live keys one person may have. */
export const API_KEYS_MAX = 10;

/** How every key begins: a scanner (and a person) recognises one, and the API tells it from a session token. */
export const API_KEY_PREFIX = 'sbk_';

/** The characters of a key shown again after it is made (the prefix and the first of its random part). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** Whether a bearer token is an API key (by its form; the database decides whether it is a live one). */
export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
