import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '.';

afterEach(cleanup);

describe('Button', () => {
  it('calls onPress on click and on keyboard activation', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Acquista</Button>);
    const button = screen.getByRole('button', { name: 'Acquista' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Acquista
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acquista' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its name and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Paga/ });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
