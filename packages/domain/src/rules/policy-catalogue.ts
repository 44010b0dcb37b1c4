import type { Label } from '../i18n/locale.ts';
import type { PolicyRef } from './permission.ts';

/** One permission of the back office or the agent panel: a policy name within a group, with its labels. */
export interface PolicyDefinition extends PolicyRef {
  label: Label;
}

const ACTIONS = {
  index: { fa: 'مشاهده فهرست', en: 'View list' },
  create: { fa: 'افزودن', en: 'Create' },
  edit: { fa: 'ویرایش', en: 'Edit' },
  delete: { fa: 'حذف', en: 'Delete' },
} as const;
type Action = keyof typeof ACTIONS;

/** The back-office sections of the spec (its manager menus), and the agent panel's sections. */
const SECTIONS: Array<{ group: string; label: Label; actions: readonly Action[]; extra?: PolicyDefinition[] }> = [
  { group: 'dashboard', label: { fa: 'داشبورد', en: 'Dashboard' }, actions: ['index'] },
  {
    group: 'users',
    label: { fa: 'کاربران', en: 'Users' },
    actions: ['index', 'create', 'edit', 'delete'],
    // Whoever changes a staff member's password, mobile or e-mail can sign in as them: a power of its own.
    extra: [
      {
        group: 'users',
        name: 'credentials',
        label: { fa: 'تغییر رمز، موبایل و ایمیل کارکنان', en: "Change staff members' credentials" },
      },
    ],
  },
  { group: 'roles', label: { fa: 'نقش‌ها', en: 'Roles' }, actions: ['index', 'create', 'edit', 'delete'] },
  {
    group: 'documents',
    label: { fa: 'مدارک احراز هویت', en: 'Identity documents' },
    actions: ['index'],
    extra: [{ group: 'documents', name: 'review', label: { fa: 'بررسی مدارک', en: 'Review documents' } }],
  },
  { group: 'pages', label: { fa: 'صفحات', en: 'Pages' }, actions: ['index', 'create', 'edit', 'delete'] },
  { group: 'cityTours', label: { fa: 'گشت شهری', en: 'City tours' }, actions: ['index', 'create', 'edit', 'delete'] },
  { group: 'posts', label: { fa: 'نوشته‌ها', en: 'Posts' }, actions: ['index', 'create', 'edit', 'delete'] },
  { group: 'files', label: { fa: 'فایل‌ها', en: 'Files' }, actions: ['index', 'create', 'delete'] },
  { group: 'tags', label: { fa: 'برچسب‌ها', en: 'Tags' }, actions: ['index', 'create', 'edit', 'delete'] },
  {
    group: 'categories',
    label: { fa: 'دسته‌بندی‌ها', en: 'Categories' },
    actions: ['index', 'create', 'edit', 'delete'],
  },
  {
    group: 'cities',
    label: { fa: 'استان‌ها و شهرها', en: 'States and cities' },
    actions: ['index', 'create', 'edit', 'delete'],
  },
  { group: 'banners', label: { fa: 'بنرها', en: 'Banners' }, actions: ['index', 'create', 'edit', 'delete'] },
  { group: 'packages', label: { fa: 'بسته‌ها', en: 'Packages' }, actions: ['index', 'create', 'edit', 'delete'] },
  {
    group: 'listings',
    label: { fa: 'آگهی‌ها و غرفه‌ها', en: 'Listings' },
    actions: ['index', 'edit', 'delete'],
    extra: [{ group: 'listings', name: 'moderate', label: { fa: 'بررسی و تأیید', en: 'Moderate' } }],
  },
  { group: 'orders', label: { fa: 'سفارش‌ها', en: 'Orders' }, actions: ['index', 'edit', 'delete'] },
  {
    group: 'payments',
    label: { fa: 'پرداخت‌ها', en: 'Payments' },
    actions: ['index', 'create', 'edit', 'delete'],
    extra: [{ group: 'payments', name: 'withdraws', label: { fa: 'تسویه‌ها', en: 'Withdrawals' } }],
  },
  { group: 'comments', label: { fa: 'نظرات', en: 'Comments' }, actions: ['index', 'edit', 'delete'] },
  { group: 'tickets', label: { fa: 'تیکت‌ها', en: 'Tickets' }, actions: ['index', 'edit', 'delete'] },
  // Reports of chat partners: reading them shows private messages, and acting on them can block an account.
  { group: 'chatReports', label: { fa: 'گزارش‌های گفتگو', en: 'Chat reports' }, actions: ['index', 'edit'] },
  {
    group: 'siteMessages',
    label: { fa: 'پیام‌های سایت', en: 'Site messages' },
    actions: ['index', 'create', 'edit', 'delete'],
  },
  { group: 'notifications', label: { fa: 'اعلان‌ها', en: 'Notifications' }, actions: ['create'] },
  { group: 'options', label: { fa: 'گزینه‌ها', en: 'Options' }, actions: ['index', 'create', 'edit', 'delete'] },
  { group: 'settings', label: { fa: 'تنظیمات', en: 'Settings' }, actions: ['index', 'edit'] },
  // The operator's trail: who moved money or changed rights or listings (read only; ADR 0078).
  { group: 'audit', label: { fa: 'گزارش عملیات کارکنان', en: 'Audit log' }, actions: ['index'] },
  // The durable queue's jobs that did not go through: seen, and tried again by staff (ADR 0085).
  {
    group: 'queue',
    label: { fa: 'کارهای پس‌زمینه', en: 'Background jobs' },
    actions: ['index'],
    extra: [{ group: 'queue', name: 'retry', label: { fa: 'تلاش دوباره', en: 'Retry' } }],
  },
  // The agent panel: agents onboard users, booths, categories, documents and products (spec section 6).
  { group: 'agentUsers', label: { fa: 'کاربران نماینده', en: 'Agent: users' }, actions: ['index', 'create', 'edit'] },
  {
    group: 'agentBooths',
    label: { fa: 'غرفه‌های نماینده', en: 'Agent: booths' },
    actions: ['index', 'create', 'edit'],
  },
  {
    group: 'agentCategories',
    label: { fa: 'دسته‌بندی‌های نماینده', en: 'Agent: categories' },
    actions: ['index', 'create', 'edit'],
  },
  {
    group: 'agentDocuments',
    label: { fa: 'مدارک نماینده', en: 'Agent: documents' },
    actions: ['index', 'create', 'edit'],
  },
  {
    group: 'agentProducts',
    label: { fa: 'محصولات نماینده', en: 'Agent: products' },
    actions: ['index', 'create', 'edit'],
  },
];

/** Groups whose policies belong to the agent panel (the others are the back office's). */
export const AGENT_POLICY_GROUPS: readonly string[] = SECTIONS.map((s) => s.group).filter((g) => g.startsWith('agent'));

/** Every policy the product checks, seeded into the database and chosen per role (select all / deselect all). */
export const POLICY_CATALOGUE: readonly PolicyDefinition[] = SECTIONS.flatMap((section) => [
  ...section.actions.map((action) => ({
    group: section.group,
    name: action,
    label: { fa: `${section.label.fa}: ${ACTIONS[action].fa}`, en: `${section.label.en}: ${ACTIONS[action].en}` },
  })),
  ...(section.extra ?? []).map((extra) => ({
    ...extra,
    label: { fa: `${section.label.fa}: ${extra.label.fa}`, en: `${section.label.en}: ${extra.label.en}` },
  })),
]);

/** Labels of the policy groups, for the role editor. */
export const POLICY_GROUP_LABELS: Readonly<Record<string, Label>> = Object.fromEntries(
  SECTIONS.map((section) => [section.group, section.label]),
);

/** A policy reference by group and name, checked against the catalogue at load time (typos fail fast). */
export function policy(group: string, name: string): PolicyRef {
  if (!POLICY_CATALOGUE.some((p) => p.group === group && p.name === name)) {
    throw new Error(`Unknown policy ${group}.${name}`);
  }
  return { group, name };
}
