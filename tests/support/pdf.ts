// What poppler's tools read in a PDF, as a buyer's PDF reader would: its text, its page size and
// its fonts, its pictures. A missing tool fails the test, saying how to install it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Tool = "pdftotext" | "pdfinfo" | "pdffonts" | "pdfimages";

const argumentsOf: Record<Tool, (file: string) => string[]> = {
  pdftotext: (file) => ["-enc", "UTF-8", file, "-"],
  pdfinfo: (file) => [file],
  pdffonts: (file) => [file],
  pdfimages: (file) => ["-list", file],
};

/** One of poppler's tools run on the PDF's bytes: what it prints. */
export function readPdf(tool: Tool, bytes: Uint8Array): string {
  const directory = mkdtempSync(path.join(tmpdir(), "vitrine-pdf-"));
  const file = path.join(directory, "read.pdf");
  try {
    writeFileSync(file, bytes);
    return execFileSync(tool, argumentsOf[tool](file), { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils`);
    }
    throw error;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
