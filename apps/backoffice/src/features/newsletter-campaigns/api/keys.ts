/** Query keys of newsletter campaigns, every key under `all`. */
export const campaignKeys = {
  all: ['newsletter-campaigns'],
  list: () => [...campaignKeys.all, 'list'],
  preview: (id: string) => [...campaignKeys.all, 'preview', id],
} as const;
