import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keysByField } from '@/lib/issues.test-helper';
import { initialUserFormValues, toCreateInput, toUpdateInput, userFormSchema } from './user-form';

const filled = {
  ...initialUserFormValues(undefined),
  first_name: ' Ana ',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  roles: ['client_reviewer' as const],
};

function problems(values: object) {
  const result = v.safeParse(userFormSchema(), { ...filled, ...values });
  return keysByField(result.issues);
}

describe('user form', () => {
  it('adds a user without a password: they choose theirs through the invitation', () => {
    expect(problems({})).toEqual({});
    expect(toCreateInput(v.parse(userFormSchema(), filled))).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      roles: ['client_reviewer'],
      tolgeo: 'esp',
    });
  });

  it('applies the password policy and the confirmation when a password is typed', () => {
    expect(problems({ password: 'short', password_confirmation: 'short' })).toHaveProperty('password');
    expect(problems({ password: 'Valid#2026', password_confirmation: 'Other#2026' })).toEqual({
      password_confirmation: ['password.mismatch'],
    });
  });

  it('requires a role and limits names to 50 characters', () => {
    expect(problems({ roles: [], first_name: 'a'.repeat(51) })).toEqual({
      first_name: ['field.too_long'],
      roles: ['role.required'],
    });
  });

  it('sends a password on edit only when one was typed', () => {
    const values = v.parse(userFormSchema(), filled);
    expect(values.first_name).toBe('Ana');
    expect(toUpdateInput(values)).not.toHaveProperty('password');
    const withPassword = v.parse(userFormSchema(), {
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
