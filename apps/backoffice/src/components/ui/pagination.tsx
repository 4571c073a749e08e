import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@/lib/page-window';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** Numbered pages with previous and next, at most 370 px wide (spec section 9). Hidden for one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className={cn('flex max-w-[370px] items-center gap-1', className)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t`Previous page`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {pageWindow(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span
            // Gaps have no identity of their own; their position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`gap-${index}`}
            className="grid size-9 place-items-center text-sm text-muted-foreground"
            aria-hidden
          >
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'default' : 'ghost'}
            size="icon"
            className="size-9 tabular-nums"
            aria-label={t`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t`Next page`}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
      <span className="sr-only">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
    </nav>
  );
}
