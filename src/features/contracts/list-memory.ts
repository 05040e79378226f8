import type { ContractListSearch } from './search'

let lastListSearch: Partial<ContractListSearch> = {}

/** The table remembers its filters, so that the editor returns to the list as it was left. */
export function rememberListSearch(search: ContractListSearch): void {
  lastListSearch = search
}

export function rememberedListSearch(): Partial<ContractListSearch> {
  return lastListSearch
}
