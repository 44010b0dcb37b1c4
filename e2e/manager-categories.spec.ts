import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { submitForm } from './support/forms.ts';
import { shownLink } from './support/lists.ts';
import { png } from './support/png.ts';
import { managerLogin, managerMenu, isPhone } from './support/session.ts';

/** Chooses a picture on an edit page and waits until the stored WebP is shown. */
async function uploadPicture(page: Page, title: string, colour: [number, number, number]) {
  await page.getByLabel('انتخاب تصویر').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: png(160, 120, colour),
  });
  await expect(page.getByRole('status').filter({ hasText: 'تصویر ذخیره شد.' })).toBeVisible();
  await expect(page.getByRole('img', { name: `تصویر ${title}` })).toHaveAttribute(
    'src',
    /^\/images\/categories\/\d{4}\/\d{2}\/[0-9a-f]{24}-thumb\.webp$/,
  );
}

test(
  'a manager builds a three-level category with pictures, browses it on the site, and deletes the third level',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    // Three forms, three uploads and the public pages on a slow phone profile: more than the default 30 s.
    test.setTimeout(150_000);
    const phone = isPhone(testInfo);
    const run = `${Date.now().toString(36)}-${testInfo.project.name}`;
    const category = { title: `حراج آزمون ${run}`, slug: `e2e-sale-${run}` };
    const sub = { title: `لوازم آزمون ${run}`, slug: `e2e-goods-${run}` };
    const subSub = { title: `ظروف آزمون ${run}`, slug: `e2e-dishes-${run}` };

    await managerLogin(page, request);
    await (await managerMenu(page, phone)).getByRole('link', { name: 'دسته‌بندی‌ها', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'دسته‌بندی‌ها' })).toBeVisible();

    // The list filtered by a type shows the seeded tree of classified ads.
    await page.getByLabel('نوع', { exact: true }).selectOption({ label: 'آگهی' });
    await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await expect(page).toHaveURL(/\/manager\/categories\?type=ads$/);
    await expect(shownLink(page, 'وسایل نقلیه')).toBeVisible();
    await expect(shownLink(page, 'مد و پوشاک')).toHaveCount(0);

    // First level: created for the filtered type, then its picture on its editor.
    await page.getByRole('link', { name: 'افزودن دسته‌بندی' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن دسته‌بندی' })).toBeVisible();
    await expect(page.getByLabel('نوع (بخش سایت)')).toHaveValue('ads');
    await page.getByRole('button', { name: 'ساخت', exact: true }).click();
    await expect(page.getByText('عنوان الزامی است.')).toBeVisible();
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(category.title);
    await page.getByLabel('نامک انگلیسی (slug)').fill(category.slug);
    await page.getByRole('button', { name: 'ساخت', exact: true }).click();
    await expect(page).toHaveURL(/\/manager\/category\/\d+\/edit\?notice=created$/);
    await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();
    await uploadPicture(page, category.title, [200, 40, 40]);

    // Its English title (ADR 0045); then a Persian rename reminds the manager to revisit the English one.
    const english = page.getByRole('textbox', { name: 'عنوان به انگلیسی' });
    await english.fill(`E2E category ${run}`);
    await submitForm(page, page.getByRole('button', { name: 'ذخیره تغییرات' }));
    await expect(page).toHaveURL(/\/manager\/category\/\d+\/edit\?notice=saved/);
    await expect(english).toHaveValue(`E2E category ${run}`);
    const persian = page.getByRole('textbox', { name: 'عنوان', exact: true });
    const reminder = page.getByRole('status').filter({ hasText: 'مقدار انگلیسی را هم بازبینی کنید' });
    await expect(reminder).toHaveCount(0);
    await persian.fill(`${category.title} نو`);
    await expect(reminder).toBeVisible();
    await persian.fill(category.title);
    await expect(reminder).toHaveCount(0);

    // Second level, from the category's page.
    await page.getByRole('link', { name: 'زیردسته‌ها', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await page.getByRole('link', { name: 'افزودن زیردسته', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن زیردسته' })).toBeVisible();
    await expect(page.getByLabel('دسته‌بندی والد')).toHaveValue(/^\d+$/);
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(sub.title);
    await page.getByLabel('نامک انگلیسی (slug)').fill(sub.slug);
    await page.getByRole('button', { name: 'ساخت', exact: true }).click();
    await expect(page).toHaveURL(/\/manager\/subCategory\/\d+\/edit\?notice=created$/);
    await uploadPicture(page, sub.title, [40, 160, 60]);

    // Third level, from the sub category's page: the form shows the category it falls under.
    await page.getByRole('link', { name: 'زیردسته‌ها', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: sub.title })).toBeVisible();
    await page.getByRole('link', { name: 'افزودن زیردسته سطح سوم' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن زیردسته سطح سوم' })).toBeVisible();
    await expect(page.getByText(`دسته‌بندی: ${category.title}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(subSub.title);
    // A slug that is not Latin kebab case is caught before sending.
    await page.getByLabel('نامک انگلیسی (slug)').fill('ظروف');
    await page.getByRole('button', { name: 'ساخت', exact: true }).click();
    await expect(page.getByText('مقدار وارد شده معتبر نیست.')).toBeVisible();
    await page.getByLabel('نامک انگلیسی (slug)').fill(subSub.slug);
    await page.getByRole('button', { name: 'ساخت', exact: true }).click();
    await expect(page).toHaveURL(/\/manager\/subSubCategory\/\d+\/edit\?notice=created$/);
    await uploadPicture(page, subSub.title, [40, 60, 200]);

    // The site: category -> sub category -> sub-sub category, with breadcrumbs and pictures.
    await page.goto(`/products/category/${category.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${category.title}`));
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'مسیر صفحه' });
    await expect(trail.getByRole('link', { name: 'آگهی', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: sub.title }).locator('img')).toHaveAttribute('src', /\.webp$/);
    await page.getByRole('link', { name: sub.title }).click();
    await expect(page).toHaveURL(new RegExp(`/products/subCategory/${sub.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: sub.title })).toBeVisible();
    await expect(trail.getByRole('link', { name: category.title })).toBeVisible();
    await page.getByRole('link', { name: subSub.title }).click();
    await expect(page).toHaveURL(new RegExp(`/products/subSubCategory/${subSub.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: subSub.title })).toBeVisible();
    await expect(trail.getByRole('link', { name: sub.title })).toBeVisible();
    await expect(page.getByText('در این دسته هنوز محصولی نیست.')).toBeVisible();

    // Back in the back office: the sub category's page lists the third level; it is deleted after confirming.
    await page.goto('/manager/categories?type=ads');
    await shownLink(page, category.title).click();
    await shownLink(page, sub.title).click();
    await expect(page.getByRole('heading', { level: 1, name: sub.title })).toBeVisible();
    // The confirmation is a dialog once the page is interactive (without JavaScript, a page of its own).
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', { name: `حذف ${subSub.title}` })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
    await expect(dialog.getByText(`زیردسته «${subSub.title}» حذف شود؟`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/subCategory\/\d+\?notice=deleted$/);
    await expect(shownLink(page, subSub.title)).toHaveCount(0);
    await expect(page.getByText('هنوز زیردسته‌ای برای این مورد ثبت نشده است.')).toBeVisible();

    // A category that still has a sub category is not deleted: the dialog says why.
    await page.goto(`/manager/categories?type=ads`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', { name: `حذف ${category.title}` })
      .filter({ visible: true })
      .click();
    await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('این دسته‌بندی زیردسته دارد؛ ابتدا زیردسته‌های آن را حذف کنید.');

    // The deleted page is gone from the site.
    await page.goto(`/products/subSubCategory/${subSub.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه مورد نظر یافت نشد.' })).toBeVisible();
  },
);
