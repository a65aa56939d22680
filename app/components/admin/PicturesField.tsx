// The pictures of a product or category: thumbnails in their order (the first is the main
// picture) with a remove button each, and a drop zone that uploads new pictures one after the
// other, showing each upload's progress. A failed upload says why and keeps the others.
import { ActionIcon, Group, Image, Input, Paper, Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { ApiCallError, uploadPicture } from "../api-client.ts";
import { useAdminNotices } from "./notices.ts";

export type PictureRef = { id: number };

const acceptedTypes = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];

export function PicturesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly PictureRef[];
  onChange: (pictures: PictureRef[]) => void;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const [upload, setUpload] = useState<{ name: string; share: number } | null>(null);

  async function add(files: File[]) {
    let pictures = [...value];
    for (const file of files) {
      setUpload({ name: file.name, share: 0 });
      try {
        const stored = await uploadPicture(file, (share) => setUpload({ name: file.name, share }));
        if (!pictures.some((picture) => picture.id === stored.id)) {
          pictures = [...pictures, { id: stored.id }];
          onChange(pictures);
        }
      } catch (error) {
        const reason = error instanceof ApiCallError ? error.message : String(error);
        notices.error(t("ADMIN-PICTURE-NOT-UPLOADED", { name: file.name }), reason);
      }
    }
    setUpload(null);
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
      <Dropzone
        onDrop={add}
        accept={acceptedTypes}
        loading={upload !== null}
        multiple
        p="md"
        aria-label={t("ADMIN-PICTURES-ADD")}
      >
        <Text ta="center" size="sm">
          {t("ADMIN-PICTURES-DROP")}
        </Text>
      </Dropzone>
      {upload && (
        <Stack gap={2} aria-live="polite">
          <Text size="sm">{t("ADMIN-PICTURE-UPLOADING", { name: upload.name })}</Text>
          <Progress
            value={Math.round(upload.share * 100)}
            aria-label={t("ADMIN-PICTURE-UPLOADING", { name: upload.name })}
          />
        </Stack>
      )}
    </Stack>
  );
}
