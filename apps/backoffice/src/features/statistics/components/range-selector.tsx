import { STATISTICS_RANGES, type StatisticsRange } from '@gaceta/shared/statistics';
import { useLingui } from '@lingui/react/macro';
import { ChoiceToggle } from '@/components/form/choice-toggle';

/** Last week, month or year: one choice, as a row of toggle buttons. */
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
    <ChoiceToggle
      label={t`Range`}
      value={value}
      options={STATISTICS_RANGES.map((range) => ({ value: range, label: labels[range] }))}
      onChange={onChange}
    />
  );
}
