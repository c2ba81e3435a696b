import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

// Checked on the raw text before anything parses it, with graphql's own lexer (iterative, strings
// and comments as the parser sees them), stopping at the first limit it passes:
// - nesting: graphql-js parses recursively, and a document nested a few thousand levels deep
//   overflowed the stack ("Maximum call stack size exceeded") before the depth rule could see it;
// - tokens: parsing and validating cost time in proportion to the document, and a 40,000-alias
//   document held the event loop for seconds; the standard introspection query is under 200 tokens,
//   a dashboard's largest operation about 500.
export const MAX_DOCUMENT_NESTING = 256;
const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);
export function assertDocumentSize(query: unknown, maxTokens: number): void {
  if (typeof query !== 'string') return;
  const lexer = new Lexer(new Source(query));
  for (let depth = 0, tokens = 0; ;) {
    let kind: string;
    try {
      kind = lexer.advance().kind;
    } catch {
      return; // a lexing error is the parser's to report, with its position
    }
    if (kind === TokenKind.EOF) return;
    if (++tokens > maxTokens) throw new GraphQLError(`Syntax Error: Document contains more than ${maxTokens} tokens.`);
    if (OPENING.has(kind) && ++depth > MAX_DOCUMENT_NESTING)
      throw new GraphQLError(`Syntax Error: Document is nested more than ${MAX_DOCUMENT_NESTING} levels deep.`);
    if (CLOSING.has(kind)) depth--;
  }
}

// Each alias runs its field again: `a1: balance … a3000: balance` is one small document asking for
// the ledger to be summed 3,000 times. Counted over the whole document (fragments included once).
export function aliasLimit(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === maxAliases + 1) {
          context.reportError(new GraphQLError(`Too many aliases: the limit is ${maxAliases} per document`, { extensions: { code: 'QUERY_TOO_COSTLY' } }));
        }
      },
    };
  };
}

// Two guards against expensive operations, for queries and subscriptions alike: nesting depth
// (a validation rule) and cost, which follows the work a field makes (COST below): a field read
// from its parent costs 1; a top-level field is a database round trip; an aggregate sums the
// ledger or a table (declared with `complexity: aggregateComplexity`); a connection multiplies its
// selection by the page size it asks for (`complexity: pageComplexity`).
//
// Introspection (`__schema`, `__type`) is outside both: GraphiQL, Apollo Sandbox and codegen send
// getIntrospectionQuery(), 13+ levels deep, whatever limit an operator sets. Its subtree reads the
// static schema, and graphql-js's own MaxIntrospectionDepthRule (in specifiedRules) bounds the
// nesting of fields/interfaces/possibleTypes inside it. Sibling data fields are measured as usual.
const INTROSPECTION = new Set(['__schema', '__type']);
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, context, new Set());
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}`, { extensions: { code: 'QUERY_TOO_DEEP' } }));
      }
    },
  });
}

function depthOf(set: SelectionSetNode | undefined, context: ValidationContext, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d = 0;
    if (sel.kind === Kind.FIELD) {
      if (INTROSPECTION.has(sel.name.value)) continue;
      d = sel.selectionSet ? 1 + depthOf(sel.selectionSet, context, seen) : 1;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) d = depthOf(sel.selectionSet, context, seen);
    else if (!seen.has(sel.name.value)) {
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(sel.name.value);
      d = depthOf(fragment?.selectionSet, context, new Set([...seen, sel.name.value]));
    }
    max = Math.max(max, d);
  }
  return max;
}

export function assertCost(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined | null,
  maxCost: number,
): void {
  const cost = getComplexity({
    schema,
    query,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [introspectionEstimator, fieldExtensionsEstimator(), rootEstimator(schema), simpleEstimator({ defaultComplexity: COST.field })],
  });
  if (cost > maxCost) {
    throw new GraphQLError(`Query is too expensive: cost ${cost} exceeds the limit of ${maxCost}`, { extensions: { code: 'QUERY_TOO_COSTLY' } });
  }
}

// An introspection field and everything under it costs nothing (see INTROSPECTION above).
const introspectionEstimator = ({ field }: { field: { name: string } }): number | void => (INTROSPECTION.has(field.name) ? 0 : undefined);

export const COST = {
  // A field read from what its parent already loaded, or through a batched loader.
  field: 1,
  // A top-level query or mutation field: at least one database round trip of its own.
  query: 10,
  // A sum over the ledger or a whole table (balances, totals).
  aggregate: 100,
} as const;

// A top-level field without a declared cost.
const rootEstimator = (schema: GraphQLSchema) => {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  return ({ type, childComplexity }: { type: unknown; childComplexity: number }): number | void =>
    roots.has(type as never) ? COST.query + childComplexity : undefined;
};

// For connection fields: what one page costs.
export const pageComplexity = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }): number =>
  COST.query + childComplexity * Number(args.first ?? args.last ?? 20);

// For fields that sum the ledger or a table.
export const aggregateComplexity = ({ childComplexity }: { childComplexity: number }): number => COST.aggregate + childComplexity;
