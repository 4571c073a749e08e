import { CircleAlert } from 'lucide-react';
import { Alert } from './ui/alert';

/** Why a request failed, above the form or list it belongs to; nothing while it has not. */
export function ErrorAlert({
  error,
  className,
}: {
  error: { message: string } | null | undefined;
  className?: string;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden />
      <span>{error.message}</span>
    </Alert>
  );
}
