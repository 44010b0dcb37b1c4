// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { en, fa } from '../../locales/catalogues.ts';
import { SiteFooter } from './site-footer.tsx';
import { siteFooterOf } from './site-footer.server.ts';

afterEach(cleanup);

const TEXTS = {
  appTitle: 'شهربازار',
  aboutBottom: 'بازار شهر شما',
  phone: '021-12345678',
  email: 'info@example.com',
  instagram: 'https://instagram.com/shahrbazar',
  telegram: 'javascript:alert(1)',
  enamad: 'https://trustseal.enamad.ir/?id=1',
  urlTerms: '/page/terms',
  urlPrivacy: '//evil.example/privacy',
  urlDownloadBazaar: 'https://cafebazaar.ir/app/shahrbazar',
};

function renderFooter(locale: 'fa' | 'en', texts: Record<string, string>) {
  render(
    <I18nProvider i18n={createI18n(locale, locale === 'fa' ? fa : en)}>
      <SiteFooter words={siteFooterOf(texts, locale)} />
    </I18nProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('the footer worded by the root loader', () => {
  it('shows only the texts and safe links the back office set, in Persian with Persian digits', () => {
    const footer = renderFooter('fa', TEXTS);
    expect(
      within(footer)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['درباره ما', 'تماس با ما', 'ما را دنبال کنید', 'نمادهای اعتماد', 'پیوندهای مفید', 'دریافت اپلیکیشن']);
    const phone = within(footer).getByRole('link', { name: '۰۲۱-۱۲۳۴۵۶۷۸' });
    expect(phone.getAttribute('href')).toBe('tel:02112345678');
    // javascript: and //host are never links; a path of this site stays in this tab, another site opens a new one.
    expect(within(footer).queryByRole('link', { name: 'تلگرام' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'حریم خصوصی' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'قوانین و مقررات' }).getAttribute('target')).toBeNull();
    const instagram = within(footer).getByRole('link', { name: 'اینستاگرام' });
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer me');
    expect(footer.textContent).toContain('تمامی حقوق برای شهربازار محفوظ است.');
  });

  it('speaks English on an English page, and without the loader’s words keeps the copyright line', () => {
    const footer = renderFooter('en', { phone: '021-12345678' });
    expect(within(footer).getByRole('heading').textContent).toBe('Contact us');
    expect(within(footer).getByRole('link', { name: '021-12345678' })).toBeTruthy();
    cleanup();
    render(
      <I18nProvider i18n={createI18n('en', en)}>
        <SiteFooter words={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('contentinfo').textContent).toBe('© Shahrbazar. All rights reserved.');
  });
});
