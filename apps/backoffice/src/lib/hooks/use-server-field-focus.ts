import { useEffect, useRef } from 'react';
import type { ApiError } from '../api-error';

/**
 * A ref for the input of `field`, focused when a request fails with a message about that field
 * (a taken email), so the user lands where the problem is.
 */
export function useServerFieldFocus<T extends HTMLElement>(
  error: ApiError | null | undefined,
  field: string,
) {
  const ref = useRef<T>(null);
  // Each failed request is a new error object: focus again after every refusal.
  useEffect(() => {
    if (error?.fields[field]) ref.current?.focus();
  }, [error, field]);
  return ref;
}
