import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, CodeScanner, Stack, TextField } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/CodeScanner',
  component: CodeScanner,
  tags: ['autodocs'],
  args: {
    target: 'codice',
    labels: {
      start: 'Scansiona con la fotocamera',
      stop: 'Chiudi la fotocamera',
      video: 'Fotocamera',
      scanning: 'Inquadra il codice QR.',
      unavailable: 'La fotocamera non è disponibile: scrivi il codice.',
    },
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <TextField name="codice" label="Codice del biglietto" />
        <div>
          <Button type="submit">Verifica</Button>
        </div>
        <CodeScanner {...args} />
      </Stack>
    </form>
  ),
} satisfies Meta<typeof CodeScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The door's form as the server renders it: the typed code works without script; the scanner's
 * buttons are hidden until its enhancement (`data-enhance="code-scanner"`) finds a camera API.
 */
export const WithForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verifica' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Scansiona con la fotocamera' })).toBeNull();
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
