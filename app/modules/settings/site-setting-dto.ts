// A setting in the API's shape (`settings.schema.ts`): what `/api/site-settings` answers, and what
// the back office's settings screens show and send back changed. Client-safe.
import type { SiteSettingDto } from "./settings.schema.ts";
import type { SiteSetting } from "./settings-model.ts";

export const siteSettingDto = (setting: SiteSetting): SiteSettingDto => ({
  id: setting.id,
  key_code: setting.key,
  key_value: setting.value,
});
