import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';
import { listingPanelRoutes, listingRoutes } from './verticals/listing-routes.ts';

// The route table mirrors the spec's paths (section 2) one for one, and lists only pages that work today. Each
// vertical will add its routes from app/verticals/<name>/routes.ts (booth, ads, advertise, expert, work, doctor,
// lawyer), each panel its pages under its own layout (the layout's loader is the panel's guard).
export default [
  index('routes/home.tsx'),
  // Resource route: the header's language switch posts here (no JavaScript needed).
  route('locale', 'routes/locale.ts'),
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
  // Each vertical's landing, list and detail pages (app/verticals/listing-routes.ts; one generic module per page).
  // Booths: the core's landing and list; a booth's page is its name (spec: /booth/{name}).
  ...listingRoutes('booth', { detail: false }),
  route('booth/:name', 'verticals/booth/pages/booth-page.tsx', { id: 'booth/page' }),
  // A product's page under its booth, one segment per booth type (spec: product, jewelry, realEstate, autoExpo).
  ...['product', 'jewelry', 'realEstate', 'autoExpo'].map((segment) =>
    route(`booth/:name/${segment}/:productId`, 'verticals/booth/pages/product-page.tsx', {
      id: `booth/${segment}`,
    }),
  ),
  ...listingRoutes('ads'),
  ...listingRoutes('advertise'),
  ...listingRoutes('expert'),
  // A job's apply page (a vertical's own page: app/verticals/work/), before the generic ones so it is not a detail.
  route('work/:slug/:slugId/apply', 'verticals/work/apply.tsx'),
  ...listingRoutes('work'),

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
    // Booths (spec: myBooths, myBooth/create) and the booth manager (spec: /panel/myBooth/{boothId}/...).
    route('myBooths', 'routes/panel/listings/mine.tsx', { id: 'booth/mine' }),
    route('myBooth/create', 'verticals/booth/pages/register.tsx', { id: 'booth/create' }),
    route('myBooth/:id', 'verticals/booth/pages/manager-layout.tsx', { id: 'booth/manager' }, [
      route('dashboard', 'verticals/booth/pages/dashboard.tsx', { id: 'booth/dashboard' }),
      route('details', 'routes/panel/listings/edit.tsx', { id: 'booth/edit' }),
      route('delete', 'routes/panel/listings/delete.tsx', { id: 'booth/delete' }),
      route('products', 'verticals/booth/pages/products.tsx', { id: 'booth/products' }),
      route('products/:productId/delete', 'verticals/booth/pages/product-delete.tsx', { id: 'booth/product/delete' }),
      // One form for every booth type's products (spec: shopProduct, jewelryProduct... each /create and /{id}).
      ...['shopProduct', 'jewelryProduct', 'realEstateProduct', 'autoExpoProduct'].flatMap((segment) => [
        route(`${segment}/create`, 'verticals/booth/pages/product-edit.tsx', { id: `booth/${segment}/create` }),
        route(`${segment}/:productId`, 'verticals/booth/pages/product-edit.tsx', { id: `booth/${segment}/edit` }),
      ]),
    ]),
    ...listingPanelRoutes('ads'),
    ...listingPanelRoutes('advertise'),
    // The rewarder plan: subscribe, and what city ads paid (ADR 0023).
    route('rewards', 'routes/panel/rewards.tsx'),
    ...listingPanelRoutes('expert'),
    ...listingPanelRoutes('work'),
    route('myWork/:id/applications', 'verticals/work/applications.tsx'),
    route('myApplications', 'verticals/work/my-applications.tsx'),
    route('favorites', 'routes/panel/favorites.tsx'),
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
  ]),
  // The back office (the spec names no paths: its menus are users, roles, ...; ADR 0007). Deletes have their own
  // route: the lists' confirmation dialogs post to it, and without JavaScript it is the confirmation page.
  route('manager', 'routes/manager/layout.tsx', [
    index('routes/manager/index.ts'),
    route('dashboard', 'routes/manager/dashboard.tsx'),
    route('users', 'routes/manager/users.tsx'),
    route('user/create', 'routes/manager/user-edit.tsx', { id: 'manager/user/create' }),
    route('user/:id/edit', 'routes/manager/user-edit.tsx', { id: 'manager/user/edit' }),
    route('user/:id/delete', 'routes/manager/user-delete.tsx'),
    route('roles', 'routes/manager/roles.tsx'),
    route('role/create', 'routes/manager/role-edit.tsx', { id: 'manager/role/create' }),
    route('role/:id/edit', 'routes/manager/role-edit.tsx', { id: 'manager/role/edit' }),
    route('role/:id/delete', 'routes/manager/role-delete.tsx'),
    route('documents', 'routes/manager/documents.tsx'),
    route('document/:id', 'routes/manager/document.tsx'),
    route('listings', 'routes/manager/listings.tsx'),
    route('listing/:id', 'routes/manager/listing.tsx'),
    route('listing/:id/delete', 'routes/manager/listing-delete.tsx'),
    // @manager-geo
    route('cities', 'routes/manager/cities.tsx'),
    route('city/create', 'routes/manager/city-edit.tsx', { id: 'manager/city/create' }),
    route('city/:id/edit', 'routes/manager/city-edit.tsx', { id: 'manager/city/edit' }),
    route('city/:id/delete', 'routes/manager/city-delete.tsx'),
    route('states', 'routes/manager/states.tsx'),
    route('state/create', 'routes/manager/state-edit.tsx', { id: 'manager/state/create' }),
    route('state/:id/edit', 'routes/manager/state-edit.tsx', { id: 'manager/state/edit' }),
    route('state/:id/delete', 'routes/manager/state-delete.tsx'),
    route('tags', 'routes/manager/tags.tsx'),
    route('tag/create', 'routes/manager/tag-edit.tsx', { id: 'manager/tag/create' }),
    route('tag/:id/edit', 'routes/manager/tag-edit.tsx', { id: 'manager/tag/edit' }),
    route('tag/:id/delete', 'routes/manager/tag-delete.tsx'),
    // @manager-catalogue
    route('categories', 'routes/manager/categories.tsx'),
    route('category/create', 'routes/manager/category-edit.tsx', { id: 'manager/category/create' }),
    route('category/:id', 'routes/manager/category-children.tsx', { id: 'manager/category/children' }),
    route('category/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/category/edit' }),
    route('category/:id/delete', 'routes/manager/category-delete.tsx', { id: 'manager/category/delete' }),
    route('subCategory/create', 'routes/manager/category-edit.tsx', { id: 'manager/subCategory/create' }),
    route('subCategory/:id', 'routes/manager/category-children.tsx', { id: 'manager/subCategory/children' }),
    route('subCategory/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/subCategory/edit' }),
    route('subCategory/:id/delete', 'routes/manager/category-delete.tsx', { id: 'manager/subCategory/delete' }),
    route('subSubCategory/create', 'routes/manager/category-edit.tsx', { id: 'manager/subSubCategory/create' }),
    route('subSubCategory/:id/edit', 'routes/manager/category-edit.tsx', { id: 'manager/subSubCategory/edit' }),
    route('subSubCategory/:id/delete', 'routes/manager/category-delete.tsx', {
      id: 'manager/subSubCategory/delete',
    }),
    // @manager-media
    route('files', 'routes/manager/media/files.tsx'),
    route('file/:id/delete', 'routes/manager/media/file-delete.tsx'),
    route('banners', 'routes/manager/media/banners.tsx'),
    route('banner/create', 'routes/manager/media/banner-edit.tsx', { id: 'manager/banner/create' }),
    route('banner/:id/edit', 'routes/manager/media/banner-edit.tsx', { id: 'manager/banner/edit' }),
    route('banner/:id/delete', 'routes/manager/media/banner-delete.tsx'),
    // @manager-packages
    route('packages', 'routes/manager/packages.tsx'),
    route('package/create', 'routes/manager/package-edit.tsx', { id: 'manager/package/create' }),
    route('package/:id/edit', 'routes/manager/package-edit.tsx', { id: 'manager/package/edit' }),
    route('package/:id/delete', 'routes/manager/package-delete.tsx'),
    route('subscriptions', 'routes/manager/subscriptions.tsx'),
    // @manager-payments
    route('payments', 'routes/manager/payments.tsx'),
    route('payment/:id', 'routes/manager/payment.tsx'),
    // @manager-wallet-ops
    route('payment/create', 'routes/manager/payment-create.tsx'),
    route('receipts', 'routes/manager/receipts.tsx'),
    route('receipt/:id', 'routes/manager/receipt.tsx'),
    route('withdrawals', 'routes/manager/withdrawals.tsx'),
    route('withdrawal/:id', 'routes/manager/withdrawal.tsx'),
    // @manager-engage
    route('tickets', 'routes/manager/tickets/list.tsx'),
    route('ticket/:id', 'routes/manager/tickets/detail.tsx'),
    route('ticket/:id/delete', 'routes/manager/tickets/delete.tsx'),
    route('comments', 'routes/manager/comments/list.tsx'),
    route('comment/:id/delete', 'routes/manager/comments/delete.tsx'),
    // @manager-settings
    route('settings', 'routes/manager/settings/index.ts'),
    route('settings/site', 'routes/manager/settings/site.tsx'),
    route('settings/texts', 'routes/manager/settings/texts.tsx'),
    route('settings/app', 'routes/manager/settings/app.tsx'),
    route('settings/services', 'routes/manager/settings/services.tsx'),
    route('settings/seo', 'routes/manager/settings/seo.tsx'),
    route('settings/seo/:type', 'routes/manager/settings/seo-edit.tsx'),
    route('options', 'routes/manager/settings/options.tsx'),
    route('option/create', 'routes/manager/settings/option-edit.tsx', { id: 'manager/option/create' }),
    route('option/:id/edit', 'routes/manager/settings/option-edit.tsx', { id: 'manager/option/edit' }),
    route('option/:id/delete', 'routes/manager/settings/option-delete.tsx'),
  ]),

  // Product browsing (spec: name = the category's slug).
  // @product-browsing
  route('product/categories', 'routes/products/categories.tsx'),
  route('products/category/:name', 'routes/products/browse.tsx', { id: 'products/category' }),
  route('products/subCategory/:name', 'routes/products/browse.tsx', { id: 'products/subCategory' }),
  route('products/subSubCategory/:name', 'routes/products/browse.tsx', { id: 'products/subSubCategory' }),

  // Every unknown path: the spec's page-not-found screen with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
