// The header's product search (§2 "Search box"): a magnifier opens a box whose suggestions
// follow the typing (a WAI-ARIA combobox with a listbox); ↑/↓ choose a product, Enter opens
// it on its main category's page, or opens the search page when none is chosen; Escape closes
// the box and forgets the keywords. Without JavaScript it is a plain GET form to the search
// page (the magnifier then submits it, and the search page has its own field).
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import type { SearchResult } from "../../modules/catalogue/catalogue.schema.ts";
import { searchWords } from "../../modules/catalogue/search-text.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { maxSearchLength } from "../../modules/search/search-limits.ts";
import {
  localizedPath,
  productOnCategoryPath,
  searchPagePath,
} from "../../routing/localized-routes.ts";
import { readApi } from "../api-client.ts";
import { useRootData } from "../root-data.ts";
import { pictureUrl } from "./Picture.tsx";
import styles from "./SearchBox.module.css";
import field from "./SearchField.module.css";

/** §9: suggestions wait this long after the last key, longer when they carry thumbnails. */
export const suggestionDelayMs = { plain: 200, withThumbnails: 350 } as const;
/** One letter matches nearly everything: suggestions start at two characters. */
const minSuggestionLength = 2;

/** Where a product is shown: its main category's page with the product query (§2). */
export function productPagePath(
  locale: Locale,
  product: Pick<SearchResult, "id" | "bk" | "category">,
): string {
  if (!product.category) {
    return localizedPath("products-view-id", locale, { id: String(product.id) });
  }
  return productOnCategoryPath(locale, product.category.url, product.bk);
}

type Status = "idle" | "done" | "error";

export function SearchBox() {
  const { t } = useTranslation();
  const { locale, settings } = useRootData();
  const navigate = useNavigate();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  // Until hydration the magnifier submits the form: that is the no-JavaScript path.
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [keywords, setKeywords] = useState("");
  const [suggestions, setSuggestions] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const magnifierRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The keywords the suggestions shown were found for: the typing may have gone on since. */
  const suggestedFor = useRef("");

  const thumbnails = settings.searchThumbnails;
  const delay = thumbnails ? suggestionDelayMs.withThumbnails : suggestionDelayMs.plain;
  const limit = settings.searchBarLimit;

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // One request per pause in the typing; a newer keystroke cancels the pending one, so an
  // answer that arrives late can never replace a newer one.
  useEffect(() => {
    const query = keywords.trim().slice(0, maxSearchLength);
    if (!open || searchWords(query).join("").length < minSuggestionLength) {
      setSuggestions([]);
      setStatus("idle");
      return;
    }
    const request = new AbortController();
    const timer = setTimeout(async () => {
      try {
        // Suggestions are not searches the shop counts; the one opened is (ADR 46).
        const parameters = new URLSearchParams({
          q: query,
          lang: locale,
          limit: String(limit),
          suggestion: "shown",
        });
        const body = await readApi<{ products: SearchResult[] }>(
          `/products/search?${parameters}`,
          request.signal,
        );
        if (request.signal.aborted) return;
        suggestedFor.current = query;
        setSuggestions(body.products);
        setStatus("done");
      } catch {
        if (request.signal.aborted) return;
        setSuggestions([]);
        setStatus("error");
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [keywords, open, locale, limit, delay]);

  // The chosen option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${ids}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, ids]);

  const close = useCallback((forget: boolean) => {
    setOpen(false);
    setActive(-1);
    if (forget) {
      setKeywords("");
      setSuggestions([]);
      setStatus("idle");
    }
  }, []);

  const leave = (to: string, forget: boolean) => {
    close(forget);
    magnifierRef.current?.focus();
    void navigate(to);
  };

  const listOpen = open && suggestions.length > 0;

  /** Opens a suggestion's product, and tells the search report which search it came from. */
  const openSuggestion = (product: SearchResult) => {
    const parameters = new URLSearchParams({
      q: suggestedFor.current,
      lang: locale,
      limit: "1",
      suggestion: "opened",
    });
    // Only counted: the answer changes nothing, and a failure costs the visitor nothing.
    readApi(`/products/search?${parameters}`).catch(() => undefined);
    leave(productPagePath(locale, product), true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!listOpen) return;
      if (event.key === "ArrowDown") setActive(active < count - 1 ? active + 1 : 0);
      else setActive(active > 0 ? active - 1 : count - 1);
    } else if (event.key === "Enter") {
      const chosen = listOpen ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        openSuggestion(chosen);
      }
      // Otherwise the form is submitted: see onSubmit.
    }
  };

  // Escape works from anywhere in the box, not only from the field.
  const onBoxKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close(true);
    magnifierRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    leave(searchPagePath(locale, keywords.slice(0, maxSearchLength)), false);
  };

  // The box closes when the focus leaves it (Tab away, a click elsewhere); the keywords stay.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !rootRef.current?.contains(next)) close(false);
  };

  return (
    <search aria-label={t("SEARCH-BOX-LANDMARK")}>
      <form
        ref={rootRef}
        method="get"
        action={localizedPath("products-search", locale)}
        className={styles.search}
        onSubmit={onSubmit}
        onBlur={onBlur}
        onKeyDown={onBoxKeyDown}
      >
        <button
          ref={magnifierRef}
          type={enhanced ? "button" : "submit"}
          className={styles.magnifier}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close(false) : setOpen(true))}
        >
          <MagnifierIcon />
          <span className="visually-hidden">{t("SEARCH-OPEN")}</span>
        </button>
        <div id={panelId} className={styles.panel} hidden={!open}>
          <div className={styles.field}>
            <label htmlFor={inputId} className="visually-hidden">
              {t("SEARCH-INPUT-LABEL")}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="q"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listOpen}
              aria-controls={listId}
              aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={maxSearchLength}
              placeholder={t("SEARCH-PLACEHOLDER")}
              className={field.input}
              value={keywords}
              onChange={(event) => {
                setKeywords(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className={field.submit}>
              {t("SEARCH-SUBMIT")}
            </button>
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={t("SEARCH-SUGGESTIONS-LABEL")}
            className={styles.list}
            hidden={!listOpen}
          >
            {suggestions.map((product, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input (aria-activedescendant)
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => openSuggestion(product)}
              >
                {thumbnails &&
                  (product.thumbnail === null ? (
                    <span className={styles.thumbnail} />
                  ) : (
                    <img
                      className={styles.thumbnail}
                      src={pictureUrl(product.thumbnail, "thumbs")}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                  ))}
                <span className={styles.text}>
                  <span className={styles.title}>{product.title}</span>
                  <span className={styles.code}>
                    {t("SEARCH-PRODUCT-CODE", { code: product.bk })}
                  </span>
                </span>
              </div>
            ))}
          </div>
          <p
            role="status"
            className={status === "done" && listOpen ? "visually-hidden" : styles.message}
          >
            {status === "done" &&
              (suggestions.length > 0
                ? t("SEARCH-SUGGESTIONS-COUNT", { count: suggestions.length })
                : t("SEARCH-SUGGESTIONS-NONE"))}
            {status === "error" && t("SEARCH-SUGGESTIONS-ERROR")}
          </p>
        </div>
      </form>
    </search>
  );
}

function MagnifierIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m15.5 15.5 6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
