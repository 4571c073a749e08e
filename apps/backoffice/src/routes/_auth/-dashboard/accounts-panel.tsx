import type { AccountsPanel as AccountsPanelData } from '@gaceta/shared/statistics/dashboards';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, MailPlus, TriangleAlert, UsersRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendInvitation } from '@/features/users/api/resend-invitation';
import { ROLE_LABELS } from '@/lib/roles';
import { DateTime } from '../-components/date-time';
import { PANEL_LINK, Panel } from './panel';

/**
 * What the user account manager looks after (decision 060): the users, the invitations nobody has
 * used yet (each can go again), and the roles nobody who can sign in holds.
 */
export function AccountsPanel({ accounts }: { accounts: AccountsPanelData }) {
  const { i18n, t } = useLingui();
  const invite = useResendInvitation();
  const { active, inactive } = accounts.users;
  const missing = accounts.roles_without_anyone.map((role) => i18n._(ROLE_LABELS[role])).join(', ');
  return (
    <Panel
      icon={UsersRound}
      title={<Trans>Users and roles</Trans>}
      description={<Trans>Who works in Gaceta for the office, and what is left to settle.</Trans>}
      actions={
        <Link to="/users" className={PANEL_LINK}>
          <Trans>Users</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      }
    >
      <div className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">
              <Trans>Active users</Trans>
            </dt>
            <dd className="font-serif text-2xl font-semibold text-ink-900">{active}</dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">
              <Trans>Inactive users</Trans>
            </dt>
            <dd className="font-serif text-2xl font-semibold text-ink-900">{inactive}</dd>
          </div>
        </dl>

        {missing && (
          <p className="flex items-start gap-2 rounded-lg border border-brass-200 bg-brass-50 p-3 text-sm text-ink-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-brass-700" aria-hidden />
            <span>
              <Trans>Nobody who can sign in holds these roles: {missing}.</Trans>{' '}
              <Link to="/settings/role-management" className="font-medium underline underline-offset-4">
                <Trans>Assign roles</Trans>
              </Link>
            </span>
          </p>
        )}

        <section aria-labelledby="pending-invitations" className="grid gap-2">
          <h3 id="pending-invitations" className="text-sm font-semibold text-ink-900">
            <Trans>Pending invitations</Trans>
          </h3>
          {accounts.pending_invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Everyone invited has chosen a password.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2">
              {accounts.pending_invitations.map((user) => {
                const name = `${user.first_name} ${user.last_name}`;
                return (
                  <li
                    key={user.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3"
                  >
                    <div className="grid min-w-0 flex-1 basis-48 text-sm">
                      <span className="font-medium text-ink-900">{name}</span>
                      <span className="break-all text-muted-foreground">{user.email}</span>
                      <span className="text-muted-foreground">
                        <Trans>
                          Added <DateTime value={user.invited_at} />
                        </Trans>
                      </span>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t`Send the invitation to ${name} again`}
                      disabled={invite.isPending && invite.variables === user.id}
                      onClick={() =>
                        invite.mutate(user.id, {
                          onSuccess: (done) => toast.success(done.message),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      <MailPlus aria-hidden />
                      <Trans>Send again</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </Panel>
  );
}
