import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { TextKey, Values } from '../../../lib/i18n.ts';

/** A text of the catalogue with its placeholders' values, translated where it is drawn. */
export interface Phrase {
  key: TextKey;
  values?: Values;
}

/** What a delete's confirmation says: the page's title and the question about this record. */
export interface DeleteWords {
  title: Phrase;
  message: Phrase;
}

/**
 * One back-office resource's delete, declared (ADR 0123): everything that differed between the 17 hand-copied
 * delete pages. The generic page (routes/manager/record-delete.tsx) serves `/manager/<segment>/:id/delete`.
 */
export interface ManagerDelete<R> {
  /** The address: /manager/<segment>/:id/delete; the record's own pages are /manager/<segment>/:id and below. */
  segment: string;
  /** Seeing the confirmation needs both; deleting needs `delete`. */
  policies: { index: PolicyRef; delete: PolicyRef };
  /** Reads the record the question names (GET of the collection's `{id}`, typed by the contract). */
  read: (api: ApiClient, id: number) => Promise<R>;
  /** Deletes it (DELETE of the collection's `{id}`). */
  remove: (api: ApiClient, id: number) => Promise<unknown>;
  /** The page to return to by default: a list, or (categories) one that depends on the record. */
  list: string | ((record: R) => string);
  /** False where the record has no page of its own to leave after the delete (files, comments, site messages). */
  ownPage?: boolean;
  /** The title and the question, from the record (numbers already in the locale's digits where counted). */
  words: (record: R, locale: Locale) => DeleteWords;
}

/** A declaration with its record's type closed over, as the registry holds it. */
export interface DeleteResource {
  segment: string;
  policies: { index: PolicyRef; delete: PolicyRef };
  ownPage: boolean;
  /** The confirmation's words and the default page to return to. */
  ask: (api: ApiClient, id: number, locale: Locale) => Promise<DeleteWords & { list: string }>;
  /** Where to return by default after deleting record `id` (read before the delete when it depends on it). */
  listOf: (api: ApiClient, id: number) => Promise<string>;
  remove: (api: ApiClient, id: number) => Promise<unknown>;
}

/** Declares a resource's delete; the record's type is checked here and erased for the registry. */
export function defineManagerDelete<R>(declared: ManagerDelete<R>): DeleteResource {
  const { list } = declared;
  return {
    segment: declared.segment,
    policies: declared.policies,
    ownPage: declared.ownPage ?? true,
    async ask(api, id, locale) {
      const record = await declared.read(api, id);
      return { ...declared.words(record, locale), list: typeof list === 'string' ? list : list(record) };
    },
    listOf: async (api, id) => (typeof list === 'string' ? list : list(await declared.read(api, id))),
    remove: declared.remove,
  };
}
