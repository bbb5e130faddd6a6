import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ValidatedForm } from './ValidatedForm';
import { ValidatedInput } from './ValidatedInput';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errors = () => [...document.querySelectorAll('.field__error')].map((e) => e.textContent);
const form = () => document.querySelector('form')!;

describe('ValidatedInput (accounts spec §2, §5)', () => {
  it.each(['checkbox', 'radio', 'email', 'file', 'hidden'])('refuses type="%s" with a clear error', (type) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ValidatedInput label="X" type={type as 'text'} />)).toThrow(
      `ValidatedInput does not support type="${type}"`,
    );
  });

  it('shows its message and invalid style only after blur, and clears them once the value is right', () => {
    render(<ValidatedInput label="Username" required message="Required" />);
    const input = field('Username');
    fireEvent.change(input, { target: { value: '' } });
    expect(errors()).toEqual([]);
    fireEvent.blur(input);
    expect(errors()).toEqual(['Required']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.field')!.className).toContain('field--invalid');
    expect(input.getAttribute('aria-describedby')).toBe(document.querySelector('.field__error')!.id);
    fireEvent.change(input, { target: { value: 'jsmith' } });
    expect(errors()).toEqual([]);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    ['too short for its pattern', { pattern: '.{8,}' }, 'abc', 'Please enter a minimum of 8 characters'],
    [
      'failing its own rule',
      { validate: (v: string) => (/\d/.test(v) ? null : 'Password must contain at least 1 digit.') },
      'abcdefgh',
      'Password must contain at least 1 digit.',
    ],
    ['passing both', { pattern: '.{8,}', validate: (v: string) => (/\d/.test(v) ? null : 'digits') }, 'abcdefg1', null],
  ])('a value %s', (_, props, value, expected) => {
    render(<ValidatedInput label="Password" message="Please enter a minimum of 8 characters" {...props} />);
    const input = field('Password');
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    expect(errors()).toEqual(expected ? [expected] : []);
  });
});

describe('ValidatedForm (accounts spec §5 "Forms in general")', () => {
  function SignIn({
    onValidSubmit,
    serverError,
  }: {
    onValidSubmit: (f: HTMLFormElement) => void | Promise<unknown>;
    serverError?: string;
  }) {
    return (
      <ValidatedForm onValidSubmit={onValidSubmit} aria-label="Sign in">
        <ValidatedInput label="Username" name="username" required message="Required" customMessage={serverError} />
        <ValidatedInput
          label="Password"
          name="password"
          type="password"
          required
          message="Please enter a minimum of 8 characters"
        />
        <button type="submit">Sign In</button>
      </ValidatedForm>
    );
  }

  it('does not submit while the browser check fails, and shows every message', () => {
    const submit = jest.fn((_form: HTMLFormElement) => {});
    render(<SignIn onValidSubmit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(submit).not.toHaveBeenCalled();
    expect(form().hasAttribute('data-validated')).toBe(true);
    expect(errors()).toEqual(['Required', 'Please enter a minimum of 8 characters']);
    expect(document.activeElement).toBe(field('Username'));
  });

  it('submits a valid form once, carrying data-validated until the submission ends', async () => {
    let finish!: () => void;
    const submit = jest.fn(
      (_form: HTMLFormElement) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<SignIn onValidSubmit={submit} />);
    fireEvent.change(field('Username'), { target: { value: 'jsmith' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form().hasAttribute('data-validated')).toBe(true);
    await act(async () => finish());
    expect(form().hasAttribute('data-validated')).toBe(false);
  });

  it("shows the server's message at once and clears it on the next submit", () => {
    function WithServer() {
      const [serverError, setServerError] = useState<string | undefined>('That username is taken.');
      return <SignIn onValidSubmit={() => setServerError(undefined)} serverError={serverError} />;
    }
    const submit = jest.fn((_form: HTMLFormElement) => {});
    const { unmount } = render(<WithServer />);
    fireEvent.change(field('Username'), { target: { value: 'jsmith' } });
    expect(errors()).toEqual(['That username is taken.']);
    expect(field('Username').validity.customError).toBe(true);
    unmount();

    render(<SignIn onValidSubmit={submit} serverError="That username is taken." />);
    fireEvent.change(field('Username'), { target: { value: 'jsmith' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual([]);
  });
});

describe('ValidatedForm and a captcha solved by the submit', () => {
  function renderForm(onValidSubmit: () => void) {
    render(
      <ValidatedForm onValidSubmit={onValidSubmit} aria-label="Contact">
        <ValidatedInput label="Message" required message="Required" />
        <div data-solved-on-submit="">
          <input type="checkbox" required aria-label="I'm not a robot" />
        </div>
      </ValidatedForm>,
    );
  }

  it("sends without the captcha's box ticked (the submit solves it), but not with a field left wrong", () => {
    const sent = jest.fn();
    renderForm(sent);
    fireEvent.submit(form());
    expect(sent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Message'));
    fireEvent.change(field('Message'), { target: { value: 'Hello there, Muster.' } });
    fireEvent.submit(form());
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
