// Where the back office takes new pictures: drop or choose files, uploaded one after the other
// with each upload's progress shown. A failed upload says why and the others go on; the
// pictures stored are handed over once all are done.
import { Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { type StoredPicture, uploadPicture } from "../api-client.ts";
import { useAdminNotices } from "./notices.ts";

const acceptedTypes = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];

export function PictureDropzone({
  label,
  onUploaded,
  padding = "md",
  children,
}: {
  /** The drop zone's accessible name. */
  label: string;
  onUploaded: (pictures: StoredPicture[], files: File[]) => void | Promise<void>;
  padding?: "md" | "lg";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const [upload, setUpload] = useState<{ name: string; share: number } | null>(null);

  async function add(files: File[]) {
    const stored: StoredPicture[] = [];
    const storedFiles: File[] = [];
    for (const file of files) {
      setUpload({ name: file.name, share: 0 });
      try {
        stored.push(await uploadPicture(file, (share) => setUpload({ name: file.name, share })));
        storedFiles.push(file);
      } catch (error) {
        notices.error(t("ADMIN-PICTURE-NOT-UPLOADED", { name: file.name }), error);
      }
    }
    setUpload(null);
    if (stored.length > 0) await onUploaded(stored, storedFiles);
  }

  return (
    <>
      <Dropzone
        onDrop={add}
        accept={acceptedTypes}
        loading={upload !== null}
        multiple
        p={padding}
        aria-label={label}
      >
        {children}
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
    </>
  );
}
