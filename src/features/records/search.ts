import type { RecordListQuery } from '../../interface/record'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch, type SearchProperties } from '../../lib/url-search'

/** A record list's URL search, as its API query declares it (`npm run api:types` writes it). */
export const recordListSearch = (name: string) =>
  listSearch<RecordListQuery>((LIST_SEARCH as Record<string, SearchProperties>)[name]!)
