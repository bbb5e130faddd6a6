import { buildSchema } from 'graphql';
import { undocumented } from './undocumented';

describe('undocumented schema coordinates', () => {
  test('names every type, field, argument, input field and enum value that lacks a description', () => {
    const schema = buildSchema(`
      type Query { hits(first: Int): [Hit!]! }
      type Hit { title: String! }
      input Filter { value: String }
      enum Sort { NAME }
      scalar Year
    `);
    expect(undocumented(schema).sort()).toEqual(
      [
        'Filter',
        'Filter.value',
        'Hit',
        'Hit.title',
        'Query.hits',
        'Query.hits(first)',
        'Sort',
        'Sort.NAME',
        'Year',
      ].sort(),
    );
  });

  test('a fully described schema has nothing to report; root types need no description of their own', () => {
    const schema = buildSchema(`
      type Query {
        "Hits."
        hits("How many." first: Int): [Hit!]!
      }
      "A hit."
      type Hit { "Its title." title: String! }
      "An order." enum Sort { "By name." NAME }
    `);
    expect(undocumented(schema)).toEqual([]);
  });
});
