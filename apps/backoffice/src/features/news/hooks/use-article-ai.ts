import { useLingui } from '@lingui/react/macro';
import { useAiCapabilities } from '../api/ai-capabilities';
import { AiInputError } from '../lib/ai-failure';
import { htmlToText, type NewsFormValues } from '../lib/news-form';

/** What the AI can do on the whole article, and what it works from. */
export function useArticleAi(ai: boolean, values: NewsFormValues) {
  const { t } = useLingui();
  const capabilities = useAiCapabilities(ai);
  const web = values.contents.find((version) => version.platform === 'web');
  return {
    /** Whether the user may use the AI assistant: its tools are left out otherwise (decision 027). */
    enabled: ai,
    capabilities: capabilities.data,
    // The AI works in the article's first language (the office's usual one when none is chosen yet).
    language: values.languages?.[0] ?? 'es',
    can: (action: 'seo' | 'summary') => capabilities.data?.text_actions.includes(action) ?? false,
    /** The web version as plain text: what summary, SEO and the other versions are made from. */
    articleText: () => {
      const text = web ? htmlToText(web.content) : '';
      if (!text) throw new AiInputError(t`Write the web version first`);
      return text;
    },
  };
}

export type ArticleAi = ReturnType<typeof useArticleAi>;
