import { HTML_ALLOWED_URL_SCHEMES } from '@rihla/shared/html-allowlist';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading3,
  Heading4,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { t } from '../../../lib/i18n';
import { AdminInput } from './admin-ui';

/**
 * The rich-text extensions of the back office (decision 037): paragraphs, bold, italic, headings 3 and 4,
 * lists, line breaks, links and undo. Everything they produce is on the shared HTML allowlist (decision 011);
 * what the starter kit has beyond it (code, strike, rules, blockquotes, underline) is left out. Links carry no
 * target or rel: the API and the storefront set rel on every link themselves.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    blockquote: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [...HTML_ALLOWED_URL_SCHEMES],
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeLink(url),
    },
  }),
];

/** An http(s), mailto or tel link, or a same-site path; never javascript: or a protocol-relative address. */
export function isSafeLink(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return false;
  if (trimmed.startsWith('/')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme !== undefined && (HTML_ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme);
}

/** The editor's HTML, or '' for an empty document (tiptap writes an empty paragraph). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * A labelled rich-text field: a toolbar of labelled toggle buttons (aria-pressed) over a tiptap editor. The
 * value is HTML; when the value changes from outside (a save answered with what the server stored), the
 * editor shows it.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly = false,
  language,
}: {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string;
  readOnly?: boolean;
  /** 'ar': the text is Arabic, written right to left (decision 102). */
  language?: 'ar';
}) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(language === 'ar' ? { lang: 'ar', dir: 'rtl' } : {}),
        // Each paragraph, heading and list item takes its direction from its own first letters (decision 104): an
        // Arabic paragraph runs right to left and an English one left to right, whichever the back office's
        // language, and the HTML stays as the allowlist has it (no dir attributes).
        class:
          'prose-html min-h-20 rounded-b-xl px-3.5 py-2.5 text-base text-ink focus:outline-2 focus:outline-brand-100 [&_:is(p,h3,h4,li)]:text-start [&_:is(p,h3,h4,li)]:[unicode-bidi:plaintext]',
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // NOTE: tiptap's React binding destroys an editor whose component seemed gone for a moment (its effects cleaned
  // up, as when React hides a page while the next one loads) and makes a new one when its effects run again; the
  // effects below, in that same commit, still hold the destroyed one, whose view is gone (the desk-products journey
  // on a loaded machine: "The editor view is not available"). They skip it: the new editor's render runs them again.
  // A value from outside (the stored HTML after a save, a reset): shown unless it is what the editor holds.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  // aria-invalid and aria-describedby follow the error (the editor's attributes are set once).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const element = editor.view.dom;
    if (error) {
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', errorId);
    } else {
      element.removeAttribute('aria-invalid');
      element.removeAttribute('aria-describedby');
    }
  }, [editor, error, errorId]);

  return (
    <div>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div
        className={`rounded-xl border bg-white ${error ? 'border-danger' : 'border-line'} focus-within:border-brand-500`}
      >
        {!readOnly && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

type TMark = 'bold' | 'italic' | 'h3' | 'h4' | 'bulletList' | 'orderedList' | 'link';

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [isLinking, setIsLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const toggles: Array<{ key: TMark; text: string; icon: LucideIcon; run(): void }> = [
    { key: 'bold', text: t('Bold'), icon: Bold, run: () => chain().toggleBold().run() },
    { key: 'italic', text: t('Italic'), icon: Italic, run: () => chain().toggleItalic().run() },
    { key: 'h3', text: t('Heading 3'), icon: Heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'h4', text: t('Heading 4'), icon: Heading4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { key: 'bulletList', text: t('Bulleted list'), icon: List, run: () => chain().toggleBulletList().run() },
    {
      key: 'orderedList',
      text: t('Numbered list'),
      icon: ListOrdered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', text: t('Link'), icon: LinkIcon, run: () => setIsLinking((open) => !open) },
  ];
  return (
    <div className="border-b border-line">
      <div
        role="toolbar"
        aria-label={t('Formatting of {field}', { field: label })}
        className="flex flex-wrap gap-0.5 p-1"
      >
        {toggles.map(({ key, text, icon: Icon, run }) => (
          <ToolButton key={key} text={text} isPressed={Boolean(state[key])} onClick={run}>
            <Icon size={18} aria-hidden="true" />
          </ToolButton>
        ))}
        <ToolButton text={t('Undo')} isDisabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 size={18} aria-hidden="true" className="rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton text={t('Redo')} isDisabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 size={18} aria-hidden="true" className="rtl:-scale-x-100" />
        </ToolButton>
      </div>
      {isLinking && (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setIsLinking(false);
          }}
          onCancel={() => {
            setIsLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

function ToolButton({
  text,
  isPressed,
  isDisabled = false,
  onClick,
  children,
}: {
  text: string;
  isPressed?: boolean;
  isDisabled?: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={text}
      aria-label={text}
      aria-pressed={isPressed}
      disabled={isDisabled}
      // A press keeps the focus in the text (as word processors do): the mark applies where the caret is, and what is
      // typed next goes into the text at once rather than to the button until tiptap's focus() returns on the next
      // animation frame. Keyboard users still reach each button with Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-lg text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
    >
      {children}
    </button>
  );
}

/** The address of a link: applied to the selection, or removed when emptied. */
function LinkForm({ initial, onApply, onCancel }: { initial: string; onApply(href: string): void; onCancel(): void }) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Not a <form>: the editor sits inside the product's form, and forms cannot nest.
  const apply = (event: FormEvent | React.KeyboardEvent) => {
    event.preventDefault();
    const trimmed = href.trim();
    if (trimmed !== '' && !isSafeLink(trimmed)) {
      setError(t('A link starts with https://, http://, mailto:, tel: or /'));
      return;
    }
    onApply(trimmed);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-line p-2">
      <div className="min-w-48 flex-1">
        <AdminInput
          id={inputId}
          label={t('Link address (empty to remove the link)')}
          type="url"
          value={href}
          onChange={setHref}
          error={error}
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        />
      </div>
      <button type="button" className="btn-secondary min-h-11 px-3 py-2" onClick={apply}>
        {t('Apply the link')}
      </button>
      <button type="button" className="btn-secondary min-h-11 px-3 py-2" onClick={onCancel}>
        {t('Cancel')}
      </button>
    </div>
  );
}
