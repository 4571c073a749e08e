import type { Office, OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import type { One } from '@gaceta/shared/common';
import type { OfficeSubjects, OfficeSubjectsInput } from '@gaceta/shared/subjects';
import { eq } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { officeIdOf, requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { deleteImage, storeImage } from '../files/stored-images';
import { findOffice, saveOfficeSettings, toOffice } from '../offices/offices.service';
import { replaceOfficeSubjects, subscribedSubjectIds } from '../subjects/subjects.service';

/** The caller's own office: any office user reads it, settings.office changes it. */

export async function getOwnOffice(ctx: ServiceContext): Promise<One<Office>> {
  return { object: toOffice(await findOffice(ctx.db, officeIdOf(ctx)), ctx.storage) };
}

export async function updateOwnOffice(ctx: ServiceContext, input: OfficeSettingsInput): Promise<One<Office>> {
  return saveOfficeSettings(ctx, requirePermission(ctx, 'settings.office'), input);
}

export async function setOwnLogo(ctx: ServiceContext, bytes: Uint8Array): Promise<One<Office>> {
  const officeId = requirePermission(ctx, 'settings.office');
  const before = await findOffice(ctx.db, officeId);
  const folder = await storeImage(ctx, 'logo', officeId, bytes);
  const row = await withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .update(offices)
      .set({ logoKey: folder })
      .where(eq(offices.id, officeId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(ctx, { action: 'office.logo', targetId: officeId, officeId });
    return row;
  });
  await deleteImage(ctx, 'logo', before.logoKey);
  return { object: toOffice(row, ctx.storage) };
}

export async function getOwnSubjects(ctx: ServiceContext): Promise<OfficeSubjects> {
  return { subject_ids: await subscribedSubjectIds(ctx.db, officeIdOf(ctx)) };
}

export async function setOwnSubjects(
  ctx: ServiceContext,
  input: OfficeSubjectsInput,
): Promise<OfficeSubjects> {
  const officeId = requirePermission(ctx, 'settings.subjects');
  await withTransaction(ctx, async (ctx) => {
    await replaceOfficeSubjects(ctx.db, officeId, input.subject_ids);
    await recordAudit(ctx, {
      action: 'office.subjects',
      targetId: officeId,
      officeId,
      data: { subject_ids: input.subject_ids },
    });
  });
  return { subject_ids: await subscribedSubjectIds(ctx.db, officeId) };
}
