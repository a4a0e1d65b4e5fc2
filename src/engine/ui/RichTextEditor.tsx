// The rich-text editor (react-admin's RichTextInput on tiptap), in a chunk of
// its own: RichTextKind.tsx loads it lazily. Its tools make only what the
// allow-list keeps (src/engine/richTextPolicy.ts): h2–h4, alignment as a class,
// no colours; links and pictures only to addresses the server will keep.
import { useCallback, useEffect, useMemo, useReducer, useRef, type MouseEvent } from 'react';
import { GlobalStyles, MenuItem, Select, ToggleButton } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps as EditorInputProps,
} from 'ra-input-rich-text';
import {
  TEXT_ALIGNMENTS,
  alignClass,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  type TextAlignment,
} from '../richTextPolicy';
import { LAYOUT } from './layoutConstants';
import type { RichTextInputProps } from './RichTextKind';
import { EDITOR_MIN_HEIGHT, RICH_TEXT_CONTENT_SX } from './richTextStyle';

type EditorOptions = NonNullable<EditorInputProps['editorOptions']>;
type Extension = NonNullable<EditorOptions['extensions']>[number];
type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * The commands used below. Their types come with tiptap's extension packages,
 * which reach this project only through ra-input-rich-text.
 */
interface FormattingChain {
  setHeading(attributes: { level: (typeof HEADING_LEVELS)[number] }): FormattingChain;
  setParagraph(): FormattingChain;
  extendMarkRange(type: string): FormattingChain;
  setLink(attributes: { href: string }): FormattingChain;
  unsetLink(): FormattingChain;
  setImage(options: { src: string }): FormattingChain;
  run(): boolean;
}
const focusedChain = (editor: Editor) => editor.chain().focus() as unknown as FormattingChain;

/** One of react-admin's default extensions, by name: tiptap comes only through ra-input-rich-text. */
function defaultExtension(name: string): Extension {
  const found = DefaultEditorOptions.extensions?.find((extension) => extension.name === name);
  if (!found) throw new Error(`ra-input-rich-text has no ${name} extension`);
  return found;
}

/** Alignment written as a class (the allow-list keeps no style attribute). */
function classTextAlign(): Extension {
  return defaultExtension('textAlign')
    .extend({
      addGlobalAttributes() {
        return [
          {
            types: ['heading', 'paragraph'],
            attributes: {
              textAlign: {
                default: null,
                parseHTML: (element: HTMLElement) =>
                  TEXT_ALIGNMENTS.find((alignment) => element.classList.contains(alignClass(alignment))) ?? null,
                renderHTML: (attributes: { textAlign?: TextAlignment | null }) =>
                  attributes.textAlign ? { class: alignClass(attributes.textAlign) } : {},
              },
            },
          },
        ];
      },
    })
    .configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] });
}

/**
 * Pictures only from addresses the allow-list keeps (our stored files, http(s)): pasted, dropped or loaded
 * HTML loses any other <img> (src="x", a relative path, data:) here, as the server would lose it on save,
 * rather than showing a broken picture that vanishes silently.
 */
function allowedImage(): Extension {
  return defaultExtension('image').extend({
    parseHTML() {
      return [
        {
          tag: 'img[src]',
          getAttrs: (element: HTMLElement) => (isAllowedImageUrl(element.getAttribute('src') ?? '') ? null : false),
        },
      ];
    },
  });
}

const EXTENSIONS: Extension[] = [
  defaultExtension('starterKit').configure({
    heading: { levels: [...HEADING_LEVELS] },
    // An extra empty paragraph after a heading would change the HTML of a record merely opened.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, isAllowedUri: (url: string) => isAllowedLinkUrl(url) },
  }),
  classTextAlign(),
  allowedImage(),
];

/** Re-renders on every change of the editor's state (what is selected, which marks apply). */
function useEditorChanges(editor: Editor | null) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', rerender);
    return () => void editor.off('transaction', rerender);
  }, [editor]);
}

/** Paragraph or h2–h4: the levels the allow-list keeps. */
function LevelSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorChanges(editor);
  const current = HEADING_LEVELS.find((level) => editor?.isActive('heading', { level })) ?? 0;
  const labels: Record<number, string> = {
    0: translate('ra.tiptap.paragraph'),
    2: translate('ra.tiptap.heading2'),
    3: translate('ra.tiptap.heading3'),
    4: translate('ra.tiptap.heading4'),
  };
  return (
    <Select
      size="small"
      value={current}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level') }}
      // Chosen or dismissed, the writing goes on in the text. The list itself would give the focus back to
      // this select as it finishes closing: after the text took it, when the machine is busy, so that the
      // next keys typed went to the select (and Enter opened the list again).
      MenuProps={{ disableRestoreFocus: true }}
      onClose={() => editor?.commands.focus()}
      onChange={(event) => {
        if (!editor) return;
        const level = HEADING_LEVELS.find((candidate) => candidate === Number(event.target.value));
        if (level) focusedChain(editor).setHeading({ level }).run();
        else focusedChain(editor).setParagraph().run();
      }}
      sx={{ minWidth: 130, '& .MuiSelect-select': { py: 0.5 } }}
    >
      {[0, ...HEADING_LEVELS].map((level) => (
        <MenuItem key={level} value={level}>
          {labels[level]}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Asks for an address and refuses one the server would drop. */
function useAskUrl() {
  const translate = useTranslate();
  const notify = useNotify();
  return (question: string, allowed: (url: string) => boolean, current = ''): string | null | undefined => {
    const answer = window.prompt(translate(question), current);
    if (answer === null) return undefined;
    const url = answer.trim();
    if (!url) return null;
    if (allowed(url)) return url;
    notify('app.richText.url_not_allowed', { type: 'warning' });
    return undefined;
  };
}

/** A link on the selection; an empty address removes it. */
function LinkButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const askUrl = useAskUrl();
  useEditorChanges(editor);
  const label = translate('ra.tiptap.link');
  const active = Boolean(editor?.isActive('link'));
  const hasSelection = Boolean(editor && !editor.state.selection.empty);
  return (
    <ToggleButton
      value="link"
      size="small"
      aria-label={label}
      title={label}
      selected={active}
      disabled={!editor?.isEditable || (!hasSelection && !active)}
      onClick={() => {
        if (!editor) return;
        const url = askUrl('app.richText.link_prompt', isAllowedLinkUrl, editor.getAttributes('link').href ?? '');
        if (url === undefined) return;
        const chain = focusedChain(editor).extendMarkRange('link');
        (url === null ? chain.unsetLink() : chain.setLink({ href: url })).run();
      }}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}

/** A picture by its address (an uploaded file's or an http(s) one). */
function ImageButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const askUrl = useAskUrl();
  const label = translate('ra.tiptap.image');
  return (
    <ToggleButton
      value="image"
      size="small"
      aria-label={label}
      title={label}
      disabled={!editor?.isEditable}
      onClick={() => {
        const url = editor && askUrl('ra.tiptap.image_dialog', isAllowedImageUrl);
        if (url) focusedChain(editor).setImage({ src: url }).run();
      }}
    >
      <ImageIcon fontSize="inherit" />
    </ToggleButton>
  );
}

/**
 * A toolbar button pressed with the mouse leaves the focus in the text. Otherwise the button takes it
 * and tiptap gives it back only at the next frame: a key typed meanwhile presses the button (a space
 * after Bold turns bold on again). The level list opens on its own mouse press, so only buttons.
 */
const keepTextFocus = (event: MouseEvent<HTMLDivElement>) => {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
};
// The toolbar hands props its types do not name to its root element.
const TOOLBAR_ROOT_PROPS = { onMouseDown: keepTextFocus } as object;

const TOOLBAR = (
  <RichTextInputToolbar size="small" {...TOOLBAR_ROOT_PROPS}>
    <LevelSelect />
    <FormatButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButton />
    <ImageButton />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/** Marks the editor's root, for the styles below and for tests. */
const EDITOR_CLASS = 'rich-text-editor';

/** The toolbar stays under the app's header while a long text scrolls by. */
const EDITOR_SX = {
  '& .RaRichTextInputToolbar-root': {
    position: 'sticky',
    top: LAYOUT.header,
    zIndex: 2,
    bgcolor: 'background.paper',
    pt: 1,
  },
  '& .ProseMirror': { ...RICH_TEXT_CONTENT_SX, minHeight: EDITOR_MIN_HEIGHT, boxSizing: 'border-box', outline: 'none' },
} as const;

/**
 * A card clips what overflows it, which would also keep the toolbar from
 * sticking: a card holding an editor clips without being a scroll container.
 */
const STICKY_IN_CARD = { [`.MuiCard-root:has(.${EDITOR_CLASS})`]: { overflow: 'clip' } } as const;

export default function RichTextEditor({ source, label, validate, helperText }: RichTextInputProps) {
  const { getValues } = useFormContext();
  // The value the form started with and the editor's HTML for it: tiptap writes the same
  // text its own way, which must not count as a change of a record merely opened.
  const loaded = useRef<{ value: unknown; html?: string }>({ value: getValues(source) });
  const translate = useTranslate();
  // The editable area is tiptap's textbox: it needs a name of its own (the label names only the wrapper).
  const name = label ? translate(label, { _: label }) : source;
  const editorOptions = useMemo<EditorOptions>(
    () => ({
      extensions: EXTENSIONS,
      editorProps: { attributes: { 'aria-label': name, 'aria-multiline': 'true' } },
      onCreate: ({ editor }) => {
        loaded.current.html = editor.isEmpty ? '' : editor.getHTML();
      },
    }),
    [name],
  );
  const parse = useCallback((html: string) => {
    const { value, html: loadedHtml } = loaded.current;
    if (html === loadedHtml) return value;
    return html === '' ? null : html;
  }, []);
  return (
    <>
      <GlobalStyles styles={STICKY_IN_CARD} />
      <RichTextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        parse={parse}
        editorOptions={editorOptions}
        toolbar={TOOLBAR}
        sx={EDITOR_SX}
        className={EDITOR_CLASS}
      />
    </>
  );
}
