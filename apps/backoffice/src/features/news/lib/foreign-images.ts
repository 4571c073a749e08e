/**
 * The hosts, other than this Gaceta's, that a rich text's images come from. Stored images are served
 * from the public URL (`/files/{key}`, on disk or S3), so an image on any other host is fetched from
 * there by whoever reads the text: in a newsletter, by each recipient's mail program, which tells that
 * site who opened it and when (a pasted tracking pixel does just that).
 */
export function foreignImageHosts(html: string, publicUrl: string): string[] {
  const own = new URL(publicUrl).host;
  // A parsed, unattached document fetches none of its images.
  const document = new DOMParser().parseFromString(html, 'text/html');
  const hosts = new Set<string>();
  for (const image of document.querySelectorAll('img[src]')) {
    const url = parsed(image.getAttribute('src') ?? '', publicUrl);
    if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== own)
      hosts.add(url.host);
  }
  return [...hosts];
}

/** `URL.parse`, which browsers before 2024 lack. */
function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}
