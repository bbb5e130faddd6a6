import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  isAbstractType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * The fields an operation selects on an object, grouped by response key as the executor merges them (a field
 * selected by the query and by a fragment is answered once). The requested cost (query-cost.ts) and the actual
 * cost (actual-cost.ts) walk an operation through it, so both count the same fields.
 */
export class FieldGroups {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();

  constructor(
    readonly schema: GraphQLSchema,
    document: DocumentNode,
  ) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  /** `sets` (one field's merged sub-selections) on an object of `type`: response key → its copies. */
  collect(sets: readonly SelectionSetNode[], type: GraphQLObjectType): Map<string, FieldNode[]> {
    return this.collectInto(sets, type, new Map(), []);
  }

  /** `via`: fragments being expanded, against cycles. */
  private collectInto(
    sets: readonly SelectionSetNode[],
    type: GraphQLObjectType,
    groups: Map<string, FieldNode[]>,
    via: string[],
  ) {
    for (const set of sets) {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          const group = groups.get(key);
          if (group) group.push(selection);
          else groups.set(key, [selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (!selection.typeCondition || this.applies(selection.typeCondition.name.value, type))
            this.collectInto([selection.selectionSet], type, groups, via);
        } else {
          const fragment = this.fragments.get(selection.name.value);
          if (fragment && !via.includes(fragment.name.value) && this.applies(fragment.typeCondition.name.value, type)) {
            via.push(fragment.name.value);
            this.collectInto([fragment.selectionSet], type, groups, via);
            via.pop();
          }
        }
      }
    }
    return groups;
  }

  private applies(condition: string, type: GraphQLObjectType): boolean {
    if (condition === type.name) return true;
    const named = this.schema.getType(condition);
    return !!named && isAbstractType(named) && this.schema.isSubType(named, type);
  }

  /** The definition of a field selected on `type`, meta fields included. */
  definition(name: string, type: GraphQLObjectType): GraphQLField<unknown, unknown> | undefined {
    if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
    if (type === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return type.getFields()[name];
  }
}
