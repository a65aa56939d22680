// A site setting as the shop thinks of it: a key and its value. The cache holds these and the
// service takes and answers them; the API's shapes (settings.schema.ts) are mapped from them in
// settings.api.server.ts.

export type SiteSetting = { id: number; key: string; value: string };

/** What a write sets: the key and its value. */
export type SiteSettingChange = Omit<SiteSetting, "id">;
