import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';
import { requireAbility } from '../staff/staff-access';

/** Imports are for staff holding the imports ability (the services check it again); others are told FORBIDDEN. */
export function requireImportStaff(identity: CallerIdentity): void {
  requireAbility(identity, 'imports', 'Only staff with the imports ability may import records', 'FORBIDDEN');
}

/** An import's id as the schema gives it (its number as a string). */
export function importIdOf(id: string): number {
  if (/^[1-9]\d{0,8}$/.test(id)) return Number(id);
  throw new GraphQLError(`"${id}" is not an import id`, { extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } });
}

/**
 * A refusal the admin form shows by its field: the services' own codes for a path outside the imports folder and a
 * state that does not allow the action become BAD_USER_INPUT (a user error), keeping the message and field.
 */
export async function asFormError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code !== 'PATH_OUTSIDE_ROOT' && code !== 'CONFLICT') throw error;
    const field = (error as GraphQLError).extensions.field;
    throw new GraphQLError((error as GraphQLError).message, {
      extensions: { code: 'BAD_USER_INPUT', ...(typeof field === 'string' ? { field } : {}) },
    });
  }
}
