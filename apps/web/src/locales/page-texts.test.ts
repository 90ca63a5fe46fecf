import { basename, resolve } from 'node:path';
import { fr as frenchErrors } from '@sesame/domain/i18n/error-messages/fr';
import { VALIDATION_MESSAGE_KEYS } from '@sesame/domain/validation/validation-messages';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Texts } from '../lib/catalogue.ts';
import fr from './fr.json';
import firstPart from './fr.json?part=first';
import lazyPart from './fr.json?part=lazy';
import pages from './fr.json?part=pages';

// Decision 39: each page loads the texts that the strings of its code can begin
// (scripts/catalogue-parts.ts). Here the type checker says which keys the code can pass to `t`,
// module by module, and every one of them must be in the texts the page has when it renders.
// A form's message is the one exception: typed as any `ValidationMessageKey`, it is one its
// schema names, so a page can show the validation messages that the modules it runs name.

const source = (path: string) => resolve(import.meta.dirname, '..', path);
const ENTRY = source('main.tsx');
const PAGES = source('app/pages.ts');
const START_PAGE = source('routes/start.tsx');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key a module passes to `t`, and where. */
interface KeyTaken {
  key: string;
  at: string;
}

interface Module {
  imports: string[];
  dynamicImports: string[];
  /** Those written `withItsTexts(() => import(…))` (lib/i18n.ts): they load their texts too. */
  importsWithTexts: string[];
  keys: KeyTaken[];
  /** The validation messages the module names, where its schemas give them. */
  validationMessages: KeyTaken[];
  /** Calls of `t` whose key the checker cannot name: no test could say which page shows it. */
  unnamed: string[];
}

let modules: Map<string, Module>;
let pagesFile: ts.SourceFile;

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(source('../tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('No tsconfig.json for the web app');
  const program = ts.createProgram([ENTRY], config.options);
  pagesFile = program.getSourceFile(PAGES) as ts.SourceFile;
  modules = new Map();
  for (const file of program.getSourceFiles()) {
    if (isAppModule(file.fileName)) modules.set(file.fileName, readModule(program, file));
  }
}, 120_000);

function isAppModule(file: string): boolean {
  return /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/node_modules/');
}

function readModule(program: ts.Program, file: ts.SourceFile): Module {
  const checker = program.getTypeChecker();
  const module: Module = {
    imports: [],
    dynamicImports: [],
    importsWithTexts: [],
    keys: [],
    validationMessages: [],
    unnamed: [],
  };
  const where = (node: ts.Node) =>
    `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const resolved = (specifier: ts.Expression, into: string[]) => {
    if (!ts.isStringLiteral(specifier)) return;
    const found = ts.resolveModuleName(
      specifier.text,
      file.fileName,
      program.getCompilerOptions(),
      ts.sys,
    ).resolvedModule?.resolvedFileName;
    if (found && isAppModule(found)) into.push(found);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && bringsCode(node))
      resolved(node.moduleSpecifier, module.imports);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      resolved(node.moduleSpecifier, module.imports);
    }
    if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && argument) {
        resolved(argument, module.dynamicImports);
        if (isLoadedWithTexts(node)) resolved(argument, module.importsWithTexts);
      } else if (argument && isTranslate(checker.getResolvedSignature(node)?.declaration)) {
        const at = where(argument);
        const type = checker.getTypeAtLocation(argument);
        const members = type.isUnion() ? type.types : [type];
        for (const member of isAnyValidationMessage(members) ? [] : members) {
          if (member.isStringLiteral()) module.keys.push({ key: member.value, at });
          else module.unnamed.push(`${at}: ${argument.getText()}`);
        }
      }
    }
    if (ts.isStringLiteralLike(node) && validationMessages.has(node.text)) {
      module.validationMessages.push({ key: node.text, at: where(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return module;
}

/** `withItsTexts(() => import(…))`: the code and its texts load together. */
function isLoadedWithTexts(node: ts.CallExpression): boolean {
  const loader = node.parent;
  const call = loader?.parent;
  return (
    loader !== undefined &&
    ts.isArrowFunction(loader) &&
    call !== undefined &&
    ts.isCallExpression(call) &&
    call.expression.getText() === 'withItsTexts'
  );
}

/** A key typed as `ValidationMessageKey`: any of them, as far as the checker knows. */
function isAnyValidationMessage(members: ts.Type[]): boolean {
  const keys = new Set(members.map((member) => (member.isStringLiteral() ? member.value : '')));
  return (
    keys.size === validationMessages.size && [...keys].every((key) => validationMessages.has(key))
  );
}

/** `import type`, and an import of types only, bring no code. */
function bringsCode(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  const names = clause.namedBindings;
  const typesOnly =
    clause.name === undefined &&
    names !== undefined &&
    ts.isNamedImports(names) &&
    names.elements.length > 0 &&
    names.elements.every((name) => name.isTypeOnly);
  return !typesOnly;
}

/** The signature of `t` (`Translate`, lib/catalogue.ts), however the function is named where it is called. */
function isTranslate(declaration: ts.Declaration | undefined): boolean {
  return (
    declaration !== undefined &&
    ts.isFunctionTypeNode(declaration) &&
    ts.isTypeAliasDeclaration(declaration.parent) &&
    declaration.parent.name.text === 'Translate'
  );
}

/** The modules that run from `entry` on, into the dynamic imports that `into` takes. */
function modulesFrom(
  entry: string,
  into: (imported: string, importer: Module) => boolean = () => true,
): Module[] {
  const reached = new Map<string, Module>();
  const visit = (file: string) => {
    const module = modules.get(file);
    if (reached.has(file) || module === undefined) return;
    reached.set(file, module);
    for (const imported of module.imports) visit(imported);
    for (const imported of module.dynamicImports) if (into(imported, module)) visit(imported);
  };
  visit(entry);
  return [...reached.values()];
}

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`),
  );
}

const catalogueKeys = keysOf({ ...fr, errors: frenchErrors });
const validationMessages = new Set<string>(VALIDATION_MESSAGE_KEYS);

/** The keys taken that the texts lack, a plural text with all its forms or none. */
function missing(taken: Module[], texts: Texts[]): string[] {
  const held = new Set(texts.flatMap((part) => keysOf(part)));
  const lacking = taken.flatMap((module) =>
    [...module.keys, ...module.validationMessages].filter(({ key }) =>
      catalogueKeys
        .filter((text) => text === key || text.replace(PLURAL, '') === key)
        .some((text) => !held.has(text)),
    ),
  );
  return lacking.map(({ key, at }) => `${key} (${at})`).sort();
}

// The first render has the generic error message only; every other page waits for the others.
const firstTexts: Texts = { ...firstPart, errors: { GENERIC: frenchErrors.GENERIC } };
const lazyTexts: Texts = lazyPart;
const errorTexts: Texts = { errors: frenchErrors };
const pageModules = () => [...new Set(modules.get(PAGES)?.dynamicImports)];
const pageName = (module: string) => basename(module).replace(/\.tsx?$/, '');

describe('the texts each page loads', () => {
  it('are named after each page module of app/pages.ts', () => {
    expect(Object.keys(pages).sort()).toEqual(pageModules().map(pageName).sort());
  });

  it('are asked for by each page() of app/pages.ts with the name of its module', () => {
    const named: Array<[string, string]> = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'page') {
        const [name, load] = node.arguments;
        const imported =
          load && ts.isArrowFunction(load) && ts.isCallExpression(load.body)
            ? load.body.arguments[0]
            : undefined;
        named.push([
          name && ts.isStringLiteral(name) ? name.text : '',
          imported && ts.isStringLiteral(imported) ? pageName(imported.text) : '',
        ]);
      }
      ts.forEachChild(node, visit);
    };
    visit(pagesFile);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([name, module]) => name !== module)).toEqual([]);
  });

  it('are checked for every call of `t`: the checker names the keys it can take', () => {
    expect([...modules.values()].flatMap((module) => module.unnamed)).toEqual([]);
  });

  // Decision 47: the code that the shell and the start page load lazily brings its own texts.
  it('hold in the first part every text the app shell and the start page show without them', () => {
    const pages = new Set(pageModules());
    const withoutTheirTexts = (imported: string, importer: Module) =>
      !pages.has(imported) && !importer.importsWithTexts.includes(imported);
    expect(missing(modulesFrom(ENTRY, withoutTheirTexts), [firstTexts])).toEqual([]);
    expect(missing(modulesFrom(START_PAGE, withoutTheirTexts), [firstTexts])).toEqual([]);
  });

  it('hold in the lazy part every text of the code the app shell and the start page load lazily', () => {
    const pages = new Set(pageModules());
    const notPages = (imported: string) => !pages.has(imported);
    expect(missing(modulesFrom(ENTRY, notPages), [firstTexts, lazyTexts])).toEqual([]);
    expect(missing(modulesFrom(START_PAGE), [firstTexts, lazyTexts])).toEqual([]);
  });

  it('hold every text a page can show in its part or the first', async () => {
    const lacking: Record<string, string[]> = {};
    for (const module of pageModules()) {
      const load = pages[pageName(module)];
      if (load === undefined) throw new Error(`No texts for ${module}`);
      const texts = (await load()).default;
      const keys = missing(modulesFrom(module), [firstTexts, errorTexts, texts]);
      if (keys.length > 0) lacking[pageName(module)] = keys;
    }
    expect(lacking).toEqual({});
  });
});
