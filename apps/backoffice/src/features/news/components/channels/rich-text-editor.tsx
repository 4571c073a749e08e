import { useLingui } from '@lingui/react/macro';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import type { AiSelection, AiTarget } from '../ai/ai-assistant';
import { EditorToolbar } from './editor-toolbar';

/**
 * What the editor can write, and no more: the API's sanitiser (apps/api/src/modules/news/rich-text.ts)
 * keeps exactly these tags and attributes, so what is saved is what was written.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
  }),
  Image.configure({ allowBase64: false }),
];

/** A web or newsletter version: Tiptap with its toolbar; '' when empty, else HTML. */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  assistant,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label naming the text area (and its toolbar). */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Tools working on the selected text (the AI assistant), below the editor. */
  assistant?: (target: AiTarget) => ReactNode;
}) {
  const { t } = useLingui();
  // What the editor last reported, to tell an outside change (a copy) from its own echo.
  const emitted = useRef(value);
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(Boolean(invalid)),
    // Focusable as a field, so a refused save can land here.
    tabindex: '0',
    class: 'rich-text min-h-64 px-4 py-3 outline-none',
  };
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor }) => {
      emitted.current = editor.isEmpty ? '' : editor.getHTML();
      onChange(emitted.current);
    },
  });

  // The editor reads its attributes once: a new error (or its message) is passed on here.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <div
        className={cn(
          'rounded-md border border-input bg-card shadow-xs focus-within:border-ink-500 focus-within:ring-2 focus-within:ring-ring',
          invalid && 'border-destructive',
        )}
      >
        <EditorToolbar editor={editor} label={t`Text formatting`} />
        <EditorContent editor={editor} />
      </div>
      {editor &&
        assistant?.({ capture: () => captureSelection(editor), focus: () => editor.commands.focus() })}
    </>
  );
}

/** The selection as text; replacing it later checks the range still holds the same text. */
function captureSelection(editor: Editor): AiSelection {
  const { from, to } = editor.state.selection;
  const text = editor.state.doc.textBetween(from, to, '\n');
  const unchanged = () =>
    to <= editor.state.doc.content.size && editor.state.doc.textBetween(from, to, '\n') === text;
  return {
    text,
    replace: (result) => {
      if (!unchanged()) return false;
      // Paragraphs stay paragraphs; the text goes in as text, never parsed as markup.
      const paragraphs = result
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean);
      const content =
        paragraphs.length > 1
          ? paragraphs.map((paragraph) => ({
              type: 'paragraph',
              content: [{ type: 'text', text: paragraph }],
            }))
          : { type: 'text', text: result.trim() };
      return editor.chain().focus().insertContentAt({ from, to }, content).run();
    },
    reselect: () => {
      if (unchanged()) editor.chain().focus().setTextSelection({ from, to }).run();
      else editor.commands.focus();
    },
  };
}
