import type { ComponentProps } from 'react';
import * as v from 'valibot';
import { Pagination } from '../ui/pagination';

/** The numbered pages at the foot of a list's card; nothing when the list fits on one page. */
export function ListPagination(props: ComponentProps<typeof Pagination>) {
  if (props.pageCount <= 1) return null;
  return (
    <div className="flex justify-center border-t p-3">
      <Pagination {...props} />
    </div>
  );
}

/** A list's page in its address (?page=N): the first when missing or not a page number. */
export const PageParam = v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1));
