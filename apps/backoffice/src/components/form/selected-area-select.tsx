import { AREA_CODES, LATAM_LABEL } from '@gaceta/shared/areas';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { AREA_LABELS } from '@/lib/areas';
import { type SelectedArea, setSelectedArea, useSelectedArea } from '@/lib/selected-area';
import { NativeSelect } from '../ui/native-select';

const ALL = '';

/** The admin's area filter: every area, the Latam group, or one area. */
export function SelectedAreaSelect() {
  const { i18n, t } = useLingui();
  const id = useId();
  const selected = useSelectedArea();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin className="hidden size-4 sm:block" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t`Selected area`}</span>
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-40 sm:w-44"
        value={selected ?? ALL}
        onChange={(event) => setSelectedArea((event.target.value || null) as SelectedArea)}
      >
        <option value={ALL}>{t`All areas`}</option>
        <option value="latam">{LATAM_LABEL}</option>
        <optgroup label={t`One area`}>
          {AREA_CODES.map((code) => (
            <option key={code} value={code}>
              {i18n._(AREA_LABELS[code])}
            </option>
          ))}
        </optgroup>
      </NativeSelect>
    </div>
  );
}
