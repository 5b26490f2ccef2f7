import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '.';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label and hides its icon', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="close" label="Chiudi" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Chiudi' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });
});
