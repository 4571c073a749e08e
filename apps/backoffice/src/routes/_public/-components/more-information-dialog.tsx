import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { InformationRequestForm } from '@/features/information-requests/components/information-request-form';

/** The landing page's "request more information" button and its form. */
export function MoreInformationDialog({ inverse = false }: { inverse?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="lg" className={inverse ? 'px-2 text-brass-200' : 'px-2'}>
          <Trans>Request more information</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>
          <Trans>Request more information</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Tell us about your office and what you would like to know. We answer every message.</Trans>
        </DialogDescription>
        {/* Mounted only while open, so each opening starts with an empty form. */}
        {open && <InformationRequestForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
