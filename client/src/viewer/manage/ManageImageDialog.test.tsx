import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { Observable } from 'rxjs';
import { ManageImageDialog } from './ManageImageDialog';

type Answer = { data?: unknown };

const managed = (hidden: boolean, position = 1) => ({
  data: {
    image: {
      __typename: 'Image',
      id: 'IMAGE:5',
      management: {
        __typename: 'ImageManagement',
        title: 'Muster roll, page 1',
        shortTitle: 'Muster roll',
        position,
        pageCount: 3,
        revision: 0,
        hidden,
        width: 600,
        height: 900,
      },
    },
  },
});
const payload = (name: string, userErrors: { field: string[]; message: string }[] = []) => ({
  data: {
    [name]: {
      __typename: 'ManageImagePayload',
      image: userErrors.length ? null : { __typename: 'Image', id: 'IMAGE:5' },
      userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e })),
    },
  },
});

/** The gateway as the dialog sees it: each operation answered by name, in the order given. */
function renderDialog(answers: Record<string, Answer[]>) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? '']?.shift();
        if (!answer) throw new Error(`unexpected ${operation.operationName}`);
        setTimeout(() => {
          observer.next(answer as never);
          observer.complete();
        }, 0);
      }),
  );
  const onChanged = jest.fn();
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ManageImageDialog imageId={5} onChanged={onChanged} onClose={() => {}} />
    </ApolloProvider>,
  );
  return { asked, onChanged };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 5)));

describe('ManageImageDialog', () => {
  test('turns the page and hides it, telling the viewer after each change', async () => {
    const { asked, onChanged } = renderDialog({
      ManageImageDialog: [managed(false), managed(false), managed(true)],
      ManageRotateImage: [payload('rotateImage')],
      ManageImageVisibility: [payload('setImageVisibility')],
    });
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: '⟳ Right' }));
    expect(await screen.findByText('Turned 90° clockwise.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden: members and visitors cannot find this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(asked.filter((a) => a.name !== 'ManageImageDialog').map((a) => a.variables)).toEqual([
      { input: { imageGlobalId: 'IMAGE:5', degrees: 90 } },
      { input: { imageGlobalId: 'IMAGE:5', hidden: true } },
    ]);
  });

  test('a refused move shows its message and changes nothing', async () => {
    const { onChanged } = renderDialog({
      ManageImageDialog: [managed(false)],
      ManageMoveImage: [
        payload('moveImage', [{ field: ['input', 'ordinal'], message: 'The roll has 3 pages: choose 1 to 3' }]),
      ],
    });
    await settle();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '9' } });
    // The browser would stop 9 at the field's max; the gateway refuses it anyway.
    fireEvent.submit(screen.getByRole('button', { name: 'Move' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('The roll has 3 pages: choose 1 to 3');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
