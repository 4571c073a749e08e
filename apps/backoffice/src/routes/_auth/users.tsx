import type { User } from '@gaceta/shared/accounts/users';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { PageParam } from '@/components/list/list-pagination';
import { SearchableList } from '@/components/list/searchable-list';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { USERS_PER_PAGE, useUsers } from '@/features/users/api/get-users';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { UsersTable } from '@/features/users/components/users-table';
import { useSearchBox } from '@/lib/hooks/use-list-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/users')({
  validateSearch: v.object({
    page: PageParam,
    search: v.optional(v.fallback(v.string(), '')),
  }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'users.manage'),
  staticData: { title: SCREEN_TITLES.users },
  component: UsersPage,
});

function UsersPage() {
  const me = useMe();
  return (
    <PageFrame>
      <OfficeUsers meId={me.id} />
    </PageFrame>
  );
}

function OfficeUsers({ meId }: { meId: string }) {
  const { i18n, t } = useLingui();
  const { page = 1, search = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new search starts again from the first page.
  const [typed, setTyped] = useSearchBox(
    search,
    (next) => void navigate({ search: { search: next }, replace: true }),
  );
  const [editing, setEditing] = useState<User | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const users = useUsers({ page, search });

  const openForm = (user?: User) => {
    setEditing(user);
    setFormOpen(true);
  };
  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_TITLES.users)}
        description={<Trans>The people of your office who use Gaceta, and what each may do.</Trans>}
        actions={
          <Button onClick={() => openForm()}>
            <UserPlus aria-hidden />
            <Trans>Add user</Trans>
          </Button>
        }
      />

      <SearchableList
        search={{
          label: t`Search users`,
          placeholder: t`Search by name or email`,
          value: typed,
          onChange: setTyped,
        }}
        count={(total) => <Plural value={total} one="# user" other="# users" />}
        list={users}
        emptyText={search ? <Trans>No user matches “{search}”.</Trans> : <Trans>No users yet.</Trans>}
        page={page}
        perPage={USERS_PER_PAGE}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        onPastEnd={(last) => void navigate({ search: (prev) => ({ ...prev, page: last }), replace: true })}
      >
        {(objects) => <UsersTable users={objects} meId={meId} onEdit={openForm} onDelete={setDeleting} />}
      </SearchableList>

      <UserFormDialog open={formOpen} onOpenChange={setFormOpen} user={editing} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
