import { render, screen } from '@testing-library/react';
import { Container } from './container';

describe('Container', () => {
  it('wraps its children and keeps a caller class', () => {
    render(
      <Container data-testid="container" className="extra">
        content
      </Container>,
    );
    const container = screen.getByTestId('container');
    expect(container).toHaveClass('container', 'extra');
    expect(container).toHaveTextContent('content');
  });
});
