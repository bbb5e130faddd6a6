import fs from 'node:fs';
import path from 'node:path';
import { loadTypeDefs, printedSchema, PUBLISHED_FILE, schemaDir } from '../schema';

/**
 * `npm run schema:publish`: captures today's schema as the published contract (`schema/published.graphql`).
 * Run it when a release of the contract is announced; from then on published-schema.test.ts holds every
 * breaking change to the changelog.
 */
const target = path.join(schemaDir, PUBLISHED_FILE);
fs.writeFileSync(target, printedSchema(loadTypeDefs()));
console.log(`Published the contract to ${path.relative(process.cwd(), target)}.`);
