import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  /** A hint under the label, read with the control. */
  description?: ReactNode;
  className?: string;
  /** Receives the ids that tie the control to its label (whose id is `${id}-label`) and its error message. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}

export function Field({ label, error, description, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
