import type { ContentKind } from '@sesame/domain/content/content-limits';
import type { ContentNodes, ContentQuery } from '@sesame/domain/content/content-query';
import type { Language } from '@sesame/domain/i18n/language';
import { queryOptions } from './query/index.ts';

type Filters = Omit<ContentQuery['variables'], 'language'>;

/**
 * checkout-and-account.md §7, content queries: `POST /api/content/drupal` {query, variables}, read
 * as `nodes`. The content changes with the park's editors, not with the visitor: kept for the
 * visit's length.
 */
export function contentQuery<K extends ContentKind>(
  kind: K,
  language: Language,
  filters: Filters = {},
) {
  return queryOptions({
    queryKey: ['content', kind, language, filters],
    queryFn: async ({ signal }): Promise<ContentNodes[K][]> => {
      const response = await fetch('/api/content/drupal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: kind, variables: { language, ...filters } }),
        signal,
      });
      if (!response.ok) throw new Error(`The content query ${kind} answered ${response.status}`);
      return ((await response.json()) as { nodes: ContentNodes[K][] }).nodes;
    },
    staleTime: 30 * 60_000,
  });
}
