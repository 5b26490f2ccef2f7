export { CodeScanner } from './CodeScanner';
export type { CodeScannerLabels, CodeScannerProps } from './CodeScanner';
