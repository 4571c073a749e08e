import { CircleAlert } from 'lucide-react';
import { RetryButton } from '../list/list-state';
import { Alert } from '../ui/alert';

/**
 * Why a request failed, above the form or list it belongs to; nothing while it has not. With
 * onRetry (a failed load, not a refused save), it offers to try again. A form that shows the
 * error's field messages beside its fields names them in `fieldsShown`: the alert then says only
 * what no field says, so each message appears once.
 */
export function ErrorAlert({
  error,
  onRetry,
  fieldsShown = [],
  className,
}: {
  error: { message: string; fields?: Readonly<Record<string, string>> } | null | undefined;
  onRetry?: () => void;
  fieldsShown?: readonly string[];
  className?: string;
}) {
  if (!error) return null;
  const fields = Object.entries(error.fields ?? {});
  const message =
    fields.length === 0
      ? error.message
      : fields
          .filter(([field]) => !fieldsShown.includes(field))
          .map(([, fieldMessage]) => fieldMessage)
          .join(', ');
  if (!message) return null;
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden />
      <span className="flex-1">{message}</span>
      {onRetry && <RetryButton onRetry={onRetry} />}
    </Alert>
  );
}
