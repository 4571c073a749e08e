import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/list/query-state';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAiUsageByOffice } from '@/features/offices/api/get-ai-usage';

/**
 * What each office spent on the AI assistant over the last 30 days: calls, and the tokens the
 * provider reported (the offline engine reports none), so the provider's bill can be shared out.
 */
export function AiUsage() {
  const { t, i18n } = useLingui();
  const usage = useAiUsageByOffice();
  const number = new Intl.NumberFormat(i18n.locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  return (
    <QueryState
      query={usage}
      isEmpty={(loaded) => loaded.offices.length === 0}
      emptyText={<Trans>No office has used the AI assistant in the last 30 days.</Trans>}
    >
      {(loaded) => (
        <Card className="grid gap-3 p-5">
          <p className="text-sm text-muted-foreground">
            <Trans>
              From {day(loaded.from)} to {day(loaded.to)} (UTC days). Tokens are those the AI provider
              reported; the built-in offline engine uses none.
            </Trans>
          </p>
          <Table scrollLabel={t`AI usage per office`}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">
                  <Trans>Office</Trans>
                </TableHead>
                <TableHead scope="col" className="text-right">
                  <Trans>Calls</Trans>
                </TableHead>
                <TableHead scope="col" className="text-right">
                  <Trans>Input tokens</Trans>
                </TableHead>
                <TableHead scope="col" className="text-right">
                  <Trans>Output tokens</Trans>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.offices.map((office) => (
                <TableRow key={office.office_id}>
                  <TableCell className="min-w-48 font-medium text-ink-900">{office.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{number.format(office.calls)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {number.format(office.input_tokens)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {number.format(office.output_tokens)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </QueryState>
  );
}
