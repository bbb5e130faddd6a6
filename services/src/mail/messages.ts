import { type AccountLinkKind, accountLink } from '@muster/contract';

/** What the services mail; `kind` names it in the outbox. */
export interface MailMessage {
  kind:
    | 'verify-email'
    | 'reset-password'
    | 'confirm-email-change'
    | 'password-changed'
    | 'email-changed'
    | 'unlock-account';
  to: string;
  subject: string;
  text: string;
  token?: string;
  userId: number | null;
}

const sign = '\n\n— Muster';

function link(kind: AccountLinkKind, token: string, siteUrl: string): string {
  return accountLink(kind, token, siteUrl);
}

export function verifyEmailMail(to: string, userId: number, token: string, siteUrl: string): MailMessage {
  return {
    kind: 'verify-email',
    to,
    userId,
    token,
    subject: 'Please verify your email address',
    text: `Welcome to Muster. Please verify your email address by opening this link within 7 days:\n\n${link('verifyEmail', token, siteUrl)}${sign}`,
  };
}

export function resetPasswordMail(to: string, userId: number, token: string, siteUrl: string): MailMessage {
  return {
    kind: 'reset-password',
    to,
    userId,
    token,
    subject: 'Reset your Muster password',
    text: `Someone asked to reset the password of your Muster account. To choose a new password, open this link within 1 hour:\n\n${link('resetPassword', token, siteUrl)}\n\nIf it was not you, ignore this message: your password stays as it is.${sign}`,
  };
}

export function confirmEmailChangeMail(to: string, userId: number, token: string, siteUrl: string): MailMessage {
  return {
    kind: 'confirm-email-change',
    to,
    userId,
    token,
    subject: 'Confirm your new email address',
    text: `Please confirm that this is the new email address of your Muster account by opening this link within 24 hours:\n\n${link('confirmEmailChange', token, siteUrl)}${sign}`,
  };
}

export function passwordChangedMail(to: string, userId: number): MailMessage {
  return {
    kind: 'password-changed',
    to,
    userId,
    subject: 'Your Muster password was changed',
    text: `The password of your Muster account was changed. If it was not you, reset your password at once or contact support.${sign}`,
  };
}

/** Sent to the old address once a change is confirmed, so an owner whose account was taken over hears of it. */
export function emailChangedMail(to: string, userId: number, newEmail: string): MailMessage {
  return {
    kind: 'email-changed',
    to,
    userId,
    subject: 'Your Muster email address was changed',
    text: `The email address of your Muster account is now ${newEmail}. If it was not you, contact support.${sign}`,
  };
}

/** Sent once when failed sign-ins from anywhere lock the account: following the link unlocks it. */
export function unlockAccountMail(to: string, userId: number, token: string, siteUrl: string): MailMessage {
  return {
    kind: 'unlock-account',
    to,
    userId,
    token,
    subject: 'Your Muster account has been locked',
    text: `Someone has tried to sign in to your Muster account with a wrong password many times, so we have locked it to keep it safe. Your password has not been changed.\n\nTo unlock your account, open this link within 7 days:\n\n${link('unlockAccount', token, siteUrl)}\n\nYou can also unlock it by resetting your password from the sign-in page. If it was not you trying to sign in, choosing a new password is a good idea.${sign}`,
  };
}
