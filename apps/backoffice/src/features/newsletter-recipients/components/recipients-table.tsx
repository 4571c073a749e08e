import type { RecipientStatus } from '@gaceta/shared/newsletter';
import type { Recipient } from '@gaceta/shared/newsletter-recipients';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eraser, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useExportRecipient } from '../api/export-recipient';
import { useSetRecipientActive } from '../api/set-recipient-active';

export const STATUS_LABELS: Record<RecipientStatus, MessageDescriptor> = {
  subscribed: msg`Subscribed`,
  pending: msg`Awaiting confirmation`,
  unsubscribed: msg`Unsubscribed`,
  bounced: msg`Bounced`,
  complained: msg`Marked as spam`,
};

export type RecipientAction = 'edit' | 'delete' | 'erase';

/** The recipients of one page: address and name, status, the active switch and a menu of actions. */
export function RecipientsTable({
  recipients,
  onAction,
}: {
  recipients: Recipient[];
  onAction: (recipient: Recipient, action: RecipientAction) => void;
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

  const controls = (recipient: Recipient) => ({
    active: (
      <Switch
        checked={recipient.active}
        aria-label={t`Active: ${recipient.email}`}
        disabled={busy(recipient)}
        onCheckedChange={(active) => toggle(recipient, active)}
      />
    ),
    menu: (
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
    ),
  });

  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Recipient</Trans>
          </TableHead>
          <TableHead className="hidden md:table-cell">
            <Trans>Status</Trans>
          </TableHead>
          <TableHead className="hidden sm:table-cell">
            <Trans>Active</Trans>
          </TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {recipients.map((recipient) => {
          const { active, menu } = controls(recipient);
          const status = <Badge>{i18n._(STATUS_LABELS[recipient.status])}</Badge>;
          return (
            <TableRow key={recipient.id}>
              <TableCell>
                <p className="font-medium break-all text-ink-900">{recipient.email}</p>
                {recipient.name && <p className="truncate text-muted-foreground">{recipient.name}</p>}
                {/* On phones the status, switch and menu go under the address. */}
                <div className="mt-2 flex items-center gap-2 sm:hidden">
                  {active}
                  <span className="mr-auto">{status}</span>
                  {menu}
                </div>
              </TableCell>
              <TableCell className="hidden md:table-cell">{status}</TableCell>
              <TableCell className="hidden sm:table-cell">{active}</TableCell>
              <TableCell className="hidden text-right sm:table-cell">{menu}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
