import { RECIPIENT_STATUS_LABELS, RECIPIENT_STATUSES, type RecipientStatus } from '@gaceta/shared/newsletter';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { RecipientsFilters } from '../api/keys';

type Choice = Pick<RecipientsFilters, 'status' | 'active'>;

/** The list's status and active filters, each applied as soon as it is chosen. */
export function RecipientFilters({ value, onChange }: { value: Choice; onChange: (choice: Choice) => void }) {
  const { i18n, t } = useLingui();
  const active = value.active === undefined ? '' : String(value.active);
  return (
    <div className="grid gap-3 sm:flex sm:items-center">
      <Filter label={t`Status`}>
        {(id) => (
          <NativeSelect
            id={id}
            value={value.status ?? ''}
            onChange={(event) =>
              onChange({ ...value, status: (event.target.value || undefined) as RecipientStatus | undefined })
            }
          >
            <option value="">{t`Any status`}</option>
            {RECIPIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(RECIPIENT_STATUS_LABELS[status])}
              </option>
            ))}
          </NativeSelect>
        )}
      </Filter>
      <Filter label={t`Active`}>
        {(id) => (
          <NativeSelect
            id={id}
            value={active}
            onChange={(event) =>
              onChange({
                ...value,
                active: event.target.value === '' ? undefined : event.target.value === 'true',
              })
            }
          >
            <option value="">{t`Active or not`}</option>
            <option value="true">{t`Active only`}</option>
            <option value="false">{t`Inactive only`}</option>
          </NativeSelect>
        )}
      </Filter>
    </div>
  );
}

/** A filter with its label beside it (above it on phones). */
function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5 sm:flex sm:items-center sm:gap-2">
      <Label htmlFor={id} className="text-xs text-muted-foreground sm:text-sm">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
