// JSON.parse keeps a `__proto__` key as an own property, harmless until some later copy
// (Object.assign, a merge) runs the prototype setter with it. Request JSON never needs that key, so
// it is dropped at every level. The reviver only runs when the text could hold one: it costs a
// call per value on the hot path otherwise (a \u escape can spell the key too).
export function parseJson(text: string): unknown {
  return text.includes('__proto__') || text.includes('\\u') ? JSON.parse(text, dropProto) : JSON.parse(text);
}

function dropProto(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}
