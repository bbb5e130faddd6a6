import { GraphQLError } from 'graphql';
import { CONTENT_TYPES, type ContentType, type ObjectReference } from '@muster/contract';

/** Formats a global id, the spec's content reference `CONTENT_TYPE:objectId`. */
export function formatNodeId(contentType: ContentType, objectId: number): string {
  return `${contentType}:${objectId}`;
}

const NODE_ID = /^([A-Z_]+):(\d{1,15})$/;

/** Reads a global id; anything that is not `CONTENT_TYPE:objectId` with a known type fails with BAD_USER_INPUT. */
export function parseNodeId(id: string): ObjectReference {
  const match = NODE_ID.exec(id);
  const contentType = match?.[1] as ContentType | undefined;
  if (!match || !contentType || !CONTENT_TYPES.includes(contentType)) {
    throw new GraphQLError(`Malformed id "${id}": expected CONTENT_TYPE:objectId, for example IMAGE:1042`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return { contentType, objectId: Number(match[2]) };
}
