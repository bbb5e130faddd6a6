import type { PublicationEditorResolvers } from '../__generated__/resolvers-types';

const RECENT_CHANGES = 20;
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The service's editor passes through as it is (its enums are the schema's values); the changes come on demand. */
export const PublicationEditor: PublicationEditorResolvers = {
  recentChanges: async (editor, _, { backends }) =>
    (await backends.publicationEditor.events(editor.publicationId, RECENT_CHANGES)).map((event) => ({
      kind: event.kind,
      staffId: event.staffId,
      created: event.created,
      changes: event.changes.map((c) => ({ field: c.field, from: json(c.from), to: json(c.to) })),
    })),
};
