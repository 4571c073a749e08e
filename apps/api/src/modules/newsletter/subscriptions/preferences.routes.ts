import { PreferencesInput } from '@gaceta/shared/newsletter/campaigns';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServiceContext } from '../../../context';
import { preferencesPage } from '../../../emails/newsletter-pages';
import { AppError } from '../../../lib/app-error';
import { access } from '../../../middleware/access';
import { preferencesOf, savePreferences } from './preferences.service';
import { htmlAnswer, linkTo, orInvalidLink } from './unsubscribe.routes';

async function answer(ctx: ServiceContext, token: string, saved: boolean): Promise<Response> {
  const preferences = await preferencesOf(ctx, token);
  return htmlAnswer(
    preferencesPage({
      ...preferences,
      saved,
      action: linkTo('/newsletter/preferences', token),
      unsubscribeAction: linkTo('/newsletter/unsubscribe', token),
      resubscribeAction: preferences.resubscribable
        ? linkTo('/public/v1/newsletter/resubscribe', token)
        : null,
    }),
  );
}

/** The preferences page of a message's signed link: the subjects followed, or unsubscribing. */
export const preferencesRoutes = new Hono<AppEnv>()
  .get('/newsletter/preferences', access('public'), (c) =>
    orInvalidLink(() => answer(c.var.ctx, c.req.query('token') ?? '', false)),
  )
  .post('/newsletter/preferences', access('public'), (c) =>
    orInvalidLink(async () => {
      const token = c.req.query('token') ?? '';
      const refused = new AppError('VALIDATION_FAILED', { subject_ids: [] });
      // A body that is no form (a broken multipart one) is refused as a bad choice is.
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw refused;
      });
      const chosen = form.subject_ids;
      const parsed = v.safeParse(PreferencesInput, {
        subject_ids: Array.isArray(chosen) ? chosen : chosen === undefined ? [] : [chosen],
      });
      if (!parsed.success) throw refused;
      await savePreferences(c.var.ctx, token, parsed.output.subject_ids);
      return answer(c.var.ctx, token, true);
    }),
  );
