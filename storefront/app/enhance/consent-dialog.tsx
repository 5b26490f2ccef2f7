import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ConsentPreferences, DesignSystemProvider } from '@city/design-system';
import type { ConsentChoices, Locale } from '@city/design-system';

/*
 * The design system's consent preferences dialog for a page that is not hydrated: loaded by the
 * page script the first time "Customise" is pressed, rendered into its own root at the end of the
 * body. The dialog is the same component the hydrated pages use.
 */

export interface OpenConsentPreferences {
  locale: Locale;
  initialChoices: ConsentChoices;
  /** The button that opened the dialog: focus returns to it when it closes. */
  opener: HTMLElement;
  onSave: (choices: ConsentChoices) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
}

let root: Root | undefined;

function Dialog({ options }: { options: OpenConsentPreferences }) {
  const [open, setOpen] = useState(true);
  return (
    <DesignSystemProvider locale={options.locale}>
      <ConsentPreferences
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && options.opener.isConnected && !options.opener.closest('[hidden]'))
            options.opener.focus();
        }}
        initialChoices={options.initialChoices}
        onSave={options.onSave}
        onAcceptAll={options.onAcceptAll}
        onRejectAll={options.onRejectAll}
      />
    </DesignSystemProvider>
  );
}

/** Opens the dialog (again), with the choices stored so far. */
export function openConsentPreferences(options: OpenConsentPreferences): void {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.consentDialog = '';
    document.body.appendChild(container);
    root = createRoot(container);
  }
  // A new key each time: the dialog opens with the latest stored choices.
  root.render(
    <StrictMode>
      <Dialog key={Date.now()} options={options} />
    </StrictMode>,
  );
}
