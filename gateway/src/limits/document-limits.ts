import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { limitError } from './limit-error';

/** Limits checked on the query text before validation (docs/api.md "Limits"). */
export interface DocumentLimits {
  /** Lexical tokens in the document (comments and commas not counted). */
  maxTokens: number;
  /** Field nodes written in the document, fragments included. */
  maxFields: number;
  /** Fields with one response key in one selection set, once fragments and same-key fields are merged. */
  maxEqualKeys: number;
  /** Fields the operations expand to when every fragment spread is replaced by its fragment. */
  maxExpandedFields: number;
}

/** Checked on the text before Apollo parses and validates it. */
export const DOCUMENT_LIMITS: DocumentLimits = {
  maxTokens: 5000,
  maxFields: 500,
  maxEqualKeys: 20,
  maxExpandedFields: 1000,
};

/**
 * The document of `source` when it is within the limits, or the refusal. These limits run before
 * validation because validation is where a small document costs the most: graphql-js compares every pair
 * of fields that share a response key (OverlappingFieldsCanBeMerged), so 550 copies of one field in 20 KB
 * keep the event loop for a second. A syntax error is not ours to report: `document` is then undefined and
 * Apollo's own parse answers it.
 */
export function checkDocument(
  source: string,
  limits: DocumentLimits = DOCUMENT_LIMITS,
): { document?: DocumentNode; error?: GraphQLError } {
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: limits.maxTokens });
  } catch {
    if (!hasMoreTokens(source, limits.maxTokens)) return {};
    return {
      error: limitError(
        'tokens',
        `The query has more than ${limits.maxTokens} tokens; the limit is ${limits.maxTokens}.`,
        limits.maxTokens,
      ),
    };
  }
  const fields = countFields(document);
  if (fields > limits.maxFields) {
    return {
      error: limitError(
        'fields',
        `The query has ${fields} fields; the limit is ${limits.maxFields}.`,
        limits.maxFields,
      ),
    };
  }
  const error = new MergedWalk(document, limits).run();
  return error ? { error } : { document };
}

/** True when `source` lexes to more than `max` tokens (false on a lexical error, which the parser reports). */
function hasMoreTokens(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 1; count <= max + 1; count++) {
      if (lexer.advance().kind === TokenKind.EOF) return false;
    }
    return true;
  } catch {
    return false;
  }
}

function countFields(document: DocumentNode): number {
  let count = 0;
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) count++;
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) visit(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION)
      visit(definition.selectionSet);
  }
  return count;
}

/** A selection set to merge, with the fragments it was reached through (a fragment inside itself is a cycle, skipped). */
interface Part {
  set: SelectionSetNode;
  via: ReadonlySet<string>;
}

/**
 * Walks each operation as the executor will see it: at each level the fields of the selection set and of
 * its fragments are grouped by response key, and each group's sub-selections are merged into the next
 * level. A group larger than `maxEqualKeys` is refused wherever its copies come from (21 fragments of one
 * field each are 21 copies), and the walk stops once it has met `maxExpandedFields`, which also bounds
 * fragment spreads nested to expand exponentially.
 */
class MergedWalk {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private expanded = 0;

  constructor(
    private readonly document: DocumentNode,
    private readonly limits: DocumentLimits,
  ) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  run(): GraphQLError | null {
    for (const definition of this.document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const error = this.level([{ set: definition.selectionSet, via: new Set() }], []);
      if (error) return error;
    }
    return null;
  }

  private level(parts: Part[], path: string[]): GraphQLError | null {
    const groups = new Map<string, { fields: FieldNode[]; children: Part[] }>();
    const collect = ({ set, via }: Part) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          let group = groups.get(key);
          if (!group) groups.set(key, (group = { fields: [], children: [] }));
          group.fields.push(selection);
          if (selection.selectionSet) group.children.push({ set: selection.selectionSet, via });
          if (++this.expanded > this.limits.maxExpandedFields) return;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collect({ set: selection.selectionSet, via });
        } else {
          const name = selection.name.value;
          const fragment = this.fragments.get(name);
          if (fragment && !via.has(name)) collect({ set: fragment.selectionSet, via: new Set(via).add(name) });
        }
        if (this.expanded > this.limits.maxExpandedFields) return;
      }
    };
    for (const part of parts) collect(part);
    if (this.expanded > this.limits.maxExpandedFields) {
      const { maxExpandedFields } = this.limits;
      return limitError(
        'fields',
        `The query expands to more than ${maxExpandedFields} fields through its fragments; the limit is ${maxExpandedFields}.`,
        maxExpandedFields,
      );
    }
    for (const [key, { fields }] of groups) {
      if (fields.length > this.limits.maxEqualKeys) {
        const where = path.length ? `in ${path.join('.')}` : 'at the top level';
        return limitError(
          'equalKeys',
          `The query asks for "${key}" ${fields.length} times ${where}; the limit is ${this.limits.maxEqualKeys}.`,
          this.limits.maxEqualKeys,
          fields,
        );
      }
    }
    for (const [key, { children }] of groups) {
      if (!children.length) continue;
      const error = this.level(children, [...path, key]);
      if (error) return error;
    }
    return null;
  }
}
