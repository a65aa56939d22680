// Passwords an administrator can read out or type from a note: no look-alike characters
// (0/O, 1/l/I), in dash-separated groups. 4 groups of 4 from 31 symbols is about 79 bits.
const readableSymbols = "abcdefghjkmnpqrstuvwxyz23456789";

export function readablePassword(
  groups = 4,
  groupLength = 4,
  random: (count: number) => Uint32Array = (count) =>
    crypto.getRandomValues(new Uint32Array(count)),
): string {
  const values = random(groups * groupLength);
  const symbols = Array.from(values, (value) => readableSymbols[value % readableSymbols.length]);
  const parts: string[] = [];
  for (let group = 0; group < groups; group++) {
    parts.push(symbols.slice(group * groupLength, (group + 1) * groupLength).join(""));
  }
  return parts.join("-");
}
