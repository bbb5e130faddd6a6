/** JSON schemas of the /auth routes; lengths are generous bounds, the rules themselves answer with codes. */
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

// Long enough for any policy's maximum, short enough that a huge body cannot make scrypt work for nothing.
export const passwordField = text(1024);
export const emailField = text(320, 1);

export const signInBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: { username: text(320, 1), password: text(1024, 1) },
} as const;

export const registerBody = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email: emailField, password: passwordField, username: text(100, 1), howDidYouHearAboutUs: text(200) },
} as const;

export const forcedUpdateBody = {
  type: 'object',
  required: ['username', 'password', 'newPassword'],
  additionalProperties: false,
  properties: { username: text(320, 1), password: text(1024, 1), newPassword: passwordField },
} as const;

export const validateEmailQuery = {
  type: 'object',
  required: ['email'],
  properties: { email: emailField },
} as const;

export const validatePasswordBody = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: { password: passwordField },
} as const;
