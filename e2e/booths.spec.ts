import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { submitForm } from './support/forms.ts';
import { freshMobile, managerLogin, managerMenu, secondBrowser, signInWithCode, isPhone } from './support/session.ts';

// The booths journey of issue 12: a user opens a shop booth with the shop package paid per sale (no payment up
// front), the demo manager approves it, the owner adds a product with two variants in the booth manager, and a
// visitor sees the booth's page and the product's page, whose price and stock follow the variant picked.

test(
  'a user opens a booth, a manager approves it, the owner adds a product with two variants, visitors see them',
  { tag: '@desktop' },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const phone = isPhone(testInfo);
    const mark = String(Date.now()).slice(-7);
    const name = `e2e-shop-${mark}`;
    const title = `موبایل‌سرای ${mark}`;
    type States = Array<{ cities: Array<{ id: number; slug: string }> }>;
    const states = ((await (await request.get('/api/v1/states')).json()) as { items: States }).items;
    const cityId = states.flatMap((state) => state.cities).find((city) => city.slug === 'ardabil')?.id;
    expect(cityId).toBeDefined();

    // «ثبت غرفه» from the booths' landing asks for a sign-in and comes back to the registration.
    await page.goto('/booth');
    await page.getByRole('link', { name: 'ثبت غرفه' }).click();
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2FmyBooth%2Fcreate$/);
    await signInWithCode(page, request, freshMobile('0939'));
    await expect(page).toHaveURL(/\/panel\/myBooth\/create$/);

    // First the type, then the spec's registration fields.
    await page.getByRole('link', { name: 'فروشگاه', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ثبت غرفه: فروشگاه' })).toBeVisible();
    const select = (label: string) => page.getByRole('combobox', { name: label, exact: true });
    await select('دسته').selectOption({ label: 'کالای دیجیتال' });
    await select('زیردسته').selectOption({ label: 'موبایل و تبلت' });
    await select('شهر').selectOption(String(cityId));
    await page.getByRole('textbox', { name: 'عنوان غرفه' }).fill(title);
    // A name with Persian letters is refused beside the field; the Latin one is taken as the address.
    await page.getByRole('textbox', { name: 'نام لاتین غرفه (آدرس)' }).fill('موبایل');
    await page.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نرگس احمدی');
    await page.getByRole('textbox', { name: 'کد ملی' }).fill('۰۴۹۹۳۷۰۸۹۹');
    await page.getByRole('radio', { name: /فروشگاه پورسانتی/ }).check();
    await page.getByRole('button', { name: 'ثبت غرفه' }).click();
    await expect(page.getByText(/نام غرفه باید ۳ تا ۴۰ حرف لاتین/)).toBeVisible();
    await page.getByRole('textbox', { name: 'نام لاتین غرفه (آدرس)' }).fill(name);
    await page.getByRole('button', { name: 'ثبت غرفه' }).click();
    await expect(page).toHaveURL(/\/panel\/myBooths\?notice=created$/);
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('در انتظار بررسی')).toBeVisible();

    // Not public before review.
    expect((await request.get(`/booth/${name}`)).status()).toBe(404);

    // The demo manager approves it in the moderation queue.
    const back = await secondBrowser(browser, testInfo, baseURL);
    const manager = await back.newPage();
    await managerLogin(manager, request);
    await (await managerMenu(manager, phone)).getByRole('link', { name: 'بررسی آگهی‌ها' }).click();
    await manager.getByRole('searchbox', { name: 'جستجو' }).fill(mark);
    await manager.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await manager.getByRole('link', { name: title }).filter({ visible: true }).click();
    await manager.getByRole('button', { name: 'تأیید و انتشار' }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'وضعیت غرفه تغییر کرد.' })).toBeVisible();
    await back.close();

    // The owner opens the booth manager and adds a shirt in two sizes, each with its own price, stock and discount.
    await page.goto('/panel/myBooths');
    await page.getByRole('link', { name: `ویرایش «${title}»` }).click();
    await expect(page).toHaveURL(/\/panel\/myBooth\/\d+\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'جزئیات غرفه' })).toBeVisible();
    await page.getByRole('navigation', { name: 'مدیریت غرفه' }).getByRole('link', { name: 'محصولات' }).click();
    await expect(page.getByText('هنوز محصولی اضافه نکرده‌اید.')).toBeVisible();
    await page.getByRole('link', { name: 'افزودن محصول' }).click();
    await expect(page).toHaveURL(/\/panel\/myBooth\/\d+\/shopProduct\/create$/);
    await select('دسته').selectOption({ label: 'کالای دیجیتال' });
    await select('زیردسته').selectOption({ label: 'موبایل و تبلت' });
    await select('نوع').selectOption({ label: 'گوشی موبایل' });
    const product = `گوشی آزمایشی ${mark}`;
    await page.getByRole('textbox', { name: 'عنوان محصول' }).fill(product);
    const row = (n: number) => page.getByRole('group', { name: `تنوع ${n.toLocaleString('fa-IR')}` });
    await row(1).getByLabel('اندازه').fill('۱۲۸ گیگ');
    await row(1).getByLabel('قیمت (تومان)').fill('۱۰٬۰۰۰٬۰۰۰');
    await row(1).getByLabel('موجودی').fill('۳');
    await row(1).getByLabel('تخفیف (درصد)').fill('۱۰');
    await row(2).getByLabel('اندازه').fill('۲۵۶ گیگ');
    await row(2).getByLabel('نام رنگ').fill('مشکی');
    await row(2).getByLabel('قیمت (تومان)').fill('۱۲۵۰۰۰۰۰');
    await row(2).getByLabel('موجودی').fill('۱');
    await submitForm(page, page.getByRole('button', { name: 'افزودن محصول' }));
    await expect(page).toHaveURL(/\/panel\/myBooth\/\d+\/products\?notice=created$/);
    await expect(page.getByRole('link', { name: product }).first()).toBeVisible();

    // A visitor: the booth's page with its product, then the product's page and its variants.
    const visitor = await (await secondBrowser(browser, testInfo, baseURL)).newPage();
    await visitor.goto(`/booth/${name}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('باز', { exact: true })).toBeVisible();
    const card = visitor.getByRole('link', { name: new RegExp(product) });
    await expect(card).toContainText('۹٬۰۰۰٬۰۰۰ تومان');
    if (phone) {
      // On a phone what the booth sells comes before its «درباره غرفه» (issue 35 #8: the about block came first).
      const products = await visitor.getByRole('heading', { level: 2, name: 'محصولات', exact: true }).boundingBox();
      const about = await visitor.getByRole('heading', { level: 2, name: 'درباره غرفه', exact: true }).boundingBox();
      expect(products!.y).toBeLessThan(about!.y);
    }
    await card.click();
    await expect(visitor).toHaveURL(new RegExp(`/booth/${name}/product/\\d+$`));
    await expect(visitor.getByRole('heading', { level: 1, name: product })).toBeVisible();
    const price = visitor.getByTestId('product-price');
    const stock = visitor.getByTestId('product-stock');
    await expect(price).toHaveText('۹٬۰۰۰٬۰۰۰ تومان');
    await expect(visitor.getByText('۱۰٬۰۰۰٬۰۰۰ تومان', { exact: true }).first()).toBeVisible();
    await expect(stock).toHaveText('۳ عدد موجود');
    // A variant tap asks the server for nothing: the page has every variant's offer (a slow phone waits for no answer).
    const asked: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) asked.push(request.url());
    });
    await visitor.getByRole('button', { name: /انتخاب ۲۵۶ گیگ · مشکی/ }).click();
    await expect(price).toHaveText('۱۲٬۵۰۰٬۰۰۰ تومان');
    await expect(stock).toHaveText('۱ عدد موجود');
    await visitor.getByRole('button', { name: /انتخاب ۱۲۸ گیگ/ }).click();
    await expect(price).toHaveText('۹٬۰۰۰٬۰۰۰ تومان');
    await expect(visitor).toHaveURL(/\?variant=\d+$/);
    expect(asked).toEqual([]);
    // The seller's card leads back to the booth.
    await visitor.getByRole('link', { name: 'مشاهده غرفه' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/booth/${name}$`));
  },
);
