import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithGateway } from '../account/shared/fakeGateway';
import { MemorialCreatePage } from './MemorialCreatePage';

const session = { data: { session: { __typename: 'Session', user: { __typename: 'SessionUser', userId: 1 } } } };

function open(createMemorial: Record<string, unknown>) {
  return renderWithGateway('/memorial/create', [{ path: '/memorial/create', element: <MemorialCreatePage /> }], (op) =>
    op === 'CreateMemorialSession'
      ? session
      : op === 'CreateMemorial'
        ? { data: { createMemorial: { __typename: 'CreateMemorialPayload', ...createMemorial } } }
        : undefined,
  );
}

async function fillAndCreate() {
  const form = within(await screen.findByRole('form', { name: 'Create a Memorial' }));
  fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Pvt. Josiah Whitcomb' } });
  fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Fell at Antietam.' } });
  fireEvent.click(form.getByRole('button', { name: 'Create Memorial' }));
  return form;
}

describe('Create a Memorial: a refusal answered as userErrors', () => {
  it('shows the message under the field it names and keeps the form filled in', async () => {
    const message = 'The title you entered is too long. 300 (Max: 256)';
    const { calls } = open({
      memorial: null,
      userErrors: [{ __typename: 'UserError', field: ['input', 'title'], message, code: 'BAD_USER_INPUT' }],
    });
    const form = await fillAndCreate();
    const shown = await form.findByText(message);
    // By the Title field (its error line, which the field points at), not at the foot of the form.
    const title = form.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(shown.id);
    expect((title as HTMLInputElement).value).toBe('Pvt. Josiah Whitcomb');
    expect(calls.filter((c) => c.operation === 'CreateMemorial')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/memorial/create');
  });

  it('shows a refusal that names no field at the foot of the form', async () => {
    const message = 'Something about the memorial as a whole';
    open({ memorial: null, userErrors: [{ __typename: 'UserError', field: null, message, code: 'BAD_USER_INPUT' }] });
    const form = await fillAndCreate();
    expect((await form.findByRole('alert')).textContent).toBe(message);
    expect(form.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });
});
