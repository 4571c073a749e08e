import { SUMMARY_MAX_CHARS, SUMMARY_MAX_WORDS } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { summaryCounts } from '../../lib/news-form';

/** The summary with its live character and word counts against the limits the API applies. */
export function SummaryField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (summary: string) => void;
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const { characters, words } = summaryCounts(value);
  const tooManyCharacters = characters > SUMMARY_MAX_CHARS;
  const tooManyWords = words > SUMMARY_MAX_WORDS;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Summary</Trans>
      </Label>
      <Textarea
        id={id}
        rows={5}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-counts ${id}-error` : `${id}-counts`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-counts`} className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
        <span className={cn(tooManyCharacters && 'font-medium text-destructive')}>
          <Trans>
            {i18n.number(characters)} of {i18n.number(SUMMARY_MAX_CHARS)} characters
          </Trans>
        </span>
        <span className={cn(tooManyWords && 'font-medium text-destructive')}>
          <Trans>
            {i18n.number(words)} of {i18n.number(SUMMARY_MAX_WORDS)} words
          </Trans>
        </span>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
