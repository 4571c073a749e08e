import type { Office } from '@gaceta/shared/accounts/offices';
import { LATAM_LABEL } from '@gaceta/shared/areas';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { SearchableList } from '@/components/list/searchable-list';
import { Button } from '@/components/ui/button';
import { addOfficeUser } from '@/features/offices/api/add-office-user';
import { OFFICES_PER_PAGE, useOffices } from '@/features/offices/api/get-offices';
import { OfficesTable } from '@/features/offices/components/offices-table';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { AREA_LABELS } from '@/lib/areas';
import { useSearchBox } from '@/lib/hooks/use-list-search';
import { areasOf, useSelectedArea } from '@/lib/selected-area';
import { ChooseOfficeDialog } from './choose-office-dialog';
import { OfficeFormDialog } from './office-form-dialog';

/** The offices, searched by name within the admin's selected area, with their actions. */
export function OfficesList({
  page,
  query,
  onSearchChange,
}: {
  page: number;
  query: string;
  onSearchChange: (search: { page?: number; query?: string }) => void;
}) {
  const { i18n, t } = useLingui();
  const area = useSelectedArea();
  // A new search starts again from the first page.
  const [typed, setTyped] = useSearchBox(query, (next) => onSearchChange({ query: next }));
  const offices = useOffices({ page, query, areas: areasOf(area) });
  const [editing, setEditing] = useState<Office | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [choosing, setChoosing] = useState<Office | null>(null);
  const [addingUserTo, setAddingUserTo] = useState<Office | null>(null);

  const goToPage = (next: number) => onSearchChange({ page: next, query });

  const openForm = (office?: Office) => {
    setEditing(office);
    setFormOpen(true);
  };

  const areaLabel = area === null ? null : area === 'latam' ? LATAM_LABEL : i18n._(AREA_LABELS[area]);

  return (
    <>
      <SearchableList
        search={{
          label: t`Search offices`,
          placeholder: t`Search by name`,
          value: typed,
          onChange: setTyped,
        }}
        count={(total) => <Plural value={total} one="# office" other="# offices" />}
        note={areaLabel && <Trans>area: {areaLabel}</Trans>}
        toolbar={
          <Button onClick={() => openForm()}>
            <Building2 aria-hidden />
            <Trans>Add office</Trans>
          </Button>
        }
        list={offices}
        emptyText={
          query ? (
            <Trans>No office matches “{query}”.</Trans>
          ) : areaLabel ? (
            <Trans>No office in the selected area.</Trans>
          ) : (
            <Trans>No offices yet.</Trans>
          )
        }
        page={page}
        perPage={OFFICES_PER_PAGE}
        onPageChange={goToPage}
      >
        {(objects) => (
          <OfficesTable
            offices={objects}
            onChoose={setChoosing}
            onAddUser={setAddingUserTo}
            onEdit={openForm}
          />
        )}
      </SearchableList>

      <OfficeFormDialog open={formOpen} onOpenChange={setFormOpen} office={editing} />
      <ChooseOfficeDialog office={choosing} onClose={() => setChoosing(null)} />
      <UserFormDialog
        open={addingUserTo !== null}
        onOpenChange={(open) => !open && setAddingUserTo(null)}
        create={addingUserTo ? (input) => addOfficeUser(addingUserTo.id, input) : undefined}
        withAvatar={false}
      />
    </>
  );
}
