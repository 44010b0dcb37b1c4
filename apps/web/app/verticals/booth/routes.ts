import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/** One form for every booth type's products (spec: shopProduct, jewelryProduct... each /create and /{id}). */
const PRODUCT_FORMS = ['shopProduct', 'jewelryProduct', 'realEstateProduct', 'autoExpoProduct'];

/**
 * A booth's pages: the core's landing and list, a booth's page at its name (spec: /booth/{name}), its products', the
 * basket and product browsing; the booth manager, the buyer's orders, the agent's booths and the back office's.
 */
export default defineVerticalRoutes({
  public: [
    // The basket (spec: /basket): kept in the browser, checked out per booth (app/verticals/booth/basket/).
    route('basket', 'verticals/booth/basket/basket-page.tsx'),
    ...listingRoutes('booth', { detail: false }),
    route('booth/:name', 'verticals/booth/pages/booth-page.tsx', { id: 'booth/page' }),
    // A product's page under its booth, one segment per booth type (spec: product, jewelry, realEstate, autoExpo).
    ...['product', 'jewelry', 'realEstate', 'autoExpo'].map((segment) =>
      route(`booth/:name/${segment}/:productId`, 'verticals/booth/pages/product-page.tsx', {
        id: `booth/${segment}`,
      }),
    ),
    // Product browsing (spec: name = the category's slug).
    route('product/categories', 'verticals/booth/pages/product-categories.tsx'),
    route('products/category/:name', 'verticals/booth/pages/product-browse.tsx', { id: 'products/category' }),
    route('products/subCategory/:name', 'verticals/booth/pages/product-browse.tsx', { id: 'products/subCategory' }),
    route('products/subSubCategory/:name', 'verticals/booth/pages/product-browse.tsx', {
      id: 'products/subSubCategory',
    }),
  ],
  panel: [
    // Booths (spec: myBooths, myBooth/create) and the booth manager (spec: /panel/myBooth/{boothId}/...).
    route('myBooths', 'routes/panel/listings/mine.tsx', { id: 'booth/mine' }),
    route('myBooth/create', 'verticals/booth/pages/register.tsx', { id: 'booth/create' }),
    route('myBooth/:id', 'verticals/booth/pages/manager-layout.tsx', { id: 'booth/manager' }, [
      route('dashboard', 'verticals/booth/pages/dashboard.tsx', { id: 'booth/dashboard' }),
      route('details', 'routes/panel/listings/edit.tsx', { id: 'booth/edit' }),
      route('delete', 'routes/panel/listings/delete.tsx', { id: 'booth/delete' }),
      route('products', 'verticals/booth/pages/products.tsx', { id: 'booth/products' }),
      // Its orders and shipping methods (app/verticals/booth/orders/).
      route('orders', 'verticals/booth/orders/booth-orders.tsx', { id: 'booth/orders' }),
      route('order/:orderId', 'verticals/booth/orders/booth-order.tsx', { id: 'booth/order' }),
      route('shipping', 'verticals/booth/orders/shipping.tsx', { id: 'booth/shipping' }),
      route('products/:productId/delete', 'verticals/booth/pages/product-delete.tsx', { id: 'booth/product/delete' }),
      // The booth's own shelves and stories (spec: categories, stories, story/create, story/{id}).
      route('categories', 'verticals/booth/pages/categories.tsx', { id: 'booth/categories' }),
      route('categories/:partId/delete', 'verticals/booth/pages/part-delete.tsx', { id: 'booth/category/delete' }),
      route('stories', 'verticals/booth/pages/stories.tsx', { id: 'booth/stories' }),
      route('stories/:partId/delete', 'verticals/booth/pages/part-delete.tsx', { id: 'booth/story/delete' }),
      route('story/create', 'verticals/booth/pages/story-edit.tsx', { id: 'booth/story/create' }),
      route('story/:storyId', 'verticals/booth/pages/story-edit.tsx', { id: 'booth/story/edit' }),
      ...PRODUCT_FORMS.flatMap((segment) => [
        route(`${segment}/create`, 'verticals/booth/pages/product-edit.tsx', { id: `booth/${segment}/create` }),
        route(`${segment}/:productId`, 'verticals/booth/pages/product-edit.tsx', { id: `booth/${segment}/edit` }),
      ]),
    ]),
    // The buyer's orders (spec: orders, order/{id}).
    route('orders', 'verticals/booth/orders/my-orders.tsx'),
    route('order/:id', 'verticals/booth/orders/my-order.tsx'),
  ],
  agent: [
    // The booths and products of the agent's users (spec: booth/index, booth/create, booth/{id}/details and each
    // {type}Product/create and /{id}/details, the booth in ?booth=; ADR 0037): the owner's forms, the agent's door.
    route('booth/index', 'verticals/booth/pages/agent-booths.tsx'),
    route('booth/create', 'verticals/booth/pages/register.tsx', { id: 'agent/booth/create' }),
    // A booth's details are the owner's form through the agent's door, its shelves and products on top (ADR 0047).
    route('booth/:id/details', 'routes/panel/listings/edit.tsx', { id: 'agent/booth/details' }),
    // The agent pays the booth's package for its owner, online; the bank sends them back to verifyPayment (ADR 0053).
    route('booth/:id/payment', 'verticals/booth/pages/agent-booth-pay.tsx'),
    // Its shelves (spec: category/create, category/{id}/details, the booth in ?booth=), the booth manager's form.
    route('category/create', 'verticals/booth/pages/agent-category.tsx', { id: 'agent/category/create' }),
    route('category/:id/details', 'verticals/booth/pages/agent-category.tsx', { id: 'agent/category/details' }),
    route('booth/:id/categories/:partId/delete', 'verticals/booth/pages/part-delete.tsx', {
      id: 'agent/booth/category/delete',
    }),
    ...PRODUCT_FORMS.flatMap((segment) => [
      route(`${segment}/create`, 'verticals/booth/pages/product-edit.tsx', { id: `agent/${segment}/create` }),
      route(`${segment}/:productId/details`, 'verticals/booth/pages/product-edit.tsx', {
        id: `agent/${segment}/details`,
      }),
    ]),
    // The orders of the agent's users' booths (ADR 0037).
    route('order/index', 'verticals/booth/orders/admin-orders.tsx', { id: 'agent/orders' }),
    route('order/:id/details', 'verticals/booth/orders/admin-order.tsx', { id: 'agent/order' }),
  ],
  manager: [
    // A booth's products in any status, by status and search (issue 12's back office).
    route('booth/:id/products', 'verticals/booth/pages/manager-products.tsx', { id: 'manager/booth/products' }),
    // A product edited from the back office: the owner's form through the managers' door (issue 12).
    ...PRODUCT_FORMS.map((segment) =>
      route(`booth/:id/${segment}/:productId`, 'verticals/booth/pages/product-edit.tsx', {
        id: `manager/${segment}/edit`,
      }),
    ),
    // Orders of every booth (issue 17's back office, ADR 0037).
    route('orders', 'verticals/booth/orders/admin-orders.tsx', { id: 'manager/orders' }),
    route('order/:id', 'verticals/booth/orders/admin-order.tsx', { id: 'manager/order' }),
  ],
});
