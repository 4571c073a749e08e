import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { OperatorSummary, useOperator } from '@/components/layout/operator-identity';

/** The first layer of information required where personal data is collected (GDPR art. 13). */
export function DataProtectionNotice({ id }: { id: string }) {
  const { operator } = useOperator();
  return (
    <div
      id={id}
      className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed text-ink-700"
    >
      <p className="font-semibold text-ink-900">
        <Trans>Basic information on data protection</Trans>
      </p>
      <p>
        <Trans>
          <strong>Controller:</strong> <OperatorSummary operator={operator} />. <strong>Purpose:</strong> to
          study your signup request and, if it is approved, to create your user and your office's account.{' '}
          <strong>Legal basis:</strong> your request to enter into a contract. <strong>Recipients:</strong> no
          one, except the providers that host the service for us. Your password is stored only as a secure
          hash.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>Your rights:</strong> access, rectification, erasure, restriction, portability and
          objection, through the{' '}
          <Link to="/support" className="underline underline-offset-2">
            support channel
          </Link>
          . Further information in the{' '}
          <Link to="/privacy" className="underline underline-offset-2">
            privacy policy
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
