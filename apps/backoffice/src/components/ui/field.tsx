import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  className?: string;
  /** Receives the ids that tie the control to its label (whose id is `${id}-label`) and its error message. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}

export function Field({ label, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
