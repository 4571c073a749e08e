import { mayUse } from '@gaceta/shared/accounts/roles';
import { DEFAULT_LOCALE } from '@gaceta/shared/locales';
import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileUp, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { SearchableList } from '@/components/list/searchable-list';
import { Button } from '@/components/ui/button';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import {
  RECIPIENTS_PER_PAGE,
  recipientsCsv,
  useRecipients,
} from '@/features/newsletter-recipients/api/get-recipients';
import type { RecipientsQuery } from '@/features/newsletter-recipients/api/keys';
import { ImportRecipientsDialog } from '@/features/newsletter-recipients/components/import-recipients-dialog';
import { RecipientFilters } from '@/features/newsletter-recipients/components/recipient-filters';
import { RecipientFormDialog } from '@/features/newsletter-recipients/components/recipient-form-dialog';
import {
  type RecipientAction,
  RecipientsTable,
} from '@/features/newsletter-recipients/components/recipients-table';
import { RemoveRecipientDialog } from '@/features/newsletter-recipients/components/remove-recipient-dialog';
import { NewsSubjectPicker } from '@/features/subjects/components/news-subject-picker';
import { useSearchBox } from '@/lib/hooks/use-list-search';

/**
 * The recipients part of settings/newsletter-configuration: the list with its search, status and
 * active filters and pages (kept in the address by the route), adding, editing, (de)activating,
 * deleting, exporting and erasing one, importing a file, and the list as CSV.
 */
export function NewsletterRecipientsSection({
  query,
  onQueryChange,
}: {
  query: RecipientsQuery;
  /** Changes the search, the filters or the page; a new search or filter starts from the first page. */
  onQueryChange: (changes: Partial<RecipientsQuery>) => void;
}) {
  const { t } = useLingui();
  const { page, search, status, active } = query;
  const [typed, setTyped] = useSearchBox(search, (next) => onQueryChange({ search: next ?? '', page: 1 }));
  const filtered = status !== undefined || active !== undefined;
  const [editing, setEditing] = useState<Recipient | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [removal, setRemoval] = useState<{ recipient: Recipient; erase: boolean } | null>(null);
  const recipients = useRecipients(query);
  const me = useMe();
  const officeLanguage = me.office?.language ?? DEFAULT_LOCALE;

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
      <SearchableList
        header={
          <CardHeader className="flex flex-col gap-4 border-b sm:flex-row sm:items-end sm:justify-between">
            <div>
              <CardTitle id="newsletter-recipients-title">
                <Trans>Recipients</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Who receives your newsletter. Only subscribed, active recipients are sent to.</Trans>
              </CardDescription>
            </div>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              <DownloadCsvButton request={recipientsCsv({ search, status, active })}>
                {filtered || search ? <Trans>Export these (CSV)</Trans> : <Trans>Export all (CSV)</Trans>}
              </DownloadCsvButton>
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
        }
        search={{
          label: t`Search recipients`,
          placeholder: t`Search by email or name`,
          value: typed,
          onChange: setTyped,
        }}
        count={(total) => <Plural value={total} one="# recipient" other="# recipients" />}
        toolbar={
          <RecipientFilters
            value={{ status, active }}
            onChange={(choice) => onQueryChange({ ...choice, page: 1 })}
          />
        }
        list={recipients}
        emptyText={
          search ? (
            <Trans>No recipient matches “{search}”.</Trans>
          ) : filtered ? (
            <Trans>No recipient matches these filters.</Trans>
          ) : (
            <Trans>No recipients yet.</Trans>
          )
        }
        page={page}
        perPage={RECIPIENTS_PER_PAGE}
        onPageChange={(next) => onQueryChange({ page: next })}
      >
        {(objects) => (
          <RecipientsTable
            recipients={objects}
            officeLanguage={officeLanguage}
            onAction={onAction}
            withReading={mayUse(me, 'stats.view')}
          />
        )}
      </SearchableList>

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
