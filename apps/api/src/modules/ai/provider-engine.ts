import { AI_TEXT_ACTIONS, SUGGESTION_ACTIONS } from '@gaceta/shared/ai';
import type { AiEndpoint } from '../../env';
import { chat } from '../../lib/ai-provider';
import { type AiEngine, emptyOutcome } from './engine';
import { suggestionsOf, textPrompt } from './prompts';

/**
 * The configured OpenAI-compatible provider. It answers every text action but SEO, whose lengths
 * the offline engine guarantees.
 */
export function providerEngine(endpoint: AiEndpoint, timeoutMs: number): AiEngine {
  return {
    name: 'provider',
    actions: AI_TEXT_ACTIONS.filter((action) => action !== 'seo'),
    async run(request, options) {
      const suggestions = SUGGESTION_ACTIONS.includes(request.action);
      // A list is only useful whole: it is not streamed.
      const answer = await chat(endpoint, textPrompt(request), {
        signal: options.signal,
        timeoutMs,
        onDelta: suggestions ? undefined : options.onDelta,
      });
      if (suggestions)
        return { ...emptyOutcome, suggestions: suggestionsOf(answer.text), usage: answer.usage };
      return { ...emptyOutcome, result: answer.text.trim(), usage: answer.usage };
    },
  };
}
