import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { freshMobile, signInWithCode } from './support/session.ts';

// Issue 16: the public pages and the posting form pass axe-core without a serious or critical violation, at phone and
// desktop widths (contrast, names of controls, landmarks, language and direction).

// The site's Content-Security-Policy refuses inline scripts, and axe-core is injected as one: the test's browser
// lets it in (the policy itself is the API's tests' subject).
test.use({ bypassCSP: true });

test(
  'home, an ads list, an ad page and the posting form have no serious or critical accessibility violation',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the home page');

    await page.goto('/ads/list?withPhoto=1&sort=cheapest');
    const card = page.getByRole('list', { name: 'همه آگهی‌ها' }).getByRole('link').first();
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, 'the ads list');

    await card.click();
    await expect(page.getByRole('heading', { name: 'فروشنده', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'an ad page');

    await page.goto('/panel/myAds/create');
    await signInWithCode(page, request, freshMobile('0939'));
    await expect(page.getByRole('heading', { level: 1, name: 'ثبت آگهی' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the posting form');
  },
);
