import { GraphQLError } from 'graphql';
import { argumentField, payloadOf, type FieldRule } from './user-errors';

const refusal = (code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLError('Refused', { extensions: { code, ...extensions } });

describe('argumentField', () => {
  it.each<[string, GraphQLError, FieldRule, string[] | null]>([
    ['a service field, under input', refusal('PROFILE_INVALID', { field: 'bio' }), {}, ['input', 'bio']],
    [
      'a dotted field of the arguments',
      refusal('BAD_USER_INPUT', { field: 'newElements.0.story.content' }),
      { under: null },
      ['newElements', '0', 'story', 'content'],
    ],
    ['the gateway’s own argument', refusal('BAD_USER_INPUT', { argument: 'currentPassword' }), {}, ['currentPassword']],
    [
      'a code’s argument first',
      refusal('EMAIL_TAKEN', { field: 'mail' }),
      { codes: { EMAIL_TAKEN: 'input.email' } },
      ['input', 'email'],
    ],
    [
      'the one argument, whatever is named',
      refusal('EMAIL_INVALID', { field: 'email' }),
      { argument: 'newEmail' },
      ['newEmail'],
    ],
    ['the arguments as a whole', refusal('BAD_USER_INPUT', { field: 'name' }), { argument: null }, null],
    ['nothing named', refusal('TOKEN_INVALID'), {}, null],
  ])('%s', (_, error, rule, path) => {
    expect(argumentField(error, rule)).toEqual(path);
  });
});

describe('payloadOf', () => {
  it('answers a validation refusal as data and throws anything else', async () => {
    await expect(
      payloadOf('session', () => Promise.reject(refusal('EMAIL_INVALID', { field: 'email' }))),
    ).resolves.toEqual({
      session: null,
      userErrors: [{ field: ['input', 'email'], message: 'Refused', code: 'EMAIL_INVALID' }],
    });
    await expect(payloadOf('session', () => Promise.reject(refusal('FORBIDDEN')))).rejects.toThrow('Refused');
  });
});
