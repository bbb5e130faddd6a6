// Test helper (used by the account pages' tests only): renders routes over a fake gateway that answers
// each operation by name, as the real one would over HTTP, including GraphQL errors with codes.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../../../apollo';
import { AlertProvider } from '../../../components/alerts/AlertStack';

export type Answer =
  { data: Record<string, unknown> } | { errors: { message: string; extensions: { code: string } }[] } | Error;
export type Answerer = (operation: string, variables: Record<string, unknown>) => Answer | undefined;

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/** A GraphQL error answer as the gateway sends it. */
export const gqlError = (code: string, message = code): Answer => ({ errors: [{ message, extensions: { code } }] });

const payloadType = (mutation: string) => `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Payload`;

/** A form mutation's success as the gateway answers it: `{ [result]: value, userErrors: [] }`. */
export const accepted = (mutation: string, result: string, value: unknown): Answer => ({
  data: { [mutation]: { __typename: payloadType(mutation), [result]: value, userErrors: [] } },
});

/** A form mutation's validation failure as the gateway answers it: data, the result null, one user error. */
export const refusedWith = (
  mutation: string,
  result: string,
  code: string,
  message = code,
  field: string[] | null = null,
): Answer => ({
  data: {
    [mutation]: {
      __typename: payloadType(mutation),
      [result]: null,
      userErrors: [{ __typename: 'UserError', field, message, code }],
    },
  },
});

export const defaultPolicy = {
  __typename: 'PasswordPolicy',
  minLength: 8,
  maxLength: 64,
  minDigits: 1,
  minLettersOrSpecial: 1,
  minLowercase: 0,
  minUppercase: 0,
  minLetters: 0,
  minSpecial: 0,
  specialCharacters: '!@#$%^&*',
};

/** Answers every page needs unless a test says otherwise: the policy and a password the dictionary accepts. */
const commonAnswers: Answerer = (operation) => {
  if (operation === 'PasswordPolicy') return { data: { passwordPolicy: defaultPolicy } };
  if (operation === 'ValidatePassword')
    return {
      data: { validatePassword: { __typename: 'PasswordValidation', isValid: true, failureReasons: [], messages: [] } },
    };
  return undefined;
};

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders `element` at `path` (opened at `url`) over the fake gateway; returns the calls it received. */
export function renderWithGateway(url: string, routes: { path: string; element: ReactNode }[], answer: Answerer) {
  const calls: Call[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operation: name, variables: operation.variables });
        const result =
          answer(name, operation.variables) ??
          commonAnswers(name, operation.variables) ??
          new Error(`unexpected ${name}`);
        // A tick later, as over HTTP, so loading states are seen.
        setTimeout(() => {
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result as never);
            observer.complete();
          }
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const view = render(
    <ApolloProvider client={client}>
      <AlertProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {routes.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <>
                    {r.element}
                    <LocationProbe />
                  </>
                }
              />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </ApolloProvider>,
  );
  return { calls, client, view, names: () => calls.map((c) => c.operation) };
}
