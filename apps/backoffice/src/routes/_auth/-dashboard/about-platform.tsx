import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What Gaceta does, at most 450 px wide (spec section 2). */
export function AboutPlatform() {
  return (
    <Card className="w-full max-w-[450px] self-start border-ink-800 bg-ink-900 text-ink-100">
      <CardHeader>
        <CardTitle className="text-white">
          <Trans>About Gaceta</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed text-ink-200">
        <p>
          <Trans>
            Gaceta prepares legal news for your office and publishes it on your website, your newsletter and
            your social networks.
          </Trans>
        </p>
        <p>
          <Trans>
            The dashboard shows what your roles give you: the news waiting for a step, and how readers follow
            them on each channel. The side menu leads to everything else.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
