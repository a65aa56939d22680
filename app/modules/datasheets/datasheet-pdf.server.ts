// A product's data sheet drawn as a PDF (ADR 44): one A4 page or more, the shop's name and
// contact details at the top, the product's title, code, availability and main picture, its
// general and technical attributes, its description, and the day it was made. The text is
// DejaVu Sans, embedded (only the characters used), so it prints and reads the same everywhere
// and can be selected and searched.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export type DatasheetRow = { label: string; value: string };

/** Everything a data sheet shows, already in its language and written out. */
export type DatasheetContent = {
  /** The BCP 47 tag of the sheet's language, for the PDF's own language. */
  languageTag: string;
  shop: { name: string; lines: string[] };
  /** "Data sheet", in the sheet's language. */
  heading: string;
  /** "Date: 29 November 2026". */
  date: string;
  title: string;
  /** The code's label with its colon, as the language writes it ("Code :"), and the code. */
  code: DatasheetRow;
  /** Said only when the product has one; its label written like the code's. */
  availability?: DatasheetRow;
  /** The main picture as JPEG or PNG, small enough for the sheet. */
  picture?: Buffer;
  sections: { title: string; rows: DatasheetRow[] }[];
  texts: { title: string; text: string }[];
};

const page = { width: 595.28, height: 841.89, margin: 50 };
const contentWidth = page.width - 2 * page.margin;
const bottom = page.height - page.margin;
const labelWidth = 170;
const cellPadding = 4;
const colours = { text: "#1a1a1a", muted: "#555555", rule: "#bbbbbb", band: "#f0f0f0" };

type Doc = PDFKit.PDFDocument;

/** Moves to a new page when `height` points no longer fit on this one. */
function makeRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom) doc.addPage();
}

function header(doc: Doc, content: DatasheetContent) {
  const top = page.margin;
  doc.font("bold").fontSize(14).fillColor(colours.text);
  doc.text(content.shop.name, page.margin, top, { width: contentWidth / 2 });
  doc.font("regular").fontSize(9).fillColor(colours.muted);
  for (const line of content.shop.lines) doc.text(line, { width: contentWidth / 2 });
  const leftBottom = doc.y;
  doc.font("bold").fontSize(14).fillColor(colours.text);
  doc.text(content.heading, page.margin + contentWidth / 2, top, {
    width: contentWidth / 2,
    align: "right",
  });
  doc.font("regular").fontSize(9).fillColor(colours.muted);
  doc.text(content.date, { width: contentWidth / 2, align: "right" });
  const y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(page.margin, y)
    .lineTo(page.width - page.margin, y)
    .lineWidth(0.5)
    .strokeColor(colours.rule)
    .stroke();
  doc.x = page.margin;
  doc.y = y + 14;
}

function table(doc: Doc, rows: DatasheetRow[]) {
  doc.fontSize(10);
  const valueWidth = contentWidth - labelWidth - 2 * cellPadding;
  rows.forEach((row, index) => {
    doc.font("bold");
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth - 2 * cellPadding });
    doc.font("regular");
    const valueHeight = doc.heightOfString(row.value, { width: valueWidth - cellPadding });
    const height = Math.max(labelHeight, valueHeight) + 2 * cellPadding;
    makeRoom(doc, height);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(page.margin, y, contentWidth, height).fill(colours.band);
    doc.fillColor(colours.text).font("bold");
    doc.text(row.label, page.margin + cellPadding, y + cellPadding, {
      width: labelWidth - 2 * cellPadding,
    });
    doc.font("regular");
    doc.text(row.value, page.margin + labelWidth + cellPadding, y + cellPadding, {
      width: valueWidth - cellPadding,
    });
    doc.x = page.margin;
    doc.y = y + height;
  });
}

function sectionTitle(doc: Doc, title: string) {
  makeRoom(doc, 60);
  doc.moveDown(0.8);
  doc.font("bold").fontSize(12).fillColor(colours.text);
  doc.text(title, page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
}

/** On every page, under its margin: the product's title and code, and the page's number. */
function footers(doc: Doc, content: DatasheetContent) {
  const { start, count } = doc.bufferedPageRange();
  const y = bottom + 16;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Written below the bottom margin, which would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(8).fillColor(colours.muted);
    doc.text(`${content.title} · ${content.code.value}`, page.margin, y, {
      width: contentWidth - 60,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(`${index + 1} / ${count}`, page.width - page.margin - 60, y, {
      width: 60,
      align: "right",
      lineBreak: false,
    });
  }
}

/** The data sheet as the bytes of a PDF file. */
export async function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  // PDFKit and its fonts' code (some 10 MB in memory) load with the first sheet asked for, not
  // in every process at start-up (ADR 59).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    font: fonts.regular,
    lang: content.languageTag,
    displayTitle: true,
    // Kept until the end, when each page gets its footer with the number of pages.
    bufferPages: true,
    info: {
      Title: `${content.heading}: ${content.title}`,
      Author: content.shop.name,
      Subject: `${content.code.label}: ${content.code.value}`,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, content);
  doc.font("bold").fontSize(18).fillColor(colours.text);
  doc.text(content.title, { width: contentWidth });
  doc.moveDown(0.3);
  doc.fontSize(10);
  for (const row of [content.code, content.availability]) {
    if (!row) continue;
    doc.font("bold").text(`${row.label} `, { continued: true });
    doc.font("regular").text(row.value);
  }
  if (content.picture) {
    doc.moveDown(0.8);
    const box = { width: 240, height: 180 };
    makeRoom(doc, box.height);
    const y = doc.y;
    doc.image(content.picture, page.margin, y, { fit: [box.width, box.height] });
    doc.y = y + box.height;
    doc.x = page.margin;
  }
  for (const section of content.sections) {
    if (section.rows.length === 0) continue;
    sectionTitle(doc, section.title);
    table(doc, section.rows);
  }
  for (const block of content.texts) {
    if (!block.text) continue;
    sectionTitle(doc, block.title);
    doc.font("regular").fontSize(10).fillColor(colours.text);
    doc.text(block.text, page.margin, doc.y, { width: contentWidth, align: "left" });
  }
  footers(doc, content);
  doc.end();
  return done;
}
