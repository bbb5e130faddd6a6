import type { AnnotationResolvers, AnnotationType } from '../__generated__/resolvers-types';
import { decodeRect } from '@muster/contract/rules';
import { mayEdit } from './annotation-rights';

export const Annotation: AnnotationResolvers = {
  id: (annotation) => `ANNOTATION:${annotation.annotationId}`,
  type: (annotation) => annotation.type.toUpperCase() as AnnotationType,
  rect: (annotation) => decodeRect(annotation.rect),
  author: (annotation) => annotation.user,
  editable: (annotation, _, { identity }) => mayEdit(annotation, identity),
  // The share address of an annotation (content §2.1): the viewer of its page, opened on it.
  url: (annotation) => `/image/${annotation.imageId}?ann=${annotation.annotationId}`,
};
