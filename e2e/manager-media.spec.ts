import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownLink } from './support/lists.ts';
import { png } from './support/png.ts';
import { DEMO, managerLogin, managerMenu, isPhone } from './support/session.ts';

/** A 600 x 200 picture (an orange banner), so the API has something to re-encode; a blue one to replace it. */
const PNG = png(600, 200, [232, 89, 12]);
const NEW_PNG = png(600, 200, [30, 110, 200]);

test('a manager uploads an image, finds it by type, copies its address and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const title = `تصویر آزمون ${Date.now().toString().slice(-6)}`;

  await managerLogin(page, request, DEMO.adminByEmail);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'فایل‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'فایل‌ها' })).toBeVisible();

  // What a file is comes from its content: a page named .jpg is refused by the server with its clear message.
  const picker = page.getByLabel('انتخاب تصویر یا ویدیو');
  await picker.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>no</html>') });
  await page.getByRole('button', { name: 'بارگذاری', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'نوع فایل پشتیبانی نمی‌شود' })).toBeVisible();

  await page.getByLabel('عنوان (اختیاری)').fill(title);
  await picker.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'بارگذاری', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `فایل «${title}» بارگذاری شد.` })).toBeVisible();
  await expect(shownLink(page, `نمایش ${title} در برگه تازه`)).toBeVisible();

  // Filtered by type: not among the videos, among the images.
  await page.getByRole('link', { name: 'ویدیوها' }).click();
  await expect(page).toHaveURL(/fileType=1/);
  await expect(shownLink(page, `نمایش ${title} در برگه تازه`)).toHaveCount(0);
  await page.getByRole('link', { name: 'تصاویر' }).click();
  await expect(shownLink(page, `نمایش ${title} در برگه تازه`)).toBeVisible();

  await page
    .getByRole('button', { name: `کپی نشانی ${title}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'نشانی کپی شد.' })).toBeVisible();

  await page
    .getByRole('link', { name: `حذف ${title}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`فایل «${title}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByText('با موفقیت حذف شد.')).toBeVisible();
  await expect(shownLink(page, `نمایش ${title} در برگه تازه`)).toHaveCount(0);
});

test('a manager adds a banner to the home page, it shows there, is edited with a new image and is deleted', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const stamp = Date.now().toString().slice(-6);
  const title = `بنر آزمون ${stamp}`;
  const renamed = `بنر ویرایش‌شده ${stamp}`;

  await managerLogin(page, request, DEMO.adminByEmail);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'بنرها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'بنرها' })).toBeVisible();
  // The demo banners of the home page are there, with their drawn images.
  await expect(shownLink(page, 'حراج بزرگ غرفه‌های شهر')).toBeVisible();

  await page.getByRole('link', { name: 'افزودن بنر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن بنر' })).toBeVisible();
  await page.getByLabel('عنوان', { exact: true }).fill(title);
  await page.getByLabel('نشانی پیوند').fill('/ads');
  await page.getByRole('combobox', { name: 'صفحه', exact: true }).selectOption({ label: 'صفحه اصلی' });
  await page.getByRole('combobox', { name: 'جای بنر در صفحه' }).selectOption({ label: 'بالای صفحه' });
  await page.getByLabel('انتخاب تصویر', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'افزودن بنر' }).click();
  await expect(page).toHaveURL(/\/manager\/banners\?notice=created$/);
  await expect(page.getByText('با موفقیت ساخته شد.')).toBeVisible();
  await expect(shownLink(page, title)).toBeVisible();

  // The top of the home page serves it...
  const served = await request.get('/api/v1/banners?location=home&section=top');
  expect(((await served.json()) as { items: Array<{ title: string }> }).items.map((item) => item.title)).toContain(
    title,
  );
  // ... and shows it: its image (its title is the alt text), linking to its address.
  await page.goto('/');
  const banner = page.getByRole('img', { name: title, exact: true });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/ads');
  const firstImage = await banner.getAttribute('src');
  expect(firstImage).toMatch(/^\/images\/banners\/.+\.webp$/);

  await page.goto('/manager/banners');
  await page
    .getByRole('link', { name: `ویرایش بنر ${title}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش بنر' })).toBeVisible();
  await page.getByLabel('عنوان', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'ذخیره بنر' }).click();
  await expect(page.getByText('تغییرات ذخیره شد.')).toBeVisible();
  await expect(page.getByLabel('عنوان', { exact: true })).toHaveValue(renamed);

  await page.getByLabel('انتخاب تصویر تازه').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: NEW_PNG });
  await page.getByRole('button', { name: 'ذخیره تصویر' }).click();
  await expect(page.getByText('تصویر بنر ذخیره شد.')).toBeVisible();

  // The home page shows the new title and the new image.
  await page.goto('/');
  const edited = page.getByRole('img', { name: renamed, exact: true });
  await expect(edited).toBeVisible();
  await expect(edited).toHaveAttribute('src', /^\/images\/banners\/.+\.webp$/);
  expect(await edited.getAttribute('src')).not.toBe(firstImage);
  // The replaced image is no longer stored.
  expect((await request.get(firstImage!)).status()).toBe(404);
  await expect(page.getByRole('img', { name: title, exact: true })).toHaveCount(0);

  await page.goto('/manager/banners');
  // The confirmation is a dialog once the page is interactive (without JavaScript, a page of its own).
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('link', { name: `حذف بنر ${renamed}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`بنر «${renamed}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByText('با موفقیت حذف شد.')).toBeVisible();
  await expect(shownLink(page, renamed)).toHaveCount(0);

  // Gone from the home page; the seeded banners stay.
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'حراج بزرگ غرفه‌های شهر' })).toBeVisible();
  await expect(page.getByRole('img', { name: renamed, exact: true })).toHaveCount(0);
});
