import type { Channel } from '@gaceta/shared/news/workflow';
import { type RefObject, useEffect, useRef } from 'react';
import type { ApiError } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/hooks/use-form';
import { type SentVersions, serverErrors } from '../lib/save-errors';

/** How many frames a refused save waits for its first marked field to appear before giving up. */
const FOCUS_FRAMES = 30;

/**
 * A refused save: show the first channel with a problem, then focus the first marked field once
 * it is on screen (after the tab has switched, when only a channel version was refused).
 */
export function useRefusedFieldFocus(
  formRef: RefObject<HTMLFormElement | null>,
  { error, sent }: { error: ApiError | null; sent: SentVersions },
  showChannel: (channel: Channel) => void,
) {
  const focusPending = useRef(false);
  useEffect(() => {
    if (!error || Object.keys(error.fields).length === 0) return;
    const { fields, channels } = serverErrors(error, sent);
    const first = Object.keys(channels)[0] as Channel | undefined;
    if (first && Object.keys(fields).length === 0) showChannel(first);
    focusPending.current = true;
  }, [error, sent, showChannel]);
  useEffect(() => {
    if (!focusPending.current) return;
    // A tab's content mounts a few frames after the tab switches (its own state, not this
    // component's): look again on each frame for a moment, then give up.
    let frames = 0;
    let frame = 0;
    const attempt = () => {
      if (formRef.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
      else if (++frames < FOCUS_FRAMES) frame = requestAnimationFrame(attempt);
      else focusPending.current = false;
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  });
}
