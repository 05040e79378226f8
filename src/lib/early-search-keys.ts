/**
 * `/` and a name typed on a list page before its code has loaded: kept here (this module is in the
 * entry chunk) and handed to the page's search box once it is there, as if typed into it.
 */

/** The list pages, each with the id of its search box. */
type SearchBoxes = Record<string, string>

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Types `text` into a React-controlled input: its value set natively, then an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, input.value + text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Keys kept longer than this (the page never showed its box) are dropped. */
const KEEP_MS = 10_000

export function keepEarlySearchKeys(boxes: SearchBoxes, root: Document = document) {
  let typed: string | null = null
  let since = { at: 0, page: '' }
  const boxOfPage = () => {
    const id = boxes[root.location.pathname]
    return id === undefined ? undefined : (root.getElementById(id) as HTMLInputElement | null)
  }

  root.addEventListener(
    'keydown',
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return
      // The box is there: the page's own keys work.
      if (boxOfPage()) {
        typed = null
        return
      }
      // Another page since, or too long ago: what was kept is not for this box.
      if (
        typed !== null &&
        (since.page !== root.location.pathname || performance.now() - since.at > KEEP_MS)
      )
        typed = null
      if (typed === null) {
        if (event.key !== '/' || boxes[root.location.pathname] === undefined) return
        typed = ''
        since = { at: performance.now(), page: root.location.pathname }
      } else if (event.key === 'Escape') typed = null
      else if (event.key === 'Backspace') typed = typed.slice(0, -1)
      else if (event.key.length === 1) typed += event.key
      else return
      event.preventDefault()
    },
    true,
  )

  new MutationObserver(() => {
    if (typed === null) return
    const box = boxOfPage()
    if (!box) return
    const text = typed
    typed = null
    box.focus()
    if (text) typeInto(box, text)
  }).observe(root.body, { childList: true, subtree: true })
}
