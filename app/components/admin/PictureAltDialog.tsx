// A picture's alt texts, one per language, in a dialog of the pictures screen: what a screen
// reader says of the picture wherever the public site shows it. Left empty, a page says what it
// said without one (the product's or category's title).
import { Button, Group, Image, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { locales } from "../../modules/i18n/locales.ts";
import type { Localized } from "../../modules/i18n/localized.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import {
  maxAltTextLength,
  pictureAltInputSchema,
  pictureRecordSchema,
} from "../../modules/pictures/pictures.schema.ts";
import { ApiCallError, callApi } from "../api-client.ts";
import { formResolver } from "./form-kit.ts";
import { useAdminNotices } from "./notices.ts";
import { useSave } from "./save-and-delete.ts";

export type PictureAltTarget = { id: number; originalName: string; alt: Localized<string> };

export function PictureAltDialog({
  picture,
  onClose,
  onSaved,
}: {
  /** The picture whose texts are edited; none: the dialog is closed. */
  picture: PictureAltTarget | null;
  onClose: () => void;
  /** Told once saved, before the page reads its data again. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={picture !== null} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>
            {picture &&
              t("ADMIN-PICTURE-ALT-TITLE", { id: picture.id, name: picture.originalName })}
          </Modal.Title>
          <Modal.CloseButton aria-label={t("ADMIN-CLOSE")} />
        </Modal.Header>
        <Modal.Body>
          {picture && (
            <AltForm key={picture.id} picture={picture} onCancel={onClose} onSaved={onSaved} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function AltForm({
  picture,
  onCancel,
  onSaved,
}: {
  picture: PictureAltTarget;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const form = useForm({
    mode: "controlled",
    initialValues: { alt: { ...picture.alt } },
    validate: formResolver(pictureAltInputSchema, {
      messages: {
        [`An alt text is at most ${maxAltTextLength} characters`]: t("ADMIN-PICTURE-ALT-TOO-LONG", {
          max: maxAltTextLength,
        }),
      },
    }),
  });

  const { saving, save } = useSave({
    send: (values: typeof form.values) =>
      callApi("PUT", `/resources/${picture.id}/alt`, values, pictureRecordSchema),
    saved: t("ADMIN-PICTURE-ALT-SAVED", { id: picture.id }),
    notSaved: t("ADMIN-PICTURE-ALT-NOT-SAVED"),
    failed: (notSaved, failure) => {
      if (failure instanceof ApiCallError) form.setErrors(failure.fieldErrors);
      notices.error(notSaved, failure);
    },
    onSaved,
  });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <Group align="flex-start" wrap="nowrap">
          <Image
            src={`/api/resources/thumbs/${picture.id}`}
            alt={t("ADMIN-RESOURCE-THUMB-ALT", { id: picture.id, name: picture.originalName })}
            w={120}
            h={90}
            fit="contain"
          />
          <Text size="sm">{t("ADMIN-PICTURE-ALT-HELP")}</Text>
        </Group>
        {locales.map((locale) => (
          <TextInput
            key={locale}
            lang={locale}
            label={t("ADMIN-PICTURE-ALT-IN", {
              language: t(`ADMIN-LANGUAGE-${locale.toUpperCase()}`),
            })}
            maxLength={maxAltTextLength}
            {...form.getInputProps(`alt.${locale}`)}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("ADMIN-CANCEL")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("ADMIN-SAVE")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
