// The back office's Mantine theme. Mantine's default blue (shade 6) and its dimmed grey do not
// reach the 4.5:1 contrast WCAG asks for small text on white: the primary shade is darkened
// to 8 and dimmed text to grey 7, which pass; a notice's text (grey 6 under a title) to grey 8.
import { type CSSVariablesResolver, createTheme, Notification } from "@mantine/core";

export const adminTheme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: "sm",
  cursorType: "pointer",
  components: {
    Notification: Notification.extend({
      styles: { description: { color: "var(--mantine-color-gray-8)" } },
    }),
  },
});

export const adminCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": theme.colors.gray[7],
    "--mantine-color-placeholder": theme.colors.gray[7],
    "--mantine-color-anchor": theme.colors.blue[8],
  },
  dark: {},
});
