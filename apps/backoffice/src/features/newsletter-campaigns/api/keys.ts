/** Query keys of newsletter campaigns, every key under `all`. */
export const campaignKeys = {
  all: ['newsletter-campaigns'],
  list: () => [...campaignKeys.all, 'list'],
  waiting: () => [...campaignKeys.all, 'waiting'],
  nextIssue: () => [...campaignKeys.all, 'next-issue'],
  detail: (id: string) => [...campaignKeys.all, 'detail', id],
  preview: (id: string) => [...campaignKeys.all, 'preview', id],
  audience: (id: string) => [...campaignKeys.all, 'audience', id],
} as const;
