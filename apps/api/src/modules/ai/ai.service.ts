import {
  AI_LIMITS,
  type AiCapabilities,
  type AiTextAction,
  type AiTextInput,
  type AiTextResult,
  OFFLINE_TEXT_ACTIONS,
} from '@gaceta/shared/ai';
import { CHANNELS } from '@gaceta/shared/news/workflow';
import type { ServiceContext } from '../../context';
import { ProviderError } from '../../lib/ai-provider';
import { AppError } from '../../lib/app-error';
import { requirePermission } from '../access/guards';
import { countAiCall, recordAiUsage } from './ai-usage.service';
import type { AiEngine, TextRunOptions } from './engine';
import { offlineEngine } from './offline-engine';
import { providerEngine } from './provider-engine';

/** The engine for an action: the provider when configured and able, else the offline engine. */
function engineFor(ctx: ServiceContext, action: AiTextAction): AiEngine {
  const { text, timeoutMs } = ctx.config.ai;
  const provider = text ? providerEngine(text, timeoutMs) : undefined;
  if (provider?.actions.includes(action)) return provider;
  if (offlineEngine.actions.includes(action)) return offlineEngine;
  throw new AppError('AI_NOT_CONFIGURED', { action });
}

/** GET /v1/ai/capabilities: what the editor may offer. */
export function getCapabilities(ctx: ServiceContext): AiCapabilities {
  requirePermission(ctx, 'ai.use');
  return configuredCapabilities(ctx);
}

/**
 * What this installation's configuration gives every office: the offline engine's actions, and
 * with a provider (AI_BASE_URL, AI_IMAGE_BASE_URL, STOCK_IMAGES_API_KEY) the rest. The admin
 * dashboard names what is missing from it.
 */
export function configuredCapabilities(ctx: ServiceContext): AiCapabilities {
  const { text, image, timeoutMs } = ctx.config.ai;
  const actions = new Set([
    ...OFFLINE_TEXT_ACTIONS,
    ...(text ? providerEngine(text, timeoutMs).actions : []),
  ]);
  return {
    engine: text ? 'provider' : 'offline',
    text_actions: [...actions],
    news_from_source: true,
    cover_image: true,
    image_from_prompt: image !== undefined,
    stock_images: ctx.config.ai.stockImages ? 'pexels' : 'office',
    channels: [...CHANNELS],
    max_text_chars: AI_LIMITS.text,
  };
}

/** A provider failure in our codes; the client going away needs no answer. */
export function providerFailure(
  error: unknown,
  code: 'AI_PROVIDER_ERROR' | 'AI_IMAGE_ERROR' | 'STOCK_IMAGES_ERROR',
): unknown {
  if (!(error instanceof ProviderError)) return error;
  return new AppError(code, {
    reason: error.failure,
    ...(error.upstreamStatus !== undefined && { upstream_status: error.upstreamStatus }),
  });
}

/**
 * POST /v1/ai/text, in two steps so that a refusal (role, rate limit, no provider for the action)
 * is an ordinary error response before any stream starts: this checks and counts the call, and
 * returns the run, which the route awaits or streams.
 */
export async function startTextAction(
  ctx: ServiceContext,
  input: AiTextInput,
): Promise<(options: TextRunOptions) => Promise<AiTextResult>> {
  const officeId = requirePermission(ctx, 'ai.use');
  const engine = engineFor(ctx, input.action);
  await countAiCall(ctx, officeId);
  return async (options) => {
    let usage = null;
    try {
      const outcome = await engine.run(
        { action: input.action, text: input.text, language: input.language, context: input.context },
        options,
      );
      usage = outcome.usage;
      return {
        engine: engine.name,
        result: outcome.result,
        suggestions: outcome.suggestions,
        corrections: outcome.corrections,
        seo: outcome.seo,
      };
    } catch (error) {
      if (error instanceof ProviderError) {
        ctx.logger.warn({ err: error, action: input.action }, 'the AI provider failed');
      }
      throw providerFailure(error, 'AI_PROVIDER_ERROR');
    } finally {
      // A failed or cancelled call may still have cost the provider something: it counts as a call.
      await recordAiUsage(ctx, officeId, { action: input.action, engine: engine.name, usage });
    }
  };
}
