import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '.';

afterEach(cleanup);

const columns = [
  { id: 'number', label: 'Ordine', isRowHeader: true },
  { id: 'status', label: 'Stato' },
  { id: 'total', label: 'Totale', align: 'end' as const },
];
const rows = [
  { id: 1, cells: { number: 'A-1001', status: 'Pagato', total: '35,00 €' } },
  { id: 2, cells: { number: 'A-1002', status: 'In attesa', total: '12,50 €' } },
];

describe('DataTable', () => {
  it('is named by its caption, with column headers and row headers', () => {
    render(<DataTable caption="I tuoi ordini" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'I tuoi ordini' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ordine', 'Stato', 'Totale']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['A-1001', 'A-1002']);
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['In attesa', '12,50 €']);
  });

  it('puts its scrolling frame in the tab order, named like the table', () => {
    render(<DataTable caption="I tuoi ordini" hideCaption columns={columns} rows={rows} />);
    const frame = screen.getByRole('region', { name: 'I tuoi ordini' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'I tuoi ordini' })).toBeInTheDocument();
  });
});
