// Control characters in the text a request brings. PostgreSQL refuses NUL in text ("invalid
// byte sequence for encoding UTF8: 0x00") and the others have no place in a shop's texts:
// they hide in mail headers, logs and exports. The rule, the same for every request:
// - path parameters, query strings and field names are one line: no control character;
// - text values in a body may hold tabs, line feeds and carriage returns, because messages,
//   descriptions and rich texts span lines; every other control character is refused.
//   A field that must fit on one line (an e-mail, a key, a slug) says so in its own schema.
// Control characters are Unicode's Cc: U+0000–U+001F, U+007F (DEL) and U+0080–U+009F.
// Client-safe: page loaders use it too.

const anyControlCharacter = /\p{Cc}/u;
const controlCharacterBesidesLineBreaks = /[^\P{Cc}\t\n\r]/u;

/** For text that is one line: a path parameter, a query value, a field's name. */
export function holdsControlCharacter(text: string): boolean {
  return anyControlCharacter.test(text);
}

/** For a text value in a body, which may span lines. */
export function holdsControlCharacterBesidesLineBreaks(text: string): boolean {
  return controlCharacterBesidesLineBreaks.test(text);
}

export const oneLineMessage = "may not hold control characters such as NUL, tabs or line breaks";
export const bodyTextMessage =
  "may not hold control characters such as NUL (tabs and line breaks are allowed)";
export const fieldNameMessage = "a field's name may not hold control characters";
