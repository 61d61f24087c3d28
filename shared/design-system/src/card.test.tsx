import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title, as a level-2 heading by default', () => {
    render(<Card title="Your score">IQ 120</Card>);
    const region = screen.getByRole('region', { name: 'Your score' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent('IQ 120');
    expect(screen.getByRole('heading', { level: 2, name: 'Your score' })).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Ranking" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ranking' })).toBeInTheDocument();
  });

  it('renders a plain section without heading when there is no title', () => {
    const { container } = render(<Card>Body</Card>);
    const section = container.querySelector('section');
    expect(section).toHaveTextContent('Body');
    expect(section).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('gives two cards distinct heading ids', () => {
    render(
      <>
        <Card title="First" />
        <Card title="Second" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Second' })).toBeInTheDocument();
  });

  it('applies the padding class', () => {
    const { container } = render(<Card padding="large">Body</Card>);
    expect(container.querySelector('section')).toHaveClass('card', 'large');
  });
});
