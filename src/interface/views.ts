import { choiceOf, z } from './messages'
import { LIST_QUERIES, VIEW_RESOURCES } from './resources'

/** The lists a view can be saved of (each list whose declaration has a `listQuery`). */
export const ViewResource = /* @__PURE__ */ choiceOf(VIEW_RESOURCES, 'a list')
export type ViewResource = z.infer<typeof ViewResource>

/**
 * Why `query` is not a set of `resource`'s query parameters, by field (`query.<parameter>`), in
 * the list's own words: a parameter the list does not have, or a value it would refuse.
 */
export function viewQueryErrors(
  resource: ViewResource,
  query: Record<string, string>,
): Record<string, string[]> {
  const list = LIST_QUERIES[resource]
  const errors: Record<string, string[]> = {}
  for (const key of Object.keys(query))
    if (!(key in list.shape)) errors[`query.${key}`] = [`Not a parameter of the ${resource} list.`]
  const parsed = list.safeParse(query)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = ['query', ...issue.path.map(String)].join('.')
      ;(errors[field] ??= []).push(issue.message)
    }
  return errors
}

const ViewName = /* @__PURE__ */ z.string().trim().min(1).max(80)

/** A list's URL search parameters: numbers are taken as the URL would carry them, as text. */
const ViewQuery = /* @__PURE__ */ z
  .record(z.string().max(100), z.union([z.string().max(1000), z.number()]))
  .refine((query) => Object.keys(query).length <= 30, 'At most 30 parameters.')
  .transform((query) =>
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  )
  .meta({
    description:
      'The list\'s URL search parameters (`{"status": "ongoing", "sort": "-contract_end"}`), ' +
      'each checked as the list checks it; stored and answered as text. A parameter the list does ' +
      'not have, or a value it refuses, is a 422 on `query.<parameter>`.',
  })

/** Adds the errors of `query` against `resource`'s parameters to a body's issues. */
function checkQuery(
  body: { resource: ViewResource; query?: Record<string, string> },
  ctx: z.RefinementCtx,
) {
  for (const [field, messages] of Object.entries(viewQueryErrors(body.resource, body.query ?? {})))
    for (const message of messages)
      ctx.addIssue({ code: 'custom', path: field.split('.'), message })
}

const DefaultFlag = /* @__PURE__ */ z.boolean().meta({
  description:
    'Extension: your default view of this list, which the dashboard opens the list with. At most ' +
    'one of your own views per list: setting it unsets the one before. Always false on views of others.',
})

export const CreateViewBody = /* @__PURE__ */ z
  .object({
    name: ViewName.meta({
      description: '1–80 characters; unique among your views of the list, ignoring case.',
    }),
    resource: ViewResource,
    query: ViewQuery.default({}),
    shared: z.boolean().default(false).meta({
      description:
        'Shown to your peers: client staff of your company (a client’s view), or every admin (an admin’s).',
    }),
    default: DefaultFlag.default(false),
  })
  .superRefine(checkQuery)
  .meta({ id: 'CreateView' })
export type CreateViewBody = z.infer<typeof CreateViewBody>
export type CreateViewInput = z.input<typeof CreateViewBody>

export const EditViewBody = /* @__PURE__ */ z
  .object({
    name: ViewName.optional(),
    query: ViewQuery.optional().meta({
      description: "Replaces the whole query; checked against the view's list.",
    }),
    shared: z.boolean().optional(),
    default: DefaultFlag.optional(),
  })
  .meta({
    id: 'EditView',
    description:
      'Partial: omitted fields are kept, unknown fields ignored; the list cannot change.',
  })
export type EditViewBody = z.infer<typeof EditViewBody>
export type EditViewInput = z.input<typeof EditViewBody>

export const SavedView = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    name: z.string(),
    resource: ViewResource,
    query: z.record(z.string(), z.string()),
    shared: z.boolean(),
    default: DefaultFlag,
    owner: z.object({ id: z.number().int(), name: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedView' })
export type SavedView = z.infer<typeof SavedView>

export const ViewListQuery = /* @__PURE__ */ z.object({
  resource: ViewResource.optional().meta({
    description: 'Only the views of this list; without it, of every list you may see.',
  }),
})

export const ViewList = /* @__PURE__ */ z
  .object({
    views: z.array(SavedView),
    total_is_exact: z.boolean().meta({
      description:
        'Extension, as on every list: always true here, since every view you may see is answered ' +
        'at once (no pages, no count limit).',
    }),
  })
  .meta({ id: 'SavedViewList' })
export type ViewList = z.infer<typeof ViewList>
