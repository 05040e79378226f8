import { CompanyRef } from './users'
import { z } from './messages'

export const CompanyListQuery = /* @__PURE__ */ z.object({
  search: z.string().trim().max(255).optional(),
  limit: z.coerce
    .number<string>()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .meta({ description: 'Extension: at most this many companies.' }),
})
export type CompanyListQuery = z.infer<typeof CompanyListQuery>

export const CompanyList = /* @__PURE__ */ z
  .object({ companies: z.array(CompanyRef) })
  .meta({ id: 'CompanyList' })
export type CompanyList = z.infer<typeof CompanyList>

export const EditCompanyBody = /* @__PURE__ */ z
  .object({ name: z.string().trim().min(1).max(255) })
  .meta({ id: 'EditCompanyBody' })
export type EditCompanyBody = z.infer<typeof EditCompanyBody>
