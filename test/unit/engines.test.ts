import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from '../support/build';

// `npm install` warns EBADENGINE for every locked package whose `engines.node` excludes the Node
// versions package.json accepts. Each one must accept the lowest version Kobo declares (and the
// Node CI runs), so the declared engine and the dependency set agree.
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

it('every locked package runs on the lowest Node version package.json declares', () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;
  expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  const refusing = Object.entries(lock.packages as Record<string, { version?: string; engines?: { node?: string } | string[] }>)
    .filter(([name, p]) => name && p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
    .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
  expect(refusing).toEqual([]);
});
