import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, Password } from './accounts/password';
import { UserCreateInput } from './accounts/users';
import { IdParam, requiredText } from './common';
import { issueMessage, issuePath } from './issues';
import { PageQuery } from './pagination';

const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => ({
    path: issuePath(issue),
    ...issueMessage(issue),
  }));

describe('issueMessage', () => {
  it('keeps the key a schema names, with its English text', () => {
    expect(messagesOf(IdParam, { id: 'nope' })).toEqual([
      { path: 'id', key: 'id.invalid', message: 'Invalid id' },
    ]);
  });

  it('gives a too long text its maximum as a parameter', () => {
    expect(messagesOf(requiredText(5), 'abcdefg')).toEqual([
      { path: undefined, key: 'field.too_long', message: 'At most 5 characters', params: { max: 5 } },
    ]);
  });

  it('says a missing field is required, without its English name', () => {
    expect(messagesOf(v.object({ tolgeo: v.string() }), {})).toEqual([
      { path: 'tolgeo', key: 'field.required', message: 'This field is required' },
    ]);
  });

  it('words the password policy with its limits', () => {
    const [issue] = messagesOf(Password, 'short');
    expect(issue).toMatchObject({ key: 'password.policy', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
    expect(issue?.message).toContain(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  });

  it('names an unknown role by key', () => {
    const input = {
      first_name: 'Ana',
      last_name: 'López',
      email: 'ana@example.com',
      roles: ['boss'],
    };
    expect(messagesOf(UserCreateInput, input)).toMatchObject([{ path: 'roles.0', key: 'role.unknown' }]);
  });

  it('bounds the page so the SQL offset stays safe', () => {
    expect(messagesOf(PageQuery, { page: '1e20' })).toMatchObject([
      { path: 'page', key: 'field.too_large', params: { max: 1_000_000 } },
    ]);
    expect(v.parse(PageQuery, { page: '1000000', per: '100' })).toEqual({ page: 1_000_000, per: 100 });
  });
});
