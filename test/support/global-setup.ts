import { compileForTests } from './build';

export default function globalSetup(): void {
  compileForTests();
}
