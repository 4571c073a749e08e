import type { Campaign, CampaignTexts } from '@gaceta/shared/newsletter/campaigns';
import { useState } from 'react';
import { useUpdateCampaign } from '../api/update-campaign';

const TEXT_FIELDS = ['subject', 'preheader', 'intro'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What PATCH takes for the texts typed: null where the text is the generated one (or empty). */
function writtenTexts(values: CampaignTexts, generated: CampaignTexts) {
  return Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = values[field].trim();
      return [field, value === '' || value === generated[field] ? null : value];
    }),
  ) as Record<TextField, string | null>;
}

/**
 * A draft's subject, preheader and introduction as typed, filled once with what the draft has
 * written or else the generated texts; `save` stores what changed (and whether to leave out who got
 * the items) before the preview, a test or sending.
 */
export function useDraftTexts(campaign: Campaign, generated: CampaignTexts, skip: boolean) {
  const update = useUpdateCampaign();
  const [values, setValues] = useState<CampaignTexts>(() => ({
    subject: campaign.subject ?? generated.subject,
    preheader: campaign.preheader ?? generated.preheader,
    intro: campaign.intro ?? generated.intro,
  }));
  const [saved, setSaved] = useState(() => writtenTexts(values, generated));
  const written = writtenTexts(values, generated);
  const changed = TEXT_FIELDS.some((field) => written[field] !== saved[field]);

  const setValue = (field: TextField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = async () => {
    if (!changed && skip === campaign.skip_previous_recipients) return;
    await update.mutateAsync({ id: campaign.id, ...written, skip_previous_recipients: skip });
    setSaved(written);
  };

  return { values, setValue, changed, save, update };
}
