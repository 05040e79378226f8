import '@mantine/tiptap/styles.layer.css'
import { Input } from '@mantine/core'
import { Link, RichTextEditor } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef } from 'react'

import type { editorMessages } from './messages'

export type RichTextInputProps = {
  label: string
  description?: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string
}

export function RichTextEditorInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  labels,
}: RichTextInputProps & { labels: ReturnType<typeof editorMessages.get> }) {
  const id = useId()
  const handlers = useRef({ onChange, onBlur })
  useEffect(() => {
    handlers.current = { onChange, onBlur }
  })

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    onUpdate: ({ editor: current }) =>
      handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  })

  // The contenteditable is the input: give it the field's name, state and messages.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          'aria-describedby': [description && `${id}-description`, error && `${id}-error`]
            .filter(Boolean)
            .join(' '),
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    })
  }, [editor, id, description, error])

  // A value set from outside (a restored draft, a reset) replaces what the editor shows.
  useEffect(() => {
    if (!editor) return
    const shown = editor.isEmpty ? '' : editor.getHTML()
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  )
}
