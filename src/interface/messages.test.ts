import { describe, expect, it } from 'vitest'
import { ContractStatus, CreateUserBody, PositionType } from './index'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message

describe('the messages of a choice', () => {
  it('ask for a pick in the words of the label when nothing was picked', () => {
    for (const empty of [undefined, null, ''])
      expect(messageOf(PositionType.safeParse(empty))).toBe('Pick a type.')
    expect(messageOf(ContractStatus.safeParse(''))).toBe('Pick a status.')
  })

  it('still list the allowed values for a value that is not one of them (callers of the API)', () => {
    expect(messageOf(PositionType.safeParse('permanent'))).toBe(
      'Must be one of: full_time, part_time, contract, freelance.',
    )
  })

  it('keep the other rules’ own messages', () => {
    const result = CreateUserBody.safeParse({ name: 'A', email: 'nope', type: 'boss' })
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages.email).toBe('Must be a valid email address.')
    expect(messages.type).toBe('Must be one of: client, admin.')
  })
})
