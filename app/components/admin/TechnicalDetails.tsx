// The technical side of something the back office tells in plain words — the call, the address
// it came from — folded behind a disclosure that opens with a click or the keyboard (a native
// `<details>`, so it works before the page's JavaScript runs too).
import { Fragment } from "react";
import classes from "./TechnicalDetails.module.css";

export function TechnicalDetails({
  summary,
  facts,
}: {
  /** The disclosure's own words: "Technical details". */
  summary: string;
  /** Each fact's name and value, in order; a fact without a value is left out. */
  facts: readonly { name: string; value: string | null | undefined }[];
}) {
  return (
    <details className={classes.details}>
      <summary>{summary}</summary>
      <dl className={classes.list}>
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <Fragment key={fact.name}>
              <dt>{fact.name}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
      </dl>
    </details>
  );
}
