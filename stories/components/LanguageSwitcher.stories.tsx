import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher, languageSwitcherVariants } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const hrefs = {
  it: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
  en: '/en/visit/plan-your-trip/tourist-offices',
  fr: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
};

const meta = {
  title: 'Components/Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: languageSwitcherVariants } },
  args: { current: 'it', hrefs, variant: 'menu' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disclosure menu driven by the keyboard: Enter opens, arrows move, Escape closes and returns focus. */
export const Menu: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Lingua: Italiano' });
    await step('opens with Enter and moves with the arrows', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: /Italiano/ })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: /Italiano/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await userEvent.keyboard('{ArrowDown}');
      const english = canvas.getByRole('link', { name: 'English' });
      await expect(english).toHaveFocus();
      await expect(english).toHaveAttribute('href', hrefs.en);
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('link', { name: 'Français' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('link', { name: /Italiano/ })).toHaveFocus();
    });
    await step('Escape closes and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
    });
    await step('ArrowDown on the button opens on the first language', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(canvasElement);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** Every language in a row, as in the mobile menu; French page. */
export const List: Story = {
  globals: { locale: 'fr' },
  args: { variant: 'list', current: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Langue' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      hrefs.it,
      hrefs.en,
      hrefs.fr,
    ]);
    await expect(canvas.getByRole('link', { name: /Français/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.querySelector('[lang="en-GB"]')).toHaveTextContent('English');
  },
};

/** English page, menu open. */
export const EnglishOpen: Story = {
  globals: { locale: 'en' },
  args: { current: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Italiano' })).toBeVisible();
  },
};

/** The sibling regional brand, menu open. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lingua: Italiano' }));
    await expect(within(canvasElement).getByRole('link', { name: 'English' })).toBeVisible();
  },
};

/**
 * The codes, as in the site header: each named by its language written in itself, with the
 * page's language in `lang`. Native mode, as on the site's pages that are not hydrated.
 */
export const Codes: Story = {
  args: { variant: 'codes', current: 'en' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Lingua' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'ITItaliano',
      'ENEnglish',
      'FRFrançais',
    ]);
    await expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(links[2]).toHaveAttribute('lang', 'fr-FR');
  },
};

/** The codes in the sibling regional brand. */
export const CodesRegione: Story = {
  args: { variant: 'codes', current: 'it' },
  globals: { theme: 'regione' },
};
