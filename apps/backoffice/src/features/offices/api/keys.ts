import type { OfficesQuery } from './get-offices';

/** Query keys of offices (admins). */
export const officeKeys = {
  all: ['offices'],
  lists: () => [...officeKeys.all, 'list'],
  list: (query: OfficesQuery) => [...officeKeys.lists(), query],
  detail: (id: string) => [...officeKeys.all, 'detail', id],
  aiUsage: () => [...officeKeys.all, 'ai-usage'],
} as const;
