// A text by its key with its `{{name}}` placeholders filled: the one way texts are looked up,
// by the pages' components (through translation.tsx) and by the server where no page is drawn
// (mails, page data). Plain TypeScript, so that code run from source by Node reads it too.
import { Remembered } from "../caches/remembered.ts";
import { placeholderPattern } from "./placeholders.ts";

export type Texts = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

/** A text by its key with its `{{name}}` placeholders filled; the key itself when unknown. */
export function translator(texts: Texts): Translate {
  return (key, values) => {
    const text = texts[key];
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholderPattern, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

/**
 * Texts as a page carries them to the browser: one JSON string. React Router's encoder of the
 * loaders' data takes every value on its own, two per text (its key and the text itself), and
 * the texts were half a catalogue page's data; packed, they are one value (ADR 67).
 */
export type PackedTexts = string & { readonly packedTexts: unique symbol };

export const packTexts = (texts: Texts): PackedTexts => JSON.stringify(texts) as PackedTexts;

/** Texts unpacked before, by their packed form: the server's are the same few strings. */
const unpacked = new Remembered<string, Texts>(64);

export function unpackTexts(packed: PackedTexts): Texts {
  return unpacked.answer(packed, (json) =>
    Object.freeze(JSON.parse(json) as Record<string, string>),
  );
}
