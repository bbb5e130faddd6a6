import fs from 'node:fs';
import path from 'node:path';
import { buildASTSchema, buildSchema } from 'graphql';
import { loadTypeDefs, PUBLISHED_FILE, schemaDir } from '../schema';
import { unrecordedBreakingChanges } from './breaking-changes';

/**
 * The contract keeps its word (issue 14 point 9): the schema served today breaks nothing of the published one
 * (`schema/published.graphql`, captured by `npm run schema:publish`) that `schema/CHANGELOG.md` does not record.
 */
const publishedFile = path.join(schemaDir, PUBLISHED_FILE);
const hasPublished = fs.existsSync(publishedFile);

(hasPublished ? test : test.skip)(
  'every breaking change since the published contract is in the changelog',
  async () => {
    const published = buildSchema(fs.readFileSync(publishedFile, 'utf8'));
    const current = buildASTSchema(loadTypeDefs());
    const changelog = fs.readFileSync(path.join(schemaDir, 'CHANGELOG.md'), 'utf8');
    expect(await unrecordedBreakingChanges(published, current, changelog, new Date())).toEqual([]);
  },
);
