import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('renders a button of type "button" by default and calls onClick', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Start the test</Button>);
    const button = screen.getByRole('button', { name: 'Start the test' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('does not call onClick when disabled', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is busy, keeps its name and focus, and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not disabled, so a keyboard user who pressed it does not lose focus.
    expect(button).toBeEnabled();
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The spinner is decoration: the button itself says it is busy.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('while loading does not submit its form', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when not loading', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is not busy when not loading', () => {
    render(<Button>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Next</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('applies variant, size and fullWidth classes and keeps a caller class', () => {
    render(
      <Button variant="ghost" size="large" fullWidth className="extra">
        Skip
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Skip' });
    // identity-obj-proxy: CSS Module class names are the keys themselves.
    expect(button).toHaveClass('button', 'ghost', 'large', 'fullWidth', 'extra');
    expect(button).not.toHaveClass('primary');
  });

  it('defaults to the primary variant in medium size', () => {
    render(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveClass('primary', 'medium');
  });

  it('passes other attributes through', () => {
    render(
      <Button aria-describedby="hint" data-testid="cta">
        Next
      </Button>,
    );
    expect(screen.getByTestId('cta')).toHaveAttribute('aria-describedby', 'hint');
  });
});
