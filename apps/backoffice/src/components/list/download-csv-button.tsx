import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { type CsvRequest, downloadCsv } from '@/lib/download';
import { Button } from '../ui/button';

/** A button that downloads one of the API's CSV exports, off while it does, saying why it failed. */
export function DownloadCsvButton({ request, children }: { request: CsvRequest; children: ReactNode }) {
  const { t } = useLingui();
  const download = useMutation({ mutationFn: downloadCsv });
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(request, {
          onError: (error) => toast.error(t`The file could not be downloaded: ${error.message}`),
        })
      }
    >
      <Download aria-hidden />
      {children}
    </Button>
  );
}
