import { PageQuery, PaginationMeta, RowId, Version } from './common'
import { LOCALES } from './locales'
import { choiceOf, z } from './messages'
import { NotifyEmailChoice } from './notify-email'
import { defineResource } from './resource'

export const USER_TYPES = ['client', 'admin'] as const
export const UserType = /* @__PURE__ */ choiceOf(USER_TYPES, 'a user type').meta({
  description: 'client: client staff (the default); admin: manages everyone and every contract.',
})
export type UserType = z.infer<typeof UserType>

export const PASSWORD_MIN = 8

export const LocaleChoice = /* @__PURE__ */ choiceOf(LOCALES, 'a language').meta({
  description: 'Extension: the person’s language for the dashboard; null follows the browser.',
})

const Name = /* @__PURE__ */ z.string().trim().min(1).max(255)
const Email = /* @__PURE__ */ z.email().trim().max(255)
const Password = /* @__PURE__ */ z.string().min(PASSWORD_MIN).max(200)
const Phone = /* @__PURE__ */ z.string().trim().max(50)

export const CurrentUser = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().meta({ description: 'Company name.' }),
    type: UserType.meta({ description: 'Added field (decisions page).' }),
    company_id: z.number().int().meta({ description: 'Extension.' }),
    phone: z.string().nullable().meta({ description: 'Extension.' }),
    locale: LocaleChoice.nullable(),
    notify_email: NotifyEmailChoice,
  })
  .meta({ id: 'CurrentUser' })
export type CurrentUser = z.infer<typeof CurrentUser>

export const CompanyRef = /* @__PURE__ */ z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'Company' })
export type CompanyRef = z.infer<typeof CompanyRef>

export const UserRecord = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    type: UserType,
    company: CompanyRef,
    version: Version,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'User', description: 'Extension: a user as the user list and get-one return it.' })
export type UserRecord = z.infer<typeof UserRecord>

function passwordsMatch(
  value: { password?: string | undefined; confirm_password?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.password !== undefined && value.password !== value.confirm_password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirm_password'],
      message: 'The password confirmation does not match.',
    })
  }
}

export const CreateUserBody = /* @__PURE__ */ z
  .object({
    type: UserType.optional(),
    name: Name,
    email: Email,
    company_name: z.string().trim().min(1).max(255).optional(),
    company_id: RowId.optional(),
    password: Password,
    confirm_password: z.string(),
    phone: Phone.optional(),
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'CreateUser' })
export type CreateUserBody = z.infer<typeof CreateUserBody>

export const CompanyChoice = /* @__PURE__ */ z
  .union([z.object({ id: RowId }), z.object({ name: z.string().trim().min(1).max(255) })])
  .meta({
    description: '{id} of an existing company, or {name}: resolved ignoring case, or created.',
  })

export const EditUserBody = /* @__PURE__ */ z
  .object({
    name: Name.optional(),
    email: Email.optional(),
    company: CompanyChoice.optional(),
    phone: Phone.nullable().optional(),
    type: UserType.optional(),
    password: Password.optional(),
    confirm_password: z.string().optional(),
    locale: LocaleChoice.nullable().optional(),
    notify_email: NotifyEmailChoice.optional(),
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'EditUser', description: 'Partial: omitted fields keep their values.' })
export type EditUserBody = z.infer<typeof EditUserBody>

export const UserListQuery = /* @__PURE__ */ PageQuery.extend({
  search: z.string().trim().max(255).optional(),
})
export type UserListQuery = z.infer<typeof UserListQuery>

/** The users list: a client's own company's people, everyone to admins; writes kept in the history. */
export const usersResource = defineResource({
  name: 'users',
  readers: 'signed in',
  columns: ['name', 'company', 'phone', 'type', 'created_at', 'email'],
  shown: 5,
  listQuery: UserListQuery,
  history: 'user',
})

export const UserList = /* @__PURE__ */ PaginationMeta.extend({ users: z.array(UserRecord) }).meta({
  id: 'UserList',
})
export type UserList = z.infer<typeof UserList>

export const SignInBody = /* @__PURE__ */ z
  .object({ email: z.email().trim().max(255), password: z.string().min(1).max(200) })
  .meta({ id: 'SignIn' })
export type SignInBody = z.infer<typeof SignInBody>

export const SignInResponse = /* @__PURE__ */ z
  .object({
    token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string(),
    user: CurrentUser,
  })
  .meta({ id: 'Token' })
export type SignInResponse = z.infer<typeof SignInResponse>
