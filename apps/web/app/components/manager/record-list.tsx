import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Table } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { Pager } from './pager.tsx';
import type { RowsPage } from './types.ts';
import classes from './manager.module.css';

/** One field of a record list: a column of the desktop table and, when `fact` says so, a fact of the phone card. */
export interface RecordColumn<Row> {
  /** The column's heading, and the fact's term on the card. */
  label: string;
  /** The table cell's content, and the fact's unless `fact.value` gives a shorter one. */
  cell: (row: Row) => ReactNode;
  /** The table cell's layout: nowrap (dates, amounts, badges), num (a count), userCell (a name over a sub line). */
  style?: 'nowrap' | 'num' | 'userCell';
  /** The text's direction, in the cell and in the fact: ltr (addresses, slugs) or auto (either script). */
  direction?: 'ltr' | 'auto';
  /**
   * Shown on the phone card: true with the cell's content, or with its own `value`, only for the rows `when` picks.
   * Omitted: the table only (the card's head already shows it, or a phone can do without it).
   */
  fact?: true | { value?: (row: Row) => ReactNode; when?: (row: Row) => boolean };
  /** false: a fact of the card only, with no table column (the table says it in another column). */
  table?: false;
}

/** What a record list needs of a row: its key and its row number (spec section 9) in the page's digits. */
interface ListRecord {
  id: number | string;
  number: string;
}

const styleClass = { nowrap: classes.nowrap, num: classes.num, userCell: classes.userCell };

/** The class and dir of a cell or a fact: the direction applies to both, the layout style to the table only. */
function cellProps<Row>(column: RecordColumn<Row>, inTable: boolean) {
  const names = [
    inTable && column.style ? styleClass[column.style] : '',
    column.direction === 'ltr' ? classes.ltr : '',
  ];
  const className = names.filter(Boolean).join(' ') || undefined;
  return { className, dir: column.direction === 'auto' ? 'auto' : undefined };
}

/**
 * A page of records in the back office: "No items found" when empty; otherwise the total, a table on desktop and one
 * card per record on phones (both rendered, CSS shows one), each with its row number, and the paging links.
 * The page declares its columns; the card's head is the row number, `card.title` and `card.badge`, its facts the
 * columns marked `fact`, and `actions` (an open link, edit and delete buttons) ends both the table row and the card.
 */
export function RecordList<Row extends ListRecord>({
  page,
  search,
  columns,
  card,
  actions,
  empty,
  total = true,
}: {
  page: RowsPage<Row>;
  /** The list's query string, kept by the paging links. */
  search: string;
  /** In table order; a `false` entry is left out (a column only some readers see). */
  columns: (RecordColumn<Row> | false)[];
  card: {
    /** After the row number; a name over a sub line comes wrapped in a <div>. */
    title: (row: Row) => ReactNode;
    /** The status, at the head's other end. */
    badge?: (row: Row) => ReactNode;
    /** Above the head, as wide as the card. */
    image?: (row: Row) => ReactNode;
  };
  /** The last column (`heading`: none for a lone open link) and the card's foot. */
  actions?: { heading?: string; cell: (row: Row) => ReactNode };
  /** Instead of "No items found". */
  empty?: string | undefined;
  /** false: no «N items» line (a list read by cursor knows no total). */
  total?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (page.items.length === 0) return <p className={classes.empty}>{empty ?? t('messages.noItems')}</p>;
  const shown = columns.filter((column) => column !== false);
  const tableColumns = shown.filter((column) => column.table !== false);
  const facts = shown.filter((column) => column.fact !== undefined);

  return (
    <>
      {total && (
        <div className={classes.summary}>
          <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
        </div>
      )}
      <div className={classes.tableWrap}>
        <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manager.list.row')}</Table.Th>
              {tableColumns.map((column, index) => (
                <Table.Th key={index}>{column.label}</Table.Th>
              ))}
              {actions && <Table.Th>{actions.heading}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className={classes.num}>{row.number}</Table.Td>
                {tableColumns.map((column, index) => (
                  <Table.Td key={index} {...cellProps(column, true)}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions.cell(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ol className={classes.cards}>
        {page.items.map((row) => (
          <li key={row.id} className={classes.card}>
            {card.image?.(row)}
            <div className={classes.cardHead}>
              <div className={classes.cardTitle}>
                <span className={classes.num}>{row.number}</span>
                {card.title(row)}
              </div>
              {card.badge?.(row)}
            </div>
            <dl className={classes.facts}>
              {facts.map((column, index) => {
                const fact = column.fact === true ? {} : (column.fact ?? {});
                if (fact.when && !fact.when(row)) return null;
                return (
                  <Fragment key={index}>
                    <dt>{column.label}</dt>
                    <dd {...cellProps(column, false)}>{(fact.value ?? column.cell)(row)}</dd>
                  </Fragment>
                );
              })}
            </dl>
            {actions?.cell(row)}
          </li>
        ))}
      </ol>
      <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
    </>
  );
}
