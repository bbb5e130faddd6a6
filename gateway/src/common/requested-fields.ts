import { isAbstractType, isObjectType, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Names of the fields the current field's selection asks of an object of type `typeName`, through
 * inline fragments and named fragments whose condition that type satisfies. @skip/@include are ignored,
 * which can only make the set larger (a fetch that was not needed, never a missing field).
 */
export function requestedFields(info: GraphQLResolveInfo, typeName: string): ReadonlySet<string> {
  // A list of a hundred hits asks the same question of the same selection a hundred times: answered once
  // per selection (the field nodes of one operation's field are one array) and type.
  let byType = memo.get(info.fieldNodes);
  if (!byType) memo.set(info.fieldNodes, (byType = new Map()));
  let fields = byType.get(typeName);
  if (!fields) byType.set(typeName, (fields = collect(info, typeName)));
  return fields;
}

const memo = new WeakMap<GraphQLResolveInfo['fieldNodes'], Map<string, ReadonlySet<string>>>();

function collect(info: GraphQLResolveInfo, typeName: string): ReadonlySet<string> {
  const fields = new Set<string>();
  const type = info.schema.getType(typeName);
  const applies = (condition: string | undefined) => {
    if (!condition || condition === typeName) return true;
    const abstract = info.schema.getType(condition);
    return !!abstract && isAbstractType(abstract) && isObjectType(type) && info.schema.isSubType(abstract, type);
  };
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value)) visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && applies(fragment.typeCondition.name.value)) visit(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return fields;
}
