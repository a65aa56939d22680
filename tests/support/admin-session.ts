// Signing in for the browser tests: the shared site's administrator, a plain user made through
// the API, and a browser context that starts signed in (one real sign-in per context, through the
// sign-in page or the API — the cookie is what the server sets).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from "@playwright/test";
import { makePicture, pictureForm } from "./pictures.ts";

/** The administrator the shared e2e site is started with. */
export const e2eAdmin = { email: "admin@rubbera.example", password: "admin password for e2e" };

export type Credentials = { email: string; password: string };

export function baseUrl(): string {
  const url = process.env.VITRINE_BASE_URL;
  if (!url) throw new Error("VITRINE_BASE_URL is not set: run the tests through playwright");
  return url;
}

/**
 * A Bearer token of the administrator, from the API's sign-in: one per test worker, signed in
 * again when refused (a journey that signs the administrator out ends every token). A sign-in
 * hashes the password, which every API call of the journeys would otherwise pay for.
 */
let tokenOfThisWorker: Promise<string> | undefined;
async function adminToken(): Promise<string> {
  tokenOfThisWorker ??= (async () => {
    const login = await fetch(`${baseUrl()}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: e2eAdmin }),
    });
    expect(login.status, "admin sign-in").toBe(200);
    const { user } = (await login.json()) as { user: { token: string } };
    return user.token;
  })().catch((error: unknown) => {
    tokenOfThisWorker = undefined;
    throw error;
  });
  return tokenOfThisWorker;
}

/** A fetch of the API as the administrator, signing in again once if the token was ended. */
async function asAdmin(path: string, init: RequestInit): Promise<Response> {
  const send = async () =>
    fetch(`${baseUrl()}/api${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await adminToken()}` },
    });
  const response = await send();
  if (response.status !== 401) return response;
  tokenOfThisWorker = undefined;
  return send();
}

/** An API call as the administrator, with a Bearer token. */
export async function adminApi<T = unknown>(method: string, path: string, body?: unknown) {
  const response = await asAdmin(path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A new picture uploaded as the administrator (noise makes its content new); its id. */
export async function uploadPictureAsAdmin(name: string): Promise<number> {
  const bytes = await makePicture("png", { width: 64, height: 48, noise: true });
  const response = await asAdmin("/resources", {
    method: "POST",
    body: pictureForm(bytes, name, "image/png"),
  });
  expect(response.status, `upload of ${name}`).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A user without admin rights, created once per call with a unique e-mail. */
export async function createPlainUser(): Promise<Credentials> {
  const credentials = {
    email: `visitor-${Date.now()}-${Math.round(Math.random() * 1e6)}@rubbera.example`,
    password: "a visitor password",
  };
  await adminApi("POST", "/users", { ...credentials, isAdmin: false, roles: [] });
  return credentials;
}

/** Signs in through the sign-in page, as a visitor would. */
export async function signInThroughPage(
  page: Page,
  credentials: Credentials,
  path = "/user/login",
) {
  await page.goto(path);
  await page.getByLabel(/e-mail/i).fill(credentials.email);
  await page.getByLabel(/password|mot de passe|wachtwoord/i).fill(credentials.password);
  await page.getByRole("button", { name: /log in|se connecter|aanmelden/i }).click();
}

/**
 * A new browser context already signed in (the API's sign-in sets the session cookie); `options`
 * set the browser's own, e.g. its time zone.
 */
export async function signedInContext(
  browser: Browser,
  credentials: Credentials = e2eAdmin,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl() });
  const response = await context.request.post("/api/users/login", { data: { user: credentials } });
  expect(response.status(), "sign-in").toBe(200);
  return context;
}
