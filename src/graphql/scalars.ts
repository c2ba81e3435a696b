import { GraphQLScalarType, Kind } from 'graphql';
import { MAX_MINOR, readMinor } from '../core/money';

// Minor units as a string on the wire: GraphQL Int is 32-bit and JSON numbers past 2^53 lose
// digits in most clients. Input accepts an integer literal or a numeric string.
export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description: 'An amount in minor units (kobo for NGN), as a string of digits, safe up to 2^53 - 1',
  serialize(value) {
    const n = typeof value === 'string' ? Number(value) : (value as number);
    if (!Number.isSafeInteger(n)) throw new TypeError(`Money cannot represent ${String(value)}`);
    return String(n);
  },
  parseValue(value) {
    return parseMoney(value);
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return parseMoney(ast.value);
    throw new TypeError('Money must be an integer or a string of digits');
  },
});

function parseMoney(value: unknown): number {
  const n = readMinor(value);
  if (n === 'not an integer') throw new TypeError('Money must be a whole number of minor units');
  if (n === 'too large') throw new TypeError(`Money is too large (at most ${MAX_MINOR})`);
  return n;
}
