import { render, screen } from '@testing-library/react';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders its children in order with the medium gap by default', () => {
    render(
      <Stack data-testid="stack">
        <p>one</p>
        <p>two</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass('stack', 'gapMd');
    expect(stack).toHaveTextContent('onetwo');
  });

  it.each([
    ['none', 'gapNone'],
    ['xs', 'gapXs'],
    ['2xl', 'gap2xl'],
  ] as const)('maps gap %s to class %s', (gap, className) => {
    render(<Stack data-testid="stack" gap={gap} />);
    expect(screen.getByTestId('stack')).toHaveClass(className);
  });
});
