// A real SMTP server on loopback for the tests (Vitest and the browser journeys): a free port,
// no TLS, no authentication. It keeps every message with its envelope and raw data, parsed just
// enough to read the headers and the text and HTML bodies, and can refuse messages the way a
// server in trouble does, to test retries. The browser tests' workers are other processes than
// the one running the server: it can also write each accepted message to a directory, where
// `waitForSavedMail` finds it.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as it was sent, headers and MIME parts undecoded. */
  raw: string;
  /** Lower-case names, folded lines joined, encoded words decoded; the first of repeated ones. */
  headers: Record<string, string>;
  subject: string;
  /** The first text/plain part, decoded, with \n line ends ("" when there is none). */
  text: string;
  /** The first text/html part, decoded, with \n line ends ("" when there is none). */
  html: string;
};

export type SmtpServerOptions = {
  /** Refuse the first `count` messages with a temporary error (451). */
  rejectFirst?: number;
  /** Runs for every message before the server answers the sender, which waits meanwhile. */
  beforeReply?: (mail: ReceivedMail) => void | Promise<void>;
  /** Also write each accepted message as `<n>.json` (a ReceivedMail) into this directory. */
  saveTo?: string;
  /** Listen on this port (e.g. a stopped server's, to start it again); a free one by default. */
  port?: number;
};

export type TestSmtpServer = {
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Accepted messages, in order of arrival. */
  messages: ReceivedMail[];
  /** Refused messages, in order of arrival. */
  rejected: ReceivedMail[];
  /** Refuse the next `count` messages with a temporary error (451). */
  rejectNext: (count?: number) => void;
  /** The first accepted message, already received or still to come, that matches. */
  waitForMessage: (
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const rejected: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let toReject = options.rejectFirst ?? 0;
  const { saveTo } = options;
  if (saveTo) mkdirSync(saveTo, { recursive: true });

  const receive = async (raw: string, session: SMTPServerSession) => {
    const mail = parseMail(raw, session);
    await options.beforeReply?.(mail);
    if (toReject > 0) {
      toReject--;
      rejected.push(mail);
      return false;
    }
    messages.push(mail);
    if (saveTo) saveMail(saveTo, messages.length, mail);
    for (const waiter of waiters) waiter(mail);
    return true;
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        receive(Buffer.concat(chunks).toString("utf8"), session).then(
          (accepted) => {
            if (accepted) return callback(null, "Message queued");
            const refusal = Object.assign(new Error("Temporary failure, please try again later"), {
              responseCode: 451,
            });
            callback(refusal);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender that hangs up mid-session makes the server emit "error"; that is the sender's
  // business, and without a listener it would end the test process.
  server.on("error", () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    rejected,
    rejectNext: (count = 1) => {
      toReject = count;
    },
    waitForMessage: (predicate = () => true, timeoutMs = 5000) => {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = messages.map((mail) => `"${mail.subject}"`).join(", ") || "none";
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ── Messages saved for other processes ───────────────────────────────────────────────────────

function saveMail(directory: string, sequence: number, mail: ReceivedMail) {
  const name = `${String(sequence).padStart(6, "0")}.json`;
  // Written aside, then renamed: a reader never sees half a file.
  const partial = path.join(directory, `.${name}.partial`);
  writeFileSync(partial, JSON.stringify(mail));
  renameSync(partial, path.join(directory, name));
}

/** The messages saved in `directory` so far, in order of arrival. */
export function readSavedMails(directory: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^\d+\.json$/.test(name))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(directory, name), "utf8")) as ReceivedMail);
}

/** The first message saved in `directory` that matches, waiting for it up to `timeoutMs`. */
export async function waitForSavedMail(
  directory: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const saved = readSavedMails(directory);
    const found = saved.find(predicate);
    if (found) return found;
    if (Date.now() >= deadline) {
      const subjects = saved.map((mail) => `"${mail.subject}"`).join(", ") || "none";
      throw new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ── A minimal MIME reader: enough for the mails the application composes ─────────────────────

function parseMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const bodies: { text?: string; html?: string } = {};
  readPart(headers, body, bodies);
  const { mailFrom, rcptTo } = session.envelope;
  return {
    from: mailFrom ? mailFrom.address : "",
    to: rcptTo.map((recipient) => recipient.address),
    raw,
    headers,
    subject: headers.subject ?? "",
    text: bodies.text ?? "",
    html: bodies.html ?? "",
  };
}

function splitHeadAndBody(entity: string): [string, string] {
  const blank = /\r?\n\r?\n/.exec(entity);
  if (!blank) return [entity, ""];
  return [entity.slice(0, blank.index), entity.slice(blank.index + blank[0].length)];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 `=?charset?B|Q?…?=`; adjacent words are joined before decoding (split characters). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
      const bytes: Buffer[] = [];
      let charset = "utf-8";
      for (const word of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
        const [, wordCharset = "utf-8", encoding = "B", text = ""] = word;
        charset = wordCharset.split("*")[0] ?? charset;
        bytes.push(
          encoding.toUpperCase() === "B"
            ? Buffer.from(text, "base64")
            : decodeQuotedPrintable(text.replace(/_/g, " ")),
        );
      }
      return new TextDecoder(charset).decode(Buffer.concat(bytes));
    });
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function parameter(header: string, name: string): string | undefined {
  return new RegExp(`${name}="?([^";]+)"?`, "i").exec(header)?.[1];
}

function readPart(
  headers: Record<string, string>,
  body: string,
  found: { text?: string; html?: string },
) {
  const contentType = headers["content-type"] ?? "text/plain";
  const mimeType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  if (mimeType.startsWith("multipart/")) {
    const boundary = parameter(contentType, "boundary");
    if (!boundary) return;
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const [partHead, partBody] = splitHeadAndBody(chunk.replace(/^\r?\n/, ""));
      readPart(parseHeaders(partHead), partBody.replace(/\r?\n$/, ""), found);
    }
    return;
  }
  if (mimeType !== "text/plain" && mimeType !== "text/html") return;
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const charset = parameter(contentType, "charset") ?? "utf-8";
  let text = body;
  if (encoding === "base64") {
    text = new TextDecoder(charset).decode(Buffer.from(body.replace(/\s+/g, ""), "base64"));
  } else if (encoding === "quoted-printable") {
    text = new TextDecoder(charset).decode(decodeQuotedPrintable(body));
  }
  text = text.replace(/\r\n/g, "\n");
  if (mimeType === "text/plain") found.text ??= text;
  else found.html ??= text;
}
