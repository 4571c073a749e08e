import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import { translateIssue } from '../error-messages';

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per top-level field, in the interface language. */
function fieldErrors<T>(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = translateIssue(issue);
  }
  return errors as FieldErrors<T>;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * Moves focus to the first field marked invalid, in the order of the page; for a group
 * (a fieldset of checkboxes, or a list marked data-invalid), to its first control.
 * Returns whether one was found.
 */
export function focusFirstInvalid(container: HTMLElement): boolean {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return Boolean(target);
}

/**
 * Form state validated with a valibot schema: checked on submit, then on every change,
 * so messages appear only once the user has tried to send. The submit button stays enabled:
 * a refused submit moves focus to the first invalid field, where its message is read.
 */
export function useForm<TSchema extends v.GenericSchema<Record<string, unknown>>>(
  schema: TSchema,
  initialValues: v.InferInput<TSchema>,
  onValid: (output: v.InferOutput<TSchema>) => void,
) {
  type Values = v.InferInput<TSchema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  // What was last saved (at first, what the form opened with), to tell unsaved changes.
  const [saved, setSaved] = useState<Values>(initialValues);
  const lastSubmitted = useRef<Values>(initialValues);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const validate = (next: Values) => {
    const result = v.safeParse(schema, next);
    setErrors(result.success ? {} : fieldErrors<Values>(result.issues));
    return result;
  };

  /** Several fields at once, for a change that fills in another field. */
  const setFields = (changes: Partial<Values>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) validate(next);
  };

  const setValue = <K extends keyof Values>(name: K, value: Values[K]) => {
    const changes: Partial<Values> = {};
    changes[name] = value;
    setFields(changes);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    lastSubmitted.current = values;
    // Rendered at once, so the fields carry aria-invalid before focus looks for them.
    const result = flushSync(() => validate(values));
    if (result.success) onValid(result.output);
    else focusFirstInvalid(form);
  };

  /** After a successful save: what was submitted no longer counts as an unsaved change. */
  const markSaved = () => setSaved(lastSubmitted.current);

  return { values, errors, dirty, setValue, setFields, handleSubmit, markSaved };
}
