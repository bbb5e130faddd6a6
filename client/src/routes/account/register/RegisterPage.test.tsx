import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { type Answer, type Answerer, gqlError, renderWithGateway } from '../shared/fakeGateway';
import { EMAIL_MESSAGE, EMAIL_TAKEN_HINT, PASSWORD_RULES_MESSAGE, RegisterPage, VERIFY_NOTICE } from './RegisterPage';

const registered = {
  data: {
    register: {
      __typename: 'RegisterPayload',
      session: { __typename: 'Session', user: { __typename: 'SessionUser', userId: 40 } },
      userErrors: [],
    },
  },
};

/** The gateway's answer to input it refuses: a user error on the field, not a failed request. */
const refused = (field: string, message: string, code: string) => ({
  data: {
    register: {
      __typename: 'RegisterPayload',
      session: null,
      userErrors: [{ __typename: 'UserError', field: ['input', field], message, code }],
    },
  },
});

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/register?return=true')}>
      Join
    </button>
  );
}

function open(url: string, answers: Record<string, Answer | ((v: Record<string, unknown>) => Answer)> = {}) {
  const answer: Answerer = (op, v) => {
    const a = answers[op];
    return typeof a === 'function' ? a(v) : a;
  };
  return renderWithGateway(
    url,
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/memorial/3', element: <Start /> },
      { path: '/checkout/test/:id', element: null },
    ],
    answer,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const location = () => screen.getByTestId('location').textContent;
const ruleState = (rule: string) => document.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-state');

describe('RegisterPage', () => {
  it('registers with the form values and goes home', async () => {
    const { calls } = open('/register', {
      Register: registered,
      UsernameAvailable: { data: { usernameAvailable: true } },
      EmailAvailable: { data: { emailAvailable: true } },
    });
    type('Email', ' new.member@example.com ');
    type('Password', 'fine-password-7');
    type('Username (optional)', 'newmember');
    fireEvent.change(screen.getByLabelText('How did you hear about us?'), { target: { value: 'Friend or family' } });
    expect(await screen.findByText('This username is available.')).toBeTruthy();
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    await waitFor(() => expect(location()).toBe('/'));
    // The verify-your-email notice stays until closed.
    expect(screen.getByText(VERIFY_NOTICE('new.member@example.com'))).toBeTruthy();
    expect(calls.find((c) => c.operation === 'Register')?.variables).toEqual({
      input: {
        email: 'new.member@example.com',
        password: 'fine-password-7',
        username: 'newmember',
        howDidYouHearAboutUs: 'Friend or family',
      },
    });
  });

  it('with return=true goes back to the page the visitor came from', async () => {
    open('/memorial/3', { Register: registered });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    type('Email', 'a@example.com');
    type('Password', 'fine-password-7');
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    await waitFor(() => expect(location()).toBe('/memorial/3'));
  });

  it('a plan chosen before registering goes on to its checkout', async () => {
    const { calls } = open('/register?return=true&plan=ANNUAL', {
      Register: registered,
      StartCheckout: {
        data: {
          startCheckout: {
            __typename: 'CheckoutStart',
            checkoutId: 'test_cs_1',
            url: 'http://localhost/checkout/test/test_cs_1',
            testMode: true,
          },
        },
      },
    });
    type('Email', 'a@example.com');
    type('Password', 'fine-password-7');
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    await waitFor(() => expect(location()).toBe('/checkout/test/test_cs_1'));
    expect(calls.find((c) => c.operation === 'StartCheckout')?.variables).toEqual({ plan: 'ANNUAL' });
  });

  it('ignores a plan that is not one', async () => {
    const { names } = open('/register?plan=GOLD', { Register: registered });
    type('Email', 'a@example.com');
    type('Password', 'fine-password-7');
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    await waitFor(() => expect(location()).toBe('/'));
    expect(names()).not.toContain('StartCheckout');
  });

  it('refuses a malformed email and a password that breaks a rule without asking the gateway', () => {
    const { names } = open('/register');
    type('Email', 'a@b');
    type('Password', 'fine-password-7');
    submit();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(EMAIL_TAKEN_HINT, { exact: false })).toBeNull();
    type('Email', 'a@example.com');
    type('Password', 'short1');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_RULES_MESSAGE);
    expect(names()).not.toContain('Register');
  });

  it('says a malformed email is malformed on leaving the field, without asking whether it is free', () => {
    const { names } = open('/register', { EmailAvailable: { data: { emailAvailable: false } } });
    type('Email', 'a@b');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(EMAIL_TAKEN_HINT, { exact: false })).toBeNull();
    expect(names()).not.toContain('EmailAvailable');
  });

  it('says when the email is already used, on leaving the field', async () => {
    open('/register', { EmailAvailable: { data: { emailAvailable: false } } });
    type('Email', 'basic@example.com');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText(EMAIL_TAKEN_HINT, { exact: false })).toBeTruthy();
  });

  it('marks a taken username and a username breaking the rules', async () => {
    open('/register', { UsernameAvailable: { data: { usernameAvailable: false } } });
    type('Username (optional)', 'basic');
    expect(await screen.findByText('This username is taken. Please choose another.')).toBeTruthy();
    type('Username (optional)', 'a b');
    expect(await screen.findByText(/Usernames are 3 to 30 characters/)).toBeTruthy();
  });

  it("shows the server's user error by its field (email taken), and stays on the form", async () => {
    open('/register', { Register: refused('email', 'An account with this email already exists', 'EMAIL_TAKEN') });
    type('Email', 'basic@example.com');
    type('Password', 'fine-password-7');
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const status = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(status.textContent).toContain('An account already uses this email.');
    expect(location()).toBe('/register');
  });

  it('shows a refused username by the username field', async () => {
    open('/register', {
      Register: refused('username', 'This username is already taken', 'USERNAME_TAKEN'),
      UsernameAvailable: { data: { usernameAvailable: true } },
    });
    type('Email', 'new@example.com');
    type('Password', 'fine-password-7');
    type('Username (optional)', 'takenmeanwhile');
    expect(await screen.findByText('This username is available.')).toBeTruthy();
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    expect(await screen.findByText('That username is taken. Please choose another.')).toBeTruthy();
  });

  it('shows a failed request as the general message', async () => {
    open('/register', { Register: gqlError('RATE_LIMITED', 'Too many') });
    type('Email', 'basic@example.com');
    type('Password', 'fine-password-7');
    await waitFor(() => expect(ruleState('dictionary')).toBe('met'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});

describe('the live password checklist', () => {
  it('marks each rule as the password changes and asks the dictionary only once the local rules pass, once per pause', async () => {
    const { calls } = open('/register', {
      ValidatePassword: {
        data: {
          validatePassword: {
            __typename: 'PasswordValidation',
            isValid: false,
            failureReasons: ['DICTIONARY'],
            messages: [],
          },
        },
      },
    });
    expect(ruleState('minLength')).toBe('idle');
    expect(ruleState('maxLength')).toBeUndefined();
    type('Password', 'abc');
    expect([ruleState('minLength'), ruleState('minDigits'), ruleState('minLettersOrSpecial')]).toEqual([
      'unmet',
      'unmet',
      'met',
    ]);
    type('Password', '12345678');
    expect([ruleState('minLength'), ruleState('minDigits'), ruleState('minLettersOrSpecial')]).toEqual([
      'met',
      'met',
      'unmet',
    ]);
    type('Password', 'x'.repeat(64) + '1');
    expect(ruleState('maxLength')).toBe('unmet');
    type('Password', 'password1');
    type('Password', 'password12');
    expect(ruleState('dictionary')).toBe('pending');
    await waitFor(() => expect(ruleState('dictionary')).toBe('unmet'));
    expect(calls.filter((c) => c.operation === 'ValidatePassword').map((c) => c.variables)).toEqual([
      { password: 'password12' },
    ]);
    expect(screen.getByText('Password cannot be a common word or phrase.')).toBeTruthy();
  });
});
