import DataLoader from 'dataloader';

// Per-operation DataLoaders batch the lookups of one GraphQL operation: every key asked for in a
// tick becomes one query. Each shape is written once here; modules give the query.

// One row (or null) per key: `load` fetches the rows of many keys at once, in any order.
export function loaderByKey<K, T>(load: (keys: readonly K[]) => Promise<T[]>, keyOf: (row: T) => K): DataLoader<K, T | null> {
  return new DataLoader<K, T | null>(async (keys) => {
    const byKey = new Map((await load(keys)).map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

export const loaderById = <T extends { id: number }>(load: (ids: readonly number[]) => Promise<T[]>): DataLoader<number, T | null> =>
  loaderByKey(load, (row) => row.id);

// Every row of each key (an empty list where none): `load` fetches the rows of many keys at once,
// in the order each list should have.
export function loaderOfLists<K, T>(load: (keys: readonly K[]) => Promise<T[] | Map<K, T[]>>, keyOf?: (row: T) => K): DataLoader<K, T[]> {
  return new DataLoader<K, T[]>(async (keys) => {
    const rows = await load(keys);
    let byKey: Map<K, T[]>;
    if (rows instanceof Map) byKey = rows;
    else {
      byKey = new Map();
      for (const row of rows) {
        const key = keyOf!(row);
        const list = byKey.get(key);
        if (list) list.push(row);
        else byKey.set(key, [row]);
      }
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}
