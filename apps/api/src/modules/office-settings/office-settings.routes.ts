import { Office, OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import { ObjectOf } from '@gaceta/shared/common';
import { OfficeDisclaimers, OfficeDisclaimersInput } from '@gaceta/shared/disclaimers';
import { OfficeSubjects, OfficeSubjectsInput } from '@gaceta/shared/subjects';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { uploadedFile } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getOwnDisclaimers, setOwnDisclaimers } from './disclaimers.service';
import {
  getOwnOffice,
  getOwnSubjects,
  setOwnLogo,
  setOwnSubjects,
  updateOwnOffice,
} from './office-settings.service';

const tags = ['office settings'] as const;

/** The caller's own office; the office always comes from the token. */
export const officeSettingsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/office_settings',
    describe({
      access: 'authenticated',
      summary: "The caller's office",
      tags,
      response: { status: 200, schema: ObjectOf(Office) },
      errors: ['FORBIDDEN'],
    }),
    async (c) => c.json(await getOwnOffice(c.var.ctx), 200),
  )
  .put(
    '/v1/office_settings',
    describe({
      access: 'settings.office',
      summary: "Edit the caller's office (permission settings.office)",
      tags,
      response: { status: 200, schema: ObjectOf(Office) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', OfficeSettingsInput),
    async (c) => c.json(await updateOwnOffice(c.var.ctx, c.req.valid('json')), 200),
  )
  .put(
    '/v1/office_settings/logo',
    describe({
      access: 'settings.office',
      summary: "Upload the office's logo (png, jpeg or webp, at most 2 MB)",
      tags,
      upload: 'file',
      response: { status: 200, schema: ObjectOf(Office) },
      errors: ['VALIDATION_FAILED', 'INVALID_IMAGE', 'PAYLOAD_TOO_LARGE'],
    }),
    async (c) => c.json(await setOwnLogo(c.var.ctx, await uploadedFile(c)), 200),
  )
  .get(
    '/v1/office_settings/subjects',
    describe({
      access: 'authenticated',
      summary: 'The subjects the office subscribes to',
      tags,
      response: { status: 200, schema: OfficeSubjects },
      errors: ['FORBIDDEN'],
    }),
    async (c) => c.json(await getOwnSubjects(c.var.ctx), 200),
  )
  .put(
    '/v1/office_settings/subjects',
    describe({
      access: 'settings.subjects',
      summary: 'Choose the subscribed subjects (permission settings.subjects)',
      tags,
      response: { status: 200, schema: OfficeSubjects },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', OfficeSubjectsInput),
    async (c) => c.json(await setOwnSubjects(c.var.ctx, c.req.valid('json')), 200),
  )
  .get(
    '/v1/office_settings/disclaimers',
    describe({
      access: 'authenticated',
      summary: "The office's legal disclaimer per news language",
      tags,
      response: { status: 200, schema: ObjectOf(OfficeDisclaimers) },
      errors: ['FORBIDDEN'],
    }),
    async (c) => c.json(await getOwnDisclaimers(c.var.ctx), 200),
  )
  .put(
    '/v1/office_settings/disclaimers',
    describe({
      access: 'settings.office',
      summary: 'Set the legal disclaimer per news language; empty removes it (permission settings.office)',
      tags,
      response: { status: 200, schema: ObjectOf(OfficeDisclaimers) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', OfficeDisclaimersInput),
    async (c) => c.json(await setOwnDisclaimers(c.var.ctx, c.req.valid('json')), 200),
  );
