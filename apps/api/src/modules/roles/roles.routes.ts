import { OFFICE_ROLE_KEYS, OFFICE_ROLES, ROLE_PERMISSIONS, RoleInfo } from '@gaceta/shared/accounts/roles';
import { ListOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';

const ROLES: { objects: RoleInfo[] } = {
  objects: OFFICE_ROLE_KEYS.map((key) => ({
    key,
    label: OFFICE_ROLES[key],
    permissions: [...ROLE_PERMISSIONS[key]],
  })),
};

export const rolesRoutes = new Hono<AppEnv>().get(
  '/v1/roles',
  describe({
    access: 'authenticated',
    summary: 'The office roles and the permissions each grants',
    tags: ['users'],
    response: { status: 200, schema: ListOf(RoleInfo) },
  }),
  (c) => c.json(ROLES, 200),
);
