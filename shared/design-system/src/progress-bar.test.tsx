import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

function fillRatio(bar: HTMLElement): string | undefined {
  return (bar.firstElementChild as HTMLElement | null)?.style.getPropertyValue('--iq-progress-ratio');
}

describe('ProgressBar', () => {
  it('exposes value, min and max to assistive technology', () => {
    render(<ProgressBar value={3} max={30} aria-label="Test progress" aria-valuetext="Question 3 of 30" />);
    const bar = screen.getByRole('progressbar', { name: 'Test progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', 'Question 3 of 30');
    expect(fillRatio(bar)).toBe('0.1');
  });

  it('defaults max to 100', () => {
    render(<ProgressBar value={40} aria-label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(fillRatio(bar)).toBe('0.4');
  });

  it.each([
    [-5, 10, '0', '0'],
    [15, 10, '10', '1'],
  ])('clamps value %d with max %d to %s', (value, max, now, ratio) => {
    render(<ProgressBar value={value} max={max} aria-label="Progress" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(fillRatio(bar)).toBe(ratio);
  });

  it('updates when the value changes', () => {
    const { rerender } = render(<ProgressBar value={1} max={4} aria-label="Progress" />);
    rerender(<ProgressBar value={2} max={4} aria-label="Progress" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(fillRatio(bar)).toBe('0.5');
  });

  it('shows the optional visible label and no style attribute in the markup', () => {
    const { container } = render(<ProgressBar value={3} max={30} aria-label="Progress" label="3 / 30" />);
    expect(screen.getByText('3 / 30')).toBeInTheDocument();
    // Strict CSP: the bar is drawn by the stylesheet from a custom property set through the CSSOM.
    expect(container.innerHTML).not.toMatch(/style="(?!--iq-progress-ratio)/);
  });
});
