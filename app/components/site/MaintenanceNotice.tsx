// A strip above the header telling a signed-in administrator that the site is in maintenance
// (MAINTENANCE_MODE = ON): visitors get the maintenance page, the administrator the site as it
// is, and should not forget to open it again. The root loader says it only on an
// administrator's page, never on one that may be stored.
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import { useRootData } from "../root-data.ts";
import { maintenanceSettingAnchor } from "../setting-anchors.ts";
import styles from "./MaintenanceNotice.module.css";
import { SiteLink } from "./SiteLink.tsx";

export function MaintenanceNotice() {
  const { maintenanceBanner, locale } = useRootData();
  const { t } = useTranslation();
  if (!maintenanceBanner) return null;
  return (
    <p className={styles.notice}>
      {t("MAINTENANCE-ADMIN-NOTICE")}
      <SiteLink to={`${adminPath("admin-siteSettings", locale)}#${maintenanceSettingAnchor}`}>
        {t("MAINTENANCE-ADMIN-LINK")}
      </SiteLink>
    </p>
  );
}
