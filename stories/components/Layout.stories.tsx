import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Box, Grid, Inline, Stack, Text } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Layout',
  component: Box,
  tags: ['autodocs'],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ children }: { children: ReactNode }) {
  return (
    <Box padding="sm" background="brandSoft" color="onBrandSoft" borderRadius="md">
      <Text as="span" tone="inherit">
        {children}
      </Text>
    </Box>
  );
}

/** Box: any element with token-backed, responsive style props. */
export const BoxPrimitive: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Esempio"
      padding={{ mobile: 'sm', desktop: 'xl' }}
      background="surfaceSunken"
      borderRadius="lg"
    >
      <Text>Padding piccolo su mobile, ampio su desktop.</Text>
    </Box>
  ),
};

/** Stack: vertical rhythm. */
export const StackPrimitive: Story = {
  render: () => (
    <Stack gap="md">
      <Tile>Orari</Tile>
      <Tile>Prezzi</Tile>
      <Tile>Come arrivare</Tile>
    </Stack>
  ),
};

/** Inline: a row that wraps. */
export const InlinePrimitive: Story = {
  render: () => (
    <Inline gap="sm">
      {[
        'Musei',
        'Mostre',
        'Concerti',
        'Teatro',
        'Visite guidate',
        'Famiglie',
        'Enogastronomia',
      ].map((label) => (
        <Tile key={label}>{label}</Tile>
      ))}
    </Inline>
  ),
};

/** Grid: one column on mobile, two on tablet, four on desktop. */
export const GridPrimitive: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="md">
      {Array.from({ length: 8 }, (_, index) => (
        <Tile key={index}>{`Elemento ${index + 1}`}</Tile>
      ))}
    </Grid>
  ),
};

export const RegioneTheme: Story = { ...GridPrimitive, globals: { theme: 'regione' } };
