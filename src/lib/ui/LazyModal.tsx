// eslint-disable-next-line no-restricted-imports -- the one place a waiting dialog's Modal is taken from
import { Modal, type ModalProps } from '@mantine/core'
import { useEffect, useState } from 'react'

/**
 * Mantine's Modal, mounted only once it is first opened. A closed Modal still draws about twenty
 * components and a portal as its page is drawn, and on a list page or the editor several wait
 * closed. On the first open it mounts closed and opens a frame later, as a Modal mounted with the
 * page would: animated in, remembering what had the focus to give it back on close.
 */
export function LazyModal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened)
  const [drawnClosed, setDrawnClosed] = useState(false)
  if (opened && !mounted) setMounted(true)
  useEffect(() => {
    if (!mounted) return
    // A frame later: the Modal's portal draws its content in a render of its own, and the content
    // must have been drawn closed for the Modal to open as usual (animated in).
    const frame = requestAnimationFrame(() => setDrawnClosed(true))
    return () => cancelAnimationFrame(frame)
  }, [mounted])
  return mounted ? <Modal opened={opened && drawnClosed} {...props} /> : null
}
