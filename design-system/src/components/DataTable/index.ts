export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableRow } from './DataTable';
export { dataTableAligns } from './DataTable.css';
export type { DataTableAlign } from './DataTable.css';
