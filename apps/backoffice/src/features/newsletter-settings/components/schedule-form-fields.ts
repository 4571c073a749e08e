import type { NewsletterConfigurationInput } from '@gaceta/shared/newsletter/settings';
import type { useForm } from '@/lib/hooks/use-form';

/** What a part of the newsletter configuration's form reads and changes of the form's state. */
export type ConfigurationFormParts = Pick<
  ReturnType<typeof useForm<typeof NewsletterConfigurationInput>>,
  'values' | 'errors' | 'setValue'
>;

export const toNumber = (value: string) => (value === '' ? Number.NaN : Number(value));
