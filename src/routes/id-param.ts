import { notFound } from '@tanstack/react-router'
import { idOf } from '../lib/url-search'

/**
 * A record's numeric id in a path (`$contractId`, `$orderId`, `$userId`): `/users/abc/edit` is
 * an address that does not exist (404), not a crash.
 */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (params: Record<Name, string>) => {
      const id = idOf(params[name])
      if (id === undefined) throw notFound()
      return { [name]: id } as Record<Name, number>
    },
    stringify: (params: Record<Name, number>) =>
      ({ [name]: String(params[name]) }) as Record<Name, string>,
  }
}
