import { describe, expect, it } from "vitest";
import { readablePassword } from "./UserPassword.ts";

describe("readablePassword", () => {
  it("gives four dash-separated groups of four, long enough for the password rule", () => {
    const password = readablePassword();
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(password.length).toBeGreaterThanOrEqual(10);
  });

  it("leaves out characters that are easily mistaken for others", () => {
    const everyValue = () => Uint32Array.from({ length: 16 * 31 }, (_, index) => index);
    const password = readablePassword(31, 16, everyValue);
    expect(password).not.toMatch(/[01ilo]/);
  });

  it("differs from one call to the next", () => {
    expect(readablePassword()).not.toBe(readablePassword());
  });
});
