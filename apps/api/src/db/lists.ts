import type { Page } from '@gaceta/shared/common';
import { pageCount } from '@gaceta/shared/pagination';

/** Helpers for searchable, numbered lists. */

/** An ILIKE pattern matching `term` anywhere, its own % and _ taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface PageRequest {
  page: number;
  per: number;
}

export function offsetOf({ page, per }: PageRequest): number {
  return (page - 1) * per;
}

export function pageOf<T>(objects: T[], total: number, { per }: Pick<PageRequest, 'per'>): Page<T> {
  return { objects, total_number_of_objects: total, total_pages: pageCount(total, per) };
}
