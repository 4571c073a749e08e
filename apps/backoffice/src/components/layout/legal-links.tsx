import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

/** Footer links to the legal and help pages, shown on every public screen. */
export function LegalLinks({ className }: { className?: string }) {
  const linkClass = 'hover:text-ink-900 hover:underline underline-offset-4';
  return (
    <nav className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground', className)}>
      <Link to="/privacy" className={linkClass}>
        <Trans>Privacy</Trans>
      </Link>
      <Link to="/legal-notice" className={linkClass}>
        <Trans>Legal notice</Trans>
      </Link>
      <Link to="/terms" className={linkClass}>
        <Trans>Terms of use</Trans>
      </Link>
      <Link to="/cookies" className={linkClass}>
        <Trans>Cookie policy</Trans>
      </Link>
      <Link to="/support" className={linkClass}>
        <Trans>Support</Trans>
      </Link>
      <Link to="/manual" className={linkClass}>
        <Trans>User manual</Trans>
      </Link>
    </nav>
  );
}
