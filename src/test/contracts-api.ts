import type { CreateContractInput } from '../interface'

/** Creates a contract straight through the API, as a test's setup. */
export async function createContract(
  serverUrl: string,
  token: string,
  contract: Omit<CreateContractInput, 'client_company_id' | 'vendor_company_id'> &
    Partial<Pick<CreateContractInput, 'client_company_id' | 'vendor_company_id'>>,
): Promise<number> {
  const answer = await fetch(`${serverUrl}/api/v1/contracts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ client_company_id: 2, vendor_company_id: 3, ...contract }),
  })
  if (answer.status !== 201) throw new Error(`Creating a contract: ${await answer.text()}`)
  return ((await answer.json()) as { id: number }).id
}
