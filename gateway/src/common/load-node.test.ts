import type { ContentType } from '@muster/contract';
import type { GatewayContext } from '../context';
import { loadNode } from './load-node';
import { Node } from './Node';

/** Backends that answer every load with the DTO of its own kind, so the dispatch is what is tested. */
function fakeContext() {
  const calls: string[] = [];
  const answer = (kind: string, dto: (id: number) => object) => async (id: number) => {
    calls.push(`${kind}:${id}`);
    return dto(id);
  };
  const backends = {
    document: {
      image: answer('image', (imageId) => ({ imageId, publicationId: 1 })),
      subImage: answer('subImage', (subImageId) => ({ subImageId, imageId: 1 })),
      file: answer('file', (fileId) => ({ fileId, publicationId: 1, firstImageId: 1 })),
    },
    indexRecord: { record: answer('record', (recordId) => ({ recordId, imageId: 1 })) },
    publication: { publication: answer('publication', (publicationId) => ({ publicationId })) },
    memorial: { memorial: answer('memorial', (memorialId) => ({ memorialId })) },
    regiment: {
      regiment: answer('regiment', (regimentId) => ({ regimentId })),
      company: answer('company', (companyId) => ({ companyId, regimentId: 1 })),
      battle: answer('battle', (battleId) => ({ battleId })),
    },
  };
  return { calls, context: { backends } as unknown as GatewayContext };
}

describe('loadNode and Node.__resolveType', () => {
  test.each<[ContentType, string, string]>([
    ['IMAGE', 'image', 'Image'],
    ['SUB_IMAGE', 'subImage', 'SubImage'],
    ['FILE', 'file', 'File'],
    ['INDEX_RECORD', 'record', 'IndexRecord'],
    ['PUBLICATION', 'publication', 'Publication'],
    ['STORY_PAGE', 'memorial', 'Memorial'],
    ['REGIMENT', 'regiment', 'Regiment'],
    ['COMPANY', 'company', 'Company'],
    ['BATTLE', 'battle', 'Battle'],
  ])('%s loads through %s and resolves as %s', async (contentType, loader, typeName) => {
    const { calls, context } = fakeContext();
    const dto = await loadNode({ contentType, objectId: 7 }, context);
    expect(calls).toEqual([`${loader}:7`]);
    const resolveType = Node.__resolveType as unknown as (dto: object) => string | null;
    expect(resolveType(dto!)).toBe(typeName);
  });

  test('a content type without a Node type is null, without a call', async () => {
    const { calls, context } = fakeContext();
    expect(await loadNode({ contentType: 'POST', objectId: 7 }, context)).toBeNull();
    expect(calls).toEqual([]);
  });
});
