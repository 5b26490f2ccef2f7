import { button } from '../Button/Button.css';
import { cx } from '../private/cx';
import * as styles from './CodeScanner.css';
import { scannerParts } from './parts';

export interface CodeScannerLabels {
  /** "Scan with the camera". */
  start: string;
  /** "Stop the camera". */
  stop: string;
  /** The camera's picture, named for assistive technology: "Camera". */
  video: string;
  /** Said while the camera looks for a code: "Point the camera at the QR code". */
  scanning: string;
  /** The camera could not be opened (refused, missing): "The camera is not available…". */
  unavailable: string;
}

export interface CodeScannerProps {
  /** The name of the text input that receives the code read; its form is then submitted. */
  target: string;
  labels: CodeScannerLabels;
  /**
   * Address of a classic script defining `window.jsQR` (the jsQR library's build), loaded only
   * where the browser has no `BarcodeDetector` for QR codes.
   */
  decoder?: string;
  className?: string;
}

/**
 * Reads a QR code with the device's camera into a form's code field and submits the form. The
 * server's markup holds hidden buttons only: without JavaScript or a camera the form is typed in;
 * the enhancement (`data-enhance="code-scanner"`), placed in or after the form, shows the start button where a camera may be
 * used and decodes with the browser's BarcodeDetector, else with the `decoder` script.
 */
export function CodeScanner({ target, labels, decoder, className }: CodeScannerProps) {
  return (
    <div
      className={cx(styles.root, className)}
      data-enhance="code-scanner"
      data-target={target}
      data-decoder={decoder}
      data-label-scanning={labels.scanning}
      data-label-unavailable={labels.unavailable}
    >
      <button
        type="button"
        hidden
        className={button({ variant: 'secondary', size: 'md' })}
        {...{ [scannerParts.start]: '' }}
      >
        {labels.start}
      </button>
      <button
        type="button"
        hidden
        className={button({ variant: 'secondary', size: 'md' })}
        {...{ [scannerParts.stop]: '' }}
      >
        {labels.stop}
      </button>
      <video
        hidden
        muted
        playsInline
        aria-label={labels.video}
        className={styles.video}
        {...{ [scannerParts.video]: '' }}
      />
      <p role="status" className={styles.status} {...{ [scannerParts.status]: '' }} />
    </div>
  );
}
