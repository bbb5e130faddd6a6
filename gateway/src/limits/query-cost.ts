import {
  BREAK,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  visit,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { FieldGroups } from './field-groups';
import { ASSUMED_LIST_SIZE, FIELD_WORK, LIST_SIZES, PAGE_FIELDS, type Parent } from './cost-rules';

/** Fields priced before giving up: far above any real query, it bounds the pricing itself. */
const MAX_PRICED_FIELDS = 20_000;

export class TooComplexToPrice extends Error {}

/**
 * What an operation may cost to answer (docs/api.md "Cost"): every object the answer can hold counts 1
 * (scalars and enums are free, as at Shopify and GitHub: they come with their object), a list multiplies what
 * is under it by the number of items it may hold (its page size `maxCount`, `first`, `limit`, `count` or `max`
 * read from the variables with the schema's defaults, each facet request's maxCount, or ASSUMED_LIST_SIZE for a
 * list no argument sizes), and searches add the work they cost whatever they return (FIELD_WORK). Where a
 * field can be one of several types (`Node`), the most expensive counts. @skip and @include are ignored.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  let fixed = fixedCosts.get(schema);
  if (!fixed) fixedCosts.set(schema, (fixed = new WeakMap()));
  const known = fixed.get(operation);
  if (typeof known === 'number') return known;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const cost = new CostWalk(schema, document, variables).selection([operation.selectionSet], root, {
    field: '',
    args: {},
  });
  if (known === undefined) fixed.set(operation, readsSizeVariables(document) ? null : cost);
  return cost;
}

/**
 * Costs of operations that no variable can change, kept with the operation (null: its variables size lists):
 * Apollo hands back the same parsed document for every request of a query, so most pages (a record, an image
 * by `$id`) are priced once.
 */
const fixedCosts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, number | null>>();
const SIZED_FIELD_NAMES = new Set(
  [...Object.keys(LIST_SIZES), ...Object.keys(FIELD_WORK), ...PAGE_FIELDS].map((c) => c.split('.')[1]!),
);

/** Whether a field that reads sizes from its arguments takes a variable there (judged by name: a superset). */
function readsSizeVariables(document: DocumentNode): boolean {
  let reads = false;
  visit(document, {
    Field(node) {
      if (!SIZED_FIELD_NAMES.has(node.name.value) || !node.arguments?.length) return undefined;
      for (const argument of node.arguments)
        visit(argument, {
          Variable() {
            reads = true;
            return BREAK;
          },
        });
      return reads ? BREAK : undefined;
    },
  });
  return reads;
}

class CostWalk {
  private readonly groups: FieldGroups;
  private priced = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
  ) {
    this.groups = new FieldGroups(schema, document);
  }

  /** The cost of selecting `sets` (one field's merged sub-selections) on an object of `type`. */
  selection(sets: readonly SelectionSetNode[], type: GraphQLCompositeType, parent: Parent): number {
    const objects = isAbstractType(type) ? this.schema.getPossibleTypes(type) : [type];
    return Math.max(
      0,
      ...objects.map((object) => {
        let cost = 0;
        for (const fields of this.groups.collect(sets, object).values()) cost += this.field(fields, object, parent);
        return cost;
      }),
    );
  }

  /** One response key: `nodes` are its copies, which share their arguments (validation checks that). */
  private field(nodes: FieldNode[], type: GraphQLObjectType, parent: Parent): number {
    this.priced += nodes.length;
    if (this.priced > MAX_PRICED_FIELDS) throw new TooComplexToPrice();
    const node = nodes[0]!;
    const def = this.groups.definition(node.name.value, type);
    const named = def && getNamedType(def.type);
    // Scalars are free whatever their arguments; most fields of a query are scalars.
    if (!def || !isCompositeType(named)) return 0;
    const coordinate = `${type.name}.${def.name}`;
    const rule = LIST_SIZES[coordinate];
    const work = FIELD_WORK[coordinate];
    const args = rule || work || PAGE_FIELDS.has(coordinate) ? getArgumentValues(def, node, this.variables) : {};
    const sets = nodes.flatMap((copy) => (copy.selectionSet ? [copy.selectionSet] : []));
    const itemCost = (itemParent: Parent) => 1 + this.selection(sets, named, itemParent);
    const own: Parent = { field: coordinate, args, def };
    const base = work?.(args) ?? 0;
    if (!isListType(getNullableType(def.type))) return base + itemCost(own);
    const size = rule ? rule(args, def, parent) : ASSUMED_LIST_SIZE;
    if (typeof size === 'number') return base + atLeastZero(size) * itemCost(own);
    return size.reduce((cost, items) => cost + atLeastZero(items.count) * itemCost(items.parent ?? own), base);
  }
}

/** A negative or missing size (refused later by the resolver) must not lower the price of the rest. */
const atLeastZero = (n: number) => (n > 0 ? n : 0);
