import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AlertProvider } from '../alerts/AlertStack';
import { ModalStackProvider } from '../modal/ModalStack';
import { BetaBanner, isBetaPath } from '../shell/BetaBanner';

function renderAt(path: string, message: string | null) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        const data =
          operation.operationName === 'BetaBanner'
            ? { betaBanner: { __typename: 'BetaBanner', message }, session: { __typename: 'Session', user: null } }
            : // The dialog's captcha: reCAPTCHA here, whose script jsdom never loads, so nothing runs in the test.
              {
                captchaChallenge: {
                  __typename: 'CaptchaChallenge',
                  provider: 'RECAPTCHA',
                  challenge: null,
                  siteKey: 'k',
                },
              };
        observer.next({ data } as never);
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[path]}>
        <AlertProvider>
          <ModalStackProvider>
            <BetaBanner />
          </ModalStackProvider>
        </AlertProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return asked;
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

test.each([
  ['/search', true],
  ['/collection/us-civil-war', true],
  ['/', false],
  ['/searching', false],
  ['/browse', false],
])('%s is beta: %s', (path, beta) => {
  expect(isBetaPath(path)).toBe(beta);
});

test('on a beta page the banner invites feedback; its link opens "Please provide your feedback"', async () => {
  renderAt('/search', null);
  await settle();
  expect(document.querySelector('.beta-banner')!.textContent).toBe(
    'This page is currently in BETA. We would love your feedback',
  );
  fireEvent.click(screen.getByRole('button', { name: 'We would love your feedback' }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Please provide your feedback' });
  expect(dialog.querySelector('textarea')!.getAttribute('placeholder')).toBe('(Optional)');
  expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('banner data with a message shows that message as a warning instead', async () => {
  renderAt('/collection/us-civil-war', 'War Stories is read-only tonight for maintenance.');
  await settle();
  expect(document.querySelector('.alert--warning')!.textContent).toContain(
    'War Stories is read-only tonight for maintenance.',
  );
  expect(screen.queryByRole('button', { name: 'We would love your feedback' })).toBeNull();
});

test('other pages show no banner and ask nothing', async () => {
  const asked = renderAt('/browse', null);
  await settle();
  expect(document.querySelector('.beta-banner')).toBeNull();
  expect(asked).toEqual([]);
});
