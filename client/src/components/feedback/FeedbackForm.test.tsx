import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { jest } from '@jest/globals';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { Observable } from 'rxjs';
import { AlertProvider } from '../alerts/AlertStack';
import type { CaptchaProps } from './captcha';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The gateway as the form sees it: every submitFeedback call is kept, and answered by `answer`. */
function renderForm(
  props: Partial<FeedbackFormProps> = {},
  answer: () => Answer = () => ({
    data: {
      submitFeedback: {
        __typename: 'SubmitFeedbackPayload',
        entry: { __typename: 'FeedbackEntry', id: 1 },
        userErrors: [],
      },
    },
  }),
  token: string | null = 'token-1',
) {
  const sent: Record<string, any>[] = [];
  let release: () => void = () => {};
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables.input);
        // Held until the test lets it go, so the submitting state can be seen.
        release = () => {
          observer.next(answer() as never);
          observer.complete();
        };
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const resets: number[] = [];
  function StandInCaptcha({ ref, message }: CaptchaProps) {
    useImperativeHandle(ref, () => ({ getToken: async () => token, reset: () => resets.push(1) }));
    return <p>{message ?? 'captcha'}</p>;
  }
  const onSubmitted = jest.fn();
  render(
    <ApolloProvider client={client}>
      <AlertProvider>
        <FeedbackForm signedInEmail={null} captcha={StandInCaptcha} onSubmitted={onSubmitted} {...props} />
      </AlertProvider>
    </ApolloProvider>,
  );
  return {
    sent,
    release: () =>
      act(async () => {
        release();
        await new Promise((r) => setTimeout(r, 0));
      }),
    resets,
    onSubmitted,
  };
}

const label = (text: string | RegExp) => screen.getByLabelText(text) as HTMLInputElement;
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((r) => setTimeout(r, 0));
  });
const fill = (subject: string, message: string, email = 'visitor@example.org') => {
  change(label('Subject'), subject);
  change(screen.getByRole('textbox', { name: /Enter your/ }), message);
  if (email) change(label('Email'), email);
};

describe('FeedbackForm', () => {
  test("shows the spec's fields: subjects, a 50×5 message, email when signed out", () => {
    renderForm();
    const options = within(label('Subject'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a subject',
      'Account Question',
      'Site Question or Problem',
      'Content Inquiry',
      'Business or Press Inquiry',
      'Institutional Issue',
      'General Feedback',
    ]);
    const message = screen.getByRole('textbox', { name: 'Enter your message' });
    expect([message.getAttribute('cols'), message.getAttribute('rows'), message.getAttribute('placeholder')]).toEqual([
      '50',
      '5',
      null,
    ]);
    expect(label('Email').type).toBe('email');
    expect(screen.queryByRole('group', { name: 'Rating' })).toBeNull();
  });

  test('General Feedback asks a rating and labels the message "Enter your feedback"', () => {
    renderForm();
    change(label('Subject'), 'FEEDBACK');
    const radios = within(screen.getByRole('group', { name: 'Rating' })).getAllByRole('radio');
    expect(radios.map((r) => r.parentElement!.textContent)).toEqual(['Disliked', "It's okay", 'I like it']);
    expect(screen.getByRole('textbox', { name: 'Enter your feedback' })).toBeTruthy();
  });

  test('Content Inquiry asks a category; other subjects derive theirs', async () => {
    const { sent, release } = renderForm();
    fill('CONTENT', 'Where are the 1863 muster rolls?');
    expect(label('Category')).toBeTruthy();
    await submit();
    expect(screen.getByText('Please select a category')).toBeTruthy();
    expect(sent).toHaveLength(0);
    change(label('Category'), 'PROBLEM');
    await submit();
    await release();
    expect(sent[0]).toMatchObject({ type: 'CONTENT', category: 'PROBLEM' });
  });

  test('a signed-in member is not asked for an email; theirs is sent', async () => {
    const { sent, release } = renderForm({ signedInEmail: 'helen@example.org' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    fill('ACCOUNT', 'My renewal failed twice.', '');
    await submit();
    await release();
    expect(sent[0]).toMatchObject({
      type: 'ACCOUNT',
      category: 'PROBLEM',
      email: 'helen@example.org',
      captcha: 'token-1',
      rating: null,
    });
  });

  test('each rule shows its message and nothing is sent', async () => {
    const { sent } = renderForm();
    await submit();
    expect(screen.getByText('Please select a subject')).toBeTruthy();
    change(label('Subject'), 'FEEDBACK');
    change(screen.getByRole('textbox', { name: 'Enter your feedback' }), 'x'.repeat(9));
    change(label('Email'), 'nobody@');
    await submit();
    for (const text of [
      'Please select a rating',
      'Please enter a message between 10 and 1000 characters',
      'Please enter a valid email',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(sent).toHaveLength(0);
  });

  test('submitting disables the button; success resets the form, thanks by subject and resets the captcha', async () => {
    const { sent, release, resets, onSubmitted } = renderForm();
    fill('ACCOUNT', 'I cannot find my receipt.');
    await submit();
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    await release();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toMatch(/1-2 business days/);
    expect(label('Subject').value).toBe('');
    expect(screen.getByRole('textbox', { name: 'Enter your message' }).textContent).toBe('');
    expect(label('Email').value).toBe('');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(resets).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('the beta dialog\'s preset: no subject field, the message optional, "Thank you for your feedback."', async () => {
    const { sent, release } = renderForm({ subject: 'BETA' });
    expect(screen.queryByLabelText('Subject')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Enter your feedback' }).getAttribute('placeholder')).toBe('(Optional)');
    fireEvent.click(screen.getByRole('radio', { name: 'I like it' }));
    change(label('Email'), 'visitor@example.org');
    await submit();
    await release();
    expect(sent[0]).toMatchObject({ type: 'BETA', category: 'FEEDBACK', rating: 3, message: null });
    expect(within(screen.getByRole('status')).getByText('Thank you for your feedback.')).toBeTruthy();
  });

  test('a captcha that cannot be solved: back to idle, nothing sent, no alert', async () => {
    const { sent } = renderForm({}, undefined, null);
    fill('ACCOUNT', 'I cannot find my receipt.');
    await submit();
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  /** The gateway's answer to input it refuses: a user error on the field, not a failed request. */
  const refused = (field: string[] | null, message = 'no'): Answer => ({
    data: {
      submitFeedback: {
        __typename: 'SubmitFeedbackPayload',
        entry: null,
        userErrors: [{ __typename: 'UserError', field, message, code: 'BAD_USER_INPUT' }],
      },
    },
  });

  test.each([
    [['input', 'email'], 'Please enter a valid email'],
    [['input', 'message'], 'Please enter a message between 10 and 1000 characters'],
    [null, 'There was an error with your submission. Please try again.'],
  ])('a user error on %j shows "%s"', async (field, text) => {
    const { release } = renderForm({}, () => refused(field));
    fill('ACCOUNT', 'I cannot find my receipt.');
    await submit();
    await release();
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(label('Subject').value).toBe('ACCOUNT');
  });

  test('a failed request shows the general message', async () => {
    const { release } = renderForm({}, () => ({
      errors: [{ message: 'no', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    fill('ACCOUNT', 'I cannot find my receipt.');
    await submit();
    await release();
    expect(screen.getByRole('alert').textContent).toContain(
      'There was an error with your submission. Please try again.',
    );
  });

  test('a captcha the server rejects: its message by the captcha, no alert, a fresh captcha', async () => {
    const { release, resets } = renderForm({}, () =>
      refused(['input', 'captcha'], 'Your request could not be validated. (2)'),
    );
    fill('ACCOUNT', 'I cannot find my receipt.');
    await submit();
    await release();
    expect(screen.getByText('Your request could not be validated. (2)')).toBeTruthy();
    expect(document.querySelector('.alert')).toBeNull();
    expect(resets).toHaveLength(1);
  });
});
