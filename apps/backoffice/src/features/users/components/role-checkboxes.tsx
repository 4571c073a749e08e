import { OFFICE_ROLE_KEYS, type OfficeRole } from '@gaceta/shared/accounts/roles';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ROLE_LABELS } from '@/lib/roles';

/** The four office roles as checkboxes: a user may hold several. */
export function RoleCheckboxes({
  legend,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  value: readonly OfficeRole[];
  onChange: (roles: OfficeRole[]) => void;
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const toggle = (role: OfficeRole, on: boolean) =>
    onChange(OFFICE_ROLE_KEYS.filter((key) => (key === role ? on : value.includes(key))));
  return (
    <fieldset
      className="grid gap-2.5"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OFFICE_ROLE_KEYS.map((role) => (
          <div key={role} className="flex items-center gap-2.5">
            <Checkbox
              id={`${id}-${role}`}
              checked={value.includes(role)}
              onCheckedChange={(checked) => toggle(role, checked === true)}
            />
            <Label htmlFor={`${id}-${role}`} className="font-normal">
              {i18n._(ROLE_LABELS[role])}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
