import {
  AutocompleteQuery,
  Office,
  OfficeCreateInput,
  OfficeListQuery,
  OfficeName,
  OfficeSettingsInput,
} from '@gaceta/shared/accounts/offices';
import { User, UserCreateInput } from '@gaceta/shared/accounts/users';
import { IdParam, ListOf, ObjectOf, PageOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { preferredLocale } from '../../lib/accept-language';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  addOfficeUser,
  autocompleteOffices,
  createOffice,
  getOffice,
  listOffices,
  listOfficeUsers,
  updateOffice,
} from './offices.service';

const tags = ['offices'] as const;

/** Office management: admins only. */
export const officesRoutes = new Hono<AppEnv>()
  .get(
    '/v1/offices',
    describe({
      access: 'admin',
      summary: 'Offices, searched by name, filtered by area and paginated',
      tags,
      response: { status: 200, schema: PageOf(Office) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', OfficeListQuery),
    async (c) => c.json(await listOffices(c.var.ctx, c.req.valid('query')), 200),
  )
  .get(
    '/v1/offices/autocomplete',
    describe({
      access: 'admin',
      summary: 'Office names containing the query',
      tags,
      response: { status: 200, schema: ListOf(OfficeName) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', AutocompleteQuery),
    async (c) => c.json(await autocompleteOffices(c.var.ctx, c.req.valid('query').query), 200),
  )
  .post(
    '/v1/offices',
    describe({
      access: 'admin',
      summary:
        'Create an office, optionally with its first user (who gets all four roles and is emailed a link to choose their password)',
      tags,
      response: { status: 201, schema: ObjectOf(Office), description: 'Created' },
      errors: ['VALIDATION_FAILED', 'CONFLICT'],
    }),
    validate('json', OfficeCreateInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      return c.json(await createOffice(c.var.ctx, { ...c.req.valid('json'), locale }), 201);
    },
  )
  .get(
    '/v1/offices/:id',
    describe({
      access: 'admin',
      summary: 'One office, with its public key',
      tags,
      response: { status: 200, schema: ObjectOf(Office) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await getOffice(c.var.ctx, c.req.valid('param').id), 200),
  )
  .put(
    '/v1/offices/:id',
    describe({
      access: 'admin',
      summary: "Edit an office's settings",
      tags,
      response: { status: 200, schema: ObjectOf(Office) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('json', OfficeSettingsInput),
    async (c) => c.json(await updateOffice(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .get(
    '/v1/offices/:id/users',
    describe({
      access: 'admin',
      summary: "An office's users, whom an admin may act as",
      tags,
      response: { status: 200, schema: ListOf(User) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await listOfficeUsers(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/offices/:id/users',
    describe({
      access: 'admin',
      summary: 'Add a user to an office and email them a link to choose their password',
      tags,
      response: { status: 201, schema: ObjectOf(User), description: 'Created' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    validate('json', UserCreateInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      const input = { ...c.req.valid('json'), locale };
      return c.json(await addOfficeUser(c.var.ctx, c.req.valid('param').id, input), 201);
    },
  );
