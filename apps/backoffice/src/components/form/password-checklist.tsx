import { type PasswordProblem, passwordProblems } from '@gaceta/shared/accounts/password';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';

const RULES: { problem: PasswordProblem; label: MessageDescriptor }[] = [
  { problem: 'length', label: msg`8 to 64 characters` },
  { problem: 'lowercase', label: msg`A lowercase letter` },
  { problem: 'uppercase', label: msg`An uppercase letter` },
  { problem: 'digit', label: msg`A digit` },
  { problem: 'special', label: msg`A special character (such as ! ? # or *)` },
];

/** The shared password policy (spec section 5), ticked off while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { i18n, t } = useLingui();
  const problems = new Set(passwordProblems(password));
  return (
    <ul aria-label={t`Password requirements`} className="grid gap-1.5 text-sm">
      {RULES.map(({ problem, label }) => {
        const met = !problems.has(problem);
        return (
          <li
            key={problem}
            data-met={met}
            className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}
          >
            {met ? <Check className="size-4" aria-hidden /> : <Circle className="size-3.5" aria-hidden />}
            {i18n._(label)}
          </li>
        );
      })}
    </ul>
  );
}
