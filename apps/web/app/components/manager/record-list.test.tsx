// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { RecordList, type RecordColumn } from './record-list.tsx';
import type { RowsPage } from './types.ts';
import classes from './manager.module.css';

afterEach(cleanup);

interface Row {
  id: number;
  number: string;
  title: string;
  slug: string;
  note: string;
  views: string;
}

const ROWS: Row[] = [
  { id: 7, number: '۱۶', title: 'تهران', slug: 'tehran', note: 'پایتخت', views: '۱۰' },
  { id: 9, number: '۱۷', title: 'قم', slug: 'qom', note: '', views: '۰' },
];

const COLUMNS: RecordColumn<Row>[] = [
  { label: 'عنوان', style: 'userCell', cell: (row) => row.title },
  { label: 'نامک', direction: 'ltr', cell: (row) => row.slug, fact: true },
  { label: 'یادداشت', cell: (row) => row.note || '—', fact: { when: (row) => row.note !== '' } },
  { label: 'بازدید', style: 'num', cell: (row) => `${row.views} بار`, fact: { value: (row) => row.views } },
  { label: 'فقط کارت', cell: (row) => `#${row.id}`, fact: true, table: false },
];

function renderList(page: RowsPage<Row>, columns: (RecordColumn<Row> | false)[] = COLUMNS) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <RecordList
          page={page}
          search="?q=x"
          columns={columns}
          card={{ title: (row) => <strong>{row.title}</strong>, badge: () => <span>فعال</span> }}
          actions={{ heading: 'عملیات', cell: (row) => <a href={`/edit/${row.id}`}>{`ویرایش ${row.title}`}</a> }}
        />
      ),
    },
  ]);
  render(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <Stub initialEntries={['/']} />
      </I18nProvider>
    </MantineProvider>,
  );
}

const page = (items: Row[], more = false): RowsPage<Row> => ({
  items,
  total: items.length === 0 ? 0 : 17,
  currentPage: 2,
  lastPage: 2,
  more,
});

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('RecordList', () => {
  it('says there is nothing, without a table, cards or paging, when the page is empty', () => {
    renderList(page([]));
    expect(screen.getByText('موردی یافت نشد.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('draws the table: the total, the row number first, the table columns, the actions last', () => {
    renderList(page(ROWS));
    expect(screen.getByText('۱۷ مورد')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'ردیف',
      'عنوان',
      'نامک',
      'یادداشت',
      'بازدید',
      'عملیات',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(texts(within(first!).getAllByRole('cell'))).toEqual([
      '۱۶',
      'تهران',
      'tehran',
      'پایتخت',
      '۱۰ بار',
      'ویرایش تهران',
    ]);
    expect(texts(within(second!).getAllByRole('cell'))).toEqual(['۱۷', 'قم', 'qom', '—', '۰ بار', 'ویرایش قم']);
    const cells = within(first!).getAllByRole('cell');
    const ours = [classes.num, classes.userCell, classes.nowrap, classes.ltr];
    const own = (cell: HTMLElement) => ours.filter((name) => name !== undefined && cell.classList.contains(name));
    expect(cells.map(own)).toEqual([[classes.num], [classes.userCell], [classes.ltr], [], [classes.num], []]);
  });

  it('draws a card per record: number, title and badge, the facts of its fact columns, then the actions', () => {
    renderList(page(ROWS));
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const facts = (card: HTMLElement) =>
      [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts(cards[0]!)).toEqual([
      ['نامک', 'tehran'],
      ['یادداشت', 'پایتخت'],
      ['بازدید', '۱۰'],
      ['فقط کارت', '#7'],
    ]);
    // A fact whose `when` refuses the row is left out.
    expect(facts(cards[1]!).map(([term]) => term)).toEqual(['نامک', 'بازدید', 'فقط کارت']);
    expect(cards[0]!.querySelector('dd')?.className).toBe(classes.ltr);
    expect(within(cards[0]!).getByText('۱۶')).toBeTruthy();
    expect(within(cards[0]!).getByText('تهران').tagName).toBe('STRONG');
    expect(within(cards[0]!).getByText('فعال')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'ویرایش تهران' })).toBeTruthy();
  });

  it('leaves out a false column, and pages with the list query kept', () => {
    renderList(page(ROWS, true), [COLUMNS[0]!, false, COLUMNS[1]!]);
    expect(texts(within(screen.getByRole('table')).getAllByRole('columnheader'))).toEqual([
      'ردیف',
      'عنوان',
      'نامک',
      'عملیات',
    ]);
    const paging = screen.getByRole('navigation');
    expect(within(paging).getByText('صفحه قبل').closest('a')?.getAttribute('href')).toBe('/?q=x');
    expect(within(paging).getByText('بیشتر').closest('a')?.getAttribute('href')).toBe('/?q=x&page=3');
  });
});
