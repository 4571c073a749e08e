import { Trans, useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Web addresses the API keeps in rich text (its sanitiser drops other schemes). */
const LINK_ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;
const IMAGE_ADDRESS = /^https?:\/\/\S+$/i;

/** Asks for a link's address, or an image's address and description, and puts it in the text. */
export function LinkDialog({
  kind,
  editor,
  onClose,
}: {
  kind: 'link' | 'image' | null;
  editor: Editor;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        {kind && <AddressForm kind={kind} editor={editor} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({
  kind,
  editor,
  onDone,
}: {
  kind: 'link' | 'image';
  editor: Editor;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const current = kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '';
  const [address, setAddress] = useState(current);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: this form sits inside the news form.
    event.stopPropagation();
    const url = address.trim();
    if (kind === 'link') {
      if (url === '') {
        editor.chain().extendMarkRange('link').unsetLink().run();
        return onDone();
      }
      if (!LINK_ADDRESS.test(url)) return setError(t`Write an address that starts with https:// or mailto:`);
      editor.chain().extendMarkRange('link').setLink({ href: url }).run();
    } else {
      if (!IMAGE_ADDRESS.test(url)) return setError(t`Write an address that starts with https://`);
      editor.chain().setImage({ src: url, alt: description.trim() }).run();
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{kind === 'link' ? <Trans>Link</Trans> : <Trans>Image</Trans>}</DialogTitle>
      </DialogHeader>
      <Field label={kind === 'link' ? t`Link address` : t`Image address`} error={error}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </Field>
      {kind === 'link' ? (
        <p className="-mt-2 text-sm text-muted-foreground">
          <Trans>Leave it empty to remove the link.</Trans>
        </p>
      ) : (
        <Field label={t`Image description (for people who cannot see it)`}>
          {(control) => (
            <Input
              {...control}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
      )}
      <DialogFooter>
        <Button type="submit">
          {kind === 'link' ? <Trans>Apply link</Trans> : <Trans>Insert image</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}
