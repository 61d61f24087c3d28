import { render, screen } from '@testing-library/react';
import { MessagePage } from './message-page';

test('shows the title as the page heading, the message and what follows', () => {
  render(
    <MessagePage title="Payment failed" body="You have not been charged." data-testid="screen-x">
      <button type="button">Try again</button>
    </MessagePage>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment failed');
  expect(screen.getByText('You have not been charged.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByTestId('screen-x')).toHaveClass('page', 'medium');
});

test('takes a narrower or wider column', () => {
  render(<MessagePage title="t" body="b" width="narrow" data-testid="n" />);
  expect(screen.getByTestId('n')).toHaveClass('narrow');
});
