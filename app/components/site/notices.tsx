// The notification area (§2): info, warning, success and error notices, each with a title and
// content, shown for 10 s (§9) in a live region screen readers announce.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./notices.module.css";

export type NoticeKind = "info" | "warning" | "success" | "error";
export type Notice = { id: number; kind: NoticeKind; title: string; content: string };

export const noticeDurationMs = 10_000;

type Notify = (notice: Omit<Notice, "id">) => void;
const NoticeContext = createContext<Notify>(() => {});

/** Shows a notice: `useNotices()({ kind: "success", title, content })`. */
export function useNotices(): Notify {
  return useContext(NoticeContext);
}

let nextId = 1;

export function NoticeArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);
  const notify = useCallback<Notify>(
    (notice) => {
      const id = nextId++;
      setNotices((current) => [...current, { ...notice, id }]);
      setTimeout(() => dismiss(id), noticeDurationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext value={value}>
      {children}
      <section className={styles.area} aria-live="polite" aria-label={t("NOTICES-LABEL")}>
        {notices.map((notice) => (
          <div
            key={notice.id}
            className={`${styles.notice} ${styles[notice.kind]}`}
            role={notice.kind === "error" ? "alert" : "status"}
          >
            <p className={styles.title}>{notice.title}</p>
            <p className={styles.content}>{notice.content}</p>
            <button type="button" className={styles.close} onClick={() => dismiss(notice.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("NOTICE-CLOSE")}</span>
            </button>
          </div>
        ))}
      </section>
    </NoticeContext>
  );
}
