import { describe, expect, it } from "vitest";
import { translator } from "./translation.tsx";

describe("interface texts on a page", () => {
  const t = translator({
    "ERROR-TITLE": "Erreur : {{status}}",
    "FOOTER-COPYRIGHT": "© {{ year }} Rubbera — {{year}}",
    "MENU-HOME": "Accueil",
  });

  it("are found by their key", () => {
    expect(t("MENU-HOME")).toBe("Accueil");
  });

  it("fill every {{name}} placeholder, spaces allowed", () => {
    expect(t("ERROR-TITLE", { status: 404 })).toBe("Erreur : 404");
    expect(t("FOOTER-COPYRIGHT", { year: 2026 })).toBe("© 2026 Rubbera — 2026");
  });

  it("leave a placeholder without value, and answer the key of an unknown text", () => {
    expect(t("ERROR-TITLE")).toBe("Erreur : {{status}}");
    expect(t("NO-SUCH-KEY")).toBe("NO-SUCH-KEY");
  });
});
