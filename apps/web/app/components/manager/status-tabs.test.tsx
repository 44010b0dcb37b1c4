// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { StatusTabs } from './status-tabs.tsx';

afterEach(cleanup);

const STATUSES = [
  { value: '0', label: 'خوانده‌نشده' },
  { value: '3', label: 'پاسخ داده شده' },
];

function renderTabs(at: string, current: string, withAny = true) {
  const Stub = createRoutesStub([
    {
      path: '/manager/tickets',
      Component: () => <StatusTabs label="وضعیت" statuses={STATUSES} current={current} withAny={withAny} />,
    },
  ]);
  render(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <Stub initialEntries={[at]} />
      </I18nProvider>
    </MantineProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('a queue’s status tabs', () => {
  it('keep the other filters (a ticket topic, a search) and start again at the first page', () => {
    renderTabs('/manager/tickets?status=0&topic=12&q=%D8%A2%DA%AF%D9%87%DB%8C&page=3', '0');
    expect(hrefOf('پاسخ داده شده')).toBe('/manager/tickets?status=3&topic=12&q=%D8%A2%DA%AF%D9%87%DB%8C');
    expect(hrefOf('همه')).toBe('/manager/tickets?status=-1&topic=12&q=%D8%A2%DA%AF%D9%87%DB%8C');
    expect(screen.getByRole('link', { name: 'خوانده‌نشده' }).getAttribute('aria-current')).toBe('page');
  });

  it('are plain status links on an unfiltered queue', () => {
    renderTabs('/manager/tickets', '0');
    expect(hrefOf('پاسخ داده شده')).toBe('/manager/tickets?status=3');
  });

  it('leave out «همه» for a queue always read by one status', () => {
    renderTabs('/manager/tickets', '0', false);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['خوانده‌نشده', 'پاسخ داده شده']);
  });
});
