/**
 * The writes of the mix. Each books what a 2xx acknowledged in the ledger. A worker edits only
 * records it owns, so "the last acknowledged value" of a field is well defined: its requests to one
 * record never overlap.
 */
import { CONTRACT_STATUSES, POSITION_TYPES } from '../src/interface'
import type { Answer, Operation, OwnContract } from './mixed-driver'
import { chance, pick, random } from './mixed-random'

const SKILLS = ['TypeScript', 'SQL', 'React', 'Kubernetes', 'Go', 'Python', 'Figma', 'AWS']

const isSuccess = (answer: Answer | null): answer is Answer =>
  answer !== null && answer.status >= 200 && answer.status <= 299

/** 2xx: acknowledged; another answer from the API: rejected, nothing changed; no answer or 5xx: unknown. */
const outcomeOf = (answer: Answer | null) =>
  answer === null || answer.status >= 500
    ? 'unknown'
    : isSuccess(answer)
      ? 'acknowledged'
      : 'rejected'

const createInquiry: Operation = {
  name: 'POST inquiries',
  kind: 'write',
  weight: 3.5,
  run: async (w) => {
    const title = w.unique('Mixed inquiry')
    const hires = Array.from({ length: 1 + random(3) }, (_, j) => ({
      title: `${title} / hire ${j + 1}`,
      type: pick(POSITION_TYPES),
    }))
    const answer = await w.request(createInquiry, 'POST', '/api/v1/inquiries', w.clientToken, {
      title,
      description: '<p>Raised under <strong>mixed load</strong>.</p>',
      industry: { id: pick(w.setup.industryIds) },
      main_contact: 'Mixed Load',
      hires,
    })
    if (!isSuccess(answer)) return
    const id = Number(answer.body.inquiry_id)
    w.ledger.created('inquiry', id, { title, hires: hires.map((h) => h.title).sort() })
    w.inquiries.push(id)
    w.setup.inquiryIds.push(id)
  },
}

const addPosition: Operation = {
  name: 'POST inquiry/{id}/positions',
  kind: 'write',
  weight: 3,
  run: async (w) => {
    if (w.inquiries.length === 0) return createInquiry.run(w)
    const inquiryId = pick(w.inquiries)
    const title = w.unique('Mixed position')
    const answer = await w.request(
      addPosition,
      'POST',
      `/api/v1/inquiry/${inquiryId}/positions`,
      w.clientToken,
      {
        stage: 'pending',
        title,
        type: pick(POSITION_TYPES),
        budget: String(1000 + random(9000)),
        job_start: '2026-03-01T09:00:00Z',
        job_end: '2026-09-30T17:00:00Z',
        description: '<p>Added under load.</p>',
      },
    )
    if (!isSuccess(answer)) return
    const id = answer.body.id as number
    w.ledger.created('position', id, { title }, inquiryId)
    w.positions.push({ id, inquiryId })
  },
}

const cancelPosition: Operation = {
  name: 'POST …/positions/{id}/cancel',
  kind: 'write',
  weight: 1,
  run: async (w) => {
    if (w.positions.length === 0) return addPosition.run(w)
    const [position] = w.positions.splice(random(w.positions.length), 1)
    const { id, inquiryId } = position!
    const answer = await w.request(
      cancelPosition,
      'POST',
      `/api/v1/inquiry/${inquiryId}/positions/${id}/cancel`,
      w.clientToken,
    )
    w.ledger.edited('position', id, { stage: 'cancelled' }, outcomeOf(answer), inquiryId)
  },
}

const createContract: Operation = {
  name: 'POST contracts',
  kind: 'write',
  weight: 3,
  run: async (w) => {
    const client = pick(w.setup.companyIds)
    const vendor = pick(w.setup.companyIds.filter((id) => id !== client))
    const publicId = w.unique('mx')
    const answer = await w.request(
      createContract,
      'POST',
      '/api/v1/contracts',
      w.setup.adminToken,
      {
        the_contract_id: publicId,
        client_company_id: client,
        vendor_company_id: vendor,
        contract_start: '2026-01-01',
        status: pick(CONTRACT_STATUSES),
        client_price: '1250.50',
        vendor_price: 980,
        allocation: 80,
        consult_skills: 'TypeScript, SQL',
        ...(chance(0.5)
          ? { selected_consultant: { name: w.unique('Consultant'), title: 'Engineer' } }
          : {}),
        notes: 'Created under mixed load',
      },
    )
    if (!isSuccess(answer)) return
    const id = answer.body.id as number
    w.ledger.created('contract', id, { the_contract_id: publicId })
    w.contracts.push({ id, publicId })
  },
}

/** A few fields at a time, `notes` always; each as sent and as the API shows it afterwards. */
function contractChanges(companyIds: number[]) {
  const sent: Record<string, unknown> = {}
  const shown: Record<string, unknown> = {}
  const set = (field: string, value: unknown, as = value, showField = field) => {
    sent[field] = value
    shown[showField] = as
  }
  set('notes', `Edited ${Math.random().toString(36).slice(2)}`)
  if (chance(0.5)) set('status', pick(CONTRACT_STATUSES))
  if (chance(0.4)) {
    const price = `${random(100_000)}.${String(random(100)).padStart(2, '0')}`
    set('client_price', chance(0.5) ? price : Number(price), Number(price))
  }
  if (chance(0.3)) {
    const allocation = random(10_001) / 100
    set('allocation', chance(0.5) ? String(allocation) : allocation, allocation)
  }
  if (chance(0.3)) {
    const skills = SKILLS.filter(() => chance(0.4))
    set('consult_skills', chance(0.5) ? skills.join(', ') : skills, skills)
  }
  if (chance(0.2)) {
    const client = pick(companyIds)
    set('client_company_id', client)
    set('vendor_company_id', pick(companyIds.filter((id) => id !== client)))
  }
  if (chance(0.2)) {
    const name = `Consultant ${Math.random().toString(36).slice(2)}`
    if (chance(0.7)) set('selected_consultant', { name, title: 'Engineer' }, name, 'consultant')
    else set('selected_consultant', null, null, 'consultant')
  }
  return { sent, shown }
}

const editContract: Operation = {
  name: 'POST contracts/…/edit',
  kind: 'write',
  weight: 4,
  run: async (w) => {
    if (w.contracts.length === 0) return createContract.run(w)
    const contract = pick(w.contracts)
    const { sent, shown } = contractChanges(w.setup.companyIds)
    const path = chance(0.5)
      ? `/api/v1/contracts/id/${contract.id}/edit`
      : `/api/v1/contracts/${encodeURIComponent(contract.publicId)}/edit`
    const answer = await w.request(editContract, 'POST', path, w.setup.adminToken, sent)
    w.ledger.edited('contract', contract.id, shown, outcomeOf(answer))
  },
}

const contractPath = (contract: OwnContract) =>
  chance(0.5)
    ? `/api/v1/contracts/id/${contract.id}`
    : `/api/v1/contracts/${encodeURIComponent(contract.publicId)}`

const changeContractStatus: Operation = {
  name: 'POST contracts/…/edit (status only)',
  kind: 'write',
  weight: 2,
  run: async (w) => {
    if (w.contracts.length === 0) return createContract.run(w)
    const contract = pick(w.contracts)
    const status = pick(CONTRACT_STATUSES)
    const path = `${contractPath(contract)}/edit`
    const answer = await w.request(changeContractStatus, 'POST', path, w.setup.adminToken, {
      status,
    })
    w.ledger.edited('contract', contract.id, { status }, outcomeOf(answer))
  },
}

const terminateContract: Operation = {
  name: 'DELETE contracts/… (terminate)',
  kind: 'write',
  weight: 1,
  run: async (w) => {
    if (w.contracts.length === 0) return createContract.run(w)
    const [contract] = w.contracts.splice(random(w.contracts.length), 1)
    const path = contractPath(contract!)
    const answer = await w.request(terminateContract, 'DELETE', path, w.setup.adminToken)
    w.ledger.removed('contract', contract!.id, outcomeOf(answer))
  },
}

const cancelInquiry: Operation = {
  name: 'POST inquiry/{id}/cancel',
  kind: 'write',
  weight: 1,
  run: async (w) => {
    if (w.inquiries.length === 0) return createInquiry.run(w)
    const [id] = w.inquiries.splice(random(w.inquiries.length), 1)
    const answer = await w.request(
      cancelInquiry,
      'POST',
      `/api/v1/inquiry/${id}/cancel`,
      w.clientToken,
    )
    const outcome = outcomeOf(answer)
    w.ledger.edited('inquiry', id!, { status: 'cancelled' }, outcome)
    // Its positions are cancelled with it.
    for (const position of w.positions.filter((p) => p.inquiryId === id)) {
      w.positions.splice(w.positions.indexOf(position), 1)
      w.ledger.edited('position', position.id, { stage: 'cancelled' }, outcome, id)
    }
  },
}

const createUser: Operation = {
  name: 'POST users',
  kind: 'write',
  weight: 0.5,
  run: async (w) => {
    const email = `${w.unique('mixed')}@bench.example`.toLowerCase()
    const answer = await w.request(createUser, 'POST', '/api/v1/users', w.setup.adminToken, {
      name: 'Mixed Load User',
      email,
      password: 'mixed12345',
      confirm_password: 'mixed12345',
      company_name: 'Mixed Load Oy',
    })
    if (!isSuccess(answer)) return
    const id = answer.body.id as number
    w.ledger.created('user', id, { email })
    w.users.push(id)
  },
}

const editUser: Operation = {
  name: 'POST users/{id}/edit',
  kind: 'write',
  weight: 1,
  run: async (w) => {
    if (w.users.length === 0) return createUser.run(w)
    const id = pick(w.users)
    const changes: Record<string, string> = { name: `Mixed User ${w.unique('n')}` }
    if (chance(0.5)) changes.phone = `+358 40 ${String(random(10_000_000)).padStart(7, '0')}`
    const answer = await w.request(
      editUser,
      'POST',
      `/api/v1/users/${id}/edit`,
      w.setup.adminToken,
      changes,
    )
    w.ledger.edited('user', id, changes, outcomeOf(answer))
  },
}

/**
 * 20 of the 100, of every kind: creates (inquiry with hires, position, contract, user), edits
 * (contract: status, skills, price, companies, consultant; user), status changes, cancels, terminates.
 */
export const WRITES: Operation[] = [
  createInquiry,
  addPosition,
  cancelPosition,
  cancelInquiry,
  createContract,
  editContract,
  changeContractStatus,
  terminateContract,
  createUser,
  editUser,
]
