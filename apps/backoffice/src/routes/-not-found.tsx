import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';

export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <h1 className="font-serif text-3xl font-semibold text-ink-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>The address you followed does not match any page of Gaceta.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans>Go to the start page</Trans>
        </Link>
      </Button>
    </main>
  );
}
