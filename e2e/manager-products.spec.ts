import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { submitForm } from './support/forms.ts';
import { customerApi, managerLogin } from './support/session.ts';

// Issue 12's back office: a manager edits a product of the demo shop «arash-digital» from the booth's products in
// the back office, with the owner's product form (ADR 0037), and the list shows the new title.

test('a manager edits a booth’s product from the back office @desktop', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const owner = await customerApi(playwright, baseURL);
  const booth = (await (await owner.get('/api/v1/booth/name/arash-digital')).json()) as { id: number };
  const sample = (await (await owner.get('/api/v1/products?booth=arash-digital')).json()) as {
    items: Array<{ generalSubSubCategory: { id: number } }>;
  };
  const title = `پاوربانک ${mark}`;
  const created = await owner.post(`/api/v1/me/booth/${booth.id}/products`, {
    data: { general_sub_sub_category_id: sample.items[0]!.generalSubSubCategory.id, title, price: 700_000, count: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await owner.dispose();

  await managerLogin(page, request);
  await page.goto(`/manager/booth/${booth.id}/products?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/manager\/booth\/\d+\/shopProduct\/\d+$/);
  await page.getByRole('textbox', { name: 'عنوان محصول' }).fill(`${title} ویژه`);
  await submitForm(page, page.getByRole('button', { name: 'ذخیره محصول' }));

  await expect(page).toHaveURL(/\/manager\/booth\/\d+\/products\?notice=saved/);
  await expect(page.getByRole('link', { name: `${title} ویژه` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1366,
  );
});
