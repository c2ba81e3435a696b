import { invalid } from '../core/errors';
import { checkPage, checkPerPage, decodeCursor, encodeCursor, type Page, type PageRequest } from '../core/pagination';
import type { Input } from './input';

// Offset paging by default; `use_cursor=true` (or a `next`/`previous` cursor) switches to cursors.
export function pageRequest(input: Input, resource: string): PageRequest {
  const perPage = checkPerPage(input.int('perPage', 'perPage must be a positive integer') ?? input.int('per_page', 'perPage must be a positive integer'));
  const next = input.string('next');
  const previous = input.string('previous');
  if (input.bool('use_cursor') || next || previous) {
    if (next && previous) throw invalid('next', 'Pass either next or previous, not both');
    return {
      mode: 'cursor',
      perPage,
      next: next ? decodeCursor(resource, next, 'next') : undefined,
      previous: previous ? decodeCursor(resource, previous, 'previous') : undefined,
    };
  }
  return { mode: 'offset', perPage, page: checkPage(input.int('page', 'page must be a positive integer')) };
}

export function pageMeta(page: Page<unknown>, resource: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  if (page.mode === 'cursor') {
    return {
      ...extra,
      next: page.next === null ? null : encodeCursor(resource, page.next),
      previous: page.previous === null ? null : encodeCursor(resource, page.previous),
      perPage: page.perPage,
    };
  }
  return {
    ...extra,
    total: page.total,
    skipped: (page.page - 1) * page.perPage,
    perPage: page.perPage,
    page: page.page,
    pageCount: Math.ceil(page.total / page.perPage),
  };
}
