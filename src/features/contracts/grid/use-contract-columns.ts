import { CONTRACT_SORT_FIELDS } from '../../../interface'
import { useStableCallback } from '../../../lib/use-stable-callback'
import { type ColumnLayout, type ColumnModel, useColumnModel } from '../../views'
import { CONTRACT_LINK_COLUMN, type ContractColumn } from '../components/contract-columns'

type Column = ReturnType<ColumnModel['getColumn']> & {}

export type ContractColumns = ColumnLayout<ContractColumn> & {
  /** The list's sort, as in its link (`client_company,-contract_end`). */
  sort: string | undefined
  /** A column of the model by id: a column shown, or a field the list sorts by. */
  columnOf: (id: string) => Column
  /** Gives a column a width (pixels), kept with the person's table settings. */
  setWidth: (column: ContractColumn, width: number) => void
}

/**
 * The contracts grid's column model (TanStack Table, see useColumnModel): the person's columns,
 * pins and widths, and the link's sort. The callbacks stay the same functions from one render to
 * the next, so the memoised table and rows are not drawn again for them.
 */
export function useContractColumns(
  sort: string | undefined,
  onSort: (sort: string | undefined) => void,
): ContractColumns {
  const { model, layout } = useColumnModel('contracts', CONTRACT_LINK_COLUMN, {
    fields: CONTRACT_SORT_FIELDS,
    sort,
    onSort,
  })
  const columnOf = useStableCallback((id: string) => model.getColumn(id)!)
  const setWidth = useStableCallback((column: ContractColumn, width: number) =>
    model.setColumnSizing((widths) => ({ ...widths, [column]: width })),
  )
  return { ...layout, sort, columnOf, setWidth }
}
