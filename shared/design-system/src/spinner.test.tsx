import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with the given label as name and text', () => {
    render(<Spinner aria-label="Loading your report" />);
    const status = screen.getByRole('status', { name: 'Loading your report' });
    expect(status).toHaveTextContent('Loading your report');
  });

  it('applies the size class', () => {
    render(<Spinner aria-label="Loading" size="large" />);
    expect(screen.getByRole('status').querySelector('.large')).not.toBeNull();
  });

  it('says nothing when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
