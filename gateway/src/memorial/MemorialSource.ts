import type { MemorialSourceResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { text } from './elements';

/** A link to a record of Muster, as the site writes it (`/record/77`, optionally with a query or fragment). */
const RECORD_LINK = /^\/record\/(\d{1,10})(?:[?#].*)?$/;

export const MemorialSource: MemorialSourceResolvers = {
  ...elementFields,
  link: ({ value }) => text(value.link),
  comment: ({ value }) => text(value.comment),
  record: ({ value }, _, { backends }) => {
    const id = RECORD_LINK.exec(text(value.link) ?? '')?.[1];
    return id === undefined ? null : backends.indexRecord.record(Number(id));
  },
};
