import { COMMENT_MAX, type NewsWithContents, SendBackInput } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useForm } from '@/lib/hooks/use-form';
import { useNewsTransition } from '../../api/transitions';

/** A publish reviewer returns the item to its writers, saying why; they read it in the editor. */
export function SendBackDialog({ news, onClose }: { news: NewsWithContents; onClose: () => void }) {
  const { t } = useLingui();
  const sendBack = useNewsTransition();
  const title = news.object.title;
  const form = useForm(SendBackInput, { comment: '' }, ({ comment }) =>
    sendBack.mutate(
      { id: news.object.id, transition: { action: 'send_back', comment } },
      {
        onSuccess: () => {
          toast.success(t`Sent back to preparation`);
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Send back to preparation</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>The writers see your comment when they open “{title}”.</Trans>
        </DialogDescription>
        <ErrorAlert error={sendBack.error} />
        <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
          <Field label={t`Comment for the writers`} error={form.errors.comment}>
            {(control) => (
              <Textarea
                {...control}
                maxLength={COMMENT_MAX}
                value={form.values.comment}
                onChange={(event) => form.setValue('comment', event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" pending={sendBack.isPending}>
              <Trans>Send back</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
