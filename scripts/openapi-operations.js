// Writes test/fixtures/paystack/openapi-operations.json: every (method, path) operation of Paystack's
// OpenAPI document, for the test that checks Kobo serves them all (tests never read ../shared).
// Usage: node scripts/openapi-operations.js [path/to/paystack-openapi.yaml]
// The document's `paths:` block is read line by line (a path key at two spaces, a method at four),
// so the script needs no YAML dependency.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const source = process.argv[2] ?? path.join(__dirname, '..', '..', 'shared', 'reference', 'paystack-openapi.yaml');
const target = path.join(__dirname, '..', 'test', 'fixtures', 'paystack', 'openapi-operations.json');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const lines = fs.readFileSync(source, 'utf8').split(/\r?\n/);
const operations = [];
let inPaths = false;
let current = null;
for (const line of lines) {
  if (/^\S/.test(line)) {
    inPaths = line.startsWith('paths:');
    continue;
  }
  if (!inPaths) continue;
  const pathKey = /^ {2}(\/\S*):\s*$/.exec(line);
  if (pathKey) {
    current = pathKey[1].replace(/^'|'$/g, '');
    continue;
  }
  const method = /^ {4}([a-z]+):\s*$/.exec(line);
  if (current && method && METHODS.has(method[1])) operations.push({ method: method[1].toUpperCase(), path: current });
}
fs.writeFileSync(target, JSON.stringify(operations, null, 2) + '\n');
console.log(`${operations.length} operations written to ${path.relative(process.cwd(), target)}`);
