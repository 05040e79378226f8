import type { Messages, Translations } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'

export { count, params } from '@nanostores/i18n'
export {
  applyPersonLocale,
  browserLocale,
  i18n,
  locale,
  personLocale,
  prepareLocale,
  translateWith,
  type LoadTranslations,
} from './locale'

/** A component's messages in the language the dashboard speaks now; redraws when it changes. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  return useStore(messages)
}

/** The current language's messages outside React (a notification, a validation error). */
export function messagesNow<Body extends Translations>(messages: Messages<Body>): Body {
  return messages.get()
}

/** The names of a component's plain messages (no parameters): what a list of labels may name. */
export type MessageKey<M> =
  M extends Messages<infer Body>
    ? { [K in keyof Body]: Body[K] extends string ? K : never }[keyof Body]
    : never

/**
 * A component's messages in another language: every key of its English ones, each a string (a
 * `{name}` where its parameters go). A missing or extra key fails the typecheck.
 */
export type Translation<M> = M extends Messages<infer Body> ? { [K in keyof Body]: string } : never
