// The settings a new site starts with; administrators change them in the back office.
export const defaultSiteSettings = [
  { keyCode: "MAINTENANCE_MODE", keyValue: "OFF" },
  { keyCode: "SHOP_LINK", keyValue: "" },
  { keyCode: "SHOP_LINK_TARGET", keyValue: "_blank" },
  { keyCode: "OFFLINE_PAGES", keyValue: "" },
  { keyCode: "SEARCH_LIMIT", keyValue: "200" },
  { keyCode: "SEARCH_BAR_LIMIT", keyValue: "150" },
  { keyCode: "SEARCH_THUMBNAILS", keyValue: "1" },
  { keyCode: "SHOW_LOGIN_LINK", keyValue: "0" },
  { keyCode: "SHOP_EMAIL", keyValue: "info@rubbera.example" },
  { keyCode: "ENQUIRY_RETENTION_MONTHS", keyValue: "24" },
  { keyCode: "VISIT_RETENTION_MONTHS", keyValue: "25" },
];
