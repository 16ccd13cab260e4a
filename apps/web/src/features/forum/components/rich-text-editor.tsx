import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import TitleIcon from '@mui/icons-material/Title';
import LinkIcon from '@mui/icons-material/Link';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
}

function ToolbarButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // Keep the editor's selection: the button must not take focus on mouse down.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      heading: current.isActive('heading', { level: 2 }),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggleLink = () => {
    if (state.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href && /^(https?:\/\/|mailto:)/i.test(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <ToolbarButton label="Bold (Ctrl+B)" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Italic (Ctrl+I)" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Heading" active={state.heading} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <TitleIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Bullet list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Link" active={state.link} onClick={toggleLink}>
        <LinkIcon fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolbarButton>
    </Box>
  );
}

/**
 * The forum's rich-text body (TipTap StarterKit): paragraphs, bold, italic,
 * headings, lists, quotes, code and links — what the server's allow-list keeps.
 * Lives in the create and edit page chunk only.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, helperText }: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  // The editable area is the labelled, described textbox of the form (axe, screen readers).
  const editableAttributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': helperId,
      ...(error ? { 'aria-invalid': 'true' } : {}),
    }),
    [labelId, helperId, error],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
      }),
    ],
    content: value,
    editorProps: { attributes: editableAttributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    immediatelyRender: true,
  });

  // Keep aria-invalid in step with the form's error.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { attributes: editableAttributes } });
  }, [editor, editableAttributes]);

  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
        {label} *
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
          '& .tiptap': { minHeight: 220, p: 1.5, outline: 'none', overflowWrap: 'anywhere' },
          '& .tiptap p': { my: 0.75 },
          '& .tiptap blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
        }}
      >
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? helperText ?? ''}
      </FormHelperText>
    </Box>
  );
}
