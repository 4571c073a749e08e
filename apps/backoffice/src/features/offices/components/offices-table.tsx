import type { Office } from '@gaceta/shared/offices';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, Pencil, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AREA_LABELS } from '@/lib/areas';
import { cn } from '@/lib/utils';

interface OfficeActionsProps {
  onChoose: (office: Office) => void;
  onAddUser: (office: Office) => void;
  onEdit: (office: Office) => void;
}

/** One page of offices, each with its actions: act as it, add a user, edit. */
export function OfficesTable({ offices, ...actions }: { offices: Office[] } & OfficeActionsProps) {
  const { i18n } = useLingui();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Office</Trans>
          </TableHead>
          <TableHead className="hidden md:table-cell">
            <Trans>Area</Trans>
          </TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offices.map((office) => (
          <TableRow key={office.id}>
            <TableCell>
              <div className="flex min-w-0 items-center gap-3">
                <OfficeLogo office={office} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink-900">{office.name}</p>
                  <p className="truncate text-muted-foreground">
                    {office.email ?? office.website_url ?? <Trans>No contact details yet</Trans>}
                  </p>
                </div>
              </div>
              {/* On phones the actions go under the name rather than in a column off screen. */}
              <OfficeActions office={office} {...actions} className="mt-3 sm:hidden" />
            </TableCell>
            <TableCell className="hidden md:table-cell">{i18n._(AREA_LABELS[office.tolgeo])}</TableCell>
            <TableCell className="hidden text-right sm:table-cell">
              <OfficeActions office={office} {...actions} className="justify-end" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OfficeLogo({ office }: { office: Office }) {
  if (office.logo_url) {
    return <img src={office.logo_url} alt="" className="size-9 shrink-0 rounded-md object-contain" />;
  }
  return (
    <span
      aria-hidden
      className="grid size-9 shrink-0 place-items-center rounded-md bg-ink-50 font-serif font-semibold text-ink-700"
    >
      {office.name.charAt(0).toUpperCase()}
    </span>
  );
}

function OfficeActions({
  office,
  onChoose,
  onAddUser,
  onEdit,
  className,
}: OfficeActionsProps & { office: Office; className?: string }) {
  const { t } = useLingui();
  const { name } = office;
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Button variant="outline" size="sm" className="mr-1" onClick={() => onChoose(office)}>
        <LogIn aria-hidden />
        <span>
          <Trans>Choose</Trans>
          <span className="sr-only"> {name}</span>
        </span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Add a user to ${name}`}
        onClick={() => onAddUser(office)}
      >
        <UserPlus aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t`Edit ${name}`} onClick={() => onEdit(office)}>
        <Pencil aria-hidden />
      </Button>
    </div>
  );
}
