import type { Recipient } from '@gaceta/shared/newsletter-recipients';
import { pageCount } from '@gaceta/shared/pagination';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileUp, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RECIPIENTS_PER_PAGE, useRecipients } from '@/features/newsletter-recipients/api/get-recipients';
import { ImportRecipientsDialog } from '@/features/newsletter-recipients/components/import-recipients-dialog';
import { RecipientFormDialog } from '@/features/newsletter-recipients/components/recipient-form-dialog';
import {
  type RecipientAction,
  RecipientsTable,
} from '@/features/newsletter-recipients/components/recipients-table';
import { RemoveRecipientDialog } from '@/features/newsletter-recipients/components/remove-recipient-dialog';
import { NewsSubjectPicker } from '@/features/subjects/components/news-subject-picker';
import { useLastPageIfPastEnd, useSearchBox } from '@/lib/use-list-search';

/**
 * The recipients part of settings/newsletter-configuration: the list with its search and pages,
 * adding, editing, (de)activating, deleting, exporting and erasing one, and importing a file.
 */
export function NewsletterRecipientsSection() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // A new search starts again from the first page.
  const [typed, setTyped] = useSearchBox(search, (next) => {
    setSearch(next ?? '');
    setPage(1);
  });
  const [editing, setEditing] = useState<Recipient | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [removal, setRemoval] = useState<{ recipient: Recipient; erase: boolean } | null>(null);
  const recipients = useRecipients({ page, search });
  const total = recipients.data?.total_number_of_objects ?? 0;
  const pages = pageCount(total, RECIPIENTS_PER_PAGE);
  useLastPageIfPastEnd(page, pages, setPage);

  const openForm = (recipient?: Recipient) => {
    setEditing(recipient);
    setFormOpen(true);
  };
  const onAction = (recipient: Recipient, action: RecipientAction) => {
    if (action === 'edit') openForm(recipient);
    else setRemoval({ recipient, erase: action === 'erase' });
  };

  return (
    <section aria-labelledby="newsletter-recipients-title">
      <Card>
        <CardHeader className="flex flex-col gap-4 border-b sm:flex-row sm:items-end sm:justify-between">
          <div>
            <CardTitle id="newsletter-recipients-title">
              <Trans>Recipients</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Who receives your newsletter. Only subscribed, active recipients are sent to.</Trans>
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden />
              <Trans>Import</Trans>
            </Button>
            <Button onClick={() => openForm()}>
              <UserPlus aria-hidden />
              <Trans>Add recipient</Trans>
            </Button>
          </div>
        </CardHeader>
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label={t`Search recipients`}
            placeholder={t`Search by email or name`}
            value={typed}
            onChange={setTyped}
          />
          {recipients.data && (
            <p className="text-sm text-muted-foreground tabular-nums">
              <Plural value={total} one="# recipient" other="# recipients" />
            </p>
          )}
        </div>
        <ListState
          loading={recipients.isPending}
          error={recipients.error?.message}
          onRetry={() => void recipients.refetch()}
          empty={recipients.data?.objects.length === 0}
          emptyText={
            search ? <Trans>No recipient matches “{search}”.</Trans> : <Trans>No recipients yet.</Trans>
          }
        >
          {recipients.data && <RecipientsTable recipients={recipients.data.objects} onAction={onAction} />}
        </ListState>
        <ListPagination page={page} pageCount={pages} onPageChange={setPage} />
      </Card>

      <RecipientFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        recipient={editing}
        subjectPicker={({ value, onChange }) => (
          <NewsSubjectPicker ofOffice value={value} onChange={onChange} />
        )}
      />
      <ImportRecipientsDialog open={importOpen} onOpenChange={setImportOpen} />
      <RemoveRecipientDialog removal={removal} onClose={() => setRemoval(null)} />
    </section>
  );
}
