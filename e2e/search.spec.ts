import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

// Search (spec: /search, with recent searches): the home page's search box finds the seeded ads however the words are
// typed (a space for the half-space, Arabic letters, Latin digits), and the page remembers the searches on the device.

test('the home search finds ads typed loosely, remembers recent searches, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'جستجو در شهربازار' });
  // «لپ تاپ» with a space finds «لپ‌تاپ» (a half-space) in the seeded ads.
  await box.fill('لپ تاپ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('لپ تاپ');
  const ads = page.getByRole('region', { name: 'همه آگهی‌ها' });
  await expect(ads.getByRole('link', { name: /لپ‌تاپ ایسوس ویووبوک/ })).toBeVisible();
  await expect(ads.getByRole('link', { name: 'همه نتیجه‌ها' })).toHaveAttribute('href', /\/ads\/list.*q=/);

  // An Arabic yeh and Latin digits: «آيفون 13» finds «آیفون ۱۳ معمولی».
  const again = page.getByRole('search').getByRole('searchbox');
  await again.fill('آيفون 13');
  await again.press('Enter');
  await expect(page.getByRole('link', { name: /آیفون ۱۳ معمولی/ })).toBeVisible();
  // The first search is now a recent one, a link that searches it again.
  const recent = page.getByRole('navigation', { name: 'جستجوهای اخیر' });
  await expect(recent.getByRole('link', { name: 'لپ تاپ' })).toBeVisible();

  await again.fill('زیردریایی اتمی');
  await again.press('Enter');
  await expect(page.getByText('نتیجه‌ای برای «زیردریایی اتمی» یافت نشد.')).toBeVisible();
  // Each search is kept once: «لپ تاپ» and «آيفون 13» are both listed, once each.
  await expect(recent.getByRole('link')).toHaveCount(2);
  await recent.getByRole('link', { name: 'لپ تاپ' }).click();
  await expect(page.getByRole('link', { name: /لپ‌تاپ ایسوس ویووبوک/ })).toBeVisible();
  await expect(recent.getByRole('link')).toHaveCount(2);
});
