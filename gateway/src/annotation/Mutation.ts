import { GraphQLError } from 'graphql';
import type { AnnotationRectInput, MutationResolvers } from '../__generated__/resolvers-types';
import { annotationProblem, type AnnotationRect } from '@muster/contract/rules';
import { denialOf } from '../common/access';
import { badUserInput } from '../common/input-error';
import { payloadOf } from '../errors/user-errors';
import { namedIdArgument, objectIdArgument } from '../common/id-argument';
import { annotateForbidden } from './annotation-rights';

const notFound = (what: string, id: number) =>
  new GraphQLError(`No ${what} with id ${id}`, { extensions: { code: 'NOT_FOUND' } });
const rectOf = ({ rotation, ...rect }: AnnotationRectInput): AnnotationRect => ({ ...rect, rotation: rotation ?? 0 });

export const Mutation: MutationResolvers = {
  createAnnotation: async (_, { input }, context) => {
    const imageId = objectIdArgument(input, { global: 'input.imageGlobalId', numeric: 'input.imageId' }, ['IMAGE']);
    const image = await context.backends.document.image(imageId);
    if (!image) throw notFound('image', imageId);
    const denial = await denialOf(image, 'ANNOTATE', context);
    if (denial) throw annotateForbidden(denial);
    const body = {
      imageId,
      type: input.type.toLowerCase(),
      value: input.value,
      label: input.label ?? null,
      rect: rectOf(input.rect),
    };
    // Checked here too, so a refused text costs no service call; the service checks again.
    return payloadOf('annotation', async () => {
      const problem = annotationProblem(body, image);
      if (problem)
        throw new GraphQLError(problem.message, { extensions: { code: 'BAD_USER_INPUT', field: problem.field } });
      return context.backends.annotation.create(body);
    });
  },
  // The service decides who may change what (author or staff, who still may annotate the page).
  updateAnnotation: async (_, args, { backends }) => {
    const { input } = args;
    const annotationId = namedIdArgument(args, 'annotation', 'ANNOTATION');
    const body = {
      ...(input.type ? { type: input.type.toLowerCase() } : {}),
      ...(input.value != null ? { value: input.value } : {}),
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.rect ? { rect: rectOf(input.rect) } : {}),
    };
    return payloadOf('annotation', async () => {
      if (Object.keys(body).length === 0) throw badUserInput('Nothing to change: give a type, value, label or rect');
      const updated = await backends.annotation.update(annotationId, body);
      if (!updated) throw notFound('annotation', annotationId);
      return updated;
    });
  },
  deleteAnnotation: async (_, args, { backends }) => {
    const annotationId = namedIdArgument(args, 'annotation', 'ANNOTATION');
    const deleted = await backends.annotation.delete(annotationId);
    if (!deleted) throw notFound('annotation', annotationId);
    const image = await backends.document.image(deleted.imageId);
    if (!image) throw notFound('image', deleted.imageId);
    return image;
  },
};
