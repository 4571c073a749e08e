import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { foreignImageHosts } from '../../lib/foreign-images';

/** Under the newsletter's text: its images from other sites reach every recipient's inbox from there. */
export function ForeignImagesNote({ html }: { html: string }) {
  // Only a text with images asks for the public URL.
  if (!/<img\b/i.test(html)) return null;
  return <ForeignImagesNotice html={html} />;
}

function ForeignImagesNotice({ html }: { html: string }) {
  const publicUrl = usePublicConfig().data?.public_url;
  const hosts = useMemo(() => (publicUrl ? foreignImageHosts(html, publicUrl) : []), [html, publicUrl]);
  if (hosts.length === 0) return null;
  const sites = hosts.join(', ');
  return (
    <p role="note" className="rounded-md border border-brass-200 bg-brass-50 p-3 text-sm text-brass-700">
      <Trans>
        This text has images from other sites ({sites}): recipients' email programs will load them from there,
        and those sites can see who opened the newsletter.
      </Trans>
    </p>
  );
}
