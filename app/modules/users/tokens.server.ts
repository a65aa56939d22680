// Sign-in tokens: JWTs signed with the site's secret (HS256). A token says who the caller is
// and its scope: a user's token, or the service token that may only write client logs.
import { errors, jwtVerify, SignJWT } from "jose";

export type TokenScope = "user" | "log";
export type TokenClaims = { userId: number | undefined; scope: TokenScope; expiresAt: number };

export const userTokenLifetimeSeconds = 12 * 60 * 60;
export const serviceTokenLifetimeSeconds = 60 * 60;
const issuer = "vitrine";

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signUserToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({ scope: "user" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${userTokenLifetimeSeconds}s`)
    .sign(key(secret));
}

export async function signServiceToken(secret: string): Promise<string> {
  return new SignJWT({ scope: "log" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("service")
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${serviceTokenLifetimeSeconds}s`)
    .sign(key(secret));
}

/** The token's claims, or undefined when it is forged, expired or malformed. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ["HS256"] });
    const scope = payload.scope === "log" ? "log" : "user";
    const userId = scope === "user" ? Number(payload.sub) : undefined;
    if (scope === "user" && !Number.isInteger(userId)) return undefined;
    return { userId, scope, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
