// Blog articles in a list (home page, blog): picture, title, date, summary and a "read more"
// link, as cards in a grid of up to three columns; what a card shows is built by the content
// module (`articleCard`). Also the publication date, which the article page shows too.

import type { ArticleCardData } from "../../modules/content/article-text.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./ArticleCard.module.css";
import { Picture } from "./Picture.tsx";
import { SiteLink } from "./SiteLink.tsx";

/** The publication date: its day as the page's language writes it, written by the server. */
export function PublishedDate({
  publishedAt,
  publishedOn,
}: {
  publishedAt: string;
  publishedOn: string;
}) {
  const { t } = useTranslation();
  return <time dateTime={publishedAt}>{t("ARTICLE-PUBLISHED-ON", { date: publishedOn })}</time>;
}

// Matches the grid below: one column on phones, two from about 600 px, three at full width.
const cardSizes = "(min-width: 1000px) 310px, (min-width: 600px) 50vw, 100vw";

type HeadingLevel = 2 | 3;

export function ArticleCard({
  article,
  headingLevel,
  eager = false,
}: {
  article: ArticleCardData;
  headingLevel: HeadingLevel;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <SiteLink to={article.path}>{article.title}</SiteLink>
      </Heading>
      {article.picture ? (
        // Its alt text when one is written; else decorative: the title beside it says what the
        // article is about.
        <Picture
          picture={article.picture}
          alt={article.picture.alt}
          sizes={cardSizes}
          eager={eager}
          className={styles.picture}
        />
      ) : null}
      <p className={styles.date}>
        <PublishedDate publishedAt={article.publishedAt} publishedOn={article.publishedOn} />
      </p>
      <p className={styles.summary}>{article.summary}</p>
      <p className={styles.more}>
        <SiteLink to={article.path}>
          {t("ARTICLE-READ-MORE")}
          {/* Every card has this link: its name says which article it opens. */}
          <span className="visually-hidden">{`: ${article.title}`}</span>
        </SiteLink>
      </p>
    </article>
  );
}

export function ArticleCards({
  articles,
  headingLevel,
  eagerFirst = false,
}: {
  articles: readonly ArticleCardData[];
  headingLevel: HeadingLevel;
  /** When the first card is in view as the page opens, its picture is not lazy. */
  eagerFirst?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
