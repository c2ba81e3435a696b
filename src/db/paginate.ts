import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page, PageRequest } from '../core/pagination';

// Newest first, keyed on the auto-increment id. Cursor pages use `id < next` / `id > previous`, so a
// row inserted between two requests (it gets a higher id) never shifts or repeats a later page.
export async function paginate<T extends ObjectLiteral & { id: number }>(
  qb: SelectQueryBuilder<T>,
  req: PageRequest,
): Promise<Page<T>> {
  const alias = qb.alias;
  if (req.mode === 'offset') {
    const [items, total] = await Promise.all([
      qb.clone().orderBy(`${alias}.id`, 'DESC').skip((req.page - 1) * req.perPage).take(req.perPage).getMany(),
      qb.clone().getCount(),
    ]);
    return { mode: 'offset', items, total, page: req.page, perPage: req.perPage };
  }
  const backwards = req.previous !== undefined;
  const bounded = qb.clone();
  if (req.next !== undefined) bounded.andWhere(`${alias}.id < :kobo_cursor`, { kobo_cursor: req.next });
  if (backwards) bounded.andWhere(`${alias}.id > :kobo_cursor`, { kobo_cursor: req.previous });
  const rows = await bounded
    .orderBy(`${alias}.id`, backwards ? 'ASC' : 'DESC')
    .take(req.perPage + 1)
    .getMany();
  const more = rows.length > req.perPage;
  const items = rows.slice(0, req.perPage);
  if (backwards) items.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  // Going forward, "previous" exists whenever we started from a cursor; going back, "next" does.
  const hasNext = backwards ? items.length > 0 : more;
  const hasPrevious = backwards ? more : req.next !== undefined && items.length > 0;
  return {
    mode: 'cursor',
    items,
    perPage: req.perPage,
    next: hasNext && last ? last.id : null,
    previous: hasPrevious && first ? first.id : null,
  };
}
