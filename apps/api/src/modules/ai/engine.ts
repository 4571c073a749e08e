import type { AiCorrection, AiEngineName, AiSeo, AiTextAction } from '@gaceta/shared/ai';
import type { TokenUsage } from '../../lib/ai-provider';
import type { Language } from './text-analysis';

/**
 * One interface for the two engines (decision 019): the offline engine, always there, and the
 * OpenAI-compatible provider when configured. The service picks the engine for each action.
 */

export interface TextRequest {
  action: AiTextAction;
  text: string;
  language: Language;
  /** The surrounding paragraph or the news title. */
  context: string | null;
}

export interface TextOutcome {
  result: string | null;
  suggestions: string[];
  corrections: AiCorrection[];
  seo: AiSeo | null;
  /** Tokens the provider reported; null for the offline engine or a provider that said nothing. */
  usage: TokenUsage | null;
}

export interface TextRunOptions {
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  /** When the client asked for a stream: each piece of text as it is generated. */
  onDelta?: (text: string) => void;
}

export interface AiEngine {
  readonly name: AiEngineName;
  readonly actions: readonly AiTextAction[];
  run(request: TextRequest, options: TextRunOptions): Promise<TextOutcome>;
}

export const emptyOutcome: TextOutcome = {
  result: null,
  suggestions: [],
  corrections: [],
  seo: null,
  usage: null,
};
