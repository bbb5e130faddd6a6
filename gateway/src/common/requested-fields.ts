import { isAbstractType, isObjectType, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Names of the fields the current field's selection asks of an object of type `typeName`, through
 * inline fragments and named fragments whose condition that type satisfies. @skip/@include are ignored,
 * which can only make the set larger (a fetch that was not needed, never a missing field).
 */
export function requestedFields(info: GraphQLResolveInfo, typeName: string): Set<string> {
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
