import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

export const PLUGIN_FILE_NAME = 'gaceta-news.zip';

/** GET /v1/wordpress/plugin.zip: the plugin, to upload in WordPress. */
export function downloadPlugin(): Promise<Blob> {
  return api.get('v1/wordpress/plugin.zip').blob();
}

/** Fetches the zip with the session's token, then hands it to the browser as a download. */
export function useDownloadPlugin() {
  return useMutation({
    mutationFn: downloadPlugin,
    onSuccess: (zip) => saveFile(zip, PLUGIN_FILE_NAME),
  });
}
