import { render, screen } from '@testing-library/react';
import { EmailField, TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it by its hint, then by hint and error', () => {
    const { rerender } = render(<TextField id="name" label="Name" hint="As on the certificate" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-describedby', 'name-hint');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<TextField id="name" label="Name" hint="As on the certificate" error="Enter your name." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'name-hint name-error');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'name-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name.');
  });

  it('without a hint is described by its error only', () => {
    const { rerender } = render(<TextField id="code" label="Code" />);
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-describedby');
    rerender(<TextField id="code" label="Code" error="Too short." />);
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-describedby', 'code-error');
  });
});

describe('EmailField', () => {
  it('asks for an e-mail address with autocomplete and the e-mail keyboard', () => {
    render(<EmailField id="email" label="E-mail" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });
});
