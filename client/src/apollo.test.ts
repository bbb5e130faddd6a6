import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { gql } from '@apollo/client';
import { createCache, nodeTypes } from './apollo';

describe('possibleTypes', () => {
  it('lists exactly the schema types that implement Node', () => {
    const dir = join(process.cwd(), 'schema');
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql') && f !== 'published.graphql')
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    const node = schema.getType('Node');
    const implementing = Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i === node))
      .map((t) => t.name)
      .sort();
    expect([...nodeTypes].sort()).toEqual(implementing);
  });
});

describe('detail fields read from the cache', () => {
  it('answer image(globalId:) and image(id:) from an Image a list already loaded, and nothing for another type', () => {
    const cache = createCache();
    cache.writeFragment({
      id: 'Image:{"id":"IMAGE:7"}',
      fragment: gql`
        fragment Cached on Image {
          id
          title
        }
      `,
      data: { __typename: 'Image', id: 'IMAGE:7', title: 'Page 7' },
    });
    const read = (query: string) => cache.readQuery<{ image: { title: string } | null }>({ query: gql(query) });
    expect(read('{ image(globalId: "IMAGE:7") { id title } }')?.image?.title).toBe('Page 7');
    expect(read('{ image(id: 7) { id title } }')?.image?.title).toBe('Page 7');
    expect(read('{ image(globalId: "FILE:7") { id title } }')).toBeNull();
  });
});
