// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { fa } from '../../locales/catalogues.ts';
import { Facts, RecordPage } from './record-page.tsx';

afterEach(cleanup);

function open(page: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => page }]);
  render(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <Stub initialEntries={['/manager/receipt/4']} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('RecordPage', () => {
  it('titles the page, says what the last action did and links back to the list', () => {
    open(
      <RecordPage title="رسید ۴" done="رسید تأیید شد." back={{ to: '/manager/receipts', label: 'بازگشت به رسیدها' }}>
        <p>کارت‌ها</p>
      </RecordPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'رسید ۴' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('رسید تأیید شد.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'بازگشت به رسیدها' }).getAttribute('href')).toBe('/manager/receipts');
  });

  it('shows the API’s refusal, and the record’s picture opened whole in a new tab', () => {
    open(
      <RecordPage
        title="مدرک"
        failure="این رسید قبلاً بررسی شده است."
        image={{ title: 'تصویر رسید', src: '/api/v1/receipts/4/image', alt: 'تصویر رسید', open: 'باز کردن تصویر' }}
      >
        <p>کارت‌ها</p>
      </RecordPage>,
    );
    expect(screen.getByRole('alert').textContent).toBe('این رسید قبلاً بررسی شده است.');
    expect(screen.getByRole('img', { name: 'تصویر رسید' }).getAttribute('src')).toBe('/api/v1/receipts/4/image');
    const link = screen.getByRole('link', { name: 'باز کردن تصویر' });
    expect(link.getAttribute('href')).toBe('/api/v1/receipts/4/image');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('کارت‌ها')).toBeTruthy();
  });
});

describe('Facts', () => {
  it('lists each fact as a term and its value, leaves out the ones not there and keeps a part’s own terms', () => {
    open(
      <Facts
        className="facts"
        facts={[
          { label: 'کاربر', value: 'سارا' },
          false,
          { label: 'موبایل', value: '۰۹۱۲۱۲۳۴۵۶۷', dir: 'ltr' },
          <>
            <dt>بارگذاری توسط</dt>
            <dd>خود کاربر</dd>
          </>,
          '',
        ]}
      />,
    );
    const list = document.querySelector('dl.facts') as HTMLElement;
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['کاربر', 'موبایل', 'بارگذاری توسط']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['سارا', '۰۹۱۲۱۲۳۴۵۶۷', 'خود کاربر']);
    expect(within(list).getByText('۰۹۱۲۱۲۳۴۵۶۷').getAttribute('dir')).toBe('ltr');
  });
});
