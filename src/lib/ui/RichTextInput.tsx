import { Input, Skeleton } from '@mantine/core'
import { Suspense, lazy } from 'react'
import type { RichTextInputProps } from './RichTextEditorInput'
import { useMessages } from '../i18n'
import { commonMessages, editorMessages } from './messages'

// The editor (TipTap and ProseMirror) is large: only pages that show it ever download it.
const RichTextEditorInput = lazy(() =>
  import('./RichTextEditorInput').then((module) => ({ default: module.RichTextEditorInput })),
)

/** A rich-text field for react-hook-form: the value is HTML, an empty editor is ''. */
export function RichTextInput(props: RichTextInputProps) {
  const t = useMessages(commonMessages)
  // Subscribed here, not in the editor: a redraw of the editor as it mounts would reach a
  // ProseMirror view that is not there yet.
  const labels = useMessages(editorMessages)
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description}>
          <Skeleton height={180} radius="md" aria-label={t.loadingEditor} />
        </Input.Wrapper>
      }
    >
      <RichTextEditorInput {...props} labels={labels} />
    </Suspense>
  )
}
