import type { Locale } from '@gaceta/shared/locales';
import { RECIPIENT_STATUS_LABELS, type RecipientStatus, STOPPED_STATUSES } from '@gaceta/shared/newsletter';
import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BookOpenCheck, Download, Eraser, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ListTable } from '@/components/list/searchable-list';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Switch } from '@/components/ui/switch';
import { LOCALE_NAMES } from '@/lib/i18n';
import { useExportRecipient } from '../api/export-recipient';
import { useSetRecipientActive } from '../api/set-recipient-active';

/** A subscribed recipient is the good state; one who bounced or complained, a problem. */
const STATUS_TONES: Record<RecipientStatus, BadgeTone> = {
  subscribed: 'success',
  pending: 'neutral',
  unsubscribed: 'muted',
  bounced: 'danger',
  complained: 'danger',
};

export type RecipientAction = 'edit' | 'delete' | 'erase';

/**
 * The recipients of one page: address and name, status, language, the active switch and a menu of
 * actions. One who unsubscribed, bounced or complained is sent nothing whatever the switch says:
 * no switch then, the status in its place.
 */
export function RecipientsTable({
  recipients,
  officeLanguage,
  onAction,
  withReading = false,
}: {
  recipients: Recipient[];
  /** What a recipient who chose no language gets their emails in. */
  officeLanguage: Locale;
  onAction: (recipient: Recipient, action: RecipientAction) => void;
  /** Each recipient links to what they read: for those with statistics rights (decision 062). */
  withReading?: boolean;
}) {
  const { i18n, t } = useLingui();
  const setActive = useSetRecipientActive();
  const exporter = useExportRecipient();
  const toggle = (recipient: Recipient, active: boolean) =>
    setActive.mutate(
      { id: recipient.id, active },
      {
        onSuccess: () => toast.success(t`Recipient updated`),
        onError: (error) => toast.error(error.message),
      },
    );
  const busy = (recipient: Recipient) => setActive.isPending && setActive.variables.id === recipient.id;
  const statusLabel = (recipient: Recipient) => i18n._(RECIPIENT_STATUS_LABELS[recipient.status]);
  const status = (recipient: Recipient) => (
    <Badge tone={STATUS_TONES[recipient.status]}>{statusLabel(recipient)}</Badge>
  );
  const stopped = (recipient: Recipient) => STOPPED_STATUSES.includes(recipient.status);
  const officeLanguageName = LOCALE_NAMES[officeLanguage];
  const language = (recipient: Recipient) =>
    recipient.language ? (
      <span lang={recipient.language}>{LOCALE_NAMES[recipient.language]}</span>
    ) : (
      <span className="text-muted-foreground">
        <Trans>
          <span lang={officeLanguage}>{officeLanguageName}</span> (the office's)
        </Trans>
      </span>
    );
  const activeSwitch = (recipient: Recipient) =>
    stopped(recipient) ? null : (
      <Switch
        checked={recipient.active}
        aria-label={t`Active: ${recipient.email}`}
        disabled={busy(recipient)}
        onCheckedChange={(active) => toggle(recipient, active)}
      />
    );
  const activeCell = (recipient: Recipient) => {
    if (!stopped(recipient)) return activeSwitch(recipient);
    const status = statusLabel(recipient);
    return <span className="text-muted-foreground">{t`Not sent (${status})`}</span>;
  };

  return (
    <ListTable
      rows={recipients}
      title={<Trans>Recipient</Trans>}
      primary={(recipient) => ({
        title: recipient.email,
        wrap: true,
        // Narrower than the language column, the language goes under the name.
        details: [
          recipient.name,
          <span key="language" className="md:hidden">
            {language(recipient)}
          </span>,
        ],
      })}
      columns={[
        { header: <Trans>Status</Trans>, from: 'sm', cell: status },
        { header: <Trans>Language</Trans>, from: 'md', cell: language },
        { header: <Trans>Active</Trans>, from: 'sm', cell: activeCell },
      ]}
      phone={(recipient) => (
        <>
          {activeSwitch(recipient)}
          {status(recipient)}
        </>
      )}
      actions={(recipient) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t`Actions for ${recipient.email}`}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction(recipient, 'edit')}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </DropdownMenuItem>
            {withReading && (
              <DropdownMenuItem asChild>
                <Link to="/statistics/newsletter/readers/$recipientId" params={{ recipientId: recipient.id }}>
                  <BookOpenCheck aria-hidden />
                  <Trans>What they read</Trans>
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem
              onSelect={() =>
                exporter.mutate(recipient, {
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <Download aria-hidden />
              <Trans>Export data (GDPR)</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
              onSelect={() => onAction(recipient, 'delete')}
            >
              <Trash2 aria-hidden />
              <Trans>Delete</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem
              className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
              onSelect={() => onAction(recipient, 'erase')}
            >
              <Eraser aria-hidden />
              <Trans>Erase on request (GDPR)</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    />
  );
}
