import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { translateIssue } from './error-messages';

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

/**
 * Form state validated with a valibot schema: checked on submit, then on every change,
 * so messages appear only once the user has tried to send.
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.output);
  };

  return { values, errors, setValue, setFields, handleSubmit };
}
