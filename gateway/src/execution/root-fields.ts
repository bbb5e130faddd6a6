import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Names of the root fields an operation selects, through inline fragments and fragment spreads
 * (`__typename` included). @skip/@include are ignored, which can only make the set larger.
 */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): ReadonlySet<string> {
  let names = memo.get(operation);
  if (!names) memo.set(operation, (names = collect(document, operation)));
  return names;
}

/** Apollo keeps parsed documents, so the same operation node comes back for every request of a query. */
const memo = new WeakMap<OperationDefinitionNode, ReadonlySet<string>>();

function collect(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return names;
}
