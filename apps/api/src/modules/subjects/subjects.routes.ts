import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { IdParam, ListOf, ObjectOf } from '@gaceta/shared/common';
import { Subject, SubjectCreateQuery, SubjectListQuery, SubjectUpdateQuery } from '@gaceta/shared/subjects';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { messageResponse } from '../../lib/i18n';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { createSubject, deleteSubject, listSubjects, updateSubject } from './subjects.service';

const tags = ['subjects'] as const;

/** The subject tree: public to read; admins edit it, with the data as query parameters (spec section 7). */
export const subjectsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/subjects',
    describe({
      access: 'public',
      summary: 'The subject tree, or the subjects offered in one area',
      tags,
      response: { status: 200, schema: ListOf(Subject) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', SubjectListQuery),
    async (c) => c.json(await listSubjects(c.var.ctx, c.req.valid('query').tolgeo), 200),
  )
  .post(
    '/v1/subjects',
    describe({
      access: 'admin',
      summary: 'Add a subject (admins)',
      tags,
      response: { status: 201, schema: ObjectOf(Subject), description: 'Created' },
      errors: ['VALIDATION_FAILED', 'CONFLICT'],
    }),
    validate('query', SubjectCreateQuery),
    async (c) => c.json(await createSubject(c.var.ctx, c.req.valid('query')), 201),
  )
  .put(
    '/v1/subjects/:id',
    describe({
      access: 'admin',
      summary: "Rename, move (parent_id, 'root' for the top) or re-scope a subject (admins)",
      tags,
      response: { status: 200, schema: ObjectOf(Subject) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', SubjectUpdateQuery),
    async (c) => c.json(await updateSubject(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .delete(
    '/v1/subjects/:id',
    describe({
      access: 'admin',
      summary: 'Delete a subject nobody uses and that has no children (admins)',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'SUBJECT_IN_USE'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await deleteSubject(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  );
