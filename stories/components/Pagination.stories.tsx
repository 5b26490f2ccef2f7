import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '@city/design-system';

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 5, totalPages: 12, hrefForPage: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain links with the current page marked; Tab walks through them in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginazione' });
    const nav_ = within(nav);
    await expect(nav_.getByRole('link', { name: 'Pagina 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav_.getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute(
      'href',
      '?page=4',
    );
    await expect(nav_.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute(
      'href',
      '?page=6',
    );
    await userEvent.tab();
    await expect(nav_.getByRole('link', { name: 'Pagina precedente' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav_.getByRole('link', { name: 'Pagina 1' })).toHaveFocus();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Pagina precedente' }),
    ).toBeNull();
  },
};

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Next page' }),
    ).toBeInTheDocument();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
