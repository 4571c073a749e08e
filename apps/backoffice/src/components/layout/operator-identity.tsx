import type { Operator } from '@gaceta/shared/public-config';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { usePublicConfig } from '@/lib/public-config';

/** The operator from the public config; a field it has not configured stays null. */
export function useOperator() {
  const query = usePublicConfig();
  return { ...query, operator: query.data?.operator };
}

/**
 * Who runs this Gaceta, field by field (LSSI article 10). A field the operator has not configured
 * says so: nothing is made up to fill it.
 */
export function OperatorIdentity() {
  const { t } = useLingui();
  const { operator, error, isPending } = useOperator();
  if (error) return <ErrorAlert error={error} />;
  if (isPending || !operator) {
    return (
      <p className="text-muted-foreground" role="status">
        <Trans>Loading the operator's details…</Trans>
      </p>
    );
  }
  const rows: [label: string, value: ReactNode][] = [
    [t`Company name`, <OperatorValue key="name" value={operator.name} />],
    [t`Tax identification number`, <OperatorValue key="tax_id" value={operator.tax_id} />],
    [t`Registered address`, <OperatorValue key="address" value={operator.address} />],
    [t`Registry details`, <OperatorValue key="registry" value={operator.registry} />],
    [
      t`Contact email`,
      <a key="email" href={`mailto:${operator.email}`} className="underline underline-offset-2">
        {operator.email}
      </a>,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:contents">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OperatorValue({ value }: { value: string | null }) {
  if (value) return value;
  return (
    <span className="text-muted-foreground italic">
      <Trans>Not configured by the operator</Trans>
    </span>
  );
}

/**
 * The operator in one line, for the first layer of data protection information: its name (or a
 * plain statement that it has none configured), tax id and address when given, and its email.
 */
export function OperatorSummary({ operator }: { operator: Operator | undefined }) {
  const { t } = useLingui();
  if (!operator) return <Trans>the operator of this service</Trans>;
  const identity = [
    operator.name ?? t`the operator of this service (its name has not been configured)`,
    operator.tax_id,
    operator.address,
  ].filter(Boolean);
  return (
    <>
      {identity.join(', ')} (
      <a href={`mailto:${operator.email}`} className="underline underline-offset-2">
        {operator.email}
      </a>
      )
    </>
  );
}
