import {
  MAX_POSTS_PER_SEND_HINT,
  PLANNING_LIMITS,
  PUBLICATION_TYPES,
  type PublicationType,
  type SocialPlanning,
} from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useUpdateSocialPlanning } from '../api/update-social-planning';

/** settings/social-media-planning: when auto-publishing sends the office's ready news, in its zone. */
export function PlanningForm({ planning }: { planning: SocialPlanning }) {
  const { t } = useLingui();
  const save = useUpdateSocialPlanning();
  const [form, setForm] = useState(planning);
  const days = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  const types: Record<PublicationType, string> = {
    image: t`Text with the news image`,
    link: t`Text with the article's link preview`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { time_zone: _zone, ...input } = form;
    save.mutate(input, { onSuccess: () => toast.success(t`Social media planning saved`) });
  };
  const setHour = (index: number, value: string) =>
    setForm({
      ...form,
      publication_hours: form.publication_hours.map((hour, at) => (at === index ? value : hour)),
    });
  const toggleDay = (day: number, on: boolean) =>
    setForm({
      ...form,
      schedule_days: on ? [...form.schedule_days, day] : form.schedule_days.filter((each) => each !== day),
    });

  return (
    <form onSubmit={submit} className="grid gap-6">
      <ErrorAlert error={save.error} />
      <FormSection
        title={<Trans>Automatic publishing</Trans>}
        description={
          <Trans>
            At each publication hour, Gaceta publishes your news that are ready to publish on LinkedIn and X.
            Facebook is never published automatically: publish it yourself from the news editor.
          </Trans>
        }
      >
        <div className="flex items-center gap-3">
          <Switch
            id="auto-publish"
            checked={form.auto_publish}
            onCheckedChange={(checked) => setForm({ ...form, auto_publish: checked })}
          />
          <Label htmlFor="auto-publish">
            <Trans>Publish automatically</Trans>
          </Label>
        </div>
      </FormSection>
      <FormSection
        title={<Trans>When and how much</Trans>}
        description={<Trans>Hours are in your office's time zone ({planning.time_zone}).</Trans>}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={<Trans>Maximum posts per send</Trans>}
            description={<Trans>We recommend at most {MAX_POSTS_PER_SEND_HINT}.</Trans>}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                max={PLANNING_LIMITS.maxPostsPerSend}
                value={form.max_posts_per_send}
                onChange={(event) => setForm({ ...form, max_posts_per_send: Number(event.target.value) })}
              />
            )}
          </Field>
          <Field label={<Trans>Publication type</Trans>}>
            {(control) => (
              <NativeSelect
                {...control}
                value={form.publication_type}
                onChange={(event) =>
                  setForm({ ...form, publication_type: event.target.value as PublicationType })
                }
              >
                {PUBLICATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {types[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            <Trans>Publication hours</Trans>
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            {form.publication_hours.map((hour, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an hour has no identity but its place; the inputs are controlled
              <div key={index} className="flex items-center gap-1">
                <Input
                  type="time"
                  aria-label={t`Publication hour ${index + 1}`}
                  className="w-32"
                  value={hour}
                  required
                  onChange={(event) => setHour(index, event.target.value)}
                />
                {form.publication_hours.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      setForm({
                        ...form,
                        publication_hours: form.publication_hours.filter((_, at) => at !== index),
                      })
                    }
                  >
                    <Trans>Remove {hour}</Trans>
                  </Button>
                )}
              </div>
            ))}
            {form.publication_hours.length < PLANNING_LIMITS.hours && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setForm({ ...form, publication_hours: [...form.publication_hours, '12:00'] })}
              >
                <Trans>Add an hour</Trans>
              </Button>
            )}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            <Trans>Schedule days</Trans>
          </legend>
          <div className="flex flex-wrap gap-4">
            {days.map((label, index) => {
              const day = index + 1;
              return (
                <div key={label} className="flex items-center gap-2">
                  <Checkbox
                    id={`day-${day}`}
                    checked={form.schedule_days.includes(day)}
                    onCheckedChange={(checked) => toggleDay(day, checked === true)}
                  />
                  <Label htmlFor={`day-${day}`}>{label}</Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </FormSection>
      <Button type="submit" pending={save.isPending} className="w-fit">
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
