import { fireEvent, render, screen } from '@testing-library/react';
import { EmailField, FieldError, PasswordField, TextField } from './text-field';

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

describe('PasswordField', () => {
  const field = (error?: string) => (
    <PasswordField
      id="password"
      label="Password"
      autoComplete="new-password"
      showLabel="Show password"
      hideLabel="Hide password"
      hint="At least 8 characters"
      error={error}
      value="s3cret!!"
      onChange={() => undefined}
    />
  );

  it('hides the password until the toggle shows it, and hides it again', () => {
    render(field());
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', 'password');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('spellcheck', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('wires hint and error like a TextField', () => {
    const { rerender } = render(field());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 'password-hint');
    rerender(field('Passwords do not match'));
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'password-hint password-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });
});

describe('FieldError', () => {
  it('is the same alert as a text field error, and nothing without a message', () => {
    const { rerender, container } = render(<FieldError id="privacy-error" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldError id="privacy-error">Please agree to the privacy policy</FieldError>);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'privacy-error');
  });
});
