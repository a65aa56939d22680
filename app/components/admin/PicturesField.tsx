// The pictures of a product or category: thumbnails in their order (the first is the main
// picture, marked so), and the drop zone that uploads new ones. The order changes by dragging a
// picture's handle onto another picture, by the arrow keys on a focused handle (Home makes it the
// main picture), or by each picture's buttons: move up, move down, make main, remove. Every move
// is announced to screen readers, and the focus stays with the picture moved.
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Input,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { PictureDropzone } from "./PictureDropzone.tsx";
import { movedPicture } from "./pictures-order.ts";

export type PictureRef = { id: number };

/** Which control of which picture takes the focus once a move is drawn. */
type FocusAfterMove = { id: number; control: "handle" | "up" | "down" };

export function PicturesField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly PictureRef[];
  onChange: (pictures: PictureRef[]) => void;
  /** The form's or the server's message about the pictures, e.g. too many. */
  error?: string;
}) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfterMove | null>(null);

  // Moving a picture moves its element: the focus is given back to the same control, or to the
  // handle when that control is now disabled (the first picture cannot move up).
  useEffect(() => {
    if (!focusAfter) return;
    const item = list.current?.querySelector(`[data-picture-id="${focusAfter.id}"]`);
    const control =
      item?.querySelector<HTMLElement>(`[data-control="${focusAfter.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLElement>('[data-control="handle"]');
    control?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  // Identical content is stored once: a picture already listed is not listed twice.
  function add(stored: readonly PictureRef[]) {
    const known = new Set(value.map((picture) => picture.id));
    const added = stored.filter((picture) => !known.has(picture.id) && known.add(picture.id));
    if (added.length > 0) onChange([...value, ...added.map(({ id }) => ({ id }))]);
  }

  function move(from: number, to: number, focus?: FocusAfterMove["control"]) {
    const moved = movedPicture(value, from, to);
    if (!moved) return;
    onChange(moved.pictures);
    setAnnouncement(
      moved.to === 0
        ? t("ADMIN-PICTURE-NOW-MAIN", { number: from + 1 })
        : t("ADMIN-PICTURE-MOVED", { from: from + 1, to: moved.to + 1, count: value.length }),
    );
    if (focus) setFocusAfter({ id: moved.picture.id, control: focus });
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    const to =
      event.key === "ArrowUp" || event.key === "ArrowLeft"
        ? index - 1
        : event.key === "ArrowDown" || event.key === "ArrowRight"
          ? index + 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? value.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, "handle");
  }

  function onDragStart(event: DragEvent, id: number) {
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", String(id));
    const item = (event.currentTarget as HTMLElement).closest("li");
    if (item) event.dataTransfer.setDragImage(item, 20, 20);
    setDragged(id);
  }

  function onDragOver(event: DragEvent, id: number) {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    if (dropTarget !== id) setDropTarget(id);
  }

  function onDrop(event: DragEvent, id: number) {
    if (dragged === null) return;
    event.preventDefault();
    const from = value.findIndex((picture) => picture.id === dragged);
    const to = value.findIndex((picture) => picture.id === id);
    setDragged(null);
    setDropTarget(null);
    if (from >= 0 && to >= 0) move(from, to);
  }

  function endDrag() {
    setDragged(null);
    setDropTarget(null);
  }

  return (
    <Stack gap="xs">
      <Input.Label component="span">{label}</Input.Label>
      {value.length > 0 ? (
        <>
          <VisuallyHidden id={instructionsId}>{t("ADMIN-PICTURE-HANDLE-HELP")}</VisuallyHidden>
          <Box
            component="ol"
            ref={list}
            aria-label={label}
            p={0}
            m={0}
            style={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: 12 }}
          >
            {value.map((picture, index) => {
              const number = index + 1;
              return (
                <Paper
                  component="li"
                  key={picture.id}
                  data-picture-id={picture.id}
                  withBorder
                  p={6}
                  w={210}
                  onDragOver={(event: DragEvent) => onDragOver(event, picture.id)}
                  onDragLeave={() => setDropTarget(null)}
                  onDrop={(event: DragEvent) => onDrop(event, picture.id)}
                  style={{
                    outline:
                      dropTarget === picture.id && dragged !== picture.id
                        ? "3px solid var(--mantine-color-blue-7)"
                        : undefined,
                    opacity: dragged === picture.id ? 0.5 : undefined,
                  }}
                >
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" gap={4}>
                      <ActionIcon
                        data-control="handle"
                        variant="subtle"
                        color="gray.8"
                        draggable
                        style={{ cursor: "grab" }}
                        aria-label={t("ADMIN-PICTURE-HANDLE", { number })}
                        aria-describedby={instructionsId}
                        onKeyDown={(event) => onHandleKey(event, index)}
                        onDragStart={(event) => onDragStart(event, picture.id)}
                        onDragEnd={endDrag}
                      >
                        <span aria-hidden="true">⠿</span>
                      </ActionIcon>
                      <ActionIcon
                        color="red.9"
                        size="sm"
                        aria-label={t("ADMIN-PICTURE-REMOVE", { number })}
                        onClick={() => onChange(value.filter((other) => other.id !== picture.id))}
                      >
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </Group>
                    <Image
                      src={`/api/resources/thumbs/${picture.id}`}
                      alt={t("ADMIN-PICTURE-NUMBER", { number })}
                      h={96}
                      fit="contain"
                      draggable={false}
                    />
                    <Group justify="center" gap={4}>
                      <ActionIcon
                        data-control="up"
                        variant="default"
                        size="sm"
                        disabled={index === 0}
                        aria-label={t("ADMIN-PICTURE-MOVE-UP", { number })}
                        onClick={() => move(index, index - 1, "up")}
                      >
                        <span aria-hidden="true">←</span>
                      </ActionIcon>
                      {index === 0 ? (
                        <Badge color="teal.9" variant="filled" tt="none">
                          {t("ADMIN-PICTURE-MAIN")}
                        </Badge>
                      ) : (
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={t("ADMIN-PICTURE-MAKE-MAIN-NAMED", { number })}
                          onClick={() => move(index, 0, "handle")}
                        >
                          {t("ADMIN-PICTURE-MAKE-MAIN")}
                        </Button>
                      )}
                      <ActionIcon
                        data-control="down"
                        variant="default"
                        size="sm"
                        disabled={index === value.length - 1}
                        aria-label={t("ADMIN-PICTURE-MOVE-DOWN", { number })}
                        onClick={() => move(index, index + 1, "down")}
                      >
                        <span aria-hidden="true">→</span>
                      </ActionIcon>
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </Box>
          <VisuallyHidden aria-live="polite" role="status">
            {announcement}
          </VisuallyHidden>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t("ADMIN-PICTURES-NONE")}
        </Text>
      )}
      <PictureDropzone label={t("ADMIN-PICTURES-ADD")} onUploaded={add}>
        <Text ta="center" size="sm">
          {t("ADMIN-PICTURES-DROP")}
        </Text>
      </PictureDropzone>
      {error && (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
