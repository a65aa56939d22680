// Where the settings screen puts each setting's field, so that a link elsewhere (the
// maintenance banners) leads straight to it. Client-safe, and small: the public site's frame
// imports it.

/** The id of a setting's field on the settings screen, e.g. setting-MAINTENANCE_MODE. */
export const settingFieldId = (key: string) => `setting-${key}`;

export const maintenanceSettingAnchor = settingFieldId("MAINTENANCE_MODE");
