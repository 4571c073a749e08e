import type { Office } from '@gaceta/shared/accounts/offices';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, Pencil, UserPlus } from 'lucide-react';
import { ListTable } from '@/components/list/searchable-list';
import { Button } from '@/components/ui/button';
import { AREA_LABELS } from '@/lib/areas';

interface OfficeActionsProps {
  onChoose: (office: Office) => void;
  onAddUser: (office: Office) => void;
  onEdit: (office: Office) => void;
}

/** One page of offices, each with its actions: act as it, add a user, edit. */
export function OfficesTable({ offices, ...actions }: { offices: Office[] } & OfficeActionsProps) {
  const { i18n } = useLingui();
  return (
    <ListTable
      rows={offices}
      title={<Trans>Office</Trans>}
      primary={(office) => ({
        media: <OfficeLogo office={office} />,
        title: office.name,
        details: [office.email ?? office.website_url ?? <Trans>No contact details yet</Trans>],
      })}
      columns={[
        { header: <Trans>Area</Trans>, from: 'md', cell: (office) => i18n._(AREA_LABELS[office.tolgeo]) },
      ]}
      actions={(office) => <OfficeActions office={office} {...actions} />}
    />
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

function OfficeActions({ office, onChoose, onAddUser, onEdit }: OfficeActionsProps & { office: Office }) {
  const { t } = useLingui();
  const { name } = office;
  return (
    <div className="flex items-center justify-end gap-1">
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
