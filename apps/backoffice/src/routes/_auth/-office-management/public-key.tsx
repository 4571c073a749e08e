import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

/** The office's public key (admins only): what its website widget identifies itself with. */
export function PublicKey({ value }: { value: string }) {
  const { t } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(t`Public key copied`),
      () => toast.error(t`The key could not be copied; select it and copy it by hand.`),
    );
  return (
    <div className="grid gap-2">
      <Label htmlFor="office-public-key">
        <Trans>Public key</Trans>
      </Label>
      <div className="flex gap-2">
        <input
          id="office-public-key"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t`Copy the public key`}
          onClick={copy}
        >
          <Copy aria-hidden />
        </Button>
      </div>
    </div>
  );
}
