import type { CardHit } from './documents';
import type { ListField } from './engine/types';

/** The answer of POST /api/search. */
export type SearchResponse = {
  hits: CardHit[];
  facets: Partial<Record<ListField, Record<string, number>>>;
  stats: Record<'price' | 'km' | 'year', { min: number; max: number } | null>;
  count: number;
  ms: number;
  pages: number;
};
