import type { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { configurationInput, useUpdateNewsletterConfiguration } from '../api/update-newsletter-configuration';

/**
 * Whether each automatic newsletter waits for a publish reviewer's approval: saved as it is
 * switched, with the rest of the configuration as it stands.
 */
export function ApprovalSetting({ configuration }: { configuration: NewsletterConfiguration }) {
  const { t } = useLingui();
  const id = useId();
  const save = useUpdateNewsletterConfiguration();
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={configuration.require_approval}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(on) =>
            save.mutate(
              { ...configurationInput(configuration), require_approval: on },
              {
                onSuccess: () =>
                  toast.success(
                    on
                      ? t`Each automatic newsletter now waits for approval`
                      : t`Approval is no longer asked for`,
                  ),
              },
            )
          }
        />
        <Label htmlFor={id}>
          <Trans>Ask for approval before each automatic newsletter goes out</Trans>
        </Label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          At its time the newsletter is prepared, and the publish reviewers receive an email to preview it and
          approve or discard it. It is never sent without that approval.
        </Trans>
      </p>
      <ErrorAlert error={save.error} />
    </div>
  );
}
