/** Shapes shared by the back office's and the agent panel's pages and components (no runtime code). */

/** A choice of a select box, its value as the form sends it. */
export interface Option {
  value: string;
  label: string;
}

/** One page of a list as the API answers it (spec section 9: page size 15, from page 1). */
export interface ListPage<T> {
  items: T[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
}

/** A page of a list as the pages receive it: its rows, and the paging facts worked out by the loader. */
export interface RowsPage<T> {
  items: T[];
  total: number;
  currentPage: number;
  lastPage: number;
  /** lastPage > currentPage (spec section 9). */
  more: boolean;
}

/** A user as a row of a users list, every text ready in the page's locale. */
export interface UserRow {
  id: number;
  /** The row number of spec section 9, (currentPage - 1) × perPage + index + 1, in the page's digits. */
  number: string;
  name: string;
  email: string | null;
  mobile: string;
  type: number;
  typeLabel: string;
  /** An administrator's account: only another administrator may change or delete it. */
  admin: boolean;
  roleTitle: string | null;
  status: number;
  statusLabel: string;
  authLevelLabel: string;
  /** «آنلاین», «۳ دقیقه پیش», a Jalali date; '' when never seen. */
  lastVisit: string;
  online: boolean;
  /** A login code is waiting: until when ('' when unknown); null when none. Never the code. */
  codeUntil: string | null;
  registered: string;
}

/** A permission as the role editor lists it. */
export interface PolicyItem {
  id: number;
  group: string;
  name: string;
  title: string;
}

/** A role as the back office lists it. */
export interface RoleItem {
  id: number;
  title: string;
  type: number;
  policies: number[];
  userCount: number;
}

/** A document of the review queue as the API lists it. */
export interface ReviewDocument {
  id: number;
  userId: number;
  title: string;
  file: string;
  status: number;
  message: string;
  registerDate: string;
  reviewedAt: string | null;
  userName: string;
  userMobile: string | null;
  authLevel: number;
  uploader: { id: number; name: string } | null;
}

/** A document as a row of the review queue, every text ready in the page's locale. */
export interface DocumentRow {
  id: number;
  number: string;
  title: string;
  /** The private image, read through the access-checked manager route. */
  src: string;
  status: number;
  statusLabel: string;
  userId: number;
  userName: string;
  userMobile: string;
  /** Who uploaded the file (the user, or an agent or staff member for them; ADR 0053). */
  uploader: { id: number; name: string } | null;
  authLevel: number;
  authLevelLabel: string;
  sentAt: string;
  reviewedAt: string | null;
  message: string;
}
