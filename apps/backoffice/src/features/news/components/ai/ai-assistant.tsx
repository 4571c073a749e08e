import { AI_TEXT_ACTIONS, type AiTextAction, type AiTextResult } from '@gaceta/shared/ai';
import { type NEWS_LANGUAGES, wordCount } from '@gaceta/shared/news';

type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/error-messages';
import { useAiCapabilities } from '../../api/ai-capabilities';
import { runTextAction } from '../../api/ai-text';
import { failure } from '../../lib/ai-failure';
import { AI_ACTION_LABELS, actionList } from '../../lib/ai-labels';
import { AiLoader } from './ai-loader';

/** The selected text of an editor, and what can be done to that range later. */
export type AiSelection = {
  text: string;
  /** Puts `text` in place of the selection; false when the original changed meanwhile. */
  replace: (text: string) => boolean;
  /** Selects the original again and focuses the editor, to edit it by hand. */
  reselect: () => void;
};

/** How an editor lends its selection to the assistant. */
export type AiTarget = { capture: () => AiSelection; focus: () => void };

/** The actions on a selection, in the spec's order (SEO and summary work on the whole article). */
export const SELECTION_ACTIONS = [
  'improve',
  'simplify',
  'correct',
  'suggest',
  'synonyms',
  'shorten',
  'lengthen',
  'section_title',
  'success_case',
] as const satisfies readonly AiTextAction[];
type SelectionAction = (typeof SELECTION_ACTIONS)[number];

type Run =
  | { state: 'idle' }
  | { state: 'running'; action: SelectionAction; selection: AiSelection; streamed: string }
  | { state: 'done'; action: SelectionAction; selection: AiSelection; result: AiTextResult }
  | { state: 'failed'; message: string };

/** The message for a selection the action cannot take, checked before calling (the API checks too). */
function selectionProblem(action: SelectionAction, text: string): string | null {
  if (!text.trim()) return translateMessage('ai.no_text');
  if (!/[\p{L}\p{N}]/u.test(text)) return translateMessage('ai.select_words');
  if (action === 'synonyms' && wordCount(text) !== 1) return translateMessage('ai.select_one_word');
  return null;
}

/**
 * The AI tools for a channel version's selected text: the actions the configuration offers (the
 * rest disabled, saying why), the suggestion beside the original with validate, regenerate, modify
 * the original and reject, the text streaming in as the provider writes it, and a cancel button.
 */
export function AiAssistant({
  target,
  language,
  context,
}: {
  target: AiTarget;
  language: NewsLanguage;
  /** The news title, to guide the provider. */
  context: string;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const unavailableId = useId();
  const capabilities = useAiCapabilities();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [edited, setEdited] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const suggestionRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // A finished suggestion takes the focus, so the keyboard goes on to it and its buttons.
  useEffect(() => {
    if (run.state === 'done') suggestionRef.current?.focus();
  }, [run.state]);

  const available = new Set(capabilities.data?.text_actions ?? []);
  const unavailable = AI_TEXT_ACTIONS.filter((action) => !available.has(action));
  const anyUnavailable = capabilities.isSuccess && unavailable.length > 0;
  const working = actionList(i18n, [...available]);
  const needProvider = actionList(i18n, unavailable);

  const start = async (action: SelectionAction, selection: AiSelection) => {
    const problem = selectionProblem(action, selection.text);
    if (problem) return setRun({ state: 'failed', message: problem });
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setEdited(null);
    setRun({ state: 'running', action, selection, streamed: '' });
    try {
      const result = await runTextAction(
        { action, text: selection.text, language, context: context.trim() || null },
        {
          signal: abort.signal,
          onDelta: (text) =>
            setRun((now) => (now.state === 'running' ? { ...now, streamed: now.streamed + text } : now)),
        },
      );
      if (!abort.signal.aborted) setRun({ state: 'done', action, selection, result });
    } catch (error) {
      if (abort.signal.aborted) return;
      setRun({ state: 'failed', message: failure(error) });
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setRun({ state: 'idle' });
    target.focus();
  };

  const close = () => {
    setRun({ state: 'idle' });
    target.focus();
  };

  const validate = (text: string) => {
    if (run.state !== 'done') return;
    if (!run.selection.replace(text)) {
      setRun({ state: 'failed', message: t`The original text changed. Select it again and retry.` });
      return;
    }
    setRun({ state: 'idle' });
  };

  const modifyOriginal = () => {
    if (run.state !== 'done') return;
    setRun({ state: 'idle' });
    run.selection.reselect();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-dashed p-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        <Sparkles className="size-4" aria-hidden />
        <Trans>AI assistant</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Select text in the version above, then choose an action.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        {SELECTION_ACTIONS.map((action) => {
          const disabled = !available.has(action);
          return (
            <Button
              key={action}
              type="button"
              size="sm"
              variant="outline"
              // Focusable while unavailable, so the reason is read with it.
              aria-disabled={disabled || run.state === 'running'}
              aria-describedby={disabled && anyUnavailable ? unavailableId : undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (disabled || run.state === 'running') return;
                void start(action, target.capture());
              }}
            >
              {i18n._(AI_ACTION_LABELS[action])}
            </Button>
          );
        })}
      </div>
      {anyUnavailable && (
        <div id={unavailableId} className="grid gap-1 text-sm text-muted-foreground">
          <p>
            <Trans>Working with Gaceta's own engine: {working}.</Trans>
          </p>
          <p>
            <Trans>Need an AI provider, which the operator configures: {needProvider}.</Trans>
          </p>
        </div>
      )}
      {capabilities.isError && (
        <p role="alert" className="text-sm text-destructive">
          {failure(capabilities.error)}
        </p>
      )}

      {/* Announced as it changes: the streamed text, the result and errors. */}
      <div aria-live="polite" aria-busy={run.state === 'running'} className="grid gap-3">
        {run.state === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {run.message}
          </p>
        )}
        {(run.state === 'running' || run.state === 'done') && (
          <div className="grid gap-3 md:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <h4 className="text-sm font-medium">
                <Trans>Original</Trans>
              </h4>
              <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{run.selection.text}</p>
            </div>
            <div ref={suggestionRef} tabIndex={-1} className="grid content-start gap-1.5 outline-none">
              <h4 className="text-sm font-medium">
                <Trans>Suggestion: {i18n._(AI_ACTION_LABELS[run.action])}</Trans>
              </h4>
              {run.state === 'running' ? (
                run.streamed ? (
                  <p className="whitespace-pre-wrap rounded-md border p-3 text-sm">{run.streamed}</p>
                ) : (
                  <AiLoader />
                )
              ) : (
                <Suggestion
                  result={run.result}
                  action={run.action}
                  edited={edited}
                  onEdit={setEdited}
                  onPick={validate}
                />
              )}
            </div>
          </div>
        )}
      </div>
      {run.state === 'running' && (
        <div className="flex justify-end">
          <Button type="button" variant="outline" size="sm" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
      {run.state === 'done' && (
        <div className="flex flex-wrap justify-end gap-2">
          {run.result.result !== null && (
            <Button type="button" size="sm" onClick={() => validate(edited ?? run.result.result ?? '')}>
              <Trans>Validate</Trans>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void start(run.action, run.selection)}
          >
            <Trans>Regenerate</Trans>
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={modifyOriginal}>
            <Trans>Modify original text</Trans>
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={close}>
            <Trans>Reject</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

/** One text to validate, or a list: synonyms to pick from, improvements to read. */
function Suggestion({
  result,
  action,
  edited,
  onEdit,
  onPick,
}: {
  result: AiTextResult;
  action: SelectionAction;
  edited: string | null;
  onEdit: (text: string) => void;
  onPick: (text: string) => void;
}) {
  const { t } = useLingui();
  if (action === 'synonyms' || action === 'suggest') {
    if (result.suggestions.length === 0) {
      return (
        <p className="text-sm">
          {action === 'synonyms' ? translateMessage('ai.no_synonyms') : t`No suggestions`}
        </p>
      );
    }
    return (
      <ul className="grid gap-1.5 text-sm">
        {result.suggestions.map((suggestion) => (
          <li key={suggestion} className="flex items-start justify-between gap-2 rounded-md border p-2">
            <span>{suggestion}</span>
            {action === 'synonyms' && (
              <Button type="button" size="sm" variant="outline" onClick={() => onPick(suggestion)}>
                <Trans>Use {suggestion}</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-2">
      <textarea
        aria-label={t`Suggested text`}
        className="min-h-24 rounded-md border border-input bg-card p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        value={edited ?? result.result ?? ''}
        onChange={(event) => onEdit(event.target.value)}
      />
      {result.corrections.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={t`Corrections`}>
          {result.corrections.map((correction) => (
            <li key={correction.word}>
              <s>{correction.word}</s> → {correction.suggestions[0] ?? '—'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
