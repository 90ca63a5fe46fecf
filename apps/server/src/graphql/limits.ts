import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  parse,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  Source,
  TokenKind,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';

/**
 * What one GraphQL document may ask (DESIGN.md, security defaults). The web app's documents stay
 * under half of each limit (trusted-documents.test.ts checks every one it ships).
 */
export const LIMITS = {
  /** Lexical tokens: a 20,000-alias document is refused after reading this many, unvalidated. */
  tokens: 1_000,
  aliases: 15,
  /** Fields nested in one another; fragments add none. */
  depth: 8,
  /** See `measureOperation`. The largest document of the web app (Offers) costs 1,071. */
  cost: 5_000,
  /** Lists have no page size in the contract: each is counted as if it held this many items. */
  listFactor: 10,
} as const;

/** The stable codes of a refused request: nothing of it was executed. */
export const REFUSAL_CODES = {
  /** More tokens than `LIMITS.tokens`. */
  tooLarge: 'QUERY_TOO_LARGE',
  /** Over the alias, depth or cost limit. */
  tooComplex: 'QUERY_TOO_COMPLEX',
  /** Not GraphQL text (Mercurius would otherwise try the text as a JSON syntax tree). */
  parseFailed: 'GRAPHQL_PARSE_FAILED',
  /** An array of operations in one request. */
  batched: 'BATCHED_QUERIES_NOT_ALLOWED',
  /** In production, a document the web app does not ship. */
  notTrusted: 'PERSISTED_QUERY_NOT_FOUND',
  /** In production, `__schema` or `__type`. */
  introspection: 'INTROSPECTION_DISABLED',
} as const;

export type RefusalCode = (typeof REFUSAL_CODES)[keyof typeof REFUSAL_CODES];

const refusalCodes = new Set<string>(Object.values(REFUSAL_CODES));

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && refusalCodes.has(code);
}

/** A refused request: HTTP 400, a short message and a stable `extensions.code`, never a stack. */
export function refusal(code: RefusalCode, message: string): Error {
  return new mercurius.ErrorWithProps(message, { code }, 400);
}

/**
 * Parses `source` reading at most `LIMITS.tokens` tokens, so that an oversized document costs
 * no more than a small one to refuse. Throws a refusal.
 */
export function parseWithinLimits(source: string): DocumentNode {
  try {
    return parse(source, { maxTokens: LIMITS.tokens, noLocation: true });
  } catch (error) {
    if (exceedsTokens(source, LIMITS.tokens))
      throw refusal(REFUSAL_CODES.tooLarge, `Document has more than ${LIMITS.tokens} tokens.`);
    // graphql-js quotes the offending token, which may be as long as the request.
    const message = error instanceof GraphQLError ? error.message : 'Syntax Error.';
    throw refusal(
      REFUSAL_CODES.parseFailed,
      message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message,
    );
  }
}

const MAX_MESSAGE_LENGTH = 100;

/** Whether `source` has more than `max` tokens; reads at most `max + 1` of them. */
export function exceedsTokens(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count += 1) {
      if (count >= max) return true;
    }
  } catch {
    // Not lexable before the limit: a syntax error, not a size one.
  }
  return false;
}

export interface OperationMeasure {
  depth: number;
  cost: number;
}

/**
 * Refuses documents with more than `LIMITS.aliases` aliases, or an operation deeper than
 * `LIMITS.depth` or costlier than `LIMITS.cost` (`QUERY_TOO_COMPLEX`).
 */
export const operationLimitsRule: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave(document) {
        if (aliases > LIMITS.aliases) {
          context.reportError(
            tooComplex(`Document has ${aliases} aliases; at most ${LIMITS.aliases} are allowed.`),
          );
          return;
        }
        const schema = context.getSchema();
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const { depth, cost } = measureOperation(schema, document, definition);
          if (depth > LIMITS.depth) {
            context.reportError(
              tooComplex(`Operation depth ${depth} exceeds the limit of ${LIMITS.depth}.`),
            );
            return;
          }
          if (cost > LIMITS.cost) {
            context.reportError(
              tooComplex(`Operation cost ${cost} exceeds the limit of ${LIMITS.cost}.`),
            );
            return;
          }
        }
      },
    },
  };
};

/** Production: no `__schema` or `__type` (`__typename` stays, it names no other type). */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name)
      context.reportError(
        new GraphQLError('Introspection is disabled.', {
          extensions: { code: REFUSAL_CODES.introspection },
        }),
      );
  },
});

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: REFUSAL_CODES.tooComplex } });
}

/**
 * Depth and cost of one operation: each field costs 1, plus the cost of its selection, multiplied
 * by `LIMITS.listFactor` when the field returns a list. Fragments count where they are spread (a
 * fragment is measured once, so that fragments spreading each other twice cannot blow up the
 * measure). Fields unknown to the schema count 1: other rules refuse them.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, OperationMeasure>();
  const visiting = new Set<string>();

  const measureSelections = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
  ): OperationMeasure => {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      let inner: OperationMeasure;
      if (selection.kind === Kind.FIELD) {
        const field = fieldOf(schema, parent, selection.name.value);
        const children = selection.selectionSet
          ? measureSelections(selection.selectionSet, field && namedType(field.type))
          : { depth: 0, cost: 0 };
        const factor = field && returnsList(field.type) ? LIMITS.listFactor : 1;
        inner = { depth: children.depth + 1, cost: 1 + factor * children.cost };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        inner = measureSelections(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const known = measured.get(name);
        if (known) inner = known;
        else if (!fragment || visiting.has(name)) inner = { depth: 0, cost: 0 };
        else {
          visiting.add(name);
          inner = measureSelections(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value),
          );
          visiting.delete(name);
          measured.set(name, inner);
        }
      }
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
    return { depth, cost };
  };

  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return measureSelections(operation.selectionSet, root ?? undefined);
}

/*
 * Types are told apart by their tag rather than with graphql's `isListType` and the like: under
 * Vitest this module gets graphql's ES build and Mercurius its CommonJS one, whose classes differ.
 */
const tagOf = (type: unknown) =>
  (type as { [Symbol.toStringTag]?: string } | undefined)?.[Symbol.toStringTag];

function returnsList(type: GraphQLOutputType): boolean {
  const nullable = tagOf(type) === 'GraphQLNonNull' ? (type as { ofType: unknown }).ofType : type;
  return tagOf(nullable) === 'GraphQLList';
}

function namedType(type: GraphQLOutputType): GraphQLNamedType {
  let named: unknown = type;
  while (typeof named === 'object' && named !== null && 'ofType' in named) named = named.ofType;
  return named as GraphQLNamedType;
}

function fieldOf(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent && parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  const tag = tagOf(parent);
  if (tag !== 'GraphQLObjectType' && tag !== 'GraphQLInterfaceType') return undefined;
  return (parent as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[
    name
  ];
}
