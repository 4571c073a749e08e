import { useLingui } from '@lingui/react/macro';

/** Covers the page while the session or a screen's first data loads (same look as index.html's). */
export function FullPageLoader() {
  const { t } = useLingui();
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <span className="full-page-loader__ring" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}
