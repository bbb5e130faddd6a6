import {
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { FIELD_WORK } from './cost-rules';
import { FieldGroups } from './field-groups';

type Answer = Record<string, unknown>;

/**
 * What an answer really cost (docs/api.md "Cost"): the requested cost's formula applied to the data sent
 * instead of the sizes asked for. Every object in the answer counts 1, every list item that is an object
 * counts 1 with what it holds, a null counts nothing, and a search that answered adds its work (FIELD_WORK).
 * Shopify's actualQueryCost: a page of 100 hits that found 7 costs what 7 hits cost.
 */
export function actualCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  data: Answer | null | undefined,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root || !data) return 0;
  return new AnswerWalk(new FieldGroups(schema, document), variables).object([operation.selectionSet], root, data);
}

class AnswerWalk {
  constructor(
    private readonly groups: FieldGroups,
    private readonly variables: Record<string, unknown>,
  ) {}

  /** What `value`, an object of `type` answered for `sets`, holds below it. */
  object(sets: readonly SelectionSetNode[], type: GraphQLCompositeType, value: Answer): number {
    const objects = this.runtimeTypes(type, value);
    return Math.max(
      0,
      ...objects.map((object) => {
        let cost = 0;
        for (const [key, nodes] of this.groups.collect(sets, object)) cost += this.field(nodes, object, value[key]);
        return cost;
      }),
    );
  }

  /** The answer does not name its types unless asked (`__typename`); without it every possible type is tried. */
  private runtimeTypes(type: GraphQLCompositeType, value: Answer): readonly GraphQLObjectType[] {
    if (!isAbstractType(type)) return [type];
    const named = typeof value.__typename === 'string' ? this.groups.schema.getType(value.__typename) : undefined;
    return named && isObjectType(named) ? [named] : this.groups.schema.getPossibleTypes(type);
  }

  private field(nodes: FieldNode[], type: GraphQLObjectType, value: unknown): number {
    const node = nodes[0]!;
    const def = this.groups.definition(node.name.value, type);
    const named = def && getNamedType(def.type);
    if (!def || !isCompositeType(named) || value == null) return 0;
    const work = FIELD_WORK[`${type.name}.${def.name}`];
    const sets = nodes.flatMap((copy) => (copy.selectionSet ? [copy.selectionSet] : []));
    return (work?.(getArgumentValues(def, node, this.variables)) ?? 0) + this.items(sets, named, value);
  }

  /** An object counts 1 with what it holds; a list, its items (lists of lists too); null nothing. */
  private items(sets: readonly SelectionSetNode[], type: GraphQLCompositeType, value: unknown): number {
    if (value == null) return 0;
    if (Array.isArray(value)) return value.reduce<number>((cost, item) => cost + this.items(sets, type, item), 0);
    return 1 + this.object(sets, type, value as Answer);
  }
}
