import { removeBuild } from './build';

export default function globalTeardown(): void {
  removeBuild();
}
