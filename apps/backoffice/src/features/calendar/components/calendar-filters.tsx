import { CALENDAR_KINDS, type CalendarKind } from '@gaceta/shared/calendar';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSearchBox } from '@/lib/hooks/use-list-search';
import { KIND_ICONS, kindLabel } from '../lib/entry-labels';

export interface CalendarFilterValues {
  /** The channels shown; absent, every one. */
  channels?: CalendarKind[] | undefined;
  subject?: string | undefined;
  author?: string | undefined;
}

export interface SubjectOption {
  id: string;
  name: string;
  depth: number;
}

/**
 * Which channels, which subject and whose items the calendar shows. The last channel left cannot
 * be unticked: a calendar of no channel would say nothing.
 */
export function CalendarFilters({
  values,
  subjects,
  onChange,
}: {
  values: CalendarFilterValues;
  subjects: readonly SubjectOption[];
  onChange: (changes: CalendarFilterValues) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const shown = values.channels ?? CALENDAR_KINDS;
  const [author, setAuthor] = useSearchBox(values.author ?? '', (typed) => onChange({ author: typed }));
  const toggle = (kind: CalendarKind, on: boolean) => {
    const next = CALENDAR_KINDS.filter((each) => (each === kind ? on : shown.includes(each)));
    onChange({ channels: next.length === CALENDAR_KINDS.length ? undefined : next });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Channels</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CALENDAR_KINDS.map((kind) => {
            const Icon = KIND_ICONS[kind];
            const checked = shown.includes(kind);
            return (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${kind}`}
                  checked={checked}
                  disabled={checked && shown.length === 1}
                  onCheckedChange={(on) => toggle(kind, on === true)}
                />
                <Label htmlFor={`${id}-${kind}`} className="inline-flex items-center gap-1.5 font-normal">
                  <Icon className="size-4" aria-hidden />
                  {kindLabel(i18n, kind)}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>
          <Trans>Subject</Trans>
        </Label>
        <NativeSelect
          id={`${id}-subject`}
          value={values.subject ?? ''}
          onChange={(event) => onChange({ subject: event.target.value || undefined })}
        >
          <option value="">{t`Any`}</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {`${'\u00a0\u00a0\u00a0'.repeat(subject.depth)}${subject.name}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-author`}>
          <Trans>Author</Trans>
        </Label>
        <Input
          id={`${id}-author`}
          type="search"
          value={author}
          placeholder={t`Any author`}
          onChange={(event) => setAuthor(event.target.value)}
        />
      </div>
    </div>
  );
}
