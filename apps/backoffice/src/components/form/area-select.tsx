import { AREA_CODES, type AreaCode } from '@gaceta/shared/areas';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { AREA_LABELS } from '@/lib/areas';
import { NativeSelect } from '../ui/native-select';

type AreaSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: AreaCode;
  onValueChange: (area: AreaCode) => void;
};

/** One area (tolgeo), shown by its region label. */
export function AreaSelect({ value, onValueChange, ...props }: AreaSelectProps) {
  const { i18n } = useLingui();
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value as AreaCode)}
    >
      {AREA_CODES.map((code) => (
        <option key={code} value={code}>
          {i18n._(AREA_LABELS[code])}
        </option>
      ))}
    </NativeSelect>
  );
}
