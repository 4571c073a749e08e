import { STATISTICS_RANGES, type StatisticsRange } from '@gaceta/shared/statistics';
import { useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';

/** Last week, month or year: one choice, as a row of toggle buttons (arrow keys move between them). */
export function RangeSelector({
  value,
  onChange,
}: {
  value: StatisticsRange;
  onChange: (range: StatisticsRange) => void;
}) {
  const { t } = useLingui();
  const labels: Record<StatisticsRange, string> = {
    week: t`Last week`,
    month: t`Last month`,
    year: t`Last year`,
  };
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Clicking the chosen range again would clear the choice: keep it.
      onValueChange={(next) => next && onChange(next as StatisticsRange)}
      aria-label={t`Range`}
      className="inline-flex max-w-full rounded-lg bg-muted p-1"
    >
      {STATISTICS_RANGES.map((range) => (
        <ToggleGroup.Item
          key={range}
          value={range}
          className="rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-ink-900 focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-card data-[state=on]:text-ink-900 data-[state=on]:shadow-xs"
        >
          {labels[range]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
