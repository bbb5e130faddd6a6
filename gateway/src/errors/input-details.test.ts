import { withInputDetails } from './input-details';

describe('withInputDetails', () => {
  test("a variable outside an enum gets its path and the enum's values", () => {
    const error = {
      message:
        'Variable "$query" got invalid value "military.conflict" at "query.filters[0].type"; Value "military.conflict" does not exist in "FacetType" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    };
    const { extensions } = withInputDetails(error);
    expect(extensions?.argument).toBe('query.filters[0].type');
    expect(extensions?.allowed).toEqual(expect.arrayContaining(['CONFLICT', 'PLACE', 'BROWSE_LEVEL_7']));
  });

  test('an enum value written in the query gets the allowed values', () => {
    const error = {
      message: 'Value "SURNAM" does not exist in "SearchField" enum. Did you mean the enum value "SURNAME"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
    expect(withInputDetails(error).extensions?.allowed).toContain('SURNAME');
  });

  test('a whole variable of the wrong type is named by the variable', () => {
    const error = {
      message: 'Variable "$id" got invalid value "x"; Int cannot represent non-integer value: "x"',
      extensions: { code: 'BAD_USER_INPUT' },
    };
    expect(withInputDetails(error).extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'id' });
  });

  test('other errors are left as they are', () => {
    const error = { message: 'No memorial with id 3', extensions: { code: 'NOT_FOUND' } };
    expect(withInputDetails(error)).toBe(error);
  });
});
