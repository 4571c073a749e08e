import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keysByField } from '@/lib/issues.test-helper';
import { initialOfficeFormValues, officeFormSchema, toOfficeInput } from './office-form';

const office = { ...initialOfficeFormValues(undefined), name: 'Despacho Norte' };
const firstUser = {
  user_first_name: 'Ana',
  user_last_name: 'Ruiz',
  user_email: 'ana@norte.example',
};

function problems(withFirstUser: boolean, values: object) {
  const result = v.safeParse(officeFormSchema(withFirstUser), { ...office, ...values });
  return keysByField(result.issues);
}

describe('office form', () => {
  it('starts in Spain with its time zone', () => {
    expect(office).toMatchObject({ tolgeo: 'esp', time_zone: 'Europe/Madrid' });
  });

  it('gives the reason an address is refused', () => {
    expect(problems(false, { website_url: 'www.example.com/', news_url: 'https://example.com' })).toEqual({
      website_url: ['url.scheme'],
      news_url: ['url.trailing_slash'],
    });
  });

  it('ignores the first-user fields unless a first user is added', () => {
    expect(problems(false, {})).toEqual({});
    expect(Object.keys(problems(true, {}))).toEqual(['user_first_name', 'user_last_name', 'user_email']);
    expect(problems(true, firstUser)).toEqual({});
  });

  it('sends the first user only when asked to', () => {
    const values = v.parse(officeFormSchema(true), { ...office, ...firstUser });
    expect(toOfficeInput(values, false)).not.toHaveProperty('first_user');
    expect(toOfficeInput(values, true)).toMatchObject({
      name: 'Despacho Norte',
      website_url: null,
      first_user: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@norte.example' },
    });
  });
});
