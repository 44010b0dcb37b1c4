import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownLink, shownRow } from './support/lists.ts';
import { managerLogin, managerMenu, isPhone } from './support/session.ts';

// The back office's places and tags (issue 4 items 1 and 3): the demo admin adds a state and a city in it, finds and
// edits the city, visitors choose it in the city chooser, and it is deleted after a confirmation; a tag is added,
// edited and deleted the same way.

/** Searches the list the page shows (its «جستجو» box) and waits for the filtered address. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'جستجو' }).fill(text);
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('textSearch')).toBe(text);
}

/** The header's city control; its accessible name says the chosen city («شهر: اردبیل»). */
const cityControl = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^شهر: / });

test('an admin adds a state and a city with its coordinates, edits the city, visitors choose it, and it is deleted', async ({
  page,
  request,
}, testInfo) => {
  // One sign-in, five forms, two dialogs and the public chooser on a slow phone profile: more than the default 30 s.
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  const run = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const state = { name: `استان آزمون ${run}`, slug: `e2e-state-${run}` };
  const city = { name: `شهر آزمون ${run}`, slug: `e2e-city-${run}` };
  const renamed = `شهر ویرایش‌شده ${run}`;

  await managerLogin(page, request);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'شهرها و استان‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'شهرها' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'بخش‌های شهرها و استان‌ها' })
    .getByRole('link', { name: 'استان‌ها' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'استان‌ها' })).toBeVisible();

  // The state: a slug that is not Latin kebab case is caught before sending.
  await page.getByRole('link', { name: 'افزودن استان' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن استان' })).toBeVisible();
  await page.getByRole('textbox', { name: 'نام استان', exact: true }).fill(state.name);
  await page.getByRole('textbox', { name: 'نامک', exact: true }).fill('استان آزمون');
  await page.getByRole('button', { name: 'افزودن استان' }).click();
  await expect(
    page.getByText('نامک فقط می‌تواند حروف کوچک انگلیسی، رقم و خط تیره (بین کلمه‌ها) داشته باشد.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'نامک', exact: true }).fill(state.slug);
  await page.getByRole('button', { name: 'افزودن استان' }).click();
  await expect(page).toHaveURL(/\/manager\/states\?notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();
  await search(page, state.name);
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();
  await expect(shownRow(page, state.name).getByText(state.slug, { exact: true })).toBeVisible();

  // The city, from the state's count of cities: the new city's form starts in that state.
  await shownRow(page, state.name)
    .getByRole('link', { name: `شهرهای استان ${state.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'شهرها' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.')).toBeVisible();
  await page.getByRole('link', { name: 'افزودن شهر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن شهر' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'استان', exact: true }).locator('option:checked')).toHaveText(
    state.name,
  );
  await page.getByRole('textbox', { name: 'نام شهر', exact: true }).fill(city.name);
  await page.getByRole('textbox', { name: 'نامک', exact: true }).fill(city.slug);
  // Coordinates as a Persian keyboard types them; out of range is refused beside the field.
  await page.getByRole('textbox', { name: 'عرض جغرافیایی' }).fill('۹۱');
  await page.getByRole('textbox', { name: 'طول جغرافیایی' }).fill('۴۸٫۱۲۳۴');
  await page.getByRole('button', { name: 'افزودن شهر' }).click();
  await expect(page.getByText('عدد اعشاری معتبری وارد کنید (عرض بین ۹۰- و ۹۰، طول بین ۱۸۰- و ۱۸۰).')).toBeVisible();
  await page.getByRole('textbox', { name: 'عرض جغرافیایی' }).fill('۳۸٫۵۶۷۸');
  await page.getByRole('button', { name: 'افزودن شهر' }).click();
  await expect(page).toHaveURL(/\/manager\/cities\?state_id=\d+&notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();

  // Found in the list of every state by its name, with its state and its coordinates in Persian digits.
  await page.goto('/manager/cities');
  await search(page, city.name);
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();
  const row = shownRow(page, city.name);
  await expect(row.getByText(state.name, { exact: true })).toBeVisible();
  await expect(row.getByText(city.slug, { exact: true })).toBeVisible();
  await expect(row.getByText('۳۸٫۵۶۷۸، ۴۸٫۱۲۳۴', { exact: true })).toBeVisible();

  // The filtered list as a file for Excel: its rows, Persian kept (UTF-8 with a byte order mark).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'خروجی CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFردیف,نام شهر,استان,نامک,مختصات,کاربران',
    `۱,${city.name},${state.name},${city.slug},۳۸٫۵۶۷۸، ۴۸٫۱۲۳۴,۰`,
    '',
  ]);

  // Edited: a new name and a new longitude.
  await row.getByRole('link', { name: `ویرایش شهر ${city.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش شهر' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'نام شهر', exact: true })).toHaveValue(city.name);
  await expect(page.getByRole('textbox', { name: 'عرض جغرافیایی' })).toHaveValue('38.5678');
  await page.getByRole('textbox', { name: 'نام شهر', exact: true }).fill(renamed);
  await page.getByRole('textbox', { name: 'طول جغرافیایی' }).fill('48.2');
  await page.getByRole('button', { name: 'ذخیره شهر' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'نام شهر', exact: true })).toHaveValue(renamed);

  // A visitor finds it under its state in the city chooser, by its new name, and chooses it.
  await page.goto(`/city?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'انتخاب شهر' })).toBeVisible();
  const inState = page.getByRole('region', { name: new RegExp(`^${state.name}`) });
  await expect(inState.getByRole('heading', { level: 2 })).toContainText('۱ شهر');
  await inState.getByRole('button', { name: renamed, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cityControl(page)).toHaveAccessibleName(`شهر: ${renamed}`);

  // Deleted from the back office after a confirmation: cancelling keeps it, confirming deletes it.
  await page.goto(`/manager/cities?textSearch=${encodeURIComponent(renamed)}`);
  // The confirmation is a dialog once the page is interactive (without JavaScript, a page of its own).
  await page.waitForLoadState('networkidle');
  const remove = page.getByRole('link', { name: `حذف شهر ${renamed}` }).filter({ visible: true });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`شهر «${renamed}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();
  await expect(shownLink(page, renamed)).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.')).toBeVisible();

  // Gone from the chooser; the visitor who had chosen it is back on all cities.
  await page.goto(`/city?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('status').filter({ hasText: `نتیجه‌ای برای «${renamed}» یافت نشد.` })).toBeVisible();
  await expect(page.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  await expect(cityControl(page)).toHaveAccessibleName('شهر: همه شهرها');

  // The state, now without cities, is deleted too.
  await page.goto(`/manager/states?textSearch=${encodeURIComponent(state.name)}`);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('link', { name: `حذف استان ${state.name}` })
    .filter({ visible: true })
    .click();
  await expect(dialog).toContainText(`استان «${state.name}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.')).toBeVisible();
});

test('an admin adds a tag whose slug is made from its title, edits it and deletes it after confirming', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const stamp = String(Date.now()).slice(-7);
  const title = `برچسب آزمون ${stamp}`;
  const renamed = `برچسب ویرایش‌شده ${stamp}`;

  await managerLogin(page, request);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'برچسب‌ها', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'برچسب‌ها' })).toBeVisible();

  await page.getByRole('link', { name: 'افزودن برچسب' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن برچسب' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن برچسب' }).click();
  await expect(page.getByText('عنوان الزامی است.')).toBeVisible();
  // The slug is left empty: made from the title, Persian kept, words joined by a dash.
  await page.getByRole('textbox', { name: 'عنوان برچسب', exact: true }).fill(title);
  await page.getByRole('button', { name: 'افزودن برچسب' }).click();
  await expect(page).toHaveURL(/\/manager\/tags\?notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();
  await search(page, title);
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();
  await expect(shownRow(page, title).getByText(`برچسب-آزمون-${stamp}`, { exact: true })).toBeVisible();

  // Edited: a new title, and the slug emptied so it is made again from it (the zero-width joiner becomes a dash).
  await shownRow(page, title)
    .getByRole('link', { name: `ویرایش برچسب ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش برچسب' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'نامک', exact: true })).toHaveValue(`برچسب-آزمون-${stamp}`);
  await page.getByRole('textbox', { name: 'عنوان برچسب', exact: true }).fill(renamed);
  await page.getByRole('textbox', { name: 'نامک', exact: true }).fill('');
  await page.getByRole('button', { name: 'ذخیره برچسب' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'نامک', exact: true })).toHaveValue(`برچسب-ویرایش-شده-${stamp}`);

  // Back to the list (the form's «انصراف»), found by its new title; deleted after confirming.
  await page.getByRole('link', { name: 'انصراف' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'برچسب‌ها' })).toBeVisible();
  await search(page, renamed);
  await expect(shownLink(page, title)).toHaveCount(0);
  await shownRow(page, renamed)
    .getByRole('link', { name: `حذف برچسب ${renamed}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`برچسب «${renamed}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.')).toBeVisible();
});
