import type { IndexRecordAdminResolvers } from '../__generated__/resolvers-types';

// The service lists the correctable fields; members may propose the name and date ones (correction.fields.ts).
const PROPOSABLE = /^(givenName|middleName|surname|nameSuffix|\w+Date)$/;

export const IndexRecordAdmin: IndexRecordAdminResolvers = {
  id: (admin) => `INDEX_RECORD:${admin.record.recordId}`,
  recordId: (admin) => admin.record.recordId,
  title: (admin) => admin.record.title,
  publicationId: (admin) => admin.record.publicationId,
  accessLevel: (admin) => admin.record.accessLevel,
  fields: (admin) => {
    const latest = new Map<string, (typeof admin.history)[number]['stickiness']>();
    for (const c of [...admin.history].reverse()) latest.set(c.field, c.stickiness);
    const values = admin.record as unknown as Record<string, unknown>;
    return admin.correctableFields.map((name) => ({
      name,
      value: values[name] == null ? null : String(values[name]),
      stickiness: latest.get(name) ?? null,
      proposable: PROPOSABLE.test(name),
    }));
  },
};
