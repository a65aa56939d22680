// Sign-in tokens: JWTs signed with the site's secret (HS256). A token says who the caller is
// and its scope: a user's token, or the service token that may only write client logs. A user's
// token also carries the user's session version when it was signed: once the user signs out,
// gets a new password or loses rights, the version moves on and the token is over (the caller
// is identified in session.server.ts, which compares the two).
import { errors, jwtVerify, SignJWT } from "jose";

export type TokenScope = "user" | "log";
export type TokenClaims =
  | { scope: "user"; userId: number; sessionVersion: number; expiresAt: number }
  | { scope: "log"; userId: undefined; sessionVersion: undefined; expiresAt: number };

export const userTokenLifetimeSeconds = 12 * 60 * 60;
export const serviceTokenLifetimeSeconds = 60 * 60;
const issuer = "vitrine";

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signUserToken(
  secret: string,
  user: { id: number; sessionVersion: number },
): Promise<string> {
  return new SignJWT({ scope: "user", sessionVersion: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
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

const signedTokenShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/**
 * The token's claims, or undefined when it is forged, expired or malformed. A token must say
 * when it was issued and when it expires, and be no older than a user's token may live: one
 * signed with our secret but without those would otherwise never end.
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | undefined> {
  // Not even shaped as a signed token (three base64url parts): refused before jose, whose
  // refusal is an error built with its stack, on every request that sends such a cookie.
  if (!signedTokenShape.test(token)) return undefined;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer,
      algorithms: ["HS256"],
      requiredClaims: ["iat", "exp", "sub"],
      maxTokenAge: userTokenLifetimeSeconds,
    });
    const expiresAt = (payload.exp ?? 0) * 1000;
    if (payload.scope === "log") {
      return { scope: "log", userId: undefined, sessionVersion: undefined, expiresAt };
    }
    const userId = Number(payload.sub);
    if (payload.scope !== "user" || !isCount(userId) || !isCount(payload.sessionVersion)) {
      return undefined;
    }
    return { scope: "user", userId, sessionVersion: payload.sessionVersion, expiresAt };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
