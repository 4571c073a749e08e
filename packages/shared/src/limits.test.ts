import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OFFICE_LIMITS, OfficeSettingsInput } from './accounts/offices';
import {
  INFORMATION_REQUEST_LIMITS,
  InformationRequestInput,
  SIGNUP_LIMITS,
  SignupRequestInput,
} from './accounts/signup';
import { CAMPAIGN_TEXT_LIMITS, CampaignTextsInput, UpdateCampaignInput } from './newsletter/campaigns';
import { RECIPIENT_LIMITS, RecipientCreateInput } from './newsletter/recipients';
import { SUBJECT_LIMITS, SubjectCreateQuery } from './subjects';
import { THEME_LIMITS, ThemeCustomizationInput } from './website';

/** Every issue a value raises, nested ones (of unions) included. */
function issueTypes(schema: v.GenericSchema, value: string): string[] {
  const result = v.safeParse(schema, value);
  const types: string[] = [];
  const collect = (issues: readonly v.BaseIssue<unknown>[] | undefined) => {
    for (const issue of issues ?? []) {
      types.push(issue.type);
      collect(issue.issues);
    }
  };
  collect(result.issues);
  return types;
}

// The forms give their inputs these limits as maxLength: each must be the one the schema enforces.
describe.each([
  ['SIGNUP_LIMITS', SIGNUP_LIMITS, SignupRequestInput.entries],
  ['INFORMATION_REQUEST_LIMITS', INFORMATION_REQUEST_LIMITS, InformationRequestInput.entries],
  ['OFFICE_LIMITS', OFFICE_LIMITS, OfficeSettingsInput.entries],
  ['THEME_LIMITS', THEME_LIMITS, ThemeCustomizationInput.entries],
  ['RECIPIENT_LIMITS', RECIPIENT_LIMITS, RecipientCreateInput.entries],
  ['CAMPAIGN_TEXT_LIMITS', CAMPAIGN_TEXT_LIMITS, CampaignTextsInput.entries],
  ['CAMPAIGN_TEXT_LIMITS (PATCH)', CAMPAIGN_TEXT_LIMITS, UpdateCampaignInput.entries],
])('%s', (_, limits, entries) => {
  it.each(Object.entries(limits))('%s is the longest value the schema takes (%i)', (field, limit) => {
    const schema = (entries as Record<string, v.GenericSchema>)[field];
    expect(schema).toBeDefined();
    if (!schema) return;
    expect(issueTypes(schema, 'a'.repeat(limit))).not.toContain('max_length');
    expect(issueTypes(schema, 'a'.repeat(limit + 1))).toContain('max_length');
  });
});

describe('SUBJECT_LIMITS', () => {
  it('bounds the names and the code as the create schema does', () => {
    const { name_es, code } = SubjectCreateQuery.entries;
    expect(v.is(name_es, 'a'.repeat(SUBJECT_LIMITS.name))).toBe(true);
    expect(v.is(name_es, 'a'.repeat(SUBJECT_LIMITS.name + 1))).toBe(false);
    expect(v.is(code, 'a'.repeat(SUBJECT_LIMITS.code))).toBe(true);
    expect(v.is(code, 'a'.repeat(SUBJECT_LIMITS.code + 1))).toBe(false);
  });
});
