import { render, screen } from '@testing-library/react';
import { StatusMessage } from './status-message';

describe('StatusMessage', () => {
  it('announces errors as an alert', () => {
    render(
      <StatusMessage tone="error" title="Payment failed">
        Choose another method and retry.
      </StatusMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Choose another method and retry.');
    expect(alert).toHaveClass('error');
  });

  it.each(['info', 'success'] as const)('announces %s politely as a status', (tone) => {
    render(<StatusMessage tone={tone}>Saved</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveClass(tone);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to info', () => {
    render(<StatusMessage>Checking your payment</StatusMessage>);
    expect(screen.getByRole('status')).toHaveClass('info');
  });
});
