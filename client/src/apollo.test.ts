import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { nodeTypes } from './apollo';

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
