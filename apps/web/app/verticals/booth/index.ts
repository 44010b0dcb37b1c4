import { BoothType, CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { boothPath, CATEGORY_TYPE_OF_BOOTH, PACKAGE_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { boothSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { AGENT, MANAGER } from '../../components/manager/access.ts';
import { BOOTH_FORM_FIELDS, boothBodyOf, BoothFormFields, boothTypeOf } from './booth-fields.tsx';
import { AgentBoothExtra, loadAgentBooth } from './pages/agent-booth-extra.tsx';

/**
 * Booths on the web (spec: /booth, /booth/list/..., /booth/{name}; panel myBooths, myBooth/create and the booth
 * manager /panel/myBooth/{id}/...). A booth's type picks its category tree and package type; its page is its name.
 */
export const boothVertical = defineWebVertical({
  key: 'booth',
  ...boothSection,
  // The buyer's orders (spec: orders, order/{id}).
  panelMenu: [{ to: '/panel/orders', label: 'orders.nav.orders', icon: 'order', also: ['/panel/order'] }],
  // The booths of the agent's users with their shelves and products, and their orders (ADR 0037, 0047).
  agentMenu: [
    {
      place: 'listings',
      to: '/agent/booth/index',
      label: 'boothMore.agent.booths',
      icon: 'booth',
      also: [
        '/agent/booth/',
        '/agent/category/',
        '/agent/shopProduct',
        '/agent/jewelryProduct',
        '/agent/realEstateProduct',
        '/agent/autoExpoProduct',
      ],
      policy: AGENT.boothsIndex,
    },
    {
      place: 'orders',
      to: '/agent/order/index',
      label: 'orders.manager.nav',
      icon: 'order',
      also: ['/agent/order/'],
      policy: AGENT.boothsIndex,
    },
  ],
  // Orders of every booth (issue 17's back office).
  managerMenu: [
    {
      place: 'orders',
      to: '/manager/orders',
      label: 'orders.manager.nav',
      icon: 'order',
      also: ['/manager/order/'],
      policy: MANAGER.ordersIndex,
    },
  ],
  home: true,
  categoryType: CategoryType.shop,
  categoryTypes: BoothType.values.map((type) => CATEGORY_TYPE_OF_BOOTH[type]),
  categoryLevel: 'subCategory',
  packageType: PackageType.shop,
  kindOf: (listing, url) => {
    const type = boothTypeOf(listing, url);
    return { categoryType: CATEGORY_TYPE_OF_BOOTH[type], packageType: PACKAGE_TYPE_OF_BOOTH[type] };
  },
  detailPath: (listing) => (typeof listing.name === 'string' && listing.name ? boothPath(listing.name) : '/booth'),
  cardImage: (listing) =>
    listing.images[0] ?? (typeof listing.logo === 'string' && listing.logo ? { id: 0, path: listing.logo } : undefined),
  ownerPages: {
    mine: '/panel/myBooths',
    create: '/panel/myBooth/create',
    one: (id) => `/panel/myBooth/${id}/details`,
    remove: (id) => `/panel/myBooth/${id}/delete`,
  },
  // An agent edits a booth of a user they onboarded with the owner's form, its shelves and products on top (ADR 0047).
  agentPages: {
    api: '/api/v1/agent/booth',
    list: '/agent/booth/index',
    one: (id) => `/agent/booth/${id}/details`,
    policies: { index: AGENT.boothsIndex, edit: AGENT.boothsEdit },
    Extra: AgentBoothExtra,
    load: loadAgentBooth,
  },
  // The back office's page of a booth's products (its shelves are the owner's).
  managerLinks: [{ label: 'boothMore.manager.products', to: (id) => `/manager/booth/${id}/products` }],
  highlight: (listing, locale) => {
    const type = BoothType.is(listing.type) ? BoothType.label(listing.type, locale) : '';
    const subTitle = typeof listing.subTitle === 'string' ? listing.subTitle : '';
    return [type, subTitle].filter(Boolean).join(' · ');
  },
  FormFields: BoothFormFields,
  formFields: BOOTH_FORM_FIELDS,
  bodyOf: boothBodyOf,
  // schema.org: a booth is a local business at its address, with its telephone (ADR 0043).
  structuredData: schemaOrg('LocalBusiness', (listing) => {
    const region = typeof listing.region === 'string' ? listing.region : '';
    return region ? { areaServed: region } : {};
  }),
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default boothVertical;
