import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { User, UserCreateInput, UserListQuery, UserUpdateInput } from '@gaceta/shared/accounts/users';
import { IdParam, ObjectOf, PageOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { preferredLocale } from '../../lib/accept-language';
import { messageResponse } from '../../lib/i18n';
import { uploadedFile } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  resendInvitation,
  setAvatar,
  updateUser,
} from './users.service';

const tags = ['users'] as const;

/** The users of the caller's office (permission users.manage). */
export const usersRoutes = new Hono<AppEnv>()
  .get(
    '/v1/users',
    describe({
      access: 'users.manage',
      summary: "The office's users, searched and paginated",
      tags,
      response: { status: 200, schema: PageOf(User) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', UserListQuery),
    async (c) => c.json(await listUsers(c.var.ctx, c.req.valid('query')), 200),
  )
  .get(
    '/v1/users/:id',
    describe({
      access: 'users.manage',
      summary: 'One user of the office',
      tags,
      response: { status: 200, schema: ObjectOf(User) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await getUser(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/users',
    describe({
      access: 'users.manage',
      summary:
        'Add a user to the office and email them a link to choose their password (single use, seven days), in the language of the request',
      tags,
      response: { status: 201, schema: ObjectOf(User), description: 'Created' },
      errors: ['VALIDATION_FAILED', 'CONFLICT'],
    }),
    validate('json', UserCreateInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      return c.json(await createUser(c.var.ctx, { ...c.req.valid('json'), locale }), 201);
    },
  )
  .post(
    '/v1/users/:id/invitation',
    describe({
      access: 'users.manage',
      summary:
        'Email a new link to choose a password to a user who has not chosen one yet; 409 once they have',
      tags,
      response: { status: 202, schema: MessageResponse, description: 'Queued' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) => {
      const header = c.req.header('accept-language');
      const done = await resendInvitation(c.var.ctx, c.req.valid('param').id, preferredLocale(header));
      return c.json(messageResponse(header, done), 202);
    },
  )
  .put(
    '/v1/users/:id',
    describe({
      access: 'users.manage',
      summary: 'Edit, (de)activate or change the roles or password of a user',
      tags,
      response: { status: 200, schema: ObjectOf(User) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'LAST_ACTIVE_USER'],
    }),
    validate('param', IdParam),
    validate('json', UserUpdateInput),
    async (c) => c.json(await updateUser(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .put(
    '/v1/users/:id/avatar',
    describe({
      access: 'users.manage',
      summary: 'Upload the profile picture (png or jpeg, at most 2 MB)',
      tags,
      upload: 'file',
      response: { status: 200, schema: ObjectOf(User) },
      errors: ['VALIDATION_FAILED', 'INVALID_IMAGE', 'PAYLOAD_TOO_LARGE', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await setAvatar(c.var.ctx, c.req.valid('param').id, await uploadedFile(c)), 200),
  )
  .delete(
    '/v1/users/:id',
    describe({
      access: 'users.manage',
      summary: 'Delete a user',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'LAST_ACTIVE_USER'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await deleteUser(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  );
