import { CircleAlert } from 'lucide-react';
import { RetryButton } from '../list/list-state';
import { Alert } from '../ui/alert';

/**
 * Why a request failed, above the form or list it belongs to; nothing while it has not. With
 * onRetry (a failed load, not a refused save), it offers to try again.
 */
export function ErrorAlert({
  error,
  onRetry,
  className,
}: {
  error: { message: string } | null | undefined;
  onRetry?: () => void;
  className?: string;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden />
      <span className="flex-1">{error.message}</span>
      {onRetry && <RetryButton onRetry={onRetry} />}
    </Alert>
  );
}
