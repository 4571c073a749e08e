import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResetPasswordInput } from './auth';
import { passwordProblems } from './password';

describe('password policy', () => {
  it('accepts 8 to 64 characters with lowercase, uppercase, digit and special character', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems('Abcdefghijk12!x')).toEqual([]);
    // A password manager's or a passphrase's length, past the spec's 15.
    expect(passwordProblems(`Ab1!${'x'.repeat(60)}`)).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordProblems('Ab1!')).toEqual(['length']);
    expect(passwordProblems(`Ab1!${'x'.repeat(61)}`)).toEqual(['length']);
    expect(passwordProblems('ABCDEFG1!')).toEqual(['lowercase']);
    expect(passwordProblems('abcdefg1!')).toEqual(['uppercase']);
    expect(passwordProblems('Abcdefgh!')).toEqual(['digit']);
    expect(passwordProblems('Abcdefgh1')).toEqual(['special']);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = v.safeParse(ResetPasswordInput, {
      token: 't',
      password: 'Abcdef1!',
      password_confirmation: 'Abcdef1?',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['password_confirmation', 'password.mismatch'],
    ]);
  });
});
