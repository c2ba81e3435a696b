import type { Product } from '../products/product.entity';

// A storefront's products, in the order of its links: one deleted since it was added, or not found,
// is left out. `found` may come from a loader, with its errors and misses.
export function liveInOrder(ids: readonly number[], found: ReadonlyArray<Product | Error | null | undefined>): Product[] {
  const byId = new Map<number, Product>();
  for (const p of found) if (p && !(p instanceof Error)) byId.set(p.id, p);
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p && !p.deletedAt ? [p] : [];
  });
}
