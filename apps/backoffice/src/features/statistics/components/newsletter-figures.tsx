import type { NewsletterFigures as Figures } from '@gaceta/shared/newsletter-campaigns';
import { useLingui } from '@lingui/react/macro';
import { Inbox, MailCheck, MailOpen, MousePointerClick } from 'lucide-react';

/** The range's totals, one tile each: emails sent, delivered, opened and clicked. */
export function NewsletterFigures({ totals }: { totals: Figures }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const tiles = [
    { key: 'sent', icon: Inbox, label: t`Emails sent`, value: totals.sent },
    {
      key: 'delivered',
      icon: MailCheck,
      label: t`Delivered`,
      value: totals.delivered,
      hint: t`Accepted by the recipients' mail servers`,
    },
    { key: 'opened', icon: MailOpen, label: t`Opened`, value: totals.opened, hint: t`Recipients, not opens` },
    { key: 'clicked', icon: MousePointerClick, label: t`Clicked`, value: totals.clicked },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ key, icon: Icon, label, value, hint }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
          </dt>
          <dd className="font-serif text-2xl font-semibold text-ink-900 tabular-nums sm:text-3xl">
            {number.format(value)}
          </dd>
          {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
