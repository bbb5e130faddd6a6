/** A `userErrors` entry as the gateway answers it (schema UserError). */
export interface UserErrorLike {
  readonly field?: readonly string[] | null;
  readonly message: string;
}

/** A form's refused input: the field it names (the path under `input`, dotted) and the member's message. */
export interface FormProblem {
  /** `title`, `newElements.0.story.content`, `name`; null when it concerns the input as a whole. */
  field: string | null;
  message: string;
}

/**
 * The first validation failure of a mutation's payload, or null when it was saved. The field is the path the
 * gateway names without the `input` argument it sits under, so forms compare it with their own field names.
 */
export function formProblem(userErrors: readonly UserErrorLike[] | null | undefined): FormProblem | null {
  const first = userErrors?.[0];
  if (!first) return null;
  const path = first.field ?? [];
  const inner = path[0] === 'input' ? path.slice(1) : path;
  return { field: inner.length > 0 ? inner.join('.') : null, message: first.message };
}

/** The problem's message when it names `field` (or a field under it), else null: what a form shows by that field. */
export function problemAt(problem: FormProblem | null, field: string): string | null {
  if (!problem?.field) return null;
  return problem.field === field || problem.field.startsWith(`${field}.`) ? problem.message : null;
}
