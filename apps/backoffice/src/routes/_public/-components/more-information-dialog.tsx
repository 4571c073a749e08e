import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/** The information request form is not built yet: the dialog says so instead of pretending. */
export function MoreInformationDialog({ inverse = false }: { inverse?: boolean }) {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="lg" className={inverse ? 'px-2 text-brass-200' : 'px-2'}>
          <Trans>Request more information</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Request more information</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Requesting information online is not available yet. Meanwhile, the support page explains how to
            reach us.
          </Trans>
        </DialogDescription>
        <div className="flex justify-end">
          <Button asChild variant="outline">
            <Link to="/support">
              <Trans>Go to support</Trans>
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
