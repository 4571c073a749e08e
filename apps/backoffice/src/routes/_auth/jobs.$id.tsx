import type { JobRun } from '@gaceta/shared/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requireAdmin } from '@/features/auth/require-permission';
import { useJobRun } from '@/features/dashboards/api/get-job-run';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** One background job's run, for the provider's admin: what it was sent and what it ended with. */
export const Route = createFileRoute('/_auth/jobs/$id')({
  beforeLoad: ({ context }) => requireAdmin(context.session),
  staticData: { title: SCREEN_TITLES.jobRun },
  component: JobRunPage,
});

function JobRunPage() {
  const { i18n } = useLingui();
  const { id } = Route.useParams();
  const run = useJobRun(id);
  return (
    <PageFrame>
      <PageHeader eyebrow={i18n._(SCREEN_TITLES.jobRun)} title={run.data?.name ?? id} />
      <QueryState query={run}>{(loaded) => <JobRunDetail run={loaded} />}</QueryState>
    </PageFrame>
  );
}

function JobRunDetail({ run }: { run: JobRun }) {
  const { i18n } = useLingui();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
          new Date(iso),
        )
      : '—';
  const retries = `${run.retry_count} / ${run.retry_limit}`;
  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <Row label={<Trans>State</Trans>}>{run.state}</Row>
            <Row label={<Trans>Identifier</Trans>}>
              <code className="break-all">{run.id}</code>
            </Row>
            <Row label={<Trans>Created</Trans>}>{when(run.created_on)}</Row>
            <Row label={<Trans>Started</Trans>}>{when(run.started_on)}</Row>
            <Row label={<Trans>Ended</Trans>}>{when(run.completed_on)}</Row>
            <Row label={<Trans>Retries</Trans>}>{retries}</Row>
          </dl>
        </CardContent>
      </Card>
      <Json title={<Trans>Output</Trans>} value={run.output} />
      <Json title={<Trans>Data sent</Trans>} value={run.data} />
    </>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </>
  );
}

function Json({ title, value }: { title: ReactNode; value: unknown }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <pre className="rounded-md bg-muted p-4 text-xs whitespace-pre-wrap break-all">
          {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
        </pre>
      </CardContent>
    </Card>
  );
}
