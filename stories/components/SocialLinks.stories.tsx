import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialLinks, socialLinkTones } from '@city/design-system';
import { socialProfiles } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/SocialLinks',
  component: SocialLinks,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: socialLinkTones } },
  args: { items: socialProfiles, tone: 'default' },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six networks of the spec, each named with a new-tab hint. */
export const AllNetworks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(
      canvas.getByRole('link', { name: 'TikTok (si apre in una nuova scheda)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** On a dark band, following its colour; English. */
export const Inverse: Story = {
  globals: { locale: 'en' },
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#17202e', color: '#ffffff', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
};
