import { CAMPAIGN_TEXT_LIMITS, CampaignTextsInput } from '@gaceta/shared/newsletter/campaigns';
import type { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useForm } from '@/lib/hooks/use-form';
import { configurationInput, useUpdateNewsletterConfiguration } from '../api/update-newsletter-configuration';

/**
 * The automatic newsletter's subject, preheader and introduction, as the office writes them; each
 * left empty is generated for every message in its reader's language. Saved with the rest of the
 * configuration as it stands.
 */
export function MessageTextsForm({ configuration }: { configuration: NewsletterConfiguration }) {
  const { t } = useLingui();
  const save = useUpdateNewsletterConfiguration();
  const form = useForm(
    CampaignTextsInput,
    {
      subject: configuration.subject ?? '',
      preheader: configuration.preheader ?? '',
      intro: configuration.intro ?? '',
    },
    (texts) =>
      save.mutate(
        { ...configurationInput(configuration), ...texts },
        {
          onSuccess: () => {
            form.markSaved();
            toast.success(t`Newsletter configuration saved`);
          },
        },
      ),
  );
  const { values, errors, setValue } = form;
  const serverError = (field: string) => save.error?.fields[field];
  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-5">
      <ErrorAlert error={save.error} fieldsShown={['subject', 'preheader', 'intro']} />
      <Field
        label={<Trans>Subject line</Trans>}
        description={
          <Trans>
            Left empty: your office's name and the first news title, with how many more (“Despacho: Reforma
            laboral and 2 more”), in each reader's language.
          </Trans>
        }
        error={errors.subject ?? serverError('subject')}
      >
        {(control) => (
          <Input
            {...control}
            value={values.subject ?? ''}
            maxLength={CAMPAIGN_TEXT_LIMITS.subject}
            onChange={(event) => setValue('subject', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={<Trans>Preheader</Trans>}
        description={
          <Trans>
            The line mail programs show after the subject. Left empty: “The latest news from” your office.
          </Trans>
        }
        error={errors.preheader ?? serverError('preheader')}
      >
        {(control) => (
          <Input
            {...control}
            value={values.preheader ?? ''}
            maxLength={CAMPAIGN_TEXT_LIMITS.preheader}
            onChange={(event) => setValue('preheader', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={<Trans>Introduction</Trans>}
        description={
          <Trans>
            Under your office's name, before the news. Left empty: the same line as the preheader.
          </Trans>
        }
        error={errors.intro ?? serverError('intro')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.intro ?? ''}
            maxLength={CAMPAIGN_TEXT_LIMITS.intro}
            onChange={(event) => setValue('intro', event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-muted-foreground">
        <Trans>What you write here goes as written to every reader, whatever their language.</Trans>
      </p>
      <Button type="submit" pending={save.isPending} className="w-fit">
        <Trans>Save the message</Trans>
      </Button>
    </form>
  );
}
