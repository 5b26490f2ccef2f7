import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { showTabOf } from './dom';
import enhanceTabs from './enhance';
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

/** An element's text without its hidden parts. */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(copy.querySelectorAll('[hidden]'))) hidden.remove();
  return copy.textContent ?? '';
}

/** The tabs as assistive technology meets them: list, tabs and the panel shown. */
function tabsFacts(container: HTMLElement) {
  const view = within(container);
  const panel = view.getByRole('tabpanel');
  return {
    list: view.getByRole('tablist').getAttribute('aria-label'),
    tabs: view.getAllByRole('tab').map((tab) => ({
      name: tab.textContent,
      selected: tab.getAttribute('aria-selected') === 'true',
      disabled: tab.getAttribute('aria-disabled') === 'true',
      controls:
        tab.getAttribute('aria-selected') === 'true'
          ? tab.getAttribute('aria-controls') === panel.id
          : null,
    })),
    panel: {
      name: container.querySelector(`[id="${panel.getAttribute('aria-labelledby')}"]`)?.textContent,
      text: shownText(panel),
    },
  };
}

describe('Tabs in native mode', () => {
  const withDisabled = [...items.slice(0, 2), { ...items[2]!, isDisabled: true }];

  it('shows every panel headed by its label, with a list of links to them', () => {
    render(
      <DesignSystemProvider locale="it" interactive={false}>
        <Tabs items={items} label="Dettagli" headingLevel={3} />
      </DesignSystemProvider>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    const list = screen.getByRole('list', { name: 'Dettagli' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    for (const [index, link] of links.entries()) {
      const panel = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(panel).toHaveTextContent(items[index]!.content);
      expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
        items[index]!.label,
      );
      expect(panel).toBeVisible();
    }
  });

  it.each([
    ['first', <Tabs items={items} label="Dettagli" />],
    ['chosen', <Tabs items={items} label="Dettagli" defaultSelectedKey="map" />],
    ['a disabled tab', <Tabs items={withDisabled} label="Dettagli" />],
  ])('becomes react-aria’s tabs once enhanced (%s)', (_name, element) => {
    const aria = render(<DesignSystemProvider locale="it">{element}</DesignSystemProvider>);
    const expected = tabsFacts(aria.container);
    aria.unmount();
    const native = render(
      <DesignSystemProvider locale="it" interactive={false}>
        {element}
      </DesignSystemProvider>,
    );
    enhanceTabs(native.container.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    expect(tabsFacts(native.container)).toEqual(expected);
    expect(within(native.container).queryAllByRole('heading')).toHaveLength(0);
  });

  it('moves and selects with the arrow keys, Home and End once enhanced, and undoes it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="it" interactive={false}>
        <Tabs items={withDisabled} label="Dettagli" />
      </DesignSystemProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-enhance="tabs"]')!;
    const undo = enhanceTabs(root);
    await user.tab();
    const first = screen.getByRole('tab', { name: 'Informazioni' });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Come arrivare' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Metro linea 1');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.click(second);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Metro linea 1');
    undo?.();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('keeps every panel’s fields in their form, shown or not', () => {
    const fields = ['it', 'en'].map((code) => ({
      id: code,
      label: code.toUpperCase(),
      content: <input aria-label={`Titolo ${code}`} name={`titolo_${code}`} defaultValue={code} />,
    }));
    const { container } = render(
      <DesignSystemProvider locale="it" interactive={false}>
        <form>
          <Tabs items={fields} label="Lingue" />
        </form>
      </DesignSystemProvider>,
    );
    enhanceTabs(container.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    expect(Object.fromEntries(new FormData(container.querySelector('form')!))).toEqual({
      titolo_it: 'it',
      titolo_en: 'en',
    });
  });

  it('shows the hidden panel of a field so that it can take the focus', () => {
    const fields = ['it', 'en'].map((code) => ({
      id: code,
      label: code.toUpperCase(),
      content: <input aria-label={`Titolo ${code}`} name={`titolo_${code}`} />,
    }));
    const { container } = render(
      <DesignSystemProvider locale="it" interactive={false}>
        <Tabs items={fields} label="Lingue" />
      </DesignSystemProvider>,
    );
    const english = screen.getByRole('textbox', { name: 'Titolo en' });
    // without the enhancement every panel is shown: nothing to do
    expect(showTabOf(english)).toBe(false);
    enhanceTabs(container.querySelector<HTMLElement>('[data-enhance="tabs"]')!);
    expect(english).not.toBeVisible();
    expect(showTabOf(english)).toBe(true);
    expect(english).toBeVisible();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('EN');
    english.focus();
    expect(english).toHaveFocus();
    // shown already, or outside any panel
    expect(showTabOf(english)).toBe(false);
    expect(showTabOf(container)).toBe(false);
  });
});
