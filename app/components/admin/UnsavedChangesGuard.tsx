// A form with unsaved changes asks before the page is left: in the app (a modal) and when the
// tab is closed or reloaded (the browser's own prompt).
import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("ADMIN-UNSAVED-TITLE")}
    >
      <Text>{t("ADMIN-UNSAVED-TEXT")}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t("ADMIN-UNSAVED-STAY")}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t("ADMIN-UNSAVED-LEAVE")}
        </Button>
      </Group>
    </Modal>
  );
}
