import { eq, sql } from 'drizzle-orm'
import { hashToken, issueToken } from '../../auth/tokens'
import { apiTokens } from '../../db/schema'
import { exampleBody } from '../../../src/interface/record'
import { RECORD_RESOURCES } from '../../../src/interface/resources'
import type { TestContext } from '../harness'

/**
 * One known state for the trust tests: an admin, two client companies (Acme owns the inquiries,
 * Globex is "another company"), a live and a terminated contract, and tokens that no longer work.
 * Made through the API where the API can make it, so it is the state real use produces. A new
 * resource adds its rows here, with their ids under `ids` (and a `secret` if clients list it).
 */
export async function seedFixture(t: TestContext) {
  const admin = await t.createUser({
    email: 'admin@hq.example',
    company: 'Staffing HQ',
    type: 'admin',
  })
  const client = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
  const colleague = await t.createUser({ email: 'bea@acme.example', company: 'Acme Oy' })
  const other = await t.createUser({ email: 'gina@globex.example', company: 'Globex Ltd' })

  const send = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await t.request(method, path, { token, body })
    if (response.status >= 300) {
      throw new Error(
        `Seeding ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`,
      )
    }
    return response.body
  }
  const inquiryBody = (title: string) => ({
    title,
    industry: { name: 'Software' },
    main_contact: `${title} contact`,
    hires: [
      { title: `${title} engineer`, type: 'full_time', budget: '5000' },
      { title: `${title} tester`, type: 'contract' },
    ],
  })
  const inquiryWithPositions = async (token: string, title: string) => {
    const { id } = await send(token, 'POST', '/api/v1/inquiries', inquiryBody(title))
    const detail = await send(token, 'GET', `/api/v1/inquiry/${id}`)
    return {
      id: id as number,
      positionIds: (detail.positions as { id: number }[]).map((p) => p.id),
    }
  }
  const inquiry = await inquiryWithPositions(client.token, 'Acme secret project')
  const cancelledInquiry = await inquiryWithPositions(client.token, 'Acme old project')
  await send(client.token, 'POST', `/api/v1/inquiry/${cancelledInquiry.id}/cancel`)
  const otherInquiry = await inquiryWithPositions(other.token, 'Globex project')

  const contractBody = (publicId: string) => ({
    the_contract_id: publicId,
    client_company_id: client.companyId,
    vendor_company_id: other.companyId,
    contract_start: '2026-01-01',
    // Ends within 60 days of whenever the tests run: the overview lists it among those ending soon.
    contract_end: daysFromNow(60),
    allocation: 80,
    client_price: '100.50',
    selected_consultant: { name: 'Carl Consultant', title: 'Developer' },
    consult_skills: ['TypeScript', 'SQL'],
  })
  const contract = await send(admin.token, 'POST', '/api/v1/contracts', contractBody('C-1'))
  const terminated = await send(admin.token, 'POST', '/api/v1/contracts', contractBody('C-OLD'))
  await send(admin.token, 'DELETE', `/api/v1/contracts/id/${terminated.id}`)
  const detail = await send(admin.token, 'GET', `/api/v1/contracts/id/${contract.id}`)
  // A rate change ahead: the one kind of term that can be removed.
  const futureTerm = await send(admin.token, 'POST', `/api/v1/contracts/id/${contract.id}/terms`, {
    effective_from: daysFromNow(30),
    client_price: '110',
    reason: 'Rate review',
  })
  const document = new FormData()
  document.append('file', new File(['%PDF-1.4 signed'], 'signed.pdf'))
  const attachment = await t.request('POST', `/api/v1/contracts/id/${contract.id}/attachments`, {
    token: admin.token,
    form: document,
  })
  if (attachment.status !== 201) throw new Error(`Seeding a document: ${attachment.status}`)
  const { industries } = await send(admin.token, 'GET', '/api/v1/industries')

  // Tokens of Acme users that must no longer open anything.
  const expired = await issueToken(t.db, client.id, 30)
  await t.db
    .update(apiTokens)
    .set({ expiresAt: sql`now() - interval '1 day'` })
    .where(eq(apiTokens.tokenHash, hashToken(expired.token)))
  const revoked = await issueToken(t.db, client.id, 30)
  await t.request('DELETE', '/api/v1/auth/token', { token: revoked.token })
  const leaver = await t.createUser({ email: 'leaver@acme.example', company: 'Acme Oy' })
  await send(admin.token, 'DELETE', `/api/v1/users/${leaver.id}`)

  // Saved views: the Acme client's own (private and shared), a colleague's, Globex's, an admin's.
  const view = (token: string, body: Record<string, unknown>) =>
    send(token, 'POST', '/api/v1/views', body) as Promise<{ id: number }>
  const ownView = await view(client.token, {
    name: 'Acme secret view',
    resource: 'inquiries',
    query: { status: 'pending' },
  })
  const sharedView = await view(client.token, {
    name: 'Acme users',
    resource: 'users',
    shared: true,
    default: true,
  })
  const colleagueView = await view(colleague.token, {
    name: 'Bea’s view',
    resource: 'inquiries',
    shared: true,
  })
  const otherView = await view(other.token, { name: 'Globex view', resource: 'inquiries' })
  const adminView = await view(admin.token, {
    name: 'Ending soon',
    resource: 'contracts',
    query: { sort: 'contract_end', status: 'ongoing' },
    shared: true,
  })

  // Each record resource's row, made from its route's example body (src/interface/record.ts).
  const recordIds = Object.fromEntries(
    await Promise.all(
      RECORD_RESOURCES.map(async (resource) => {
        const { id } = await send(admin.token, 'POST', `/api/v1/${resource.name}`, {
          ...exampleBody(resource),
        })
        return [resource.name, { id: [id as number] }] as const
      }),
    ),
  )

  const positionIds = [inquiry, cancelledInquiry, otherInquiry].flatMap((i) => i.positionIds)
  return {
    admin,
    client,
    colleague,
    other,
    companyIds: [admin.companyId, client.companyId, other.companyId],
    industryIds: (industries as { id: number }[]).map((i) => i.id),
    consultantIds: [detail.consultant.id as number],
    inquiry,
    cancelledInquiry,
    otherInquiry,
    contract: { id: contract.id as number, publicId: 'C-1' },
    terminatedContract: { id: terminated.id as number, publicId: 'C-OLD' },
    badTokens: { expired: expired.token, revoked: revoked.token, deletedUser: leaver.token },
    /**
     * Per resource (the first path segment after /api/v1), or per operation path where it needs
     * rows of its own, the ids of rows that exist for each path parameter: Acme's own first (what the authorization matrix asks for as each caller), then
     * other companies', cancelled and terminated ones (what the fuzz tests try besides).
     */
    ids: {
      users: { id: [colleague.id, admin.id, client.id, other.id] },
      companies: { id: [client.companyId, other.companyId, admin.companyId] },
      inquiry: {
        orderId: [inquiry.id, cancelledInquiry.id, otherInquiry.id],
        positionId: positionIds,
      },
      contracts: { id: [contract.id, terminated.id], the_contract_id: ['C-1', 'C-OLD'] },
      // Only a terminated contract can be restored.
      '/api/v1/contracts/id/{id}/restore': { id: [terminated.id, contract.id] },
      '/api/v1/contracts/id/{id}/attachments/{attachmentId}': {
        id: [contract.id, terminated.id],
        attachmentId: [attachment.body.id as number],
      },
      '/api/v1/contracts/id/{id}/terms/{termId}': {
        id: [contract.id, terminated.id],
        termId: [futureTerm.id],
      },
      // The Acme client's own views first: the only ones they may edit or delete.
      views: {
        id: [ownView.id, sharedView.id, colleagueView.id, otherView.id, adminView.id],
      },
      // Following Acme's inquiry: the resource first, then its id.
      follows: {
        resource: ['inquiry'],
        id: [inquiry.id, cancelledInquiry.id, otherInquiry.id],
      },
      ...recordIds,
    } as Record<string, Record<string, (number | string)[]>>,
    /** Per resource with a company-scoped list: text in it only Acme (and admins) may read. */
    secrets: {
      users: colleague.email,
      inquiries: 'Acme secret project',
      // Acme's contract, among those ending soon.
      overview: 'C-1',
    } as Record<string, string>,
  }
}

export type Fixture = Awaited<ReturnType<typeof seedFixture>>

/** The day `days` from whenever the tests run (UTC), as YYYY-MM-DD. */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
