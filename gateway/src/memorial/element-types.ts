import { MemorialComment } from './MemorialComment';
import { MemorialCorrection } from './MemorialCorrection';
import { MemorialElement } from './MemorialElement';
import { MemorialFact } from './MemorialFact';
import { MemorialImage } from './MemorialImage';
import { MemorialLink } from './MemorialLink';
import { MemorialSource } from './MemorialSource';
import { MemorialStory } from './MemorialStory';

/** The memorial element interface and its types, for the resolver map. */
export const memorialElementTypes = {
  MemorialElement,
  MemorialStory,
  MemorialFact,
  MemorialSource,
  MemorialLink,
  MemorialImage,
  MemorialComment,
  MemorialCorrection,
};
