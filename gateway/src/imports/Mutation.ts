import type { ImportJobDto } from '@muster/contract';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { payloadOf } from '../errors/user-errors';
import { notFound } from '../staff/staff-access';
import { asFormError, importIdOf, requireImportStaff } from './import-access';

export const Mutation: MutationResolvers = {
  startImport: (_, { input }, { identity, backends }) => {
    requireImportStaff(identity);
    return payloadOf('importJob', () =>
      asFormError(async () => {
        const started = await backends.imports.start({
          publicationId: input.publicationId,
          ...(input.upload ? { upload: input.upload } : {}),
          ...(input.serverPath ? { serverPath: input.serverPath } : {}),
          ...(input.scansUpload ? { scansUpload: input.scansUpload } : {}),
          ...(input.scansServerPath ? { scansServerPath: input.scansServerPath } : {}),
          settings: {
            firstRecords: input.firstRecords ?? 0,
            maxErrors: input.maxErrors ?? 0,
            validateOnly: input.validateOnly ?? false,
            correctById: input.correctById ?? false,
            ...(input.mapping ? { mapping: Object.fromEntries(input.mapping.map((m) => [m.column, m.field])) } : {}),
            filters: (input.filters ?? []).map((f) => ({
              column: f.column,
              op: f.op.toLowerCase().replace('_', '-'),
              ...(f.value != null ? { value: f.value } : {}),
            })),
            levels: Object.fromEntries((input.levels ?? []).map((l) => [l.check, l.level.toLowerCase()])),
          },
        });
        if (!started) throw new GraphQLError('The import service gave no import');
        return started;
      }),
    );
  },
  cancelImport: (_, { id }, { identity, backends }) => {
    requireImportStaff(identity);
    const importId = importIdOf(id);
    return payloadOf('importJob', () => asFormError(async () => found(await backends.imports.cancel(importId), id)));
  },
  undoImport: (_, { id }, { identity, backends }) => {
    requireImportStaff(identity);
    const importId = importIdOf(id);
    return payloadOf('importJob', () => asFormError(async () => found(await backends.imports.undo(importId), id)));
  },
};

function found(job: ImportJobDto | null, id: string): ImportJobDto {
  if (!job) throw notFound(`No import ${id}`);
  return job;
}
