// The limits on failed sign-ins (users.service.server.ts `signIn`), on the real database they
// are counted in: per network address and per e-mail address, a success counting for neither
// and clearing its e-mail address's failures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { createUser, type SignInLimits, signIn, signInLimits } from "./users.service.server.ts";

const limit = 10;

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

/** The account the current test signs in to. */
let owner = { email: "", password: "owner password 1" };

/**
 * Fresh limits and a fresh account: each test counts on network addresses and an e-mail
 * address of its own.
 */
let counted = 0;
async function freshLimits(): Promise<{
  limits: SignInLimits;
  address: (name: string) => string;
}> {
  counted++;
  owner = { ...owner, email: `owner${counted}@rubbera.example` };
  await createUser(services.db, { ...owner, isAdmin: true });
  return {
    limits: signInLimits(services.db, limit),
    address: (name) => `${name}.test-${counted}`,
  };
}

/** How one attempt ends: "signed in", or the kind of refusal. */
async function attempt(
  limits: SignInLimits,
  address: string,
  credentials: { email: string; password: string },
): Promise<string> {
  try {
    const user = await signIn(services.db, limits, services.config.secret, {
      ...credentials,
      address,
    });
    return user.email === owner.email ? "signed in" : `signed in as ${user.email}`;
  } catch (error) {
    return (error as { kind?: string }).kind ?? String(error);
  }
}

const wrong = (email?: string) => ({ email: email ?? owner.email, password: "a wrong guess" });

describe("signing in", () => {
  it("succeeds as often as one likes: a success counts against nothing", async () => {
    const { limits, address } = await freshLimits();
    const outcomes: string[] = [];
    for (let time = 0; time < 15; time++) outcomes.push(await attempt(limits, address("a"), owner));
    expect(outcomes).toEqual(Array(15).fill("signed in"));
  });

  it("is refused from an address that failed too often, even with the right password", async () => {
    const { limits, address } = await freshLimits();
    const outcomes: string[] = [];
    for (let time = 0; time < limit; time++) {
      // A different e-mail address each time: the network address's limit is the one reached.
      outcomes.push(await attempt(limits, address("a"), wrong(`guess${time}@rubbera.example`)));
    }
    expect(outcomes).toEqual(Array(limit).fill("unauthenticated"));
    expect(await attempt(limits, address("a"), owner)).toBe("too-many-attempts");
    expect(await attempt(limits, address("b"), owner)).toBe("signed in");
  });

  it("is refused on an e-mail address that failed too often, from any address", async () => {
    const { limits, address } = await freshLimits();
    const outcomes: string[] = [];
    for (let time = 0; time < limit; time++) {
      outcomes.push(
        await attempt(limits, address(`guesser${time}`), wrong(` ${owner.email.toUpperCase()}`)),
      );
    }
    expect(outcomes).toEqual(Array(limit).fill("unauthenticated"));
    expect(await attempt(limits, address("owner"), owner)).toBe("too-many-attempts");
  });

  it("clears its e-mail address's failures when it succeeds, not its network address's", async () => {
    const { limits, address } = await freshLimits();
    for (let time = 0; time < limit - 1; time++) {
      expect(await attempt(limits, address(`guesser${time}`), wrong())).toBe("unauthenticated");
    }
    expect(await attempt(limits, address("owner"), owner)).toBe("signed in");
    // The e-mail address has its whole share of failures again…
    const outcomes: string[] = [];
    for (let time = 0; time < limit; time++) {
      outcomes.push(await attempt(limits, address(`other${time}`), wrong()));
    }
    expect(outcomes).toEqual(Array(limit).fill("unauthenticated"));
    expect(await attempt(limits, address("another"), wrong())).toBe("too-many-attempts");

    // …while a network address keeps its failures when one of its sign-ins succeeds.
    const { limits: fresh, address: at } = await freshLimits();
    for (let time = 0; time < limit; time++) {
      const outcome = await attempt(fresh, at("a"), wrong(`guess${time}@rubbera.example`));
      expect(outcome).toBe("unauthenticated");
      if (time === 4) expect(await attempt(fresh, at("a"), owner)).toBe("signed in");
    }
    expect(await attempt(fresh, at("a"), owner)).toBe("too-many-attempts");
  });

  it("lets no more failures through when attempts come all at once", async () => {
    const { limits, address } = await freshLimits();
    const outcomes = await Promise.all(
      Array.from({ length: 2 * limit }, (_, time) =>
        attempt(limits, address("a"), wrong(`guess${time}@rubbera.example`)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "unauthenticated")).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome === "too-many-attempts")).toHaveLength(limit);
  });
});
