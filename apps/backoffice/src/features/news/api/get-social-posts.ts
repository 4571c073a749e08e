import { type SocialNetwork, SocialPosts } from '@gaceta/shared/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** How often the item's posts are read again while one is still on its way. */
const WHILE_PUBLISHING_MS = 5_000;

/** GET /v1/social_posts?news_info: the item's post on each network it went to. */
export function getSocialPosts(newsId: string): Promise<SocialPosts> {
  return api.get('v1/social_posts', { searchParams: { news_info: newsId } }).json(SocialPosts);
}

/** The item's posts, read again every few seconds while one is publishing or pending. */
export function useSocialPosts(newsId: string) {
  return useQuery({
    queryKey: newsKeys.socialPosts(newsId),
    queryFn: () => getSocialPosts(newsId),
    refetchInterval: (query) =>
      query.state.data?.data.some((post) => post.status === 'publishing' || post.status === 'pending')
        ? WHILE_PUBLISHING_MS
        : false,
  });
}

/** DELETE destroy_from_news_info: removes the item's post from one network now. */
export function useDeleteSocialPost(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: SocialNetwork) =>
      api.delete('v1/social_posts/destroy_from_news_info', {
        searchParams: { social_network: network, news_info: newsId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.socialPosts(newsId) }),
  });
}
