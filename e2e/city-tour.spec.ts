import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { isPhone, managerLogin } from './support/session.ts';

// The city tour (spec: /cityTour; ADR 0043): the seeded tour of Ardabil is a story swiped stop by stop on a phone and
// a list beside its route on a desktop; a manager composes a tour of another city, sees it public, and deletes it.

test('the seeded tour of Ardabil: a story on a phone, a list beside the route on a desktop @desktop', async ({
  page,
}, testInfo) => {
  await page.goto('/cityTour?city=ardabil');
  await expect(page.getByRole('heading', { level: 1, name: 'یک روز در اردبیل' })).toBeVisible();
  const stops = page.getByRole('list', { name: 'ایستگاه‌های گشت' });
  await expect(stops.getByRole('listitem')).toHaveCount(5);
  const first = stops.getByRole('listitem', { name: 'بقعه شیخ صفی‌الدین اردبیلی' });
  await expect(first.getByText('ایستگاه ۱ از ۵')).toBeVisible();
  // The second stop is a demo booth of the city, with a link to its page.
  await expect(stops.getByRole('listitem').nth(1).getByRole('link', { name: 'دیدن صفحه' })).toHaveAttribute(
    'href',
    /^\/booth\//,
  );

  if (isPhone(testInfo)) {
    // One stop a screen (taller than the screen below its picture): the next is beside it, out of view, until the
    // story turns.
    const second = stops.getByRole('listitem').nth(1);
    await expect(first).toBeInViewport({ ratio: 0.6 });
    await expect(second).not.toBeInViewport();
    await page.getByRole('button', { name: 'ایستگاه بعدی' }).click();
    await expect(second).toBeInViewport({ ratio: 0.6 });
    await expect(first).not.toBeInViewport();
    await expect(page.getByRole('region', { name: 'مسیر گشت روی نقشه' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('region', { name: 'مسیر گشت روی نقشه' })).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('button', { name: 'ایستگاه بعدی' })).toHaveCount(0);
  }
  await stops.getByRole('listitem').nth(1).getByRole('link', { name: 'دیدن صفحه' }).click();
  await expect(page).toHaveURL(/\/booth\/[^/]+$/);
});

test('a manager composes a tour of Tehran, the public page shows its stops in order, and it is deleted after confirming', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const title = `گشت آزمون ${Date.now().toString(36)}-${testInfo.project.name}`;
  await managerLogin(page, request);
  await page.goto('/manager/cityTours');
  await page.getByRole('link', { name: 'گشت تازه' }).first().click();
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'شهر' }).selectOption({ label: 'تهران' });
  // Two places, typed in the opposite order of the tour: the order field decides.
  const stop = (n: string) => page.getByRole('group', { name: `ایستگاه ${n}` });
  await stop('۱').getByRole('textbox', { name: 'ترتیب' }).fill('2');
  await stop('۱').getByRole('textbox', { name: 'عنوان مکان' }).fill('برج میلاد');
  await stop('۱').getByRole('textbox', { name: 'عرض جغرافیایی' }).fill('35.7448');
  await stop('۱').getByRole('textbox', { name: 'طول جغرافیایی' }).fill('51.3753');
  await stop('۲').getByRole('textbox', { name: 'ترتیب' }).fill('1');
  await stop('۲').getByRole('textbox', { name: 'عنوان مکان' }).fill('برج آزادی');
  await stop('۲').getByRole('textbox', { name: 'عرض جغرافیایی' }).fill('۳۵.۶۹۹۷');
  await stop('۲').getByRole('textbox', { name: 'طول جغرافیایی' }).fill('51.3380');
  await stop('۲').getByRole('textbox', { name: 'متن' }).fill('نماد تهران، در میدان آزادی');
  await page.getByRole('button', { name: 'گشت تازه' }).click();
  await expect(page).toHaveURL(/\/manager\/cityTours\?notice=created$/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/cityTour?city=tehran');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const stops = visitor.getByRole('list', { name: 'ایستگاه‌های گشت' }).getByRole('listitem');
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(0)).toHaveAccessibleName('برج آزادی');
  await expect(stops.nth(0).getByText('نماد تهران، در میدان آزادی')).toBeVisible();
  await expect(stops.nth(1)).toHaveAccessibleName('برج میلاد');
  await visitor.close();

  await page.goto('/manager/cityTours');
  await page
    .getByRole('link', { name: `حذف ${title}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByText(`گشت «${title}» حذف شود؟`)).toBeVisible();
  await page.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
