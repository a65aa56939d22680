// The back office's Mantine theme, made to pass axe:
// - contrast: Mantine's default blue (shade 6), dimmed grey, error red and a notice's text do
//   not reach 4.5:1 on white; primary shade 8, dimmed grey 7, error red 9 and notice text
//   grey 8 do; the active menu entry's text (the "light" variant) is blue 9, which keeps 4.5:1
//   on its background also while the pointer rests on it;
// - modals: their close button gets a name in the page's language, and their header is a div,
//   not a <header> (a dialog outside <main> would otherwise add a second banner landmark).
import {
  type CSSVariablesResolver,
  createTheme,
  Modal,
  ModalHeader,
  type ModalHeaderProps,
  Notification,
} from "@mantine/core";
import { createElement } from "react";
import type { Translate } from "../../modules/i18n/translation.tsx";

export function createAdminTheme(t: Translate) {
  return createTheme({
    primaryColor: "blue",
    primaryShade: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: "sm",
    cursorType: "pointer",
    components: {
      Notification: Notification.extend({
        styles: { description: { color: "var(--mantine-color-gray-8)" } },
      }),
      Modal: Modal.extend({
        defaultProps: { closeButtonProps: { "aria-label": t("ADMIN-CLOSE") } },
      }),
      ModalHeader: ModalHeader.extend({
        // renderRoot is accepted by every Mantine component, though the props type omits it.
        defaultProps: {
          renderRoot: (props: Record<string, unknown>) => createElement("div", props),
        } as Partial<ModalHeaderProps>,
      }),
    },
  });
}

export const adminCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": theme.colors.gray[7],
    "--mantine-color-placeholder": theme.colors.gray[7],
    "--mantine-color-anchor": theme.colors.blue[8],
    "--mantine-color-error": theme.colors.red[9],
    "--mantine-color-blue-light-color": theme.colors.blue[9],
    "--mantine-primary-color-light-color": theme.colors.blue[9],
  },
  dark: {},
});
