import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root, sourceFiles, workspaces } from './workspace-files';

// A circle of imports makes a module's meaning depend on which file loads first (a value read before its
// module has run is undefined), and it hides which layer sits on which. This test follows every static import
// and re-export of the repository's TypeScript, type-only ones included (a type circle still says two layers
// lean on each other, as the context → loaders → backends → generated types → context one did), resolved as
// the compiler resolves them, and fails on any circle, naming its files. Dynamic `import()` is left out: it
// runs after every module has loaded, which is what it is used for.

/** Every workspace's TypeScript (declaration files only describe, they import nothing of ours). */
const typeScriptFiles = () =>
  workspaces
    .flatMap((w) => sourceFiles(path.join(root, w), /\.(ts|tsx|mts)$/))
    .filter((file) => !file.endsWith('.d.ts'));

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Each file's imports of other files of the repository (packages in node_modules are leaves). */
export function importGraph(): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: false,
    resolveJsonModule: true,
  };
  const host = ts.sys;
  const graph = new Map<string, string[]>();
  for (const file of typeScriptFiles()) {
    const targets = importsOf(file).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/'))
        return [];
      return resolved.resolvedFileName.endsWith('.d.ts') ? [] : [path.resolve(resolved.resolvedFileName)];
    });
    graph.set(path.resolve(file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file))
        found.push(group.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

test('no circle of imports in any workspace', () => {
  expect(circles(importGraph())).toEqual([]);
});

test('the circle finder sees a circle and a self-import', () => {
  const graph = new Map([
    ['/a', ['/b']],
    ['/b', ['/c']],
    ['/c', ['/a']],
    ['/d', ['/d']],
    ['/e', ['/a']],
  ]);
  expect(
    circles(graph)
      .map((group) => group.length)
      .sort(),
  ).toEqual([1, 3]);
});
