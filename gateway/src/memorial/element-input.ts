import { GraphQLError } from 'graphql';
import type { MemorialElementChangeInput, MemorialElementInput } from '../__generated__/resolvers-types';
import type { ElementChanges } from '@muster/contract';

/** Which field of MemorialElementInput carries each kind's content. */
const INPUT_KEYS: Record<string, keyof Omit<MemorialElementInput, 'kind'>> = {
  STORY: 'story',
  FACT: 'fact',
  SOURCE: 'source',
  LINK: 'link',
  COMMENT: 'comment',
  CORRECTION: 'correction',
  COVER_IMAGE: 'image',
  BACKGROUND_IMAGE: 'image',
  HONOR_IMAGE: 'image',
  IMAGE: 'image',
};

/** A BAD_USER_INPUT naming the input field, as the service's refusals do. */
const inputError = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/** The element's content as the service takes it (`{ type, element }`); the matching field must be given. */
function content(input: MemorialElementInput, path: string): { type: string; element: unknown } {
  const key = INPUT_KEYS[input.kind];
  const element = input[key];
  if (!element) throw inputError(`A ${input.kind} element needs its ${key}`, `${path}.${key}`);
  return { type: input.kind, element };
}

const elementId = (id: string, field: string) => {
  if (!/^\d{1,10}$/.test(id)) throw inputError(`"${id}" is not an element id`, field);
  return Number(id);
};

export const elementIds = (ids: readonly string[], path: string) => ids.map((id, n) => elementId(id, `${path}.${n}`));

/** `changeMemorialElements` arguments as `POST element/{id}` takes them (content §7.1). */
export function elementChanges(args: {
  changes?: MemorialElementChangeInput[] | null;
  newElements?: MemorialElementInput[] | null;
  deletions?: string[] | null;
}): ElementChanges {
  return {
    changes: (args.changes ?? []).map((c, n) => {
      const { type, element } = content(c.element, `changes.${n}.element`);
      return { id: elementId(c.id, `changes.${n}.id`), type, element };
    }),
    newElements: (args.newElements ?? []).map((e, n) => content(e, `newElements.${n}`)),
    deletions: elementIds(args.deletions ?? [], 'deletions'),
  };
}

/**
 * The service names fields by its body (`newElements.0.element.content`); callers know them by the GraphQL
 * input (`newElements.0.story.content`, `changes.1.element.comment.text`). Other errors pass unchanged.
 */
export function inputPath(
  error: unknown,
  args: { changes?: MemorialElementChangeInput[] | null; newElements?: MemorialElementInput[] | null },
): unknown {
  const field = error instanceof GraphQLError ? error.extensions.field : undefined;
  if (typeof field !== 'string') return error;
  const renamed = field
    .replace(
      /^newElements\.(\d+)\.element\b/,
      (_, n) => `newElements.${n}.${INPUT_KEYS[args.newElements?.[Number(n)]?.kind ?? ''] ?? 'element'}`,
    )
    .replace(/^newElements\.(\d+)\.type$/, 'newElements.$1.kind')
    .replace(
      /^changes\.(\d+)\.element\b/,
      (_, n) => `changes.${n}.element.${INPUT_KEYS[args.changes?.[Number(n)]?.element.kind ?? ''] ?? 'element'}`,
    )
    .replace(/^changes\.(\d+)\.type$/, 'changes.$1.element.kind');
  return new GraphQLError((error as GraphQLError).message, {
    extensions: { ...(error as GraphQLError).extensions, field: renamed },
  });
}
