// The top progress bar (§2): runs while a navigation or form submission is pending, after a
// short delay so quick answers do not flash it (§9: 200 ms), and turns red on failure.
import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import styles from "./ProgressBar.module.css";

export const progressDelayMs = 200;

export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), progressDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown && !failed) return null;
  return (
    <div
      className={`${styles.bar} ${failed ? styles.failed : styles.running}`}
      data-progress={failed ? "failed" : "running"}
      aria-hidden="true"
    />
  );
}
