// A rich-text field (§2 translation editor): a Tiptap editor with the formatting the public
// pages style (headings, lists, links), and a toggle to the raw HTML for what the toolbar
// cannot do. The server sanitizes whatever is sent, so the raw mode cannot inject scripts.
import { Input, SegmentedControl, Stack, Textarea } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import "@mantine/tiptap/styles.css";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";

type Mode = "rich" | "raw";

export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [mode, setMode] = useState<Mode>("rich");
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { "aria-labelledby": labelId, role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // Text changed outside the editor (raw mode, a reset) is shown in it.
  useEffect(() => {
    if (editor && mode === "rich" && editor.getHTML() !== value && !(editor.isEmpty && !value)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, mode, value]);

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} component="span">
        {label}
      </Input.Label>
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={mode}
        onChange={(next) => setMode(next as Mode)}
        aria-label={t("ADMIN-RICH-MODE")}
        data={[
          { value: "rich", label: t("ADMIN-RICH-TEXT") },
          { value: "raw", label: t("ADMIN-RAW-TEXT") },
        ]}
      />
      {mode === "raw" ? (
        <Textarea
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={6}
          ff="monospace"
          error={error}
        />
      ) : (
        <>
          <RichTextEditor
            editor={editor}
            labels={{
              boldControlLabel: t("ADMIN-RICH-BOLD"),
              italicControlLabel: t("ADMIN-RICH-ITALIC"),
              h2ControlLabel: t("ADMIN-RICH-H2"),
              h3ControlLabel: t("ADMIN-RICH-H3"),
              bulletListControlLabel: t("ADMIN-RICH-BULLETS"),
              orderedListControlLabel: t("ADMIN-RICH-NUMBERS"),
              linkControlLabel: t("ADMIN-RICH-LINK"),
              unlinkControlLabel: t("ADMIN-RICH-UNLINK"),
              linkEditorInputLabel: t("ADMIN-RICH-LINK-ADDRESS"),
              linkEditorInputPlaceholder: "https://",
              linkEditorSave: t("ADMIN-SAVE"),
              linkEditorExternalLink: t("ADMIN-RICH-LINK-NEW-TAB"),
              linkEditorInternalLink: t("ADMIN-RICH-LINK-SAME-TAB"),
              clearFormattingControlLabel: t("ADMIN-RICH-CLEAR"),
              undoControlLabel: t("ADMIN-RICH-UNDO"),
              redoControlLabel: t("ADMIN-RICH-REDO"),
            }}
          >
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
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
            <RichTextEditor.Content />
          </RichTextEditor>
          {error && <Input.Error>{error}</Input.Error>}
        </>
      )}
    </Stack>
  );
}
