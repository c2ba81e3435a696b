import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printKoboSchema } from '../src/graphql/schema';
import { moduleParts } from '../src/modules';

// `npm run schema:emit` writes schema/schema.graphql; `--check` fails when the file is stale.
async function run(): Promise<void> {
  const file = path.join(__dirname, '..', 'schema', 'schema.graphql');
  const sdl = `${await printKoboSchema(moduleParts(null).resolvers)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== sdl) {
      process.stderr.write('schema/schema.graphql is stale: run `npm run schema:emit` and commit it\n');
      process.exit(1);
    }
    process.stdout.write('schema/schema.graphql is up to date\n');
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, sdl);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}

run().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
