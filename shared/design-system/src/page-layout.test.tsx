import { render, screen } from '@testing-library/react';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('puts header, main and footer in their landmarks', () => {
    render(
      <PageLayout skipLinkLabel="Skip to content" header={<span>Logo</span>} footer={<span>Terms</span>}>
        <h1>Test centre</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Logo');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Test centre' }));
  });

  it('starts with a skip link to main, which can take focus', () => {
    const { container } = render(<PageLayout skipLinkLabel="Zum Inhalt springen">content</PageLayout>);
    const link = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(link).toHaveAttribute('href', '#main');
    expect(container.querySelector('a, button, input, [tabindex]:not([tabindex="-1"])')).toBe(link);
    const main = screen.getByRole('main');
    main.focus();
    expect(main).toHaveFocus();
  });

  it('leaves out header and footer when not given', () => {
    render(<PageLayout skipLinkLabel="Skip">content</PageLayout>);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('wraps main content in the container unless told not to', () => {
    const { rerender } = render(<PageLayout skipLinkLabel="Skip">content</PageLayout>);
    expect(screen.getByRole('main').firstElementChild).toHaveClass('container');
    rerender(
      <PageLayout skipLinkLabel="Skip" contained={false}>
        <div data-testid="hero">hero</div>
      </PageLayout>,
    );
    expect(screen.getByRole('main').firstElementChild).toBe(screen.getByTestId('hero'));
  });
});
