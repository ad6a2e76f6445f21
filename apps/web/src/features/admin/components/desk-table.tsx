import { Fragment, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { ScrollingTable, TableHead } from './admin-ui';

/** One column of a desk table: its header in English (translated when shown; '' for an actions column) and its cell. */
export interface TDeskColumn<TRow> {
  header: string;
  cell(row: TRow): ReactNode;
  /** The cell's classes, when they are not the desk's usual padding. */
  className?: string;
  testId?: string;
}

const CELL = 'py-2 pe-4';

/**
 * The table of every desk list (decision 069): a labelled table that scrolls sideways on narrow screens, its header
 * row and one row per item, each cell drawn by its column. Rows are ruled apart unless the list says otherwise.
 * A list `isCardsOnPhone` shows one card a row below 768 px instead (decision 079), drawn by the same columns, so
 * nothing scrolls sideways at 390 px.
 */
export function DeskTable<TRow>({
  label,
  columns,
  rows,
  rowKey,
  bodyClassName,
  rowClassName = 'border-b border-line last:border-0',
  cellClassName = CELL,
  rowTestId,
  isBusy,
  isCardsOnPhone = false,
}: {
  label: string;
  columns: ReadonlyArray<TDeskColumn<TRow>>;
  rows: readonly TRow[];
  rowKey(row: TRow): string;
  bodyClassName?: string;
  rowClassName?: string;
  /** The cells' classes where a column names none. */
  cellClassName?: string;
  /** Each row's test id, for journeys that count the rows. */
  rowTestId?: string;
  /** The rows are being changed (a reorder on its way): aria-busy on the body. */
  isBusy?: boolean;
  /** Below 768 px, one card a row (the first column its heading, the others labelled lines) instead of the table. */
  isCardsOnPhone?: boolean;
}) {
  const table = (
    <ScrollingTable label={label}>
      <TableHead columns={columns.map((column) => (column.header ? t(column.header) : ''))} />
      <tbody className={bodyClassName} aria-busy={isBusy}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName || undefined} data-testid={rowTestId}>
            {columns.map((column, index) => (
              <td key={index} className={column.className ?? cellClassName} data-testid={column.testId}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
  if (!isCardsOnPhone) return table;
  const [heading, ...lines] = columns;
  const labelled = lines.filter((column) => column.header);
  const actions = lines.filter((column) => !column.header);
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={label} aria-busy={isBusy}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-line p-3 text-sm">
            {heading && <div className="break-words">{heading.cell(row)}</div>}
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
              {labelled.map((column) => (
                <Fragment key={column.header}>
                  <dt className="text-muted">{t(column.header)}</dt>
                  <dd className="break-words">{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
            {actions.map((column, index) => (
              <div key={index} className="mt-2">
                {column.cell(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">{table}</div>
    </>
  );
}
