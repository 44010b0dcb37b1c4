import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { lawyerIds } from './support/lawyers.ts';
import { freshMobile, managerApi, signInWithCode } from './support/session.ts';

// Issue 35 item 1, on a phone: the owner of a live ad taps «نردبان» on its row in «آگهی‌های من», chooses the ladder
// package with its price, pays at the sandbox bank, and the ad is still live and now first in its city's list. It was
// live the whole time: a purchase is not an edit, and no manager reviews it again.

interface Chain {
  subSubId: number;
}

/** A city of the journey's own: its lists hold only what the journey publishes. */
async function ownCity(manager: APIRequestContext, mark: string) {
  const state = await manager.post('/api/v1/manager/states', {
    data: { name: `استان ${mark}`, slug: `e2e-s-${mark}` },
  });
  expect(state.status(), await state.text()).toBe(201);
  const slug = `e2e-bump-${mark}`;
  const city = await manager.post('/api/v1/manager/cities', {
    data: {
      state_id: ((await state.json()) as { id: number }).id,
      name: `شهر ${mark}`,
      slug,
      latitude: 38.25,
      longitude: 48.29,
    },
  });
  expect(city.status(), await city.text()).toBe(201);
  return { slug, id: ((await city.json()) as { id: number }).id };
}

/** A ladder package (a bump) of a package type: the price and days given. */
async function ladderPackage(manager: APIRequestContext, type: number, title: string, price: number, days: number) {
  const ladder = await manager.post('/api/v1/manager/packages', {
    data: { planType: 1, type, categoryTitle: 'نردبان', title, price, days, accessPermissions: ['ladder'] },
  });
  expect(ladder.status(), await ladder.text()).toBe(201);
}

/** The first sub-sub category of the ads tree (the demo data seeds one). */
async function adsChain(api: APIRequestContext): Promise<Chain> {
  type Tree = Array<{ subCategories: Array<{ subSubCategories: Array<{ id: number }> }> }>;
  const { items } = (await (await api.get('/api/v1/categories?type=ads')).json()) as { items: Tree };
  const subSub = items.flatMap((category) => category.subCategories.flatMap((sub) => sub.subSubCategories))[0];
  expect(subSub, 'the demo data seeds the ads tree').toBeDefined();
  return { subSubId: subSub!.id };
}

test('the owner bumps a live ad from its row, pays at the bank, and it stays live, first in its list', async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const manager = await managerApi(playwright, baseURL);

  // A city of the journey's own (its list holds only what the journey publishes) and a ladder package.
  const { slug: citySlug, id: cityId } = await ownCity(manager, mark);
  const ladderTitle = `نردبان آزمون ${mark}`;
  await ladderPackage(manager, 7, ladderTitle, 20_000, 7);
  type Packages = { items: Array<{ id: number; planType: number; price: number }> };
  const free = ((await (await manager.get('/api/v1/packages?type=7')).json()) as Packages).items.find(
    (pkg) => pkg.planType === 0 || pkg.price === 0,
  );
  expect(free, 'the demo data offers a free ads package').toBeDefined();
  const chain = await adsChain(manager);

  // The owner signs in on the phone, and has two live ads in that city (set up through the API in the page's own
  // session: posting has its own journey).
  await page.goto('/panel/myAds');
  await signInWithCode(page, request, freshMobile('0937'));
  await expect(page).toHaveURL(/\/panel\/myAds$/);
  const owner = page.request;
  const publish = async (title: string) => {
    const res = await owner.post('/api/v1/me/ads', {
      data: {
        city_id: cityId,
        package_id: free!.id,
        general_sub_sub_category_id: chain.subSubId,
        title,
        description: 'سالم و کم‌کار.',
        price: 1_500_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const ad = (await res.json()) as { id: number };
    const approved = await manager.post(`/api/v1/manager/listings/${ad.id}/status`, { data: { status: 2 } });
    expect(approved.status(), await approved.text()).toBe(200);
    return ad.id;
  };
  const olderTitle = `میز تحریر ${mark}`;
  const older = await publish(olderTitle);
  const newer = await publish(`صندلی گردان ${mark}`);
  const publicList = async () =>
    ((await (await request.get(`/api/v1/ads?city=${citySlug}`)).json()) as { items: Array<{ id: number }> }).items.map(
      (item) => item.id,
    );
  expect(await publicList()).toEqual([newer, older]);

  // The owner opens «آگهی‌های من» and taps «نردبان» on the older ad's row.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'آگهی‌های من' })).toBeVisible();
  await page.getByRole('link', { name: `نردبان برای «${olderTitle}»` }).click();

  // A small choice of the ladder packages with their prices; the ad is still live while the owner pays.
  const choice = page.getByRole('region', { name: `نردبان «${olderTitle}»` });
  await expect(choice).toBeVisible();
  await expect(choice.getByText('پس از پرداخت به بالای فهرست می‌رود')).toBeVisible();
  const option = choice.getByRole('radio', { name: new RegExp(ladderTitle) });
  await option.check();
  await expect(choice.locator('label').filter({ hasText: ladderTitle })).toContainText('۲۰٬۰۰۰ تومان');
  await page.screenshot({ path: testInfo.outputPath('bump-choice.png'), fullPage: true });
  await choice.getByRole('button', { name: 'ادامه و پرداخت' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  await expect(page.getByText('۲۰٬۰۰۰ تومان').first()).toBeVisible();
  expect(await publicList()).toEqual([newer, older]);

  await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  expect(await publicList()).toEqual([newer, older]);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();

  // Paid: the ad is first in its city's list, still live, and nobody was asked to review it again.
  expect(await publicList()).toEqual([older, newer]);
  await page.goto(`/ads/list/${citySlug}`);
  const cards = page.getByRole('main').getByRole('link', { name: new RegExp(`(میز تحریر|صندلی گردان) ${mark}`) });
  await expect(cards.first()).toContainText(olderTitle);
  await page.goto('/panel/myAds');
  const row = page.getByRole('listitem').filter({ hasText: olderTitle });
  await expect(row.getByText('فعال', { exact: true })).toBeVisible();
  // The package's seven days: lifted again each day, the next lift a day from now.
  await expect(row.getByText(/^۷ روز نردبان مانده · نردبان بعدی .+ ۱۴[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bumped.png'), fullPage: true });
  await manager.dispose();
});

test('the owner of a live ad finds «نردبان» and «تمدید» on its public page and bumps it from there; a visitor sees neither @desktop', async ({
  page,
  browser,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const manager = await managerApi(playwright, baseURL);
  const { slug: citySlug, id: cityId } = await ownCity(manager, `p${mark}`);
  const ladderTitle = `نردبان صفحه ${mark}`;
  await ladderPackage(manager, 7, ladderTitle, 25_000, 3);
  type Packages = { items: Array<{ id: number; planType: number; price: number }> };
  const free = ((await (await manager.get('/api/v1/packages?type=7')).json()) as Packages).items.find(
    (pkg) => pkg.planType === 0 || pkg.price === 0,
  );
  const chain = await adsChain(manager);

  await page.goto('/panel/myAds');
  await signInWithCode(page, request, freshMobile('0939'));
  await expect(page).toHaveURL(/\/panel\/myAds$/);
  const publish = async (title: string) => {
    const res = await page.request.post('/api/v1/me/ads', {
      data: {
        city_id: cityId,
        package_id: free!.id,
        general_sub_sub_category_id: chain.subSubId,
        title,
        description: 'تمیز و سالم.',
        price: 900_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const ad = (await res.json()) as { id: number; slug: string; slugId: string };
    const approved = await manager.post(`/api/v1/manager/listings/${ad.id}/status`, { data: { status: 2 } });
    expect(approved.status(), await approved.text()).toBe(200);
    return ad;
  };
  const title = `کتابخانه چوبی ${mark}`;
  const older = await publish(title);
  const newer = await publish(`چراغ مطالعه ${mark}`);
  const publicList = async () =>
    ((await (await request.get(`/api/v1/ads?city=${citySlug}`)).json()) as { items: Array<{ id: number }> }).items.map(
      (item) => item.id,
    );
  expect(await publicList()).toEqual([newer.id, older.id]);
  const address = `/ads/${older.slug}/${older.slugId}`;

  // A visitor (another browser, no session) reads the ad without the owner's part.
  const visitor = await browser.newContext({ baseURL, locale: 'fa-IR' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(address);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'نردبان و تمدید' })).toHaveCount(0);
  await expect(visitorPage.getByRole('link', { name: `نردبان برای «${title}»` })).toHaveCount(0);
  await visitor.close();

  // The owner opens their own public ad page: «نردبان» and «تمدید» are there, for them alone.
  await page.goto(address);
  const part = page.getByRole('region', { name: 'نردبان و تمدید' });
  await expect(part.getByText('این آگهی مال شماست')).toBeVisible();
  await expect(part.getByRole('link', { name: `تمدید «${title}»` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('own-ad-page.png'), fullPage: true });
  await part.getByRole('link', { name: `نردبان برای «${title}»` }).click();
  const choice = page.getByRole('region', { name: `نردبان «${title}»` });
  await expect(choice).toBeVisible();
  await choice.getByRole('radio', { name: new RegExp(ladderTitle) }).check();
  await expect(choice.locator('label').filter({ hasText: ladderTitle })).toContainText('۲۵٬۰۰۰ تومان');
  await page.screenshot({ path: testInfo.outputPath('own-ad-page-choice.png'), fullPage: true });
  await choice.getByRole('button', { name: 'ادامه و پرداخت' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  // Still live and where it was while the owner pays; paid at the bank, it is first in its city's list.
  expect(await publicList()).toEqual([newer.id, older.id]);
  await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/SB/);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();
  expect(await publicList()).toEqual([older.id, newer.id]);
  // Back on its page, the owner reads the bump's days.
  await page.goto(address);
  await expect(page.getByRole('region', { name: 'نردبان و تمدید' }).getByText(/^۳ روز نردبان مانده/)).toBeVisible();
  await manager.dispose();
});

test('a booth’s owner bumps the live booth from its manager’s dashboard, in the booth’s words', async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const manager = await managerApi(playwright, baseURL);
  const city = await ownCity(manager, `b${mark}`);
  const ladderTitle = `نردبان غرفه ${mark}`;
  await ladderPackage(manager, 0, ladderTitle, 30_000, 3);
  type Packages = { items: Array<{ id: number; planType: number; price: number }> };
  const free = ((await (await manager.get('/api/v1/packages?type=0')).json()) as Packages).items.find(
    (pkg) => pkg.planType !== 1,
  );
  expect(free, 'the demo data offers a shop package that is not paid up front').toBeDefined();
  type Tree = Array<{ subCategories: Array<{ id: number }> }>;
  const tree = ((await (await manager.get('/api/v1/categories?type=shop')).json()) as { items: Tree }).items;
  const subCategory = tree.flatMap((category) => category.subCategories)[0]!;

  // A new owner signs in on the phone with two live shops in the journey's city, the older one theirs to bump.
  await page.goto('/panel/myBooths');
  await signInWithCode(page, request, freshMobile('0938'));
  await expect(page).toHaveURL(/\/panel\/myBooths$/);
  const open = async (name: string, title: string) => {
    const res = await page.request.post('/api/v1/me/booth', {
      data: {
        type: 'shop',
        city_id: city.id,
        package_id: free!.id,
        general_sub_category_id: subCategory.id,
        name,
        title,
        userName: 'مریم کریمی',
        nationalCode: '0499370899',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booth = (await res.json()) as { id: number };
    const approved = await manager.post(`/api/v1/manager/listings/${booth.id}/status`, { data: { status: 2 } });
    expect(approved.status(), await approved.text()).toBe(200);
    return booth.id;
  };
  const title = `کتاب‌فروشی ${mark}`;
  const older = await open(`e2e-books-${mark}`, title);
  const newer = await open(`e2e-toys-${mark}`, `اسباب‌بازی ${mark}`);
  const booths = async () =>
    (
      (await (await request.get(`/api/v1/booth?city=${city.slug}`)).json()) as { items: Array<{ id: number }> }
    ).items.map((item) => item.id);
  expect(await booths()).toEqual([newer, older]);

  // Every page of its manager, its products too, has «نردبان» and «تمدید» by the booth's name; they open the
  // dashboard's choice, and the ladder's choice speaks of the booth.
  await page.goto(`/panel/myBooth/${older}/products`);
  await expect(page.getByRole('link', { name: `تمدید «${title}»` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('booth-products-promote.png'), fullPage: true });
  await page.getByRole('link', { name: `نردبان برای «${title}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/myBooth/${older}/dashboard\\?buy=${older}&kind=bump`));
  const promote = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'نردبان و تمدید غرفه' }) })
    .first();
  await expect(promote.getByRole('link', { name: `تمدید «${title}»` })).toBeVisible();
  // On the dashboard the buttons are its card's only: one «نردبان» on the page.
  await expect(page.getByRole('link', { name: `نردبان برای «${title}»` })).toHaveCount(1);
  const choice = page.getByRole('region', { name: `نردبان «${title}»` });
  await expect(choice.getByText('غرفه در تمام مدت پرداخت روی سایت می‌ماند')).toBeVisible();
  await choice.getByRole('radio', { name: new RegExp(ladderTitle) }).check();
  await expect(choice.locator('label').filter({ hasText: ladderTitle })).toContainText('۳۰٬۰۰۰ تومان');
  await page.screenshot({ path: testInfo.outputPath('booth-bump-choice.png'), fullPage: true });
  await choice.getByRole('button', { name: 'ادامه و پرداخت' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();

  // Paid: first among the city's booths, live, and its dashboard says the days of its ladder.
  expect(await booths()).toEqual([older, newer]);
  await page.goto(`/panel/myBooth/${older}/dashboard`);
  await expect(promote).toContainText('۳ روز نردبان مانده');
  await page.screenshot({ path: testInfo.outputPath('booth-bumped.png'), fullPage: true });
  await manager.dispose();
});

test('a lawyer bumps the live profile from its ads screen, through the same choice, and it is first in its list', async ({
  page,
  playwright,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const manager = await managerApi(playwright, baseURL);
  const city = await ownCity(manager, `l${mark}`);
  const ladderTitle = `نردبان وکیل ${mark}`;
  await ladderPackage(manager, 11, ladderTitle, 25_000, 5);

  // A new lawyer signs in on the phone with two live profiles in the journey's city, the older one to bump.
  await page.goto('/panel/myLawyer');
  await signInWithCode(page, request, freshMobile('0939'));
  await expect(page).toHaveURL(/\/panel\/myLawyer$/);
  const ids = await lawyerIds(page.request);
  const open = async (title: string) => {
    const res = await page.request.post('/api/v1/me/lawyer', {
      data: {
        city_id: city.id,
        package_id: ids.pkg,
        general_sub_category_id: ids.family,
        title,
        description: 'دعاوی خانواده و مهریه',
        licenseNumber: String(10_000 + Math.floor(Math.random() * 89_999)),
        licenseExpiry: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const approved = await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } });
    expect(approved.status(), await approved.text()).toBe(200);
    return id;
  };
  const title = `وکیل نردبان ${mark}`;
  const older = await open(title);
  const newer = await open(`وکیل تازه ${mark}`);
  const lawyers = async () =>
    (
      (await (await request.get(`/api/v1/lawyer?city=${city.slug}`)).json()) as { items: Array<{ id: number }> }
    ).items.map((item) => item.id);
  expect(await lawyers()).toEqual([newer, older]);

  // The profile's ads screen («تبلیغ») offers the profile's own «نردبان» and «تمدید» above the section's ad packages.
  await page.goto(`/panel/myLawyer/${older}/ads`);
  const promote = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'نردبان و تمدید' }) })
    .first();
  await expect(promote.getByRole('link', { name: `تمدید «${title}»` })).toBeVisible();
  await promote.getByRole('link', { name: `نردبان برای «${title}»` }).click();
  const choice = page.getByRole('region', { name: `نردبان «${title}»` });
  await choice.getByRole('radio', { name: new RegExp(ladderTitle) }).check();
  await expect(choice.locator('label').filter({ hasText: ladderTitle })).toContainText('۲۵٬۰۰۰ تومان');
  await page.screenshot({ path: testInfo.outputPath('lawyer-bump-choice.png'), fullPage: true });
  await choice.getByRole('button', { name: 'ادامه و پرداخت' }).click();
  await expect(page).toHaveURL(/\/panel\/payment\/\d+$/);
  await page.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد.' })).toBeVisible();

  // Paid: first among the city's lawyers, still live, and its ads screen says the ladder's days.
  expect(await lawyers()).toEqual([older, newer]);
  await page.goto(`/panel/myLawyer/${older}/ads`);
  await expect(promote).toContainText('۵ روز نردبان مانده');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`lawyer-bumped-${width}.png`), fullPage: true });
  }
  await manager.dispose();
});
