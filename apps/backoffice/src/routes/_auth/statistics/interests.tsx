import { resolveLocale } from '@gaceta/shared/locales';
import { ENGAGEMENT_SCORE } from '@gaceta/shared/newsletter/reading';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useId } from 'react';
import * as v from 'valibot';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { PageParam } from '@/components/list/list-pagination';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { requirePermission } from '@/features/auth/require-permission';
import { type InterestTopic, interestsCsv, useInterests } from '@/features/statistics/api/get-reading';
import { useScorecards } from '@/features/statistics/api/get-scorecards';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { RangeParam } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { RankedReaders } from './-components/interests-table';

const TOPICS = ['subject', 'author'] as const;

/** The newsletter readers most engaged with a subject or an author (GET /v1/statistics/interests), with CSV. */
export const Route = createFileRoute('/_auth/statistics/interests')({
  validateSearch: v.object({
    by: v.optional(v.fallback(v.picklist(TOPICS), 'subject')),
    /** The subject's id or the author's name. */
    of: v.optional(v.fallback(v.string(), '')),
    range: RangeParam,
    page: PageParam,
  }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsInterests },
  component: InterestsPage,
});

function InterestsPage() {
  const { t, i18n } = useLingui();
  const { by = 'subject', of = '', range = 'month', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const select = useId();
  // The subjects and authors with articles in the period: those worth asking about.
  const groups = useScorecards(by, range);
  const locale = resolveLocale(i18n.locale);
  const options = (groups.data?.groups ?? [])
    .filter((group) => group.key !== null)
    .map((group) => ({ value: group.key ?? '', label: group.subject_name?.[locale] ?? group.key ?? '' }));
  const topic: InterestTopic | null = of === '' ? null : by === 'subject' ? { subject: of } : { author: of };
  const interests = useInterests(topic, range, page);
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.statisticsInterests)}
        description={
          <Trans>
            The newsletter's readers who engaged most with a practice area or an author's articles: whom to
            call when that matter comes up.
          </Trans>
        }
        actions={
          topic && (
            <DownloadCsvButton request={interestsCsv(topic, range)}>
              <Trans>Download (CSV)</Trans>
            </DownloadCsvButton>
          )
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <ChoiceToggle
          label={t`Interested in`}
          value={by}
          options={[
            { value: 'subject', label: t`A subject` },
            { value: 'author', label: t`An author` },
          ]}
          onChange={(next) => void navigate({ search: { by: next, range }, replace: true })}
        />
        <div className="grid gap-1.5 sm:min-w-72">
          <Label htmlFor={select}>{by === 'subject' ? <Trans>Subject</Trans> : <Trans>Author</Trans>}</Label>
          <NativeSelect
            id={select}
            value={of}
            onChange={(event) =>
              void navigate({ search: { by, of: event.target.value, range }, replace: true })
            }
          >
            <option value="">{by === 'subject' ? t`Choose a subject` : t`Choose an author`}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <RangeSelector
          value={range}
          onChange={(next) => void navigate({ search: { by, of, range: next }, replace: true })}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          The score: each newsletter opened that carried one of these articles counts {ENGAGEMENT_SCORE.open},
          each article clicked {ENGAGEMENT_SCORE.click}, and each weighs half as much every{' '}
          {ENGAGEMENT_SCORE.halfLifeDays} days since. Mail programs that open every message by themselves are
          left out, and so are readers of offices that do not record who reads.
        </Trans>
      </p>
      <Card>
        <CardContent className="pt-6">
          {topic ? (
            <RankedReaders
              query={interests}
              page={page}
              onPageChange={(next) => void navigate({ search: { by, of, range, page: next } })}
              emptyText={<Trans>No reader engaged with these articles in this period.</Trans>}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {by === 'subject' ? (
                <Trans>Choose a subject to see its readers.</Trans>
              ) : (
                <Trans>Choose an author to see their readers.</Trans>
              )}
            </p>
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
