import { removeBuild } from './build';

export default async function globalTeardown(): Promise<void> {
  removeBuild();
  await (globalThis as { dropTemplateDatabase?: () => Promise<void> }).dropTemplateDatabase?.();
}
