import { useLingui } from '@lingui/react/macro';

// Uneven widths, so the placeholder reads as a list of names.
const ROW_WIDTHS = ['45%', '62%', '38%', '70%', '52%', '58%'];

/** Placeholder rows while the subjects load. */
export function SubjectTreeSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading subjects`} className="grid gap-2 p-2">
      {ROW_WIDTHS.map((width) => (
        <div key={width} className="h-6 animate-pulse rounded bg-muted" style={{ width }} />
      ))}
    </div>
  );
}
