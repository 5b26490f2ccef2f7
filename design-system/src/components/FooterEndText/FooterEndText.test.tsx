import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FooterEndText } from './FooterEndText';

afterEach(cleanup);

describe('FooterEndText', () => {
  it('renders sanitised rich text as markup', () => {
    render(<FooterEndText html={'<p>© Turismo Torino — <a href="/it/privacy">Privacy</a></p>'} />);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/it/privacy');
  });

  it('renders plain text without interpreting it', () => {
    const { container } = render(<FooterEndText text="<b>P. IVA</b> 01234567890" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>P. IVA</b> 01234567890');
  });

  it('renders nothing when empty', () => {
    const { container } = render(<FooterEndText html="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
