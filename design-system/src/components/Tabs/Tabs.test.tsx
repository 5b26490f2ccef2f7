import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '.';

afterEach(cleanup);

const items = [
  { id: 'info', label: 'Informazioni', content: 'Orari e prezzi' },
  { id: 'map', label: 'Come arrivare', content: 'Metro linea 1' },
  { id: 'acc', label: 'Accessibilità', content: 'Ingresso senza barriere' },
];

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    render(<Tabs items={items} label="Dettagli" />);
    expect(screen.getByRole('tablist', { name: 'Dettagli' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Informazioni' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Come arrivare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Metro linea 1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Accessibilità' })).toHaveFocus();
  });

  it('keeps the fields of every panel in their form when asked to', async () => {
    const fields = ['it', 'en'].map((code) => ({
      id: code,
      label: code.toUpperCase(),
      content: (
        <label>
          {`Titolo ${code}`}
          <input name={`titolo_${code}`} defaultValue={`Titolo ${code}`} />
        </label>
      ),
    }));
    render(
      <form aria-label="Scheda">
        <Tabs items={fields} label="Lingue" keepMounted />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Scheda' }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      titolo_it: 'Titolo it',
      titolo_en: 'Titolo en',
    });
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'EN' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Titolo en');
  });
});
