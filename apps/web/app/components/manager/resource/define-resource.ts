import type { ReactNode } from 'react';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import type { TextKey, TFunction, Values } from '../../../lib/i18n.ts';
import type { FormProblems } from '../../geo/form-check.ts';
import type { RecordColumn } from '../record-list.tsx';
import type { ListPage, Option } from '../types.ts';
import type { Phrase } from './delete-types.ts';

/** What every row of a resource's list has: its key and its row number (spec section 9) in the page's digits. */
export interface ResourceRow {
  id: number;
  number: string;
}

/** The API query of a list page: 15 a page, the search text, and the resource's select filter when it has one. */
export interface ResourceQuery {
  page: number;
  perPage: number;
  textSearch: string | undefined;
  /** The select filter's value (a positive id), when the resource declares one and the address sets it. */
  filter: number | undefined;
}

/**
 * One field of the list: a column of the desktop table, a fact of the phone card (`fact`), and a column of the CSV
 * export, whose cell is `value` (already in the page's locale: Persian digits, Jalali dates).
 */
export interface ResourceColumn<Row> extends Omit<RecordColumn<Row>, 'label' | 'cell'> {
  label: TextKey;
  /** The text of the cell and of the CSV. */
  value: (row: Row) => string;
  /** A cell drawn otherwise than its text (a link, a dimmed «not set»). */
  cell?: (row: Row, t: TFunction) => ReactNode;
  /** false: not a column of the CSV (it repeats columns the CSV has: the table's combined cells). */
  csv?: false;
}

/**
 * A select filter of the list whose choices are an enumeration in the page's locale (a package's type, a user's
 * status): «any» first; a value that is not one of the choices means «any».
 */
export interface ResourceSelect {
  /** The address's and the form's parameter (?type=2). */
  name: string;
  label: TextKey;
  /** The choices in the page's locale (`t`: its catalogue, for words that are not an enumeration's). */
  options: (locale: Locale, t: TFunction, answer?: ListPage<unknown> | CursorPage<unknown>) => Option[];
  /** The value when the address has none (the listings' queue: what waits for a person); «any» unless said. */
  initial?: string;
  /** Drawn as the queue's status tabs above the list (links, «any» last) rather than a select of the filters' form. */
  tabs?: true;
  /**
   * Choices the list's API answer names (an option's group): whether an address's value is one the API takes (else
   * «any»), checked before the API is asked; `options` then gets the answer.
   */
  accepts?: (value: string) => boolean;
  /** The «add» link carries the chosen value (a new option in the group shown). */
  keep?: true;
  /** false: read from the address and sent to the API, but drawn by the resource's `above` (files: type tabs). */
  shown?: false;
}

/** A page of a list read by cursor, newest first (site messages; ADR 0117): no total, the next page's cursor. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: number | null;
}

/** One input of the edit form; every value travels as text, as the form posts it. */
export interface ResourceField {
  name: string;
  /**
   * text: a line of text; english: the English beside the Persian field `label` names; slug: a lower-case address
   * part (ltr); coordinate: a decimal (ltr); select: one of the form's `options` (or of its own `choices`);
   * richText: HTML written in the rich-text editor (ADR 0124), `description` under its HTML box.
   * Added in session 37: ltr: a Latin name typed as is (an option's group, a service type); number: a whole number,
   * typed in either digits and shown in the page's (ltr); textarea: lines of text (`rows`, as wide as the form);
   * date: a Jalali day (components/forms/jalali-date-input.tsx, ADR 0124) that posts the ISO day under the name;
   * image: a picture file posted as `file` (components/media/banner-image.tsx: chosen with a button, previewed 3:1),
   * drawn on a new record's form only, which is then sent as multipart/form-data; an existing record's picture is
   * replaced in a form of its own above the others (`form.before`).
   */
  kind:
    | 'text'
    | 'english'
    | 'slug'
    | 'coordinate'
    | 'select'
    | 'richText'
    | 'ltr'
    | 'number'
    | 'textarea'
    | 'date'
    | 'image';
  label: TextKey;
  description?: TextKey;
  /** select: the disabled first choice («choose a state»). */
  placeholder?: TextKey;
  required?: boolean;
  maxLength?: number;
  /** text, textarea: the direction of what is typed (auto: either script). */
  dir?: 'auto';
  /** select: the field's own choices (an enumeration's, in the page's locale) instead of the form's `options`. */
  choices?: (locale: Locale) => Option[];
  /** text, ltr: the form's `options` offered as suggestions while typing (a datalist; anything may be typed). */
  suggest?: true;
  /** textarea: its height in lines (4 unless said). */
  rows?: number;
}

/** A card of the edit form: its fields, under a title when it has one. */
export interface ResourceFieldCard {
  title?: TextKey;
  fields: ResourceField[];
}

/**
 * A back-office resource, declared once (ADR 0123): its list page (columns, search, one select filter, paging, CSV
 * export), its create and edit page and its delete. The generic pages serve it at its old addresses: the list at
 * /manager/<list>, its CSV at /manager/<list>/export.csv, a record at /manager/<record>/create, /:id/edit, /:id/delete.
 * `Item` is the record as the API lists and answers it; `Row` is what the list page receives for it.
 */
export interface ManagerResource<Item, Row extends ResourceRow> {
  list: string;
  record: string;
  /** index: the list (and every page of it); create, edit, delete: those pages and their buttons. */
  policies: { index: PolicyRef; create: PolicyRef; edit: PolicyRef; delete: PolicyRef };
  words: {
    /** The list's title; also the CSV file's name. */
    title: TextKey;
    /** The «add» button and the new record's page title and button. */
    create: TextKey;
    /** The edit page's title and its save button. */
    edit: TextKey;
    save: TextKey;
    /** The delete page's title. */
    delete: TextKey;
    /** The search box's placeholder (required unless `search` is false). */
    searchPlaceholder?: TextKey;
    /** The heading of the name's column (the first, its cells the links to the records' edit pages). */
    name: TextKey;
    /** A row's edit and delete buttons' labels, filled by `named`. */
    editNamed: TextKey;
    deleteNamed: TextKey;
    /** Said instead of «no items found» when the list is empty (a city tour's «none made yet»). */
    empty?: TextKey;
    /** The new record's submit button, when it is not `create` (a site message: «save the message»). */
    createButton?: TextKey;
    /** A cursor list's link to the next page («older»). */
    older?: TextKey;
  };
  /**
   * Reads a page of the list (GET of the collection, typed by the contract); `selects` holds the chosen values of the
   * declared `selects` (absent: «any»); a cursor list (`paging: 'cursor'`) gets the page's `cursor` (undefined for
   * the first) and answers a CursorPage.
   */
  fetch: (
    api: ApiClient,
    query: ResourceQuery,
    selects: Record<string, string>,
    cursor: number | undefined,
  ) => Promise<ListPage<Item> | CursorPage<Item>>;
  /** cursor: the list is read by cursor (?cursor=), newest first, with an «older» link instead of the pager. */
  paging?: 'cursor';
  /** Reads one record (GET of the collection's `{id}`); left out by a list that is only read (receipts). */
  read?: (api: ApiClient, id: number) => Promise<Item>;
  /** Deletes one (DELETE of the collection's `{id}`); left out where the API deletes none. */
  remove?: (api: ApiClient, id: number) => Promise<unknown>;
  /** An item as the list's row, every text in the page's locale (`t`: its catalogue); run on the server. */
  row: (item: Item, number: string, locale: Locale, t: TFunction) => Row;
  /** The row's name: the link to its edit page in the table and the card's title. */
  name: (row: Row) => string;
  /**
   * The name drawn otherwise (a name over a sub line: a package's category, a user's e-mail), given its link (absent
   * when the manager may not edit the row); its cell's style is then userCell.
   */
  nameCell?: (row: Row, href: string | undefined, t: TFunction, card: boolean) => ReactNode;
  /** At the card's head's other end (the status). */
  badge?: (row: Row, t: TFunction) => ReactNode;
  /**
   * A row's own rule on top of the edit and delete policies (only an administrator edits an administrator, nobody
   * deletes themselves); the API checks again.
   */
  rowRights?: { edit?: (row: Row, me: Me | undefined) => boolean; delete?: (row: Row, me: Me | undefined) => boolean };
  /** auto: the name may be in either script (a page's title), its link's direction follows it. */
  nameDir?: 'auto';
  /** A row's first button: its public page («نمایش»); `named`: its label for a screen reader, filled by `named`. */
  open?: { label: TextKey; to: (row: Row) => string; named?: TextKey };
  /** The card's title when not the name (an amount over its payer). */
  cardTitle?: (row: Row) => ReactNode;
  /** Buttons before a row's edit and delete (a file's «copy address»). */
  actions?: (row: Row, t: TFunction) => ReactNode;
  /** The phone card's picture above its head (a banner's image). */
  cardImage?: (row: Row) => ReactNode;
  /** false: no create or edit pages (files: uploaded on the list, never edited): no «add», no edit link. */
  pages?: false;
  /** The placeholders of `editNamed` and `deleteNamed` ({ title } or { name }). */
  named: (row: Row) => Values;
  /** The delete's question about the row, in the list's dialog and on the delete page. */
  confirm: (row: Row) => Phrase;
  /** The columns after the name, in table order. */
  columns: ResourceColumn<Row>[];
  /** A select filter beside the search (cities: their state); the «add» link keeps its value. */
  filter?: { name: string; label: TextKey; all: TextKey; options: (api: ApiClient) => Promise<Option[]> };
  /** Select filters of enumerations beside the search (a package's type, plan and status), each with «any». */
  selects?: ResourceSelect[];
  /** false: the list has no search (the API takes none: roles). */
  search?: false;
  /** The search's parameter in the address when not textSearch (the listings' queue: q). */
  searchName?: string;
  /** false: no «add» button (listings are made by their owners). */
  creates?: false;
  /** false: the rows have no delete button (a listing is deleted from its own page). */
  listDelete?: false;
  /**
   * A row's own page instead of its edit page (a listing's, where it is moderated): the name links there for whoever
   * sees the list, and the row has no edit button.
   */
  page?: (row: Row) => string;
  /** A small picture before the name: a column of its own in the table, before the title on the card (a listing's). */
  thumb?: { label: TextKey; cell: (row: Row) => ReactNode };
  /** Drawn above the list (cities and states: the tabs between the two). */
  above?: () => ReactNode;
  /**
   * The create and edit form. Left out where the record's form is a page of its own (a page's or a post's rich text):
   * the route table points those addresses at it.
   */
  form?: {
    cards: ResourceFieldCard[];
    /** A select field's choices, read with the form. */
    options?: (api: ApiClient) => Promise<Option[]>;
    /** A record as the form's values (numbers in the locale's digits). */
    values: (item: Item, locale: Locale) => Record<string, string>;
    /** A new record's values: empty, or what the address and the choices preset. */
    defaults?: (url: URL, options: Option[]) => Record<string, string>;
    /** The checks run in the browser before sending and again in the action (catalogue keys of the problems). */
    check: (form: FormData) => FormProblems;
    create: (api: ApiClient, form: FormData) => Promise<unknown>;
    update: (api: ApiClient, id: number, form: FormData) => Promise<unknown>;
    /** Where a created record's manager goes (its list unless said). */
    createdPage?: (form: FormData) => string;
    /** Drawn under the first card's fields of an existing record (a state: the link to its cities). */
    below?: (id: number, t: TFunction) => ReactNode;
    /**
     * Drawn above the form of an existing record, outside it: a part sent by itself (a banner's image, uploaded at
     * once). `values` are the record's as read; `part` the action's answer to that part's post (`intents`).
     */
    before?: (id: number, values: Record<string, string>, part: ResourceEditActionData['part']) => ReactNode;
    /**
     * The action's handling of a part's post without JavaScript, by the form's `intent` field (a banner's new image):
     * the API call; the page is answered «saved» or with the API's refusal, given to `before`.
     */
    intents?: Record<string, (api: ApiClient, id: number, form: FormData) => Promise<unknown>>;
  };
}

/** A declaration as the registry and the generic pages hold it: its record's type checked where it was declared. */
export type AnyManagerResource = ManagerResource<unknown, ResourceRow>;

/** A resource whose form is declared (the generic edit page's). */
export type FormResource = AnyManagerResource & {
  form: NonNullable<AnyManagerResource['form']>;
  read: NonNullable<AnyManagerResource['read']>;
};

/** Declares a resource (ADR 0123); the types of its record and row are checked here, then erased for the registry. */
export function defineManagerResource<Item, Row extends ResourceRow>(
  declared: ManagerResource<Item, Row>,
): AnyManagerResource {
  return declared as unknown as AnyManagerResource;
}

/** What the edit action answers when the form or the API refused it: the failure and what was typed. */
export interface ResourceEditActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
  /** A part's post (`form.intents`): which, and whether it was saved or why not. */
  part?: { intent: string; saved: boolean; failure?: FormFailure | undefined };
}

/** A list the API answers whole (roles, city tours) as its one page. */
export function onePage<Item>({ items }: { items: Item[] }): ListPage<Item> {
  return { items, total: items.length, currentPage: 1, perPage: Math.max(items.length, 1), lastPage: 1 };
}
