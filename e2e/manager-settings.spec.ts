import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { managerLogin, managerMenu, isPhone } from './support/session.ts';

test(
  'a manager edits the copyright text and the home page SEO title; the public home page shows both',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const phone = isPhone(testInfo);
    const stamp = Date.now().toString().slice(-6);
    const copyright = `همه حقوق این بازار محفوظ است، نسخه ${stamp}`;
    const seoTitle = `بازار آنلاین شهر ${stamp}`;

    await managerLogin(page, request);
    // What the demo data says now, put back at the end (the database is shared with the other journeys).
    const before = {
      texts: await (await page.request.get('/api/v1/manager/settings/texts')).json(),
      home: await (await page.request.get('/api/v1/manager/seo/home')).json(),
    };
    const original = (before.texts.groups as Array<{ texts: Array<{ name: string; content: string }> }>)
      .flatMap((group) => group.texts)
      .find((text) => text.name === 'copyright')?.content;

    try {
      // Settings > site texts > messages and footer: the copyright.
      await (await managerMenu(page, phone)).getByRole('link', { name: 'تنظیمات', exact: true }).click();
      await expect(page).toHaveURL(/\/manager\/settings\/site$/);
      await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'بخش‌های تنظیمات' });
      await sections.getByRole('link', { name: 'متن‌های سایت' }).click();
      await page
        .getByRole('navigation', { name: 'گروه‌های متن' })
        .getByRole('link', { name: 'پیام‌ها و پاورقی' })
        .click();
      await expect(page).toHaveURL(/group=messagesAndFooter/);
      await expect(page.getByLabel('متن کپی‌رایت', { exact: true })).toHaveValue(original ?? '');
      await page.getByLabel('متن کپی‌رایت', { exact: true }).fill(copyright);
      await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
      // The same group read again, with what was saved.
      await expect(page).toHaveURL(/group=messagesAndFooter&notice=saved$/);
      await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
      await expect(page.getByLabel('متن کپی‌رایت', { exact: true })).toHaveValue(copyright);

      // A wrong value is refused with its field named, and nothing else changes.
      await page
        .getByRole('navigation', { name: 'گروه‌های متن' })
        .getByRole('link', { name: 'عنوان‌ها و پیوندها' })
        .click();
      await page.getByLabel('ایمیل', { exact: true }).fill('not-an-address');
      await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
      await expect(page.getByText('ایمیل معتبر نیست.')).toBeVisible();

      // Settings > SEO > home page.
      await sections.getByRole('link', { name: 'سئو' }).click();
      await expect(page).toHaveURL(/\/manager\/settings\/seo$/);
      await page.getByRole('link', { name: 'ویرایش سئوی صفحه اصلی' }).filter({ visible: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'سئوی «صفحه اصلی»' })).toBeVisible();
      await page.getByLabel('عنوان صفحه').fill(seoTitle);
      await page.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
      await expect(page).toHaveURL(/\/manager\/settings\/seo\?notice=saved$/);
      await expect(page.getByText(seoTitle, { exact: true }).filter({ visible: true })).toBeVisible();

      // The public home page: the new title in the tab, the new copyright in the footer.
      await page.goto('/');
      await expect(page).toHaveTitle(`${seoTitle} | شهربازار`);
      await expect(page.getByRole('contentinfo')).toContainText(copyright);
    } finally {
      await page.request.put('/api/v1/manager/settings/texts', { data: { copyright: original } });
      const { title, sectionTitle, metaTitle, metaDescription } = before.home;
      await page.request.put('/api/v1/manager/seo/home', { data: { title, sectionTitle, metaTitle, metaDescription } });
    }
  },
);

test('a manager adds an option entry, finds it by its group and deletes it after confirming', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const group = `e2eLinks${Date.now().toString().slice(-6)}`;
  const title = `پیوند آزمون ${group.slice(-6)}`;

  await managerLogin(page, request);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'گزینه‌ها', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'گزینه‌ها' })).toBeVisible();
  // The demo footer links are there; the site texts are not (they have their own screen).
  await expect(page.getByText('footerLinks', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('siteText', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'افزودن گزینه' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن گزینه' })).toBeVisible();
  await page.getByRole('combobox', { name: 'گروه' }).fill(group);
  await page.getByRole('textbox', { name: 'نام' }).fill('blog');
  await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
  await page.getByLabel('محتوا').fill('/blog');
  await page.getByRole('button', { name: 'افزودن گزینه' }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/options\\?group=${group}&notice=created$`));
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();

  // The same name in the same group again: refused, the name field says why.
  await page.goto(`/manager/option/create?group=${group}`);
  await page.getByRole('textbox', { name: 'نام' }).fill('blog');
  await page.getByRole('button', { name: 'افزودن گزینه' }).click();
  await expect(page.getByText('گزینه‌ای با این نام در این گروه وجود دارد.').first()).toBeVisible();

  await page.goto(`/manager/options?group=${group}`);
  await page
    .getByRole('link', { name: `حذف گزینه ${title}` })
    .filter({ visible: true })
    .click();
  // The question shows in a dialog once the page is live, or on its own page when the tap came first: the same words
  // and the same «بله» either way.
  await expect(page.getByText(`گزینه «${title}» از گروه «${group}» حذف شود؟`)).toBeVisible();
  await page.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.')).toBeVisible();
});
