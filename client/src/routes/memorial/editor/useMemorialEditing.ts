import { useMutation } from '@apollo/client/react';
import { createContext, useContext, useMemo } from 'react';
import { graphql } from '../../../__generated__';
import type { MemorialElementInput } from '../../../__generated__/graphql';
import { globalId } from '../../../lib/links';
import { formProblem, type FormProblem } from '../../../lib/userErrors';
import { reorderWithin } from './reorder';
import { refusedUnless } from './useSaveState';

// Every change answers the whole editor's fragment, so Apollo's cache (and every section) updates at once.
const ChangeElementsMutation = graphql(`
  mutation ChangeMemorialElements($memorialGlobalId: ID!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {
    changeMemorialElements(memorialGlobalId: $memorialGlobalId, changes: $changes, newElements: $newElements, deletions: $deletions) {
      memorial {
        id
        ...MemorialEditor_memorial
      }
      userErrors { field message code }
    }
  }
`);

const ReorderMutation = graphql(`
  mutation ReorderMemorialElements($memorialGlobalId: ID!, $elementIds: [ID!]!) {
    reorderMemorialElements(memorialGlobalId: $memorialGlobalId, elementIds: $elementIds) {
      id
      ...MemorialEditor_memorial
    }
  }
`);

export interface MemorialEditing {
  memorialId: number;
  add(element: MemorialElementInput): Promise<unknown>;
  change(id: string, element: MemorialElementInput): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  /** One section's elements in their new order; the others keep their places. */
  reorder(sectionIds: string[]): Promise<unknown>;
  reordering: boolean;
}

export const MemorialEditingContext = createContext<MemorialEditing | null>(null);

export function useMemorialEditingContext(): MemorialEditing {
  const editing = useContext(MemorialEditingContext);
  if (!editing) throw new Error('a memorial section must sit inside the MemorialEditor');
  return editing;
}

/**
 * An element form edits one element, so a refusal's path (`newElements.0.story.content`,
 * `changes.0.element.fact.sources.1.comment`) is named to it by what follows the element's content key
 * (`content`, `sources.1.comment`); any other path concerns the form as a whole.
 */
export function elementProblem(problem: FormProblem | null): FormProblem | null {
  if (!problem?.field) return problem;
  const inner = /^(?:newElements\.\d+|changes\.\d+\.element)\.[a-z]+\.(.+)$/.exec(problem.field);
  return { field: inner ? inner[1] : null, message: problem.message };
}

/** The element changes of one memorial, given its elements' ids in their current order. */
export function useMemorialEditing(memorialId: number, elementIds: readonly string[]): MemorialEditing {
  const [changeElements] = useMutation(ChangeElementsMutation);
  const [reorderElements, { loading: reordering }] = useMutation(ReorderMutation);
  return useMemo(() => {
    const memorialGlobalId = globalId('STORY_PAGE', memorialId);
    const run = (variables: {
      changes?: { id: string; element: MemorialElementInput }[];
      newElements?: MemorialElementInput[];
      deletions?: string[];
    }) =>
      changeElements({ variables: { memorialGlobalId, ...variables } }).then((result) => {
        // A refused element (a text past its limit, an unreadable date) is data: the form shows it by the field.
        refusedUnless(elementProblem(formProblem(result.data?.changeMemorialElements.userErrors)));
        return result;
      });
    return {
      memorialId,
      add: (element) => run({ newElements: [element] }),
      change: (id, element) => run({ changes: [{ id, element }] }),
      remove: (id) => run({ deletions: [id] }),
      reorder: (sectionIds) =>
        reorderElements({ variables: { memorialGlobalId, elementIds: reorderWithin(elementIds, sectionIds) } }),
      reordering,
    };
  }, [memorialId, elementIds, changeElements, reorderElements, reordering]);
}
