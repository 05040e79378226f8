export * from './common'
export * from './companies'
export * from './users'
export { z } from './messages'
