import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ENTITIES } from '../../src/container';

// Each slice declares its own tables (`defineModule({ entities })`) and the composition root hands
// them all to the data source. A table left out of its module would only fail when first queried
// ("No metadata for …"), so every entity class under src/ must be in ENTITIES, once.
const entityFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? entityFiles(file) : e.name.endsWith('.entity.ts') ? [file] : [];
  });

it('hands every entity class under src/ to the data source, once', () => {
  for (const file of entityFiles(path.join(__dirname, '../../src'))) require(file);
  const declared = getMetadataArgsStorage().tables.map((t) => t.target);
  expect(declared.length).toBeGreaterThan(50);
  const names = (list: readonly unknown[]) => list.map((c) => (c as { name: string }).name).sort();
  expect(names(ENTITIES)).toEqual(names([...new Set(declared)]));
  expect(new Set(ENTITIES).size).toBe(ENTITIES.length);
});
