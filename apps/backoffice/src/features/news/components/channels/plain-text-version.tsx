import { channelLength, channelLengthError } from '@gaceta/shared/news';
import { CHANNEL_DESCRIPTORS, type PlainTextChannel } from '@gaceta/shared/news/channels';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/error-messages';
import { cn } from '@/lib/utils';
import type { AiTarget } from '../ai/ai-assistant';

/** A Facebook, X or LinkedIn post: plain text with its length counted as the channel counts it. */
export function PlainTextVersion({
  platform,
  value,
  onChange,
  labelId,
  serverError,
  assistant,
}: {
  platform: PlainTextChannel;
  value: string;
  onChange: (text: string) => void;
  labelId: string;
  serverError?: string | undefined;
  /** Tools working on the selected text (the AI assistant), below the text. */
  assistant?: (target: AiTarget) => ReactNode;
}) {
  const { i18n } = useLingui();
  const counterId = useId();
  const errorId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The text as it is when a suggestion is validated, not as it was when it was asked for.
  const latest = useRef(value);
  latest.current = value;
  const target: AiTarget = {
    focus: () => textarea.current?.focus(),
    capture: () => {
      const start = textarea.current?.selectionStart ?? 0;
      const end = textarea.current?.selectionEnd ?? 0;
      const text = value.slice(start, end);
      const unchanged = () => latest.current.slice(start, end) === text;
      return {
        text,
        replace: (result) => {
          if (!unchanged()) return false;
          onChange(latest.current.slice(0, start) + result.trim() + latest.current.slice(end));
          textarea.current?.focus();
          return true;
        },
        reselect: () => {
          textarea.current?.focus();
          if (unchanged()) textarea.current?.setSelectionRange(start, end);
        },
      };
    },
  };
  const length = channelLength(platform, value);
  const { max, counting } = CHANNEL_DESCRIPTORS[platform].length;
  // A short post (X's) gets a short box.
  const short = max < 1000;
  const tooLong = channelLengthError(platform, value);
  const error = tooLong ? translateMessage(tooLong) : serverError;
  return (
    <div className="grid gap-2">
      <Textarea
        ref={textarea}
        aria-labelledby={labelId}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={Boolean(error)}
        rows={short ? 5 : 9}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={cn('text-sm text-muted-foreground', tooLong && 'text-destructive')}>
        {counting === 'weighted' ? (
          <Trans>
            {i18n.number(length)} of {i18n.number(max)} characters (each link counts as 23)
          </Trans>
        ) : (
          <Trans>
            {i18n.number(length)} of {i18n.number(max)} characters
          </Trans>
        )}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {assistant?.(target)}
    </div>
  );
}
