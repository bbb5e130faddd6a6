import { DOCUMENT_LIMITS, checkDocument } from './document-limits';

const copies = (n: number, text: string) =>
  Array.from({ length: n }, (_, i) => text.replaceAll('#', String(i))).join(' ');
const refusal = (source: string): Record<string, unknown> | undefined => {
  const { error } = checkDocument(source);
  return error && { message: error.message, ...error.extensions };
};

describe('checkDocument', () => {
  test('the limits are those docs/api.md states', () => {
    expect(DOCUMENT_LIMITS).toEqual({ maxTokens: 5000, maxFields: 500, maxEqualKeys: 20, maxExpandedFields: 1000 });
  });

  test('a query within every limit is parsed once and handed on', () => {
    const { document, error } = checkDocument(
      'query Page { search(query: { keywords: "Smith" }) { total hits { title } } }',
    );
    expect(error).toBeUndefined();
    expect(document?.definitions).toHaveLength(1);
  });

  test('a syntax error is left to Apollo, which names it (GRAPHQL_PARSE_FAILED)', () => {
    expect(checkDocument('{ publications { title ')).toEqual({});
    expect(checkDocument('{ "unterminated }')).toEqual({});
  });

  test('more than 5,000 tokens is refused as a limit, not a syntax error', () => {
    // 2,501 aliased fields are 10,004 tokens; comments do not count, so a padded query of few tokens passes.
    expect(refusal(`{ ${copies(2501, 'a#: __typename')} }`)).toEqual({
      message: 'The query has more than 5000 tokens; the limit is 5000.',
      code: 'BAD_USER_INPUT',
      limit: 'tokens',
      maximum: 5000,
      http: { status: 400 },
    });
    expect(refusal(`# ${'x'.repeat(50_000)}\n{ publications { title } }`)).toBeUndefined();
  });

  test('a syntax error past the token limit is still refused for its size', () => {
    expect(refusal(`{ ${copies(2600, 'a#: __typename')} `)?.limit).toBe('tokens');
  });

  test('550 copies of one field (about 10 KB) are refused for the field count', () => {
    const source = `{ publications { ${copies(550, 'title')} } }`;
    expect(refusal(source)).toEqual(
      expect.objectContaining({
        message: 'The query has 551 fields; the limit is 500.',
        code: 'BAD_USER_INPUT',
        limit: 'fields',
        maximum: 500,
      }),
    );
  });

  test('fields written in fragments count too, used or not', () => {
    const source = `{ publications { ...A } } fragment A on Publication { ${copies(300, 'a#: title')} } fragment B on Publication { ${copies(201, 'b#: title')} }`;
    expect(refusal(source)?.message).toBe('The query has 502 fields; the limit is 500.');
  });

  test('21 equal response keys in one selection set are refused, with where they are', () => {
    expect(refusal(`{ publications { ${copies(20, 'title')} } }`)).toBeUndefined();
    const error = checkDocument(`{ search(query: {}) { hits { ${copies(21, 'title')} } } }`).error!;
    expect(error.message).toBe('The query asks for "title" 21 times in search.hits; the limit is 20.');
    expect(error.extensions).toEqual(
      expect.objectContaining({ code: 'BAD_USER_INPUT', limit: 'equalKeys', maximum: 20 }),
    );
    expect(error.locations).toHaveLength(21);
  });

  test('copies spread from fragments are counted where they merge', () => {
    const fragments = copies(21, 'fragment F# on Query { k: publications { title } }');
    expect(refusal(`{ ${copies(21, '...F#')} } ${fragments}`)?.message).toBe(
      'The query asks for "k" 21 times at the top level; the limit is 20.',
    );
    const inline = `{ ${copies(21, '... on Query { publications { title } }')} }`;
    expect(refusal(inline)?.limit).toBe('equalKeys');
  });

  test('sub-selections of one response key merge across fragments, as the executor merges them', () => {
    const source = `{ ${copies(20, 'x: search(query: {}) { ...C# }')} } ${copies(20, 'fragment C# on SearchResults { hits { title } }')}`;
    expect(refusal(source)).toBeUndefined();
    const deep = `{ ${copies(3, 'x: search(query: {}) { ...C# }')} } ${copies(3, `fragment C# on SearchResults { ${copies(7, 'hits { title }')} }`)}`;
    expect(refusal(deep)?.message).toBe('The query asks for "hits" 21 times in x; the limit is 20.');
  });

  test('fragments spread into fragments are refused once they expand past 1,000 fields', () => {
    // Each level spreads the one below under 4 aliases: 4^5 = 1,024 fields from 25 written.
    const levels = Array.from(
      { length: 5 },
      (_, i) => `fragment L${i} on Image { ${copies(4, `f#: filmstrip { ${i === 4 ? 'id' : `...L${i + 1}`} }`)} }`,
    ).join(' ');
    expect(refusal(`{ image(id: 1) { ...L0 } } ${levels}`)).toEqual(
      expect.objectContaining({
        message: 'The query expands to more than 1000 fields through its fragments; the limit is 1000.',
        limit: 'fields',
        maximum: 1000,
      }),
    );
  });

  test('a fragment that spreads itself (invalid, refused by validation) does not loop', () => {
    expect(
      checkDocument('{ image(id: 1) { ...F } } fragment F on Image { id filmstrip { ...F } }').error,
    ).toBeUndefined();
  });
});
