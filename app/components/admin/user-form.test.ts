import { describe, expect, it } from "vitest";
import { formResolver } from "./form-kit.ts";
import { type UserFormValues, userBody, userFormSchema, userWording } from "./user-form.ts";

const wording = userWording((key) => key);
const user = (change: Partial<UserFormValues> = {}): UserFormValues => ({
  email: "clerk@rubbera.example",
  isAdmin: false,
  roles: [],
  password: "",
  ...change,
});

describe("the user form's rules", () => {
  it("require a new user's password of at least 10 characters", () => {
    const validate = formResolver(userFormSchema({ isNew: true, own: false }), wording);
    expect(validate(user())).toEqual({ password: "ADMIN-USER-PASSWORD-SHORT" });
    expect(validate(user({ password: "abcd-efgh-jkmn" }))).toEqual({});
  });

  it("leave an existing user's password alone unless a new one is typed", () => {
    const validate = formResolver(userFormSchema({ isNew: false, own: false }), wording);
    expect(validate(user())).toEqual({});
    expect(validate(user({ password: "short" }))).toEqual({
      password: "ADMIN-USER-PASSWORD-SHORT",
    });
  });

  it("give every wrong address the one message", () => {
    const validate = formResolver(userFormSchema({ isNew: false, own: false }), wording);
    expect(validate(user({ email: "" }))).toEqual({ email: "ADMIN-USER-EMAIL-INVALID" });
    expect(validate(user({ email: "clerk@" }))).toEqual({ email: "ADMIN-USER-EMAIL-INVALID" });
    expect(validate(user({ email: `${"a".repeat(250)}@rubbera.example` }))).toEqual({
      email: "ADMIN-USER-EMAIL-INVALID",
    });
    expect(validate(user({ email: "  clerk@rubbera.example " }))).toEqual({});
  });
});

describe("the body sent to /api/users", () => {
  it("never sends one's own rights away", () => {
    expect(userBody(user(), { isNew: false, own: true })).toEqual({
      email: "clerk@rubbera.example",
      isAdmin: true,
      roles: [],
    });
  });
});
