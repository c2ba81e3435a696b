// The request JSON rules live in core/json.ts, where services parsing a JSON string field use them too.
export { parseJson, valueOrJson } from '../core/json';
