import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';

/**
 * The website's operations by SHA-256 (trusted documents, issue 14 point 10): codegen writes them at build time
 * (client/src/__generated__/persisted-documents.json, "sha256:<hex>" to text), so the website sends hashes and
 * the gateway runs only texts it shipped. Each text gets `__typename` in every selection set below the root, as
 * Apollo Client adds it before sending: the answers stay exactly what the website's cache normalises today.
 */
export class TrustedDocuments {
  private readonly byHash: ReadonlyMap<string, string>;

  constructor(manifest: Record<string, string>) {
    this.byHash = new Map(Object.entries(manifest).map(([hash, text]) => [bareHash(hash), withTypenames(text)]));
  }

  /** The manifest written by codegen beside the website's generated hooks; none when the client is not built in. */
  static ofWebsite(file = websiteManifest()): TrustedDocuments {
    if (!file || !fs.existsSync(file)) return new TrustedDocuments({});
    return new TrustedDocuments(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }

  /** The text of a hash (bare hex or "sha256:<hex>"), or undefined for one the build did not ship. */
  text(hash: string): string | undefined {
    return this.byHash.get(bareHash(hash));
  }

  get size(): number {
    return this.byHash.size;
  }
}

function websiteManifest(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@muster/client/persisted-documents');
  } catch {
    return null;
  }
}

function bareHash(hash: string): string {
  return hash.replace(/^sha256:/, '').toLowerCase();
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo Client's addTypenameToDocument, on the server: every selection set but an operation's root. */
function withTypenames(text: string): string {
  const document = visit(parse(text), {
    SelectionSet: {
      enter(node: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION)
          return;
        const has = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename' && !selection.alias,
        );
        return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
  return print(document);
}
