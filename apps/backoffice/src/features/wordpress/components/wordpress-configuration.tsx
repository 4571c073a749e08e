import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { CopyField } from '@/components/form/copy-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PLUGIN_FILE_NAME, useDownloadPlugin } from '../api/download-plugin';

/** The shortcodes of the plugin (packages/wp-plugin), as an office pastes them into a page. */
const SHORTCODES = [
  { code: '[gaceta_list]', view: 'list' },
  { code: '[gaceta_slider per="5"]', view: 'slider' },
  { code: '[gaceta_detail]', view: 'detail' },
] as const;

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-full bg-ink-50 font-semibold text-ink-700"
      >
        {number}
      </span>
      <div className="grid gap-3">
        <h3 className="pt-1 font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/**
 * How an office puts its news on a WordPress site: download the plugin, install it, enter the
 * address and the office key (filled in here), and paste a shortcode into a page.
 */
export function WordPressConfiguration({ officeKey, apiUrl }: { officeKey: string; apiUrl: string }) {
  const { t } = useLingui();
  const download = useDownloadPlugin();
  const viewNames = { list: t`List`, slider: t`Slider`, detail: t`One article` };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Install the plugin</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              The plugin shows your published news on your WordPress site (6.1 or later): in the page itself,
              so search engines read it, and with your news theme.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-6">
            <Step number={1} title={<Trans>Download the plugin</Trans>}>
              <div>
                <Button type="button" onClick={() => download.mutate()} pending={download.isPending}>
                  <Download aria-hidden />
                  <Trans>Download {PLUGIN_FILE_NAME}</Trans>
                </Button>
              </div>
              <ErrorAlert error={download.error} />
            </Step>
            <Step number={2} title={<Trans>Upload it to WordPress</Trans>}>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  In your WordPress administration, go to Plugins, Add New, Upload Plugin; choose the file you
                  downloaded, press Install Now, then Activate.
                </Trans>
              </p>
            </Step>
            <Step number={3} title={<Trans>Connect it to your office</Trans>}>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  In WordPress, open Settings, Gaceta, and paste these two values. Press Test connection, then
                  Save settings.
                </Trans>
              </p>
              <CopyField
                label={t`Gaceta API address`}
                value={apiUrl}
                copyLabel={t`Copy the address`}
                copiedMessage={t`Address copied`}
              />
              <CopyField
                label={t`Office key`}
                value={officeKey}
                copyLabel={t`Copy the office key`}
                copiedMessage={t`Office key copied`}
              />
            </Step>
            <Step number={4} title={<Trans>Add your news to a page</Trans>}>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Paste a shortcode into the page where your news should go, or add the Gaceta news block in
                  the editor.
                </Trans>
              </p>
            </Step>
          </ol>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Shortcodes</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Each accepts per (how many articles, 1 to 50), language (es, en or pt) and subject (a subject's
              id); [gaceta_detail] also accepts slug. A link to an article opens it on the page of the list.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {SHORTCODES.map(({ code, view }) => (
            <CopyField
              key={code}
              label={viewNames[view]}
              value={code}
              copyLabel={t`Copy the shortcode ${code}`}
              copiedMessage={t`Shortcode copied`}
            />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
