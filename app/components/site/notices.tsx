// The notification area (§2): info, warning, success and error notices, each with a title and
// content, shown for 10 s (§9) in a live region screen readers announce, held while the pointer
// or the keyboard is on one. The public pages tell the visitor here what happened out of sight:
// a product joined the quote list, a request failed and is tried again, a message could not be
// sent, the language followed another tab's.
//
// A notice belongs to the page it was raised on, and is written in that page's language: when
// another page comes on screen, the notices raised on the one before go. A page is its address's
// path and query (the path carries the language; the query what the page shows: a product on
// its category's page, a list page, a search), not its fragment: "Added to your quote list" does
// not follow the visitor to the contact page, nor into another language, and a notice raised by
// sending a form stays, the answer coming back to the same address. A notice a page change
// raises itself is raised once its new page is on screen (the language followed from another
// tab is told in that language, on the page it led to), so it belongs to that page.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./notices.module.css";

export type NoticeKind = "info" | "warning" | "success" | "error";
export type Notice = { id: number; kind: NoticeKind; title: string; content: string };

export const noticeDurationMs = 10_000;

export type Notify = (notice: Omit<Notice, "id">) => void;
const NoticeContext = createContext<Notify>(() => {});

/** Shows a notice: `useNotices()({ kind: "success", title, content })`. */
export function useNotices(): Notify {
  return useContext(NoticeContext);
}

let nextId = 1;

/**
 * One notice, gone after 10 s — but held while the pointer is on it or the keyboard is in it
 * (its close button), so that nobody loses it while reading it; its time runs on afterwards.
 */
function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const remaining = useRef(noticeDurationMs);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [held, notice.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert region, not a control: pointer and focus inside it only hold it on screen
    <div
      className={`${styles.notice} ${styles[notice.kind]}`}
      role={notice.kind === "error" ? "alert" : "status"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p className={styles.title}>{notice.title}</p>
      <p className={styles.content}>{notice.content}</p>
      <button type="button" className={styles.close} onClick={() => onDismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("NOTICE-CLOSE")}</span>
      </button>
    </div>
  );
}

/** A notice and the page it was raised on. */
type RaisedNotice = Notice & { page: string };

export function NoticeArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const page = pathname + search;
  // The page on screen, for the notices raised from now on: set once the page is committed,
  // before any effect of the page itself runs.
  const pageOnScreen = useRef(page);
  useLayoutEffect(() => {
    pageOnScreen.current = page;
  }, [page]);
  const [notices, setNotices] = useState<RaisedNotice[]>([]);
  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);
  const notify = useCallback<Notify>((notice) => {
    const id = nextId++;
    const raisedOn = pageOnScreen.current;
    setNotices((current) => [
      ...current.filter((each) => each.page === raisedOn),
      { ...notice, id, page: raisedOn },
    ]);
  }, []);
  // The notices of a page left go, so that coming back to it does not bring them back.
  useEffect(() => {
    setNotices((current) =>
      current.every((notice) => notice.page === page)
        ? current
        : current.filter((notice) => notice.page === page),
    );
  }, [page]);
  // Never shown for a moment on the next page, before the effect above has run.
  const shown = notices.filter((notice) => notice.page === page);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext value={value}>
      {children}
      <section className={styles.area} aria-live="polite" aria-label={t("NOTICES-LABEL")}>
        {shown.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
        ))}
      </section>
    </NoticeContext>
  );
}
