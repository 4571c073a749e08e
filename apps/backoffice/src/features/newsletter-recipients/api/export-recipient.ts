import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/**
 * GET /v1/newsletter/recipients/{id}/export, saved as a JSON file: the call needs the bearer
 * token, so the file comes through the API client and is saved from a blob.
 */
export async function exportRecipient(recipient: Recipient): Promise<void> {
  const response = await api.get(`v1/newsletter/recipients/${recipient.id}/export`);
  saveFile(await response.blob(), `${recipient.email}.json`);
}

export function useExportRecipient() {
  return useMutation({ mutationFn: exportRecipient });
}
