import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keysByField } from '@/lib/issues.test-helper';
import { initialUserFormValues, toUpdateInput, userFormSchema } from './user-form';

const filled = {
  ...initialUserFormValues(undefined),
  first_name: ' Ana ',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  roles: ['client_reviewer' as const],
};

function problems(mode: 'create' | 'edit', values: object) {
  const result = v.safeParse(userFormSchema(mode), { ...filled, ...values });
  return keysByField(result.issues);
}

describe('user form', () => {
  it('requires a password to add a user, not to edit one', () => {
    expect(problems('create', {})).toEqual({ password: ['password.required'] });
    expect(problems('edit', {})).toEqual({});
  });

  it('applies the password policy and the confirmation when a password is typed', () => {
    expect(problems('edit', { password: 'short', password_confirmation: 'short' })).toHaveProperty(
      'password',
    );
    expect(problems('create', { password: 'Valid#2026', password_confirmation: 'Other#2026' })).toEqual({
      password_confirmation: ['password.mismatch'],
    });
  });

  it('requires a role and limits names to 50 characters', () => {
    expect(problems('edit', { roles: [], first_name: 'a'.repeat(51) })).toEqual({
      first_name: ['field.too_long'],
      roles: ['role.required'],
    });
  });

  it('sends a password on edit only when one was typed', () => {
    const values = v.parse(userFormSchema('edit'), filled);
    expect(values.first_name).toBe('Ana');
    expect(toUpdateInput(values)).not.toHaveProperty('password');
    const withPassword = v.parse(userFormSchema('edit'), {
      ...filled,
      password: 'Valid#2026',
      password_confirmation: 'Valid#2026',
    });
    expect(toUpdateInput(withPassword)).toMatchObject({
      password: 'Valid#2026',
      password_confirmation: 'Valid#2026',
    });
  });
});
