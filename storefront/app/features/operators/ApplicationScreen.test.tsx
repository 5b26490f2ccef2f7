import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@city/design-system';
import { SiteMessages } from '../../components/SiteMessages';
import { registerMessages } from '../../lib/i18n/instance';
import { localeMessages } from '../commerce/island-messages.testing';
import { message } from '../account/screens.testing';
import { formSchemas } from '../../enhance/form-schemas';
import { applicationSchema } from '../../lib/domain/operator-application';
import { ApplicationScreen } from './ApplicationScreen';
import type { ApplicationScreenProps } from './ApplicationScreen';

/*
 * The application to become an operator as the server renders it on a page that is not
 * hydrated: a native form checked by the page script with the action's schema, which comes back
 * refused with what was typed and each field's error.
 */

afterEach(() => {
  document.body.replaceChildren();
});

function serverPage(props: ApplicationScreenProps) {
  const i18n = registerMessages('en', localeMessages('en'), localeMessages('it'));
  const Stub = createRoutesStub([
    {
      path: '/:lang/dashboard/outdoor/registrazione',
      Component: () => (
        <SiteMessages i18n={i18n}>
          <DesignSystemProvider locale="en" interactive={false}>
            <ApplicationScreen {...props} />
          </DesignSystemProvider>
        </SiteMessages>
      ),
    },
  ]);
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <Stub initialEntries={['/en/dashboard/outdoor/registrazione']} />,
  );
  document.body.append(container);
  return container;
}

const field = (name: string) =>
  screen.getByRole('textbox', { name: message('en', `commerce.application.fields.${name}`) });

describe('ApplicationScreen on the server', () => {
  it('is a native form posting to its route, checked in the browser with the action’s schema', () => {
    const container = serverPage({
      kind: 'outdoor',
      email: 'a@example.org',
      latest: null,
      sent: false,
    });
    const form = container.querySelector('form')!;
    expect(container.querySelector('[data-rac]')).toBeNull();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/dashboard/outdoor/registrazione');
    expect(form.dataset.formCheck).toBe('application');
    expect(formSchemas.application).toBe(applicationSchema);
    expect(field('ragione_sociale')).toHaveValue('');
  });

  it('comes back refused with what was typed and each field’s error', () => {
    serverPage({
      kind: 'outdoor',
      email: 'a@example.org',
      latest: null,
      sent: false,
      result: {
        fieldErrors: { partita_iva: 'commerce.application.errors.partita_iva.format' },
        values: {
          ragione_sociale: 'Canoa Viva srl',
          partita_iva: '123',
          telefono: '+39 011 1234567',
          sito_web: '',
          descrizione: 'Canoe trips on the river with certified guides.',
        },
      },
    });
    expect(field('ragione_sociale')).toHaveValue('Canoa Viva srl');
    expect(field('descrizione')).toHaveValue('Canoe trips on the river with certified guides.');
    const taxId = field('partita_iva');
    expect(taxId).toHaveValue('123');
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    expect(taxId).toHaveAccessibleDescription(
      new RegExp(
        message('en', 'commerce.application.errors.partita_iva.format').replace(
          /[.*+?^${}()|[\]\\]/g,
          '\\$&',
        ),
      ),
    );
    expect(field('telefono')).not.toHaveAttribute('aria-invalid');
  });
});
