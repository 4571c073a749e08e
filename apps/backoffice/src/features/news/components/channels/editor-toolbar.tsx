import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { LinkDialog } from './link-dialog';

type Tool = {
  name: string;
  icon: LucideIcon;
  /** Whether the button shows as pressed (a mark or block the cursor is in); none for a plain action. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/**
 * The formatting buttons as one ARIA toolbar: a single Tab stop, arrows (and Home, End) move
 * between buttons, each named and showing whether it is on (aria-pressed).
 */
export function EditorToolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const tools: Tool[] = [
    {
      name: t`Heading`,
      icon: Heading2,
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      name: t`Subheading`,
      icon: Heading3,
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      name: t`Bold`,
      icon: Bold,
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      name: t`Italic`,
      icon: Italic,
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      name: t`Bulleted list`,
      icon: List,
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      name: t`Numbered list`,
      icon: ListOrdered,
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      name: t`Quote`,
      icon: Quote,
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    { name: t`Link`, icon: Link2, active: (e) => e.isActive('link'), run: () => setDialog('link') },
    { name: t`Image`, icon: ImagePlus, run: () => setDialog('image') },
  ];

  // Re-rendered when the selection moves, so the pressed states follow the cursor.
  const pressed = useEditorState({
    editor,
    selector: ({ editor }) => (editor ? tools.map((tool) => tool.active?.(editor) ?? false) : []),
    equalityFn: (a, b) =>
      b !== null && a.length === b.length && a.every((value, index) => value === b[index]),
  });

  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={label}
        onKeyDown={move}
        className="flex flex-wrap gap-0.5 border-b border-input bg-muted/50 p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.name}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={tool.name}
            title={tool.name}
            aria-pressed={tool.active ? Boolean(pressed?.[index]) : undefined}
            disabled={!editor}
            onFocus={() => setCurrent(index)}
            onClick={() => editor && tool.run(editor)}
            className="grid size-9 place-items-center rounded-md text-ink-700 outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-ink-900 aria-pressed:text-white"
          >
            <tool.icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
      {editor && <LinkDialog kind={dialog} editor={editor} onClose={() => setDialog(null)} />}
    </>
  );
}
