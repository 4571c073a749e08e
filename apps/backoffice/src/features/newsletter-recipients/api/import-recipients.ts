import { RecipientImportResult } from '@gaceta/shared/newsletter/recipients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** The columns the mapping step chose, by their headers. */
export interface ImportMapping {
  email_column: string;
  name_column: string;
  /** Its cells follow the name's ("Nombre" and "Apellidos"); empty: none. */
  surname_column: string;
  /** Empty: no language column (every recipient gets the office's language). */
  language_column: string;
}

/** POST /v1/newsletter/recipients/import: the file as multipart field `file`, and the mapping if any. */
export function importRecipients({
  file,
  mapping,
}: {
  file: File;
  mapping?: ImportMapping | undefined;
}): Promise<RecipientImportResult> {
  const body = new FormData();
  body.set('file', file);
  if (mapping) {
    body.set('email_column', mapping.email_column);
    if (mapping.name_column) body.set('name_column', mapping.name_column);
    if (mapping.surname_column) body.set('surname_column', mapping.surname_column);
    body.set('language_column', mapping.language_column);
  }
  return api.post('v1/newsletter/recipients/import', { body }).json(RecipientImportResult);
}

export function useImportRecipients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecipients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
