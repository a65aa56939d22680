// The pictures of a product or category: thumbnails in their order (the first is the main
// picture) with a remove button each, and the drop zone that uploads new ones.
import { ActionIcon, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { PictureDropzone } from "./PictureDropzone.tsx";

export type PictureRef = { id: number };

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

  // Identical content is stored once: a picture already listed is not listed twice.
  function add(stored: readonly PictureRef[]) {
    const known = new Set(value.map((picture) => picture.id));
    const added = stored.filter((picture) => !known.has(picture.id) && known.add(picture.id));
    if (added.length > 0) onChange([...value, ...added.map(({ id }) => ({ id }))]);
  }

  return (
    <Stack gap="xs">
      <Input.Label component="span">{label}</Input.Label>
      {value.length > 0 ? (
        <Group gap="sm">
          {value.map((picture, index) => (
            <Paper key={picture.id} withBorder p={4} pos="relative">
              <Image
                src={`/api/resources/thumbs/${picture.id}`}
                alt={t("ADMIN-PICTURE-NUMBER", { number: index + 1 })}
                w={96}
                h={96}
                fit="contain"
              />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                color="red.9"
                size="sm"
                aria-label={t("ADMIN-PICTURE-REMOVE", { number: index + 1 })}
                onClick={() => onChange(value.filter((other) => other.id !== picture.id))}
              >
                <span aria-hidden="true">×</span>
              </ActionIcon>
            </Paper>
          ))}
        </Group>
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
