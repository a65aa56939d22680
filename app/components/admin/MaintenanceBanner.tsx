// Above every back-office page while the site is in maintenance (MAINTENANCE_MODE = ON): the
// administrator sees the site, visitors do not, and a closed shop is easily forgotten. Its link
// leads to the switch on the settings screen.
import { Alert, Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { useRootData } from "../root-data.ts";
import { maintenanceSettingAnchor } from "../setting-anchors.ts";

export function MaintenanceBanner() {
  const { maintenanceBanner, locale } = useRootData();
  const { t } = useTranslation();
  if (!maintenanceBanner) return null;
  return (
    // A status, not an alert: it is said once when it appears, and stays quiet on every page.
    <Alert role="status" variant="outline" color="orange.9" mb="md" p="sm">
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={600}>
          {t("ADMIN-SETTINGS-MAINTENANCE-ON")}
        </Text>
        <Anchor
          component={Link}
          to={`${adminPath("admin-siteSettings", locale)}#${maintenanceSettingAnchor}`}
          size="sm"
        >
          {t("ADMIN-SETTINGS-MAINTENANCE-LINK")}
        </Anchor>
      </Group>
    </Alert>
  );
}
