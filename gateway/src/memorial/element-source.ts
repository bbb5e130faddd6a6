import type { MemorialDto, MemorialElementDto } from '@muster/contract';

/**
 * What every memorial element type resolves from (codegen maps them here): the element, its memorial (for
 * permissions and share addresses) and the value read. A fact's own sources are not elements of their own, so
 * they borrow the fact's element and carry an id `{factId}.{n}`.
 */
export interface ElementSource {
  memorial: MemorialDto;
  element: MemorialElementDto;
  id: string;
  value: Record<string, unknown>;
}

export const elementSource = (memorial: MemorialDto, element: MemorialElementDto): ElementSource => ({
  memorial,
  element,
  id: String(element.elementId),
  value: element.value,
});

/** The memorial's elements of the given kinds, in their order. */
export const elementsOf = (memorial: MemorialDto, ...kinds: string[]): ElementSource[] =>
  memorial.elements.filter((e) => kinds.includes(e.type)).map((e) => elementSource(memorial, e));
