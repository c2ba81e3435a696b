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

// graphql-js parses recursively: a document nested a few thousand levels deep overflowed the stack
// ("Maximum call stack size exceeded") before the depth rule below could see it. Its brackets are
// counted first with graphql's own lexer (iterative, strings and comments as the parser sees them).
// No valid operation comes near the limit (the depth rule refuses far less).
export const MAX_DOCUMENT_NESTING = 256;
const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);
export function assertNesting(query: unknown): void {
  if (typeof query !== 'string') return;
  const lexer = new Lexer(new Source(query));
  for (let depth = 0; ; ) {
    let kind: string;
    try {
      kind = lexer.advance().kind;
    } catch {
      return; // a lexing error is the parser's to report, with its position
    }
    if (kind === TokenKind.EOF) return;
    if (OPENING.has(kind) && ++depth > MAX_DOCUMENT_NESTING) throw new GraphQLError(`Syntax Error: Document is nested more than ${MAX_DOCUMENT_NESTING} levels deep.`);
    if (CLOSING.has(kind)) depth--;
  }
}

// Two guards against expensive operations, for queries and subscriptions alike: nesting depth
// (a validation rule) and cost (each field 1; connection fields multiply their selection by the
// page size they ask for, declared with `complexity` on the field).
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
    }
    else if (sel.kind === Kind.INLINE_FRAGMENT) d = depthOf(sel.selectionSet, context, seen);
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
    estimators: [introspectionEstimator, fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (cost > maxCost) {
    throw new GraphQLError(`Query is too expensive: cost ${cost} exceeds the limit of ${maxCost}`, { extensions: { code: 'QUERY_TOO_COSTLY' } });
  }
}

// An introspection field and everything under it costs nothing (see INTROSPECTION above).
const introspectionEstimator = ({ field }: { field: { name: string } }): number | void => (INTROSPECTION.has(field.name) ? 0 : undefined);

// For connection fields: what one page costs.
export const pageComplexity = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }): number =>
  1 + childComplexity * Number(args.first ?? args.last ?? 20);
