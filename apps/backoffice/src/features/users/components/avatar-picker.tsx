import { Trans } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isAcceptableAvatar } from '../avatar-file';
import { UserAvatar } from './user-avatar';

/** Chooses a profile picture, refusing at once what the API would refuse (spec section 5). */
export function AvatarPicker({
  current,
  file,
  onFileChange,
}: {
  current: { first_name: string; last_name: string; avatar_url: string | null };
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [refused, setRefused] = useState(false);
  const preview = useObjectUrl(file);

  return (
    <div className="flex items-center gap-4">
      <UserAvatar
        user={{ ...current, avatar_url: preview ?? current.avatar_url }}
        className="size-16 text-base"
      />
      <div className="grid gap-1.5">
        {/* Hidden, out of the tab order: the button below opens the browser's picker. */}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const acceptable = isAcceptableAvatar(chosen);
            setRefused(!acceptable);
            onFileChange(acceptable ? chosen : null);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          aria-describedby={refused ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden />
          <Trans>Choose a profile picture</Trans>
        </Button>
        {refused ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            <Trans>Avatar should be .png or .jpg and not larger than 2 MB</Trans>
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            {file ? file.name : <Trans>PNG or JPG, at most 2 MB</Trans>}
          </p>
        )}
      </div>
    </div>
  );
}

/** A temporary address for showing a chosen file, released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
