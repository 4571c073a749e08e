import { AREA_CODES, type AreaCode, LATAM_AREAS } from '@gaceta/shared/areas';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { AREA_LABELS, LATAM_GROUP_LABEL, latamState, toggleAreas } from '@/lib/areas';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';

/** Several areas at once, with the Latam group that ticks every Latin American area in one go. */
export function AreaMultiSelect({
  legend,
  hint,
  value,
  onChange,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  value: readonly AreaCode[];
  onChange: (areas: AreaCode[]) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {hint && <p className="-mt-1 text-sm text-muted-foreground">{hint}</p>}
      <div className="flex items-center gap-2.5 rounded-md bg-muted/60 px-3 py-2">
        <Checkbox
          id={`${id}-latam`}
          checked={latamState(value)}
          onCheckedChange={(checked) => onChange(toggleAreas(value, LATAM_AREAS, checked === true))}
        />
        <Label htmlFor={`${id}-latam`}>{i18n._(LATAM_GROUP_LABEL)}</Label>
      </div>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
        {AREA_CODES.map((code) => (
          <div key={code} className="flex items-center gap-2.5">
            <Checkbox
              id={`${id}-${code}`}
              checked={value.includes(code)}
              onCheckedChange={(checked) => onChange(toggleAreas(value, [code], checked === true))}
            />
            <Label htmlFor={`${id}-${code}`} className="font-normal">
              {i18n._(AREA_LABELS[code])}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
