import { api } from './api-client';

/** One of the API's file exports (a CSV): where it is asked for, and the file name when the API gives none. */
export interface CsvRequest {
  path: string;
  searchParams?: Record<string, string>;
  fallback: string;
}

/** The file name the API gives in Content-Disposition, or a fallback. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Hands a file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * GET one export and hand it to the browser as a download. The call needs the bearer token, so a
 * plain link cannot fetch it: the file comes through the API client and is saved from a blob.
 */
export async function downloadCsv({ path, searchParams = {}, fallback }: CsvRequest): Promise<void> {
  const response = await api.get(path, { searchParams });
  saveFile(await response.blob(), filenameOf(response, fallback));
}
