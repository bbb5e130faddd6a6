import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:muster-document/';
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DOCUMENT_LINE = /^export const \w+ = (\{.*\}) as unknown as DocumentNode</;

/**
 * Each `graphql(`…`)` call of the website becomes an import of that one document, in production builds.
 *
 * The client preset's `graphql()` looks its documents up in one map (src/__generated__/gql.ts) that names every
 * operation of the site, so every page would carry all of them: 25 KB gzipped on the home page alone. The preset's
 * own answer is a Babel plugin that imports the named export from graphql.ts instead; but a module is never split
 * between chunks, so graphql.ts would still come whole with the first page. Here each document is a module of its
 * own (the codegen output, read from graphql.ts), and a page's chunk holds the documents its code uses.
 */
export function operationDocuments(generatedDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  const documentsByName = () => {
    if (documents) return documents;
    documents = new Map();
    for (const line of fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8').split('\n')) {
      const json = DOCUMENT_LINE.exec(line)?.[1];
      if (!json) continue;
      // A document carries the fragments it spreads after its own definition, which comes first.
      const name = (JSON.parse(json) as { definitions: { name?: { value: string } }[] }).definitions[0]?.name?.value;
      if (name) documents.set(name, json);
    }
    return documents;
  };
  return {
    name: 'muster-operation-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const json = documentsByName().get(name);
      if (!json) throw new Error(`no generated document named ${name}: run npm run codegen`);
      return `export default ${json};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('__generated__') || !code.includes('graphql(`')) return null;
      const imports: string[] = [];
      const replaced = code.replace(GRAPHQL_CALL, (call: string, text: string) => {
        const definition = parse(text).definitions[0];
        const name = definition && 'name' in definition ? definition.name?.value : undefined;
        if (!name) throw new Error(`${id}: a graphql() document without a name`);
        const local = `__document_${name}`;
        imports.push(`import ${local} from '${VIRTUAL}${name}';`);
        // As many lines as the call had, and the imports on the first line: the file's lines keep their numbers.
        return local + '\n'.repeat(call.split('\n').length - 1);
      });
      return { code: `${imports.join(' ')} ${replaced}`, map: null };
    },
  };
}
