import { Kind, parse, print, visit, type ArgumentNode, type ConstValueNode, type ObjectFieldNode, type StringValueNode, type ValueNode } from 'graphql';
import { isIdentityType, isIdentityValueField, isSecretName, MASKED, maskText } from '../core/mask';

// A GraphQL request as its request log line may show it. Secrets travel inside the document as
// often as in the variables (`submitPin(reference: "…", pin: "1234")`), so the document is parsed
// and every literal given to a secret argument or input field is masked, every other string literal
// masked as text (card numbers, keys), and the variables a secret argument takes (`pin: $p`) masked
// in `variables` whatever their name. What Apollo refuses is logged too (a refusal keeps its body):
// a batch is masked request by request, variables sent as a JSON string are read as the object
// they hold (or hidden whole), and every other string of the body (a document sent under another
// name, as a list, as a bare string in a batch) is masked as a document that does not parse.
export function maskGraphQLRequest(body: unknown): unknown {
  if (Array.isArray(body)) {
    // Each element costs at most KEPT_DOCUMENT to mask, and the log keeps 4 KB of the whole: past
    // that budget an element is not masked but left out.
    let budget = KEPT_DOCUMENT;
    return body.map((item) => {
      if (budget <= 0) return '[…]';
      const query = typeof item === 'string' ? item : (item as { query?: unknown } | null)?.query;
      budget -= typeof query === 'string' ? query.length : 0;
      return maskGraphQLRequest(item);
    });
  }
  if (!body || typeof body !== 'object') return maskStrings(body);
  const request = body as { query?: unknown; variables?: unknown };
  if (typeof request.query !== 'string') return maskStrings(body);
  const cut = request.query.length > KEPT_DOCUMENT;
  const { query, secretVariables } = maskDocument(cut ? request.query.slice(0, KEPT_DOCUMENT) : request.query);
  let variables = request.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = MASKED;
    }
    if (variables !== null && typeof variables !== 'object') variables = MASKED;
  }
  // Past the cut, which arguments the variables feed is not known: none of them is shown.
  const hidden = (k: string) => cut || secretVariables.has(k);
  if ((cut || secretVariables.size) && variables && typeof variables === 'object' && !Array.isArray(variables)) {
    variables = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, hidden(k) && v !== null && v !== undefined ? MASKED : v]));
  }
  const others = Object.fromEntries(Object.entries(request).map(([k, v]) => [k, k === 'query' || k === 'variables' ? v : maskStrings(v)]));
  return { ...others, query, variables: maskStrings(variables) };
}

// Every string in a value masked as a document that does not parse: the log's own masking reads a
// string as text only, which keeps `pin: "1234"`.
function maskStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskUnparsed(value);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => maskStrings(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskStrings(v, depth + 1)]));
}

// A logged body keeps its first 4,096 characters (modules/request-logs/mask.ts). Only that much of a
// document, with a margin longer than any secret, is masked: a secret the cut splits lies past what
// is kept, and an attacker's document of hundreds of kB costs no more than a small one.
const KEPT_DOCUMENT = 4096 + 1024;

const MASKED_VALUE: StringValueNode = { kind: Kind.STRING, value: MASKED };

// Parsing for the log stops where the server's own parse would refuse the document (its default
// KOBO_GRAPHQL_MAX_TOKENS, with room): an attacker's document of 40,000 aliases is masked as text,
// in one linear pass, instead of costing a second full parse, visit and print per request.
const LOG_PARSE_MAX_TOKENS = 10_000;

export function maskDocument(text: string): { query: string; secretVariables: Set<string> } {
  const secretVariables = new Set<string>();
  let document;
  try {
    document = parse(text, { noLocation: true, maxTokens: LOG_PARSE_MAX_TOKENS });
  } catch {
    return { query: maskUnparsed(text), secretVariables };
  }
  // An argument or input field named for a secret, or the value beside `type: "bvn"`.
  const secret = (name: string, siblings: readonly (ArgumentNode | ObjectFieldNode)[]) =>
    isSecretName(name) ||
    (isIdentityValueField(name) &&
      siblings.some((s) => s.name.value === 'type' && (s.value.kind === Kind.STRING || s.value.kind === Kind.ENUM) && isIdentityType(s.value.value)));
  const masked = (node: ArgumentNode | ObjectFieldNode, siblings: readonly (ArgumentNode | ObjectFieldNode)[]): ArgumentNode | ObjectFieldNode | undefined => {
    if (!secret(node.name.value, siblings)) return undefined;
    return { ...node, value: maskAll(node.value, secretVariables) } as ArgumentNode | ObjectFieldNode;
  };
  // A node with its secret arguments or fields masked, or undefined (kept as it is).
  const maskIn = <T extends ArgumentNode | ObjectFieldNode>(list: readonly T[] | undefined): T[] | undefined => {
    if (!list?.length) return undefined;
    let changed = false;
    const next = list.map((item) => {
      const m = masked(item, list) as T | undefined;
      if (m) changed = true;
      return m ?? item;
    });
    return changed ? next : undefined;
  };
  const out = visit(document, {
    Field: (node) => {
      const args = maskIn(node.arguments);
      return args ? { ...node, arguments: args } : undefined;
    },
    Directive: (node) => {
      const args = maskIn(node.arguments);
      return args ? { ...node, arguments: args } : undefined;
    },
    ObjectValue: (node) => {
      const fields = maskIn(node.fields);
      return fields ? { ...node, fields } : undefined;
    },
    StringValue: (node) => {
      const value = maskText(node.value);
      return value === node.value ? undefined : { ...node, value, block: false };
    },
    IntValue: (node) => (maskText(node.value) === node.value ? undefined : MASKED_VALUE),
  });
  // A variable's default value is a literal too (`$p: String = "1234"`): masked when the variable
  // feeds a secret argument, which is known only once the whole document was walked.
  const defaults = secretVariables.size
    ? visit(out, {
        VariableDefinition: (node) =>
          node.defaultValue && secretVariables.has(node.variable.name.value)
            ? { ...node, defaultValue: maskAll(node.defaultValue, secretVariables) as ConstValueNode }
            : undefined,
      })
    : out;
  return { query: print(defaults), secretVariables };
}

// Every literal under a secret name masked (an input object given whole to `card:` included), and
// the variables found there remembered.
function maskAll(value: ValueNode, variables: Set<string>): ValueNode {
  switch (value.kind) {
    case Kind.VARIABLE:
      variables.add(value.name.value);
      return value;
    case Kind.NULL:
      return value;
    case Kind.LIST:
      return { ...value, values: value.values.map((v) => maskAll(v, variables)) };
    case Kind.OBJECT:
      return { ...value, fields: value.fields.map((f) => ({ ...f, value: maskAll(f.value, variables) })) };
    default:
      return MASKED_VALUE;
  }
}

// A document that does not parse is logged with every literal after a secret name masked, and its
// text masked as text.
function maskUnparsed(text: string): string {
  return maskText(
    text.replace(/\b([A-Za-z_][A-Za-z0-9_]*)(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)/g, (m, name: string, sep: string) =>
      isSecretName(name) ? `${name}${sep}"${MASKED}"` : m,
    ),
  );
}
