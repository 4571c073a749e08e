import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUploadOfficeLogo } from '../api/upload-office-logo';

// What PUT /v1/office_settings/logo accepts (it checks the bytes again).
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The office's logo: a preview, and an upload that saves at once, apart from the form. */
export function LogoField({ logoUrl, officeName }: { logoUrl: string | null; officeName: string }) {
  const { t } = useLingui();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOfficeLogo();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type) || file.size > LOGO_MAX_BYTES) {
      setProblem(t`Logo should be .png, .jpg or .webp and not larger than 2 MB`);
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t`Logo updated`),
      onError: (error) => setProblem(error.message),
      onSettled: () => setPreview(null),
    });
  };

  const shown = preview ?? logoUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted/50">
        {shown ? (
          <img src={shown} alt={t`Logo of ${officeName}`} className="size-full object-contain p-2" />
        ) : (
          <ImageUp className="size-8 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid gap-2">
        {/* Hidden, out of the tab order: the button below opens the browser's picker. */}
        <input ref={input} type="file" accept={LOGO_TYPES.join(',')} hidden onChange={choose} />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          pending={upload.isPending}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden />
          {logoUrl ? <Trans>Replace the logo</Trans> : <Trans>Upload a logo</Trans>}
        </Button>
        <p className="text-sm text-muted-foreground">
          <Trans>PNG, JPG or WebP, at most 2 MB. It is saved as soon as you choose it.</Trans>
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
