import type { SocialAccount } from '@gaceta/shared/social';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Which account a connection posts as: a LinkedIn member's profile or one of the pages they
 * administer, or one of a Facebook user's pages. Native radios: one choice, keyboard as usual.
 */
export function AccountPicker({
  legend,
  accounts,
  current,
  confirmLabel,
  pending,
  onChoose,
}: {
  legend: ReactNode;
  accounts: readonly SocialAccount[];
  current?: string;
  confirmLabel: ReactNode;
  pending: boolean;
  onChoose: (account: SocialAccount) => void;
}) {
  const name = useId();
  const [chosen, setChosen] = useState(current ?? accounts[0]?.id ?? '');
  const account = accounts.find((each) => each.id === chosen);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (account) onChoose(account);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
        {accounts.map((each) => (
          <label key={each.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={each.id}
              checked={chosen === each.id}
              onChange={() => setChosen(each.id)}
              className="size-4 accent-primary"
            />
            <span>
              {each.name}{' '}
              <span className="text-muted-foreground">
                {each.kind === 'profile' ? <Trans>(personal profile)</Trans> : <Trans>(page)</Trans>}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="w-fit" pending={pending} disabled={!account}>
        {confirmLabel}
      </Button>
    </form>
  );
}
