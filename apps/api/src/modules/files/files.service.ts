import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { InvalidStorageKeyError, type StoredFile } from '../../lib/storage';

export async function readFile(ctx: ServiceContext, key: string): Promise<StoredFile> {
  try {
    const file = await ctx.storage.get(key);
    if (file) return file;
  } catch (error) {
    if (!(error instanceof InvalidStorageKeyError)) throw error;
  }
  throw new AppError('NOT_FOUND');
}
