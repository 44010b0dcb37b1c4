import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';
import type { VerticalRoutes } from './lib/listings/listing-routes.ts';

// Each vertical declares its pages in its own folder (verticals/<key>/routes.ts; issue 33, ADR 0125): found here by
// the folder listing, so a new vertical's pages need no line in this file. Vite reads the glob when it loads this file
// (React Router's build and typegen, and the tests); the entries hold only paths and file names, no React.
const VERTICAL_ROUTES = Object.values(
  import.meta.glob<VerticalRoutes>('./verticals/*/routes.ts', { eager: true, import: 'default' }),
);

/** Every vertical's pages of one part of the site (public, or under /panel, /agent, /manager). */
function verticalRoutes(part: keyof VerticalRoutes): RouteConfigEntry[] {
  return VERTICAL_ROUTES.flatMap((routes) => routes[part] ?? []);
}

// The back office's generic pages (ADR 0123): a resource declared with defineManagerResource
// (components/manager/resource/registry.ts) has its list, CSV export and create/edit page here; every delete is one
// page, each resource's words, API path and policies declared in components/manager/resource/deletes.server.ts.
const LIST = 'routes/manager/resource-list.tsx';
const EXPORT = 'routes/manager/resource-export.ts';
const EDIT = 'routes/manager/resource-edit.tsx';
const DELETE = 'routes/manager/record-delete.tsx';

// The route table mirrors the spec's paths (section 2) one for one, and lists only pages that work today. Each
// vertical adds its pages from app/verticals/<key>/routes.ts, each panel its pages under its own layout (the layout's
// loader is the panel's guard).
export default [
  index('routes/home.tsx'),
  // Resource route: the header's language switch posts here (no JavaScript needed).
  route('locale', 'routes/locale.ts'),
  // Resource route: the follow buttons post here (ADR 0028).
  route('follow', 'routes/follow.ts'),
  // Resource route: a locale's whole catalogue, fetched by the browser after hydration (ADR 0030).
  route('catalogue/:locale', 'routes/catalogue.ts'),
  // @public-geo
  // The city chooser: its page (the header's link without JavaScript) and the POST that remembers the choice.
  route('city', 'routes/city.tsx'),
  // Search over every section with listings (spec: /search, with recent searches).
  route('search', 'routes/search.tsx'),
  // @public-packages
  route('packages/:type', 'routes/packages/package-list.tsx'),
  // The built-in sandbox bank's page (ADR 0013): online payments go here when PAYMENT_GATEWAY=sandbox.
  route('sandbox-bank/:authority', 'routes/sandbox-bank.tsx'),
  // @public-listings
  // «ثبت آگهی» from outside a section: which section to post in (ADR 0027).
  route('post', 'routes/listings/post.tsx'),
  // Each vertical's public pages, declared in its folder (verticals/<key>/routes.ts, ADR 0125).
  ...verticalRoutes('public'),

  // Login (spec section 2): one page module for the three doors; the path says which panel is asked for.
  ...prefix('auth', [
    route('panel/login', 'routes/auth/login.tsx', { id: 'auth/panel/login' }),
    route('agent/login', 'routes/auth/login.tsx', { id: 'auth/agent/login' }),
    route('manager/login', 'routes/auth/login.tsx', { id: 'auth/manager/login' }),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    // Resource routes: sign out (POST), and a new captcha image for the forms' "new image" button.
    route('logout', 'routes/auth/logout.ts'),
    route('captcha', 'routes/auth/captcha.ts'),
  ]),

  // User panel (spec: /panel/*, a general session).
  route('panel', 'routes/panel/layout.tsx', [
    index('routes/panel/index.ts'),
    route('dashboard', 'routes/panel/dashboard.tsx'),
    route('profile', 'routes/panel/profile.tsx'),
    route('referral', 'routes/panel/referral.tsx'),
    route('authenticate', 'routes/panel/authenticate.tsx'),
    route('myDocuments', 'routes/panel/my-documents.tsx'),
    route('myDocument/create', 'routes/panel/my-document-create.tsx'),
    route('myDocument/:id', 'routes/panel/my-document.tsx'),
    // @panel-listings
    // Each vertical's owner pages (verticals/<key>/routes.ts, ADR 0125).
    ...verticalRoutes('panel'),
    route('favorites', 'routes/panel/favorites.tsx'),
    // The buyer's address book, chosen at checkout (issue 35).
    route('addresses', 'routes/panel/addresses.tsx'),
    // An owner's webhooks and their delivery log (issue 31, ADR 0115).
    route('webhooks', 'routes/panel/webhooks.tsx'),
    // A person's API keys for their programs (issue 31, ADR 0103).
    route('apiKeys', 'routes/panel/api-keys.tsx'),
    // @panel-payments
    route('payments', 'routes/panel/payments/list.tsx'),
    route('payment/:id', 'routes/panel/payments/detail.tsx'),
    route('verifyPayment', 'routes/panel/payments/verify.tsx'),
    route('wallet/charge', 'routes/panel/wallet-charge.tsx'),
    // @panel-wallet-ops
    route('withdraws', 'routes/panel/withdraws.tsx'),
    route('withdraw/create', 'routes/panel/withdraw-create.tsx'),
    route('withdraw/:id', 'routes/panel/withdraw.tsx'),
    route('payment/:id/receipt', 'routes/panel/payment-receipt.tsx'),
    // @panel-engage
    route('tickets', 'routes/panel/tickets/list.tsx'),
    route('ticket/create', 'routes/panel/tickets/create.tsx'),
    route('ticket/:id', 'routes/panel/tickets/detail.tsx'),
    route('chats', 'routes/panel/chats/list.tsx'),
    route('chatRoom/:userId', 'routes/panel/chats/room.tsx'),
    // @panel-appointments (issue 18, ADR 0034): the shared appointment book's patient and owner screens.
    route('appointments', 'routes/panel/appointments/list.tsx'),
    route('appointments/book/:listingId', 'routes/panel/appointments/book.tsx'),
    route('appointments/:id/reschedule', 'routes/panel/appointments/reschedule.tsx'),
    // The customer panel's order pages (ADR 0055): one appointment, one consultation.
    route('appointments/:id', 'routes/panel/appointments/detail.tsx'),
    // The books a secretary keeps, with their visits (ADR 0105).
    route('desk', 'routes/panel/appointments/desks.tsx'),
    route('desk/:id/appointments', 'routes/panel/appointments/owner.tsx', { id: 'desk/appointments' }),
    // Paid consultations (issue 18 item 4, ADR 0039): the patient's list, buying, and the owner's list per clinic.
    route('consultations', 'routes/panel/consultations/list.tsx'),
    route('consultations/buy/:listingId', 'routes/panel/consultations/buy.tsx'),
    route('consultations/phone/:listingId', 'routes/panel/consultations/phone.tsx'),
    route('consultations/:id', 'routes/panel/consultations/detail.tsx'),
    // @panel-notifications (ADR 0028)
    route('notifications', 'routes/panel/notifications/list.tsx'),
    route('notification-settings', 'routes/panel/notifications/settings.tsx'),
    route('followers', 'routes/panel/followers.tsx'),
  ]),

  // Agent panel (spec: /agent/*, an agent session; the spec's paths).
  route('agent', 'routes/agent/layout.tsx', [
    index('routes/agent/index.ts'),
    route('dashboard', 'routes/agent/dashboard.tsx'),
    route('user/index', 'routes/agent/users.tsx'),
    route('user/create', 'routes/agent/user-edit.tsx', { id: 'agent/user/create' }),
    route('user/:id/details', 'routes/agent/user-edit.tsx', { id: 'agent/user/details' }),
    route('profile', 'routes/agent/profile.tsx'),
    route('referral', 'routes/agent/referral.tsx'),
    route('authenticate/details', 'routes/agent/authenticate.tsx'),
    route('myDocument/index', 'routes/agent/my-documents.tsx'),
    route('myDocument/create', 'routes/agent/my-document-create.tsx'),
    route('myDocument/:id/details', 'routes/agent/my-document.tsx'),
    route('verifyPayment', 'routes/panel/payments/verify.tsx', { id: 'agent/verifyPayment' }),
    // Identity documents of the agent's users (spec: document/create, document/{id}/details; ADR 0047).
    route('document/index', 'routes/agent/documents.tsx'),
    route('document/create', 'routes/agent/document-create.tsx'),
    route('document/:id/details', 'routes/agent/document.tsx'),
    // Each vertical's pages of the agent panel (verticals/<key>/routes.ts, ADR 0125).
    ...verticalRoutes('agent'),
  ]),
  // The back office (the spec names no paths: its menus are users, roles, ...; ADR 0007). Deletes have their own
  // route: the lists' confirmation dialogs post to it, and without JavaScript it is the confirmation page.
  route('manager', 'routes/manager/layout.tsx', [
    index('routes/manager/index.ts'),
    route('dashboard', 'routes/manager/dashboard.tsx'),
    route('users', LIST, { id: 'manager/users' }),
    route('users/export.csv', EXPORT, { id: 'manager/users/export' }),
    route('user/create', 'routes/manager/user-edit.tsx', { id: 'manager/user/create' }),
    route('user/:id/edit', 'routes/manager/user-edit.tsx', { id: 'manager/user/edit' }),
    route('user/:id/delete', DELETE, { id: 'manager/user/delete' }),
    route('roles', LIST, { id: 'manager/roles' }),
    route('roles/export.csv', EXPORT, { id: 'manager/roles/export' }),
    route('role/create', 'routes/manager/role-edit.tsx', { id: 'manager/role/create' }),
    route('role/:id/edit', 'routes/manager/role-edit.tsx', { id: 'manager/role/edit' }),
    route('role/:id/delete', DELETE, { id: 'manager/role/delete' }),
    route('documents', 'routes/manager/documents.tsx'),
    route('document/:id', 'routes/manager/document.tsx'),
    route('listings', LIST, { id: 'manager/listings' }),
    route('listings/export.csv', EXPORT, { id: 'manager/listings/export' }),
    route('listing/:id', 'routes/manager/listing.tsx'),
    route('listing/:id/delete', DELETE, { id: 'manager/listing/delete' }),
    route('listing-reports', 'routes/manager/listing-reports.tsx'),
    // Section ads waiting for a decision (ADR 0042).
    route('section-ads', 'routes/manager/section-ads.tsx'),
    route('chat-reports', 'routes/manager/chat-reports/list.tsx'),
    // Each vertical's pages of the back office (verticals/<key>/routes.ts, ADR 0125).
    ...verticalRoutes('manager'),
    // @manager-geo
    route('cities', LIST, { id: 'manager/cities' }),
    route('cities/export.csv', EXPORT, { id: 'manager/cities/export' }),
    route('city/create', EDIT, { id: 'manager/city/create' }),
    route('city/:id/edit', EDIT, { id: 'manager/city/edit' }),
    route('city/:id/delete', DELETE, { id: 'manager/city/delete' }),
    route('states', LIST, { id: 'manager/states' }),
    route('states/export.csv', EXPORT, { id: 'manager/states/export' }),
    route('state/create', EDIT, { id: 'manager/state/create' }),
    route('state/:id/edit', EDIT, { id: 'manager/state/edit' }),
    route('state/:id/delete', DELETE, { id: 'manager/state/delete' }),
    route('tags', LIST, { id: 'manager/tags' }),
    route('tags/export.csv', EXPORT, { id: 'manager/tags/export' }),
    route('tag/create', EDIT, { id: 'manager/tag/create' }),
    route('tag/:id/edit', EDIT, { id: 'manager/tag/edit' }),
    route('tag/:id/delete', DELETE, { id: 'manager/tag/delete' }),
    // @manager-content
    route('pages', LIST, { id: 'manager/pages' }),
    route('pages/export.csv', EXPORT, { id: 'manager/pages/export' }),
    route('page/create', EDIT, { id: 'manager/page/create' }),
    route('page/:id/edit', EDIT, { id: 'manager/page/edit' }),
    route('page/:id/delete', DELETE, { id: 'manager/page/delete' }),
    route('posts', LIST, { id: 'manager/posts' }),
    route('posts/export.csv', EXPORT, { id: 'manager/posts/export' }),
    route('post/create', 'routes/manager/content/post-edit.tsx', { id: 'manager/post/create' }),
    route('post/:id/edit', 'routes/manager/content/post-edit.tsx', { id: 'manager/post/edit' }),
    route('post/:id/delete', DELETE, { id: 'manager/post/delete' }),
    // City tours (ADR 0043).
    route('cityTours', LIST, { id: 'manager/cityTours' }),
    route('cityTours/export.csv', EXPORT, { id: 'manager/cityTours/export' }),
    route('cityTour/create', 'routes/manager/content/city-tour-edit.tsx', { id: 'manager/cityTour/create' }),
    route('cityTour/:id/edit', 'routes/manager/content/city-tour-edit.tsx', { id: 'manager/cityTour/edit' }),
    route('cityTour/:id/delete', DELETE, { id: 'manager/cityTour/delete' }),
    // @manager-catalogue
    route('categories', 'routes/manager/categories.tsx'),
    route('category/create', 'routes/manager/category-edit.tsx', { id: 'manager/category/create' }),
    route('category/:id', 'routes/manager/category-children.tsx', { id: 'manager/category/children' }),
    route('category/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/category/edit' }),
    route('category/:id/delete', DELETE, { id: 'manager/category/delete' }),
    route('subCategory/create', 'routes/manager/category-edit.tsx', { id: 'manager/subCategory/create' }),
    route('subCategory/:id', 'routes/manager/category-children.tsx', { id: 'manager/subCategory/children' }),
    route('subCategory/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/subCategory/edit' }),
    route('subCategory/:id/delete', DELETE, { id: 'manager/subCategory/delete' }),
    route('subSubCategory/create', 'routes/manager/category-edit.tsx', { id: 'manager/subSubCategory/create' }),
    route('subSubCategory/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/subSubCategory/edit' }),
    route('subSubCategory/:id/delete', DELETE, { id: 'manager/subSubCategory/delete' }),
    // @manager-media
    route('files', LIST, { id: 'manager/files' }),
    route('files/export.csv', EXPORT, { id: 'manager/files/export' }),
    route('file/:id/delete', DELETE, { id: 'manager/file/delete' }),
    route('banners', LIST, { id: 'manager/banners' }),
    route('banners/export.csv', EXPORT, { id: 'manager/banners/export' }),
    route('banner/create', EDIT, { id: 'manager/banner/create' }),
    route('banner/:id/edit', EDIT, { id: 'manager/banner/edit' }),
    route('banner/:id/delete', DELETE, { id: 'manager/banner/delete' }),
    // @manager-packages
    route('packages', LIST, { id: 'manager/packages' }),
    route('packages/export.csv', EXPORT, { id: 'manager/packages/export' }),
    route('package/create', 'routes/manager/package-edit.tsx', { id: 'manager/package/create' }),
    route('package/:id/edit', 'routes/manager/package-edit.tsx', { id: 'manager/package/edit' }),
    route('package/:id/delete', DELETE, { id: 'manager/package/delete' }),
    route('subscriptions', 'routes/manager/subscriptions.tsx'),
    // @manager-payments
    route('payments', 'routes/manager/payments.tsx'),
    route('payment/:id', 'routes/manager/payment.tsx'),
    // @manager-wallet-ops
    route('payment/create', 'routes/manager/payment-create.tsx'),
    route('receipts', LIST, { id: 'manager/receipts' }),
    route('receipts/export.csv', EXPORT, { id: 'manager/receipts/export' }),
    route('receipt/:id', 'routes/manager/receipt.tsx'),
    route('withdrawals', LIST, { id: 'manager/withdrawals' }),
    route('withdrawals/export.csv', EXPORT, { id: 'manager/withdrawals/export' }),
    route('withdrawal/:id', 'routes/manager/withdrawal.tsx'),
    // The operator's trail, read only (ADR 0078).
    route('audit', 'routes/manager/audit.tsx'),
    // The durable queue's jobs that did not go through, tried again by staff (ADR 0085).
    route('queue', 'routes/manager/queue.tsx'),
    // @manager-engage
    route('tickets', 'routes/manager/tickets/list.tsx'),
    route('ticket/:id', 'routes/manager/tickets/detail.tsx'),
    route('ticket/:id/delete', DELETE, { id: 'manager/ticket/delete' }),
    route('comments', 'routes/manager/comments/list.tsx'),
    route('comment/:id/delete', DELETE, { id: 'manager/comment/delete' }),
    // @manager-notifications (ADR 0028)
    route('siteMessages', LIST, { id: 'manager/siteMessages' }),
    route('siteMessages/export.csv', EXPORT, { id: 'manager/siteMessages/export' }),
    route('siteMessage/create', EDIT, { id: 'manager/siteMessage/create' }),
    route('siteMessage/:id/edit', EDIT, { id: 'manager/siteMessage/edit' }),
    route('siteMessage/:id/delete', DELETE, { id: 'manager/siteMessage/delete' }),
    route('notifications/send', 'routes/manager/notifications/send.tsx'),
    // @manager-settings
    route('settings', 'routes/manager/settings/index.ts'),
    route('settings/site', 'routes/manager/settings/site.tsx'),
    route('settings/texts', 'routes/manager/settings/texts.tsx'),
    route('settings/app', 'routes/manager/settings/app.tsx'),
    route('settings/services', 'routes/manager/settings/services.tsx'),
    route('settings/seo', 'routes/manager/settings/seo.tsx'),
    route('settings/seo/:type', 'routes/manager/settings/seo-edit.tsx'),
    route('options', LIST, { id: 'manager/options' }),
    route('options/export.csv', EXPORT, { id: 'manager/options/export' }),
    route('option/create', EDIT, { id: 'manager/option/create' }),
    route('option/:id/edit', EDIT, { id: 'manager/option/edit' }),
    route('option/:id/delete', DELETE, { id: 'manager/option/delete' }),
  ]),

  // @public-content
  // Pages (spec: /page/{url}), the blog by type and tag, public profiles and the city map (ADR 0029).
  route('page/:url', 'routes/content/page.tsx'),
  route('blog', 'routes/content/blog.tsx', { id: 'content/blog' }),
  route('blog/type/:type', 'routes/content/blog.tsx', { id: 'content/blog/type' }),
  route('tags/:slug', 'routes/content/blog.tsx', { id: 'content/tag' }),
  route('blog/:slug', 'routes/content/post.tsx'),
  route('profile/:id', 'routes/content/profile.tsx'),
  route('map', 'routes/content/map.tsx'),
  // The API's page for integrators: the contract, a typed client from it, keys, webhooks, errors (ADR 0118).
  route('developers', 'routes/content/developers.tsx'),
  // The city tour (spec: /cityTour; ADR 0043).
  route('cityTour', 'routes/content/city-tour.tsx'),

  // Every unknown path: the spec's page-not-found screen with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
