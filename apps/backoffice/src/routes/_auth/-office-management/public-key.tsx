import { useLingui } from '@lingui/react/macro';
import { CopyField } from '@/components/form/copy-field';

/** The office's public key (admins only): what its website widget identifies itself with. */
export function PublicKey({ value }: { value: string }) {
  const { t } = useLingui();
  return (
    <CopyField
      label={t`Public key`}
      value={value}
      copyLabel={t`Copy the public key`}
      copiedMessage={t`Public key copied`}
    />
  );
}
