import {
  OFFICE_LOOKUP_MIN_CHARS,
  type PublicOfficeName,
  SIGNUP_LIMITS,
} from '@gaceta/shared/accounts/signup';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { usePublicOffices } from '../api/search-public-offices';

export interface OfficeChoice {
  /** The name of an existing office to join (as the lookup showed it), or of a new one. */
  office_name: string;
  existing_office: boolean;
}

/**
 * The office to join, found by typing part of its name (the public lookup answers from four
 * characters, with names only), or a new office's name when it is not listed.
 */
export function OfficePicker({
  onChange,
  error,
}: {
  onChange: (choice: OfficeChoice) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [notListed, setNotListed] = useState(false);
  const [chosen, setChosen] = useState<PublicOfficeName | null>(null);
  const [newName, setNewName] = useState('');

  const choose = (office: PublicOfficeName | null) => {
    setChosen(office);
    onChange({ office_name: office?.name ?? '', existing_office: Boolean(office) });
  };
  const toggleNotListed = (on: boolean) => {
    setNotListed(on);
    setChosen(null);
    onChange({ office_name: on ? newName : '', existing_office: false });
  };

  return (
    <div className="grid gap-3">
      {notListed ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-new`}>
            <Trans>Name of your office</Trans>
          </Label>
          <Input
            id={`${id}-new`}
            maxLength={SIGNUP_LIMITS.office_name}
            autoComplete="organization"
            aria-invalid={Boolean(error)}
            value={newName}
            onChange={(event) => {
              setNewName(event.target.value);
              onChange({ office_name: event.target.value, existing_office: false });
            }}
          />
        </div>
      ) : chosen ? (
        <div className="flex items-center gap-3 rounded-md border bg-muted/50 px-3 py-2">
          <Building2 className="size-4 text-muted-foreground" aria-hidden />
          <span className="flex-1 font-medium text-ink-900">{chosen.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => choose(null)}>
            <X aria-hidden />
            <Trans>Change</Trans>
          </Button>
        </div>
      ) : (
        <OfficeSearch invalid={Boolean(error)} onSelect={choose} label={t`Search for your office`} />
      )}
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${id}-not-listed`}
          checked={notListed}
          onCheckedChange={(checked) => toggleNotListed(checked === true)}
        />
        <Label htmlFor={`${id}-not-listed`} className="font-normal">
          <Trans>My office is not listed</Trans>
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A combobox: type, then pick a suggestion with the mouse or the arrow keys and Enter. */
function OfficeSearch({
  label,
  invalid,
  onSelect,
}: {
  label: string;
  invalid: boolean;
  onSelect: (office: PublicOfficeName) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 300);
  const offices = usePublicOffices(query);
  const searchable = text.trim().length >= OFFICE_LOOKUP_MIN_CHARS;
  const options = searchable ? (offices.data ?? []) : [];
  const expanded = open && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const office = options[active];
      if (office) onSelect(office);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  let status: ReactNode = null;
  if (!searchable) status = <Trans>Type at least {OFFICE_LOOKUP_MIN_CHARS} characters of its name.</Trans>;
  else if (offices.error) status = <span className="text-destructive">{offices.error.message}</span>;
  else if (offices.isFetching && options.length === 0) status = <Trans>Searching…</Trans>;
  else if (query === text.trim() && options.length === 0)
    status = <Trans>No office matches. If yours is new, tick “My office is not listed”.</Trans>;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
          aria-invalid={invalid}
          aria-describedby={`${id}-status`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t`Matching offices`}
          className={cn(
            'absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-card p-1 shadow-lg',
            !expanded && 'hidden',
          )}
        >
          {options.map((office, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
            <div
              key={office.name}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keep the focus in the input so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(office)}
              onMouseEnter={() => setActive(index)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm aria-selected:bg-muted"
            >
              <Building2 className="size-4 text-muted-foreground" aria-hidden />
              {office.name}
            </div>
          ))}
        </div>
      </div>
      <p id={`${id}-status`} className="text-sm text-muted-foreground" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
