import type { FacetTypeValue } from '@muster/contract/rules';
import { buildASTSchema, getNamedType, getNullableType, isListType, isObjectType, type GraphQLField } from 'graphql';
import { planFacet, DEFAULT_FACETS } from '@muster/services/search';
import { loadTypeDefs } from '../schema';
import { DEFAULT_FACET_TYPES, FIELD_WORK, LIST_SIZES, PAGE_FIELDS, facetSize } from './cost-rules';

const schema = buildASTSchema(loadTypeDefs());
/** Argument names that size a list, in this schema. */
const SIZE_ARGS = new Set(['first', 'last', 'limit', 'count', 'max', 'maxCount']);

const fields = Object.values(schema.getTypeMap())
  .filter((t) => isObjectType(t) && !t.name.startsWith('__'))
  .flatMap((type) =>
    Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()).map(
      (field) => ({ coordinate: `${type.name}.${field.name}`, field }),
    ),
  );
const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));
const sizedBy = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => SIZE_ARGS.has(arg.name));

describe('cost rules', () => {
  test("the default facets are the search service's", () => {
    expect([...DEFAULT_FACET_TYPES]).toEqual([...DEFAULT_FACETS]);
  });

  test.each<FacetTypeValue>([
    'general.title.id',
    'general.title.browse.3',
    'place',
    'military.conflict',
    'date',
    'full-name',
  ])('a request for facet %s without maxCount is priced at the size the service gives it', (type) => {
    expect(facetSize({ type })).toBe(planFacet({ type }).maxCount);
  });

  test('every list with a size argument of its own reads it', () => {
    const own = fields.filter(({ field }) => isList(field) && sizedBy(field)).map((f) => f.coordinate);
    expect(own.length).toBeGreaterThan(0);
    for (const coordinate of own)
      expect({ coordinate, priced: coordinate in LIST_SIZES }).toEqual({ coordinate, priced: true });
  });

  test('every page sized by an argument of the field returning it hands the size to a list inside', () => {
    const pages = fields.filter(({ field }) => !isList(field) && sizedBy(field));
    expect(pages.length).toBeGreaterThan(0);
    for (const { coordinate, field } of pages) {
      const inside = Object.keys(LIST_SIZES).filter((key) => key.startsWith(`${getNamedType(field.type).name}.`));
      expect({ coordinate, page: PAGE_FIELDS.has(coordinate), sizedLists: inside.length > 0 }).toEqual({
        coordinate,
        page: true,
        sizedLists: true,
      });
    }
  });

  test('every rule names a field of the schema', () => {
    const known = new Set(fields.map((f) => f.coordinate));
    for (const coordinate of [...Object.keys(LIST_SIZES), ...PAGE_FIELDS, ...Object.keys(FIELD_WORK)]) {
      expect({ coordinate, known: known.has(coordinate) }).toEqual({ coordinate, known: true });
    }
  });
});
