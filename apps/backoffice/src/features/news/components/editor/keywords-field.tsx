import { KEYWORD_MAX } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** At most this many keywords (the API's limit). */
const KEYWORDS_MAX = 30;

/** SEO keywords as chips: Enter or a comma adds what is typed; each chip has its own remove button. */
export function KeywordsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const keyword = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (!keyword || value.includes(keyword) || value.length >= KEYWORDS_MAX) return;
    onChange([...value, keyword]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>SEO keywords</Trans>
      </Label>
      {value.length > 0 && (
        <ul aria-label={t`Keywords added`} className="flex flex-wrap gap-1.5">
          {value.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full border border-brass-200 bg-brass-50 py-0.5 pr-1 pl-2.5 text-sm text-brass-700"
            >
              {keyword}
              <button
                type="button"
                aria-label={t`Remove keyword ${keyword}`}
                className="grid size-6 place-items-center rounded-full outline-none hover:bg-brass-100 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onChange(value.filter((each) => each !== keyword))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={KEYWORD_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // Leaving the field keeps what was typed, so a save never drops a keyword silently.
          onBlur={add}
        />
        <Button type="button" variant="outline" onClick={add} disabled={value.length >= KEYWORDS_MAX}>
          <Plus aria-hidden />
          <Trans>Add</Trans>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>Press Enter or type a comma to add each keyword.</Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
