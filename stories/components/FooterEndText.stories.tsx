import type { Meta, StoryObj } from '@storybook/react-vite';
import { FooterEndText } from '@city/design-system';
import { endTextHtml } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/FooterEndText',
  component: FooterEndText,
  tags: ['autodocs'],
  args: { html: endTextHtml },
} satisfies Meta<typeof FooterEndText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rich text from the content service, already sanitised. */
export const RichText: Story = {};

/** Plain text. */
export const PlainText: Story = {
  render: () => <FooterEndText text="© 2026 Turismo Torino e Provincia — P. IVA 07401840017" />,
};
