import { AREA_CODES, type AreaCode } from '@gaceta/shared/areas';
import { NEWS_LANGUAGES, type NEWS_SORTS } from '@gaceta/shared/news';
import { NEWS_STATUSES, type NewsStatus } from '@gaceta/shared/news/workflow';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { SearchInput } from '@/components/list/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { AREA_LABELS } from '@/lib/areas';
import { LANGUAGE_LABELS, STATUS_LABELS } from '../../lib/labels';

/**
 * The status filter's choices that are filters of their own in the API: items sent back
 * (`returned`) and live items with changes to review (`pending_review`).
 */
const SENT_BACK = 'sent_back';
const CHANGES_TO_REVIEW = 'changes_to_review';

/** The list's filters as the URL keeps them; dates are days on the office's calendar. */
export interface NewsFilterValues {
  subject?: string | undefined;
  status?: NewsStatus | undefined;
  /** Sent back to preparation with a comment (a choice of the status filter). */
  returned?: boolean | undefined;
  /** Live, with changes waiting for review (a choice of the status filter). */
  pending_review?: boolean | undefined;
  language?: (typeof NEWS_LANGUAGES)[number] | undefined;
  area?: AreaCode | undefined;
  sort?: (typeof NEWS_SORTS)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface SubjectOption {
  id: string;
  name: string;
  depth: number;
}

/**
 * Search, the filters (subject, status, language, area), the order and the publish date range.
 * Each change applies at once; the search after a pause in typing.
 */
export function NewsFilters({
  search,
  onSearchChange,
  values,
  onChange,
  onClear,
  subjects,
  rangeError,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  values: NewsFilterValues;
  onChange: (changes: NewsFilterValues) => void;
  onClear: () => void;
  subjects: readonly SubjectOption[];
  /** Why the date range cannot be applied (from after to). */
  rangeError?: string | undefined;
}) {
  const { i18n, t } = useLingui();
  const rangeErrorId = useId();
  const filtered = Object.entries(values).some(([name, value]) => name !== 'sort' && value) || search !== '';
  const any = t`Any`;
  return (
    <div className="grid gap-4 border-b p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          label={t`Search news`}
          placeholder={t`Search the title, summary or text`}
          value={search}
          onChange={onSearchChange}
        />
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear} className="self-start sm:self-auto">
            <FilterX aria-hidden />
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Filter label={t`Subject`} className="col-span-2 lg:col-span-1">
          {(id) => (
            <NativeSelect
              id={id}
              value={values.subject ?? ''}
              onChange={(event) => onChange({ subject: event.target.value || undefined })}
            >
              <option value="">{any}</option>
              {subjects.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {`${'\u00a0\u00a0\u00a0'.repeat(subject.depth)}${subject.name}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </Filter>
        <Filter label={t`Status`}>
          {(id) => (
            <NativeSelect
              id={id}
              value={
                values.returned
                  ? SENT_BACK
                  : values.pending_review
                    ? CHANGES_TO_REVIEW
                    : (values.status ?? '')
              }
              onChange={(event) => {
                const chosen = event.target.value;
                const own = { status: undefined, returned: undefined, pending_review: undefined };
                onChange(
                  chosen === SENT_BACK
                    ? { ...own, returned: true }
                    : chosen === CHANGES_TO_REVIEW
                      ? { ...own, pending_review: true }
                      : { ...own, status: (chosen || undefined) as NewsStatus | undefined },
                );
              }}
            >
              <option value="">{any}</option>
              {NEWS_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(STATUS_LABELS[status])}
                </option>
              ))}
              <option value={SENT_BACK}>{t`Sent back, with a comment`}</option>
              <option value={CHANGES_TO_REVIEW}>{t`Live, with changes to review`}</option>
            </NativeSelect>
          )}
        </Filter>
        <Filter label={t`Language`}>
          {(id) => (
            <NativeSelect
              id={id}
              value={values.language ?? ''}
              onChange={(event) =>
                onChange({ language: (event.target.value || undefined) as NewsFilterValues['language'] })
              }
            >
              <option value="">{any}</option>
              {NEWS_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {i18n._(LANGUAGE_LABELS[language])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Filter>
        <Filter label={t`Area`} className="col-span-2 sm:col-span-1">
          {(id) => (
            <NativeSelect
              id={id}
              value={values.area ?? ''}
              onChange={(event) =>
                onChange({ area: (event.target.value || undefined) as AreaCode | undefined })
              }
            >
              <option value="">{any}</option>
              {AREA_CODES.map((area) => (
                <option key={area} value={area}>
                  {i18n._(AREA_LABELS[area])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Filter>
        <Filter label={t`Order`} className="col-span-2 sm:col-span-1 lg:col-span-2">
          {(id) => (
            <NativeSelect
              id={id}
              value={values.sort ?? 'latest'}
              onChange={(event) => onChange({ sort: event.target.value === 'oldest' ? 'oldest' : undefined })}
            >
              <option value="latest">{t`Latest first`}</option>
              <option value="oldest">{t`Oldest first`}</option>
            </NativeSelect>
          )}
        </Filter>
        <Filter label={t`Published from`}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={values.from ?? ''}
              aria-invalid={Boolean(rangeError)}
              {...(rangeError ? { 'aria-describedby': rangeErrorId } : {})}
              onChange={(event) => onChange({ from: event.target.value || undefined })}
            />
          )}
        </Filter>
        <Filter label={t`Published until`}>
          {(id) => (
            <Input
              id={id}
              type="date"
              value={values.to ?? ''}
              onChange={(event) => onChange({ to: event.target.value || undefined })}
            />
          )}
        </Filter>
      </div>
      {rangeError && (
        <p id={rangeErrorId} role="alert" className="text-sm text-destructive">
          {rangeError}
        </p>
      )}
    </div>
  );
}

function Filter({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`grid min-w-0 content-start gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
