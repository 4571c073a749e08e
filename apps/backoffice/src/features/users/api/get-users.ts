import { User } from '@gaceta/shared/accounts/users';
import { type Page, PageOf } from '@gaceta/shared/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type UsersQuery, userKeys } from './keys';

export const USERS_PER_PAGE = 10;

/** GET /v1/users: the office's users, a page at a time. */
export function getUsers({ page, search }: UsersQuery): Promise<Page<User>> {
  const searchParams = new URLSearchParams({ page: String(page), per: String(USERS_PER_PAGE) });
  if (search) searchParams.set('search', search);
  return api.get('v1/users', { searchParams }).json(PageOf(User));
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: () => getUsers(query) });

export function useUsers(query: UsersQuery) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
