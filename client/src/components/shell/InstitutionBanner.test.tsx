import { render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../__generated__';
import { END_IMPERSONATION, InstitutionBanner, InstitutionBanner_session } from './InstitutionBanner';

const session = (over: Record<string, unknown>) =>
  makeFragmentData(
    {
      __typename: 'Session',
      institution: null,
      impersonatedBy: null,
      user: null,
      ...over,
    } as never,
    InstitutionBanner_session,
  );

test('an institution session shows the library edition banner', () => {
  render(
    <InstitutionBanner
      session={session({ institution: { __typename: 'Institution', id: 1, name: 'Springfield Public Library' } })}
    />,
  );
  expect(screen.getByText('Library Edition at Springfield Public Library')).toBeTruthy();
});

test('an impersonation shows who is viewed and how to end it', () => {
  render(
    <InstitutionBanner
      session={session({
        impersonatedBy: 'archivist',
        user: { __typename: 'SessionUser', userId: 7, username: 'hwhitcomb' },
      })}
    />,
  );
  expect(screen.getByRole('status').textContent).toBe('Viewing as hwhitcomb — End');
  expect(screen.getByRole('link', { name: 'End' }).getAttribute('href')).toBe(END_IMPERSONATION);
});

test('an ordinary session shows neither', () => {
  const { container } = render(<InstitutionBanner session={session({})} />);
  expect(container.textContent).toBe('');
});
