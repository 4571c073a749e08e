import type { AreaCode } from '@gaceta/shared/areas';
import { useLingui } from '@lingui/react/macro';
import { Command } from 'cmdk';
import { Check, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, useState } from 'react';
import { AREA_LABELS } from '@/lib/areas';
import { describeTimeZone, matchesSearch, type TimeZoneChoice, timeZoneChoices } from '@/lib/time-zones';
import { cn } from '@/lib/utils';

const GROUP =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

interface TimeZonePickerProps {
  /** The control's id and its Field wiring; the Field's label is `${id}-label`. */
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  value: string;
  area: AreaCode;
  onValueChange: (zone: string) => void;
}

/**
 * The office's time zone: a button showing the chosen zone that opens a searchable list, the
 * area's zones first, each named in the interface language with its offset. Keyboard: Enter or
 * Space opens it, typing filters, arrows move, Enter chooses, Escape closes.
 */
export function TimeZonePicker({ id, value, area, onValueChange, ...field }: TimeZonePickerProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const chosen = value ? describeTimeZone(value, i18n.locale) : null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>
        {/* A grid whose text column can shrink to nothing: a long zone name never widens the form. */}
        <button
          id={id}
          type="button"
          aria-labelledby={`${id}-label ${id}-value`}
          {...field}
          className="grid h-10 w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-md border border-input bg-card pr-3 pl-3 text-left text-sm shadow-xs outline-none transition-colors focus-visible:border-ink-500 focus-visible:ring-2 focus-visible:ring-ring/50 aria-invalid:border-destructive"
        >
          <span id={`${id}-value`} className="truncate">
            {chosen && <TimeZoneText choice={chosen} />}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 w-(--radix-popover-trigger-width) min-w-72 max-w-[calc(100vw-1rem)] rounded-md border bg-card shadow-lg"
        >
          <TimeZoneList
            area={area}
            value={value}
            onChoose={(zone) => {
              onValueChange(zone);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function TimeZoneText({ choice }: { choice: TimeZoneChoice }) {
  return (
    <>
      {choice.place}{' '}
      {choice.name && (
        <span className="text-muted-foreground group-data-[selected=true]:text-ink-200">
          · {choice.name} ({choice.offset})
        </span>
      )}
    </>
  );
}

/** Built when the list opens: naming some 420 zones takes a moment. */
function TimeZoneList({
  area,
  value,
  onChoose,
}: {
  area: AreaCode;
  value: string;
  onChoose: (zone: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { inArea, others } = useMemo(
    () => timeZoneChoices(area, value, i18n.locale),
    [area, value, i18n.locale],
  );
  const areaName = i18n._(AREA_LABELS[area]);
  const item = (choice: TimeZoneChoice) => (
    <Command.Item
      key={choice.id}
      value={choice.id}
      keywords={[choice.place, choice.name, choice.offset]}
      onSelect={onChoose}
      className="group flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-primary data-[selected=true]:text-primary-foreground"
    >
      <Check
        aria-hidden
        className={cn('size-4 shrink-0', choice.id === value ? 'opacity-100' : 'opacity-0')}
      />
      <span className="min-w-0">
        <TimeZoneText choice={choice} />
      </span>
    </Command.Item>
  );
  return (
    <Command
      label={t`Time zones`}
      defaultValue={value}
      filter={(zone, search, keywords = []) => (matchesSearch([zone, ...keywords], search) ? 1 : 0)}
    >
      <Command.Input
        placeholder={t`Search by city, name or offset`}
        className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
      />
      <Command.List label={t`Time zones`} className="max-h-72 overflow-y-auto p-1">
        <Command.Empty className="p-3 text-sm text-muted-foreground">{t`No time zone matches.`}</Command.Empty>
        <Command.Group heading={t`Time zones of ${areaName}`} className={GROUP}>
          {inArea.map(item)}
        </Command.Group>
        <Command.Group heading={t`Other time zones`} className={GROUP}>
          {others.map(item)}
        </Command.Group>
      </Command.List>
    </Command>
  );
}
