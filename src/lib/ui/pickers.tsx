/* eslint-disable no-restricted-imports -- the one place Mantine's pickers are taken from */
import {
  Autocomplete as MantineAutocomplete,
  type AutocompleteProps,
  type ComboboxProps,
  Select as MantineSelect,
  type SelectProps,
  TagsInput as MantineTagsInput,
  type TagsInputProps,
} from '@mantine/core'
/* eslint-enable no-restricted-imports */
import { useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Mantine's pickers keep their closed list in the page (hidden), and floating-ui places each list
 * as the page mounts: on a contract's editor, six of them, each forcing the browser to compute the
 * page's styles again (about a second of the load at a phone's speed here). These mount the list
 * as the field first takes focus instead, before Mantine's own focus handler can open it (so it
 * opens as it always did), and keep it from then on. A field focused as it mounts (`autoFocus`)
 * has its list from the start: its focus comes while React is still mounting it, when the list
 * cannot be put in the page at once.
 */
function useListOnFocus({
  comboboxProps,
  autoFocus,
}: {
  comboboxProps?: ComboboxProps
  autoFocus?: boolean
}) {
  const [focused, setFocused] = useState(autoFocus === true)
  return {
    comboboxProps: { keepMounted: focused, ...comboboxProps },
    // The capture phase runs before the field's own focus handler: the list is in the page, in
    // this same event, before that handler opens it.
    onFocusCapture: () => {
      if (!focused) flushSync(() => setFocused(true))
    },
  }
}

export function Select(props: SelectProps) {
  return <MantineSelect {...props} {...useListOnFocus(props)} />
}

export function Autocomplete(props: AutocompleteProps) {
  return <MantineAutocomplete {...props} {...useListOnFocus(props)} />
}

export function TagsInput(props: TagsInputProps) {
  return <MantineTagsInput {...props} {...useListOnFocus(props)} />
}
