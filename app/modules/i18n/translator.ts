// A text by its key with its `{{name}}` placeholders filled: the one way texts are looked up,
// by the pages' components (through translation.tsx) and by the server where no page is drawn
// (mails, page data). Plain TypeScript, so that code run from source by Node reads it too.
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
