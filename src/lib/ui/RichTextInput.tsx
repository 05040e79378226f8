import { Input, Skeleton } from '@mantine/core'
import { Suspense, lazy } from 'react'
import type { RichTextInputProps } from './RichTextEditorInput'

// The editor (TipTap and ProseMirror) is large: only pages that show it ever download it.
const RichTextEditorInput = lazy(() =>
  import('./RichTextEditorInput').then((module) => ({ default: module.RichTextEditorInput })),
)

/** A rich-text field for react-hook-form: the value is HTML, an empty editor is ''. */
export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description}>
          <Skeleton height={180} radius="md" aria-label="Loading the editor" />
        </Input.Wrapper>
      }
    >
      <RichTextEditorInput {...props} />
    </Suspense>
  )
}
