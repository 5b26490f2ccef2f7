import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DataTable.css';
import type { DataTableAlign } from './DataTable.css';

export interface DataTableColumn {
  id: string;
  label: ReactNode;
  /** `end` for amounts and counts (kept on one line). */
  align?: DataTableAlign;
  /** Keeps the column's cells on one line (order numbers, codes). */
  noWrap?: boolean;
  /** The cells of this column name their row (an order number): they become row headers. */
  isRowHeader?: boolean;
}

export interface DataTableRow {
  id: string | number;
  /** The row's cells by column id. */
  cells: Readonly<Record<string, ReactNode>>;
}

export interface DataTableProps {
  /** Says what the table lists; it also names the scrolling frame. */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only (a heading above already says it). */
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn>;
  rows: ReadonlyArray<DataTableRow>;
  className?: string;
}

/**
 * Records in rows and columns (orders, bookings) with a caption, column headers and optional row
 * headers. On narrow screens the table scrolls sideways in a frame that the keyboard can reach.
 */
export function DataTable({ caption, hideCaption, columns, rows, className }: DataTableProps) {
  const captionId = useId();
  return (
    <div
      className={cx(styles.region, className)}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must be reachable by keyboard
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? undefined : styles.caption}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cx(styles.headerCell, styles.align[column.align ?? 'start'])}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => {
                const classes = cx(
                  column.isRowHeader ? styles.rowHeader : styles.cell,
                  styles.align[column.align ?? 'start'],
                  column.noWrap && styles.noWrap,
                );
                return column.isRowHeader ? (
                  <th key={column.id} scope="row" className={classes}>
                    {row.cells[column.id]}
                  </th>
                ) : (
                  <td key={column.id} className={classes}>
                    {row.cells[column.id]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
