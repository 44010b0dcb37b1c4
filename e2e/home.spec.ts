import { isPhone } from './support/session.ts';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

test.describe('home page', { tag: '@desktop' }, () => {
  test('is Persian, right to left and server-rendered with the site content', async ({ page, request }) => {
    // The HTML itself (before any JavaScript) already carries the language, direction and content.
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="fa" dir="rtl"');
    expect(html).toContain('شهربازار');
    expect(html).toContain('<meta name="description"');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The home page's SEO title (back office), the site's title separator and the site's title.
    await expect(page).toHaveTitle('بازار و راهنمای شهر شما | شهربازار');
    await expect(page.getByRole('heading', { level: 1, name: 'شهربازار' })).toBeVisible();
    const sections = page.getByRole('region', { name: 'بخش‌های شهربازار' });
    // Every section is a link to its landing.
    await expect(sections.getByRole('link', { name: /^آگهی‌ها( |$)/ })).toBeVisible();
    await expect(sections.getByRole('link', { name: /^غرفه‌ها( |$)/ })).toHaveAttribute('href', '/booth');
    await expect(sections.getByRole('link', { name: /^متخصصان( |$)/ })).toHaveAttribute('href', '/expert');
    await expect(sections.getByRole('link', { name: /^کار و استخدام( |$)/ })).toHaveAttribute('href', '/work');
    await expect(sections.getByRole('link', { name: /^تبلیغات شهری( |$)/ })).toHaveAttribute('href', '/advertise');
    await expect(sections.getByRole('link', { name: /^پزشکان و کلینیک‌ها( |$)/ })).toHaveAttribute('href', '/doctor');
    await expect(sections.getByRole('link', { name: /^وکلا( |$)/ })).toHaveAttribute('href', '/lawyer');
    // Every section is open: none says it is coming.
    await expect(sections.getByText('به‌زودی')).toHaveCount(0);
    // The seeded home banners (their titles are the pictures' alt text), the ads' category shortcuts leading to the
    // ads list, and the newest ads under the chosen city's heading.
    await expect(page.getByRole('img', { name: 'حراج بزرگ غرفه‌های شهر' })).toBeVisible();
    const adCategories = page.getByRole('region', { name: 'دسته‌بندی آگهی‌ها' });
    await expect(adCategories.getByRole('link').first()).toHaveAttribute('href', /^\/ads\/list\/all\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'تازه‌ترین آگهی‌ها', exact: true })).toBeVisible();
    // Footer texts come from the seeded site settings, phone number in Persian digits.
    await expect(page.getByRole('contentinfo')).toContainText('تمامی حقوق برای شهربازار محفوظ است.');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /۰۴۵/ })).toHaveAttribute(
      'href',
      'tel:04533245678',
    );
  });

  test('runs only its own inline scripts: a nonce per response, no unsafe-inline, and the page still comes alive', async ({
    page,
    request,
  }) => {
    const first = await request.get('/');
    const policy = first.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    // Every script of the page that runs carries this response's nonce; the next response has another.
    const html = await first.text();
    // JSON data blocks (the catalogue, schema.org JSON-LD) are never run, so they need no nonce.
    const executable = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
    );
    expect(executable.length).toBeGreaterThan(0);
    for (const [tag] of executable) expect(tag).toContain(`nonce="${nonce}"`);
    const second = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(second).not.toContain(`'nonce-${nonce}'`);

    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as unknown as { violations?: string[] }).violations ??= []);
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/');
    // Hydrated: a client-side navigation to the ads landing keeps the same document.
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
    await page
      .getByRole('region', { name: 'بخش‌های شهربازار' })
      .getByRole('link', { name: /^آگهی‌ها( |$)/ })
      .click();
    await expect(page).toHaveURL(/\/ads$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
  });

  test('a card opens its listing within the app; the way back and the site’s name bring home back whole', async ({
    page,
  }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'تازه‌ترین آگهی‌ها', exact: true });
    const cards = latest.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // The cards' markup is the server's, not hydrated (ADR 0139): a tap on one still moves within the app.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const title = (await cards.first().getByRole('heading', { level: 3 }).textContent())!.trim();
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(page.url()).toMatch(/\/ads\//);
    // Home's data came for the way back (`/_.data`): it drew the error screen instead (issue 32).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'شهربازار' })).toBeVisible();
    await expect(cards).toHaveCount(count);
    await cards.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('شهربازار');
    await page.getByRole('banner').getByRole('link', { name: 'شهربازار', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards).toHaveCount(count);
    await expect(page.getByText('خطای غیرمنتظره‌ای رخ داد.')).toHaveCount(0);
    expect(documents).toEqual([]);
  });

  test('search goes to the search page with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'جستجو در شهربازار' }).fill('لپ‌تاپ');
    await page.getByRole('button', { name: 'جستجو', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('لپ‌تاپ');
  });

  test('the bottom navigation shows on phones only, with the spec labels', async ({ page }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'پیمایش اصلی' });
    if (isPhone(testInfo)) {
      await expect(nav).toBeVisible();
      for (const label of ['خانه', 'دسته‌بندی', 'سفارش', 'تماس', 'ورود']) {
        await expect(nav.getByRole('link', { name: label })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(nav).toBeHidden();
    }
  });
});
