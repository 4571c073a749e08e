import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A dashboard panel: a named region with its icon, title, what it shows and its content. */
export function Panel({
  icon: Icon,
  title,
  description,
  actions,
  freshness,
  className,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: a view switch, a link to the full screen. */
  actions?: ReactNode;
  /** Up to when its figures count (DataUntil), for a panel of figures from the roll-ups. */
  freshness?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-ink-50 text-ink-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <CardTitle id={titleId} className="font-serif text-xl">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
          {freshness}
        </div>
        {actions}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export const PANEL_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-ink-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
