import { readFile } from 'node:fs/promises';
import { parseSync, Visitor } from 'vite';

/** What a module of the app brings to a page: the modules it runs, and the strings it holds. */
export interface ModuleFacts {
  /** Static imports and re-exports of code: `import type` brings none. */
  imports: string[];
  dynamicImports: string[];
  /** Every string literal, and the text of every template literal before its first `${`. */
  strings: string[];
}

/** Resolves an import of a module to the file of the app it names, `null` for anything else. */
export type Resolve = (specifier: string, importer: string) => Promise<string | null>;

/** Reads what a module imports and holds, its specifiers as written. */
function scanModule(file: string, code: string): ModuleFacts {
  const facts: ModuleFacts = { imports: [], dynamicImports: [], strings: [] };
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  new Visitor({
    ImportDeclaration(node) {
      const namesTypes =
        node.specifiers.length > 0 &&
        node.specifiers.every(
          (name) => name.type === 'ImportSpecifier' && name.importKind === 'type',
        );
      if (node.importKind !== 'type' && !namesTypes) facts.imports.push(node.source.value);
    },
    ExportNamedDeclaration(node) {
      if (node.source && node.exportKind !== 'type') facts.imports.push(node.source.value);
    },
    ExportAllDeclaration(node) {
      if (node.exportKind !== 'type') facts.imports.push(node.source.value);
    },
    ImportExpression(node) {
      // Followed at build only when written out: a computed one could load texts unseen.
      if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') {
        throw new Error(`${file}: a dynamic import of a computed module`);
      }
      facts.dynamicImports.push(node.source.value);
    },
    Literal(node) {
      if (typeof node.value === 'string') facts.strings.push(node.value);
    },
    TemplateLiteral(node) {
      facts.strings.push(node.quasis[0]?.value.cooked ?? '');
    },
  }).visit(program);
  return facts;
}

/** A module's facts with its imports resolved to the files of the app they name. */
export async function readModule(file: string, resolve: Resolve): Promise<ModuleFacts> {
  const facts = scanModule(file, await readFile(file, 'utf8'));
  const resolved = async (specifiers: string[]) =>
    (await Promise.all(specifiers.map((specifier) => resolve(specifier, file)))).filter(
      (imported): imported is string => imported !== null,
    );
  return {
    imports: await resolved(facts.imports),
    dynamicImports: await resolved(facts.dynamicImports),
    strings: facts.strings,
  };
}

/**
 * Every module that runs from `entry` on: what it imports, statically or not, and so on; but not
 * into the dynamic imports that `into` refuses (all of them by default), which load on their own.
 */
export async function modulesFrom(
  entry: string,
  factsOf: (file: string) => Promise<ModuleFacts>,
  into: (imported: string) => boolean = () => true,
): Promise<Set<string>> {
  const reached = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (reached.has(file)) return;
    reached.add(file);
    const { imports, dynamicImports } = await factsOf(file);
    const followed = dynamicImports.filter(into);
    await Promise.all([...imports, ...followed].map(visit));
  };
  await visit(entry);
  return reached;
}
