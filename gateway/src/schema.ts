import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, parse, printSchema, type DocumentNode } from 'graphql';

/**
 * The schema files of the repository (`schema/*.graphql`), the public contract; `published.graphql` beside them is
 * the contract as last announced (schema-contract/), not a part of today's.
 */
export const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

/** The published contract's file name inside `schema/`. */
export const PUBLISHED_FILE = 'published.graphql';

export function loadTypeDefs(dir = schemaDir): DocumentNode {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql') && f !== PUBLISHED_FILE)
    .sort();
  return parse(files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n'));
}

/** The SDL served at /schema.graphql, printed from the merged files (so `extend type` is folded in). */
export function printedSchema(typeDefs: DocumentNode): string {
  return printSchema(buildASTSchema(typeDefs));
}
