// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { BottomNav } from './bottom-nav.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: BottomNav }]);
  render(
    <I18nProvider i18n={createI18n('fa', fa)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
  return screen.getByRole('navigation', { name: 'پیمایش اصلی' });
}

describe('BottomNav', () => {
  it('shows the five items of the spec with Persian labels, each linking to its page', () => {
    const nav = renderAt('/');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['خانه', 'دسته‌بندی', 'سفارش', 'تماس', 'ورود']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/product/categories',
      '/basket',
      '/page/contact-us',
      '/auth/panel/login',
    ]);
    expect(within(nav).getByRole('link', { name: 'ورود' })).toBeDefined();
  });

  it('marks only the current page with aria-current', () => {
    const nav = renderAt('/basket');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['سفارش']);
  });
});
