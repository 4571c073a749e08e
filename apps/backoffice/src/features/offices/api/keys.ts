import type { AreaCode } from '@gaceta/shared/areas';

/** What one page of the list asks for. */
export interface OfficesQuery {
  page: number;
  query: string;
  /** The admin's selected area; undefined for every area. */
  areas: readonly AreaCode[] | undefined;
}

/** Query keys of offices (admins). */
export const officeKeys = {
  all: ['offices'],
  lists: () => [...officeKeys.all, 'list'],
  list: (query: OfficesQuery) => [...officeKeys.lists(), query],
  detail: (id: string) => [...officeKeys.all, 'detail', id],
  aiUsage: () => [...officeKeys.all, 'ai-usage'],
} as const;
