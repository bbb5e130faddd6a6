import type { MemorialFactResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { dateOf, shareUrl, text } from './elements';

const typeOf = (value: Record<string, unknown>) => text(value.type) ?? '';

export const MemorialFact: MemorialFactResolvers = {
  ...elementFields,
  type: ({ value }) => typeOf(value),
  name: ({ value }) => text(value.name) ?? '',
  value: ({ value }) => text(value.value) ?? '',
  date: ({ value }) => (typeOf(value).startsWith('date') ? dateOf(value.value) : null),
  place: ({ value }) => (typeOf(value).startsWith('place') ? text(value.value) : null),
  origin: ({ value }) => text(value.origin),
  event: ({ value }) => text(value.event),
  sources: (source) =>
    (Array.isArray(source.value.sources) ? source.value.sources : []).map((s: unknown, n: number) => ({
      ...source,
      id: `${source.id}.${n}`,
      value: s && typeof s === 'object' ? (s as Record<string, unknown>) : {},
    })),
  shareUrl: (source) => shareUrl(source, 'fact'),
};
