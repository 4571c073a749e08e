import type { Office } from '@gaceta/shared/accounts/offices';
import type { User } from '@gaceta/shared/accounts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { ListState } from '@/components/list/list-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useStartImpersonation } from '@/features/auth/hooks/use-impersonation';
import { useOfficeUsers } from '@/features/offices/api/get-office-users';
import { ROLE_LABELS } from '@/lib/roles';
import { cn } from '@/lib/utils';

/** Whom an admin acts as unless they pick someone else: the first user account manager. */
function defaultUser(activeUsers: User[]): User | undefined {
  return activeUsers.find((user) => user.roles.includes('user_account_management')) ?? activeUsers[0];
}

/** "Choose office": pick whom to act as, then work as that office until going back. */
export function ChooseOfficeDialog({ office, onClose }: { office: Office | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={office !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {office && <ChooseUser office={office} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ChooseUser({ office, onClose }: { office: Office; onClose: () => void }) {
  const { i18n } = useLingui();
  const start = useStartImpersonation();
  // Once the office's token is in place, this admin-only list must not be fetched again.
  const users = useOfficeUsers(office.id, { enabled: !start.isSuccess });
  const [picked, setPicked] = useState<string | null>(null);
  const active = users.data?.filter((user) => user.active) ?? [];
  const chosen = picked ?? defaultUser(active)?.id ?? null;
  const chosenEmail = active.find((user) => user.id === chosen)?.email;
  const officeName = office.name;

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Act as {officeName}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            You will see Gaceta as this user sees it, with their roles, until you go back to the admin view.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <ErrorAlert error={start.error} />
      <ListState
        loading={users.isPending}
        error={users.error?.message}
        onRetry={() => void users.refetch()}
        empty={active.length === 0}
        emptyText={<Trans>This office has no active users yet. Add one first.</Trans>}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-ink-800">
            <Trans>Act as</Trans>
          </legend>
          {active.map((user) => (
            <label
              key={user.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50',
                chosen === user.id && 'border-ink-700 bg-ink-50',
              )}
            >
              <input
                type="radio"
                name="impersonated-user"
                className="mt-1 accent-ink-900"
                checked={chosen === user.id}
                onChange={() => setPicked(user.id)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium text-ink-900">
                  {user.first_name} {user.last_name}
                </span>
                <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                <span className="text-xs text-muted-foreground">
                  {user.roles.map((role) => i18n._(ROLE_LABELS[role])).join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </ListState>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          disabled={!chosenEmail}
          pending={start.isPending}
          onClick={() => chosenEmail && start.mutate({ email: chosenEmail })}
        >
          <Trans>Act as this office</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
