import { useEffect } from 'react'
import type { ContractRecord } from '../../../interface'
import { useListSelection, useListSelectionKeys } from '../../../lib/use-list-selection'
import type { ContractListSearch } from '../search'

const idOf = (contract: ContractRecord) => contract.id

/** What picks the contracts the list shows: every search parameter but paging and order. */
function filtersOf({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  ...filters
}: ContractListSearch) {
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/**
 * The contracts picked for a bulk action, with the list's selection keys. The selection is kept
 * across pages and sort orders (the same contracts still match: pick some here, some there), and
 * cleared when a filter or the search changes, since those show other contracts and an action
 * should never reach rows the person can no longer see among the matches.
 */
export function useContractSelection(
  search: ContractListSearch,
  rows: ContractRecord[] | undefined,
  keyboard: { activeIndex: () => number; activate: (index: number) => void },
) {
  const selection = useListSelection<number>()
  const filters = filtersOf(search)
  useEffect(() => selection.clear(), [selection, filters])
  useListSelectionKeys({ selection, rows, idOf, keyboard })
  return selection
}
