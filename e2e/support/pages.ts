import { type APIRequestContext } from '@playwright/test';
import { expect } from './expect.ts';
import { DEMO } from './session.ts';

// The pages of every kind, as their users reach them (issue 32): the hydration journey opens each in a browser, the
// HTML check reads each one's server HTML. The records they show are found through the API, none written here.

type Item = { id: number; slug: string; slugId: string };
type Items<T = Item> = { items: T[] };

/** The public path of each vertical and its API key. */
const VERTICALS = [
  { path: 'ads', key: 'ads' },
  { path: 'advertise', key: 'advertise' },
  { path: 'expert', key: 'expert' },
  { path: 'work', key: 'work' },
  { path: 'doctor', key: 'clinic' },
  { path: 'lawyer', key: 'lawyer' },
] as const;
/** The product page's segment of each booth type (packages/domain rules/booth.ts PRODUCT_SEGMENT_OF_BOOTH). */
const PRODUCT_SEGMENT = { shop: 'product', jewelry: 'jewelry', realEstate: 'realEstate', autoExpo: 'autoExpo' };
type BoothType = keyof typeof PRODUCT_SEGMENT;
/** The owner's panel segment of each vertical (myAds, myClinic...). */
const PANEL = ['myAds', 'myAdvertise', 'myExpert', 'myWork', 'myClinic', 'myLawyer', 'myBooths'];

/** An API answer that must be there. */
export async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs `api` (a browser context's request, or a client of its own) in to a panel with password and captcha. */
export async function signInAs(api: APIRequestContext, username: string, panel: 'general' | 'agent' | 'manager') {
  const { captchaId } = await json<{ captchaId: string }>(api, '/api/v1/auth/captcha');
  const { answer } = await json<{ answer: string }>(api, `/api/v1/dev/captcha/${captchaId}`);
  const login = await api.post('/api/v1/auth/login/password', {
    data: { username, password: DEMO.customer.password, captchaId, captchaCode: answer, panel },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** The demo agent (README). */
export const AGENT = '09120000003';

/**
 * A visitor's pages: home, search, basket, sign-in; each vertical's landing, list, a listing's page and its forms
 * for visitors; the booths' landing and list, a booth's page and a product's page of each of the four booth types.
 */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const paths = ['/', '/search', '/basket', '/post', '/auth/panel/login', '/auth/register', '/doctor/specialties'];
  for (const { path, key } of VERTICALS) {
    const [item] = (await json<Items>(request, `/api/v1/${key}?perPage=1`)).items;
    expect(item, `a ${key} listing`).toBeDefined();
    paths.push(
      `/${path}`,
      `/${path}/list`,
      path === 'doctor' ? `/doctor/${item!.slugId}` : `/${path}/${item!.slug}/${item!.slugId}`,
    );
    if (path === 'work') paths.push(`/work/${item!.slug}/${item!.slugId}/apply`);
  }
  paths.push('/lawyer/advice', '/lawyer/questions', '/lawyer/questions/ask', '/lawyer/projects', '/lawyer/articles');
  paths.push('/booth', '/booth/list');
  const booths = (await json<Items<{ name: string; type: BoothType }>>(request, '/api/v1/booth?perPage=50')).items;
  for (const type of Object.keys(PRODUCT_SEGMENT) as BoothType[]) {
    let product: string | undefined;
    for (const booth of booths.filter((candidate) => candidate.type === type)) {
      const [first] = (await json<Items<{ id: number }>>(request, `/api/v1/products?booth=${booth.name}&perPage=1`))
        .items;
      if (!first) continue;
      paths.push(`/booth/${booth.name}`);
      product = `/booth/${booth.name}/${PRODUCT_SEGMENT[type]}/${first.id}`;
      break;
    }
    expect(product, `a product of a ${type} booth`).toBeDefined();
    paths.push(product!);
  }
  return paths;
}

/**
 * The user panel's main screens for the demo customer signed in on `api` (who owns the demo booths and clinics): the
 * dashboard and profile, each vertical's own list and form, a booth's manager, a clinic's screens, the bought things,
 * the money, the messages. `clinicId` names the clinic whose screens are opened (the customer's first otherwise).
 */
export async function panelPages(api: APIRequestContext, clinicId?: number): Promise<string[]> {
  const [booth] = (await json<Items<{ id: number; type: BoothType }>>(api, '/api/v1/me/booth')).items;
  const [firstClinic] = (await json<Items>(api, '/api/v1/me/clinic')).items;
  expect(booth && firstClinic, 'the demo customer’s booth and clinic').toBeTruthy();
  const clinic = clinicId ?? firstClinic!.id;
  return [
    '/panel/dashboard',
    '/panel/profile',
    '/panel/authenticate',
    '/panel/myDocuments',
    ...PANEL.map((segment) => `/panel/${segment}`),
    ...PANEL.filter((segment) => segment !== 'myBooths').map((segment) => `/panel/${segment}/create`),
    '/panel/myBooth/create',
    `/panel/myBooth/${booth!.id}/dashboard`,
    `/panel/myBooth/${booth!.id}/details`,
    `/panel/myBooth/${booth!.id}/products`,
    `/panel/myBooth/${booth!.id}/${booth!.type}Product/create`,
    `/panel/myBooth/${booth!.id}/orders`,
    `/panel/myClinic/${clinic}`,
    `/panel/myClinic/${clinic}/dashboard`,
    `/panel/myClinic/${clinic}/consultations`,
    `/panel/myClinic/${clinic}/appointments`,
    `/panel/myClinic/${clinic}/appointmentBook`,
    `/panel/myClinic/${clinic}/tariffs`,
    '/panel/consultations',
    '/panel/appointments',
    '/panel/chats',
    '/panel/orders',
    '/panel/payments',
    '/panel/wallet/charge',
    '/panel/withdraws',
    '/panel/tickets',
    '/panel/ticket/create',
    '/panel/notifications',
    '/panel/favorites',
    '/panel/myQuestions',
    '/panel/lawyerProjects',
  ];
}

/** The agent panel's main screens. */
export const AGENT_PAGES = [
  '/agent/dashboard',
  '/agent/user/index',
  '/agent/booth/index',
  '/agent/document/index',
  '/agent/order/index',
];

/** The back office's main screens. */
export const MANAGER_PAGES = [
  '/manager/dashboard',
  '/manager/users',
  '/manager/roles',
  '/manager/documents',
  '/manager/listings',
  '/manager/listing-reports',
  '/manager/orders',
  '/manager/categories',
  '/manager/cities',
  '/manager/posts',
  '/manager/chat-reports',
];
