import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import { Thumbnail_thumbnail } from '../Thumbnail';
import { DenyDialog } from './DenyDialog';
import type { DenyRequirement } from '../../__generated__/graphql';
import type { DenyAction } from './denyMessages';
import { RESEND_FAILURE, RESEND_SUCCESS } from './ResendVerification';

const thumbnail = makeFragmentData(
  { url: '/thumbnail/9/200/200.jpg', width: 200, height: 200, title: 'Muster roll' },
  Thumbnail_thumbnail,
);

function renderDialog(
  requirement: DenyRequirement,
  action: DenyAction,
  extra: { onResend?: () => Promise<boolean>; signedIn?: boolean } = {},
) {
  render(
    <MemoryRouter initialEntries={['/image/9?rec=3']}>
      <DenyDialog
        requirement={requirement}
        action={action}
        contentType="IMAGE"
        thumbnail={thumbnail}
        onClose={() => {}}
        {...extra}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('dialog');
}

const links = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('DenyDialog (accounts spec §2, §4)', () => {
  it.each<[DenyRequirement, DenyAction, string, string[][]]>([
    [
      'LOGIN',
      'VIEW',
      'Register to view this image for free',
      [
        ['Register for free', '/register?return=true'],
        ['Sign In', '/login?next=%2Fimage%2F9%3Frec%3D3'],
      ],
    ],
    [
      'LOGIN',
      'PRINT',
      'Get a free membership',
      [
        ['Register for free', '/register?return=true'],
        ['Sign In', '/login?next=%2Fimage%2F9%3Frec%3D3'],
      ],
    ],
    [
      'SUBSCRIBE',
      'SEARCH',
      'Get a Premium Membership',
      [
        ['Get a Premium Membership', '/choose-a-plan'],
        ['Sign In', '/login?next=%2Fimage%2F9%3Frec%3D3'],
      ],
    ],
    [
      'SUBSCRIBE',
      'DOWNLOAD',
      'A subscription is needed',
      [
        ['Subscribe', '/choose-a-plan'],
        ['Sign In', '/login?next=%2Fimage%2F9%3Frec%3D3'],
      ],
    ],
    ['SILO', 'VIEW', 'Not available through this institution', [['Contact support', '/contact/?subject=Support']]],
    ['CONFIRM', 'ANNOTATE', 'Please verify your email', []],
  ])('%s / %s: "%s" with its ways on', (requirement, action, title, expected) => {
    const dialog = renderDialog(requirement, action);
    expect(screen.getByRole('dialog', { name: title })).toBe(dialog);
    expect(links()).toEqual(expected);
  });

  it('shows the thumbnail at size 200', () => {
    renderDialog('LOGIN', 'VIEW');
    const box = screen.getByRole('dialog').querySelector<HTMLElement>('.thumb')!;
    expect([box.style.width, box.style.height]).toEqual(['200px', '200px']);
  });

  it('offers a signed-in member no sign-in', () => {
    renderDialog('SUBSCRIBE', 'VIEW', { signedIn: true });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it.each([
    ['sent', async () => true, RESEND_SUCCESS],
    ['refused', async () => false, RESEND_FAILURE],
    [
      'failing',
      async () => {
        throw new Error('network');
      },
      RESEND_FAILURE,
    ],
  ])('resends the verification email (%s): idle, "Resending...", then the result', async (_, result, message) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onResend = jest.fn(async () => {
      await gate;
      return result();
    });
    renderDialog('CONFIRM', 'VIEW', { onResend });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const sending = screen.getByRole('button', { name: 'Resending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    await act(async () => release());
    expect(screen.getByRole('status').textContent).toBe(message);
    // After a failure the member can try again; after success there is nothing left to press.
    expect(screen.queryByRole('button', { name: 'Resend verification email' }) !== null).toBe(
      message === RESEND_FAILURE,
    );
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
