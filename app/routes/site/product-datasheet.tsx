// GET /products/{bk}/datasheet.pdf?lang=fr: a product's data sheet as a PDF (ADR 44). Not found
// where the product's page is not found; a `lang` that is not one of the site's languages is
// refused, naming it. A browser that holds the sheet made last gets a 304.
import { validationFailed } from "../../http/api-errors.server.ts";
import { notModifiedSince } from "../../http/conditional-request.ts";
import {
  datasheetLanguageParameter,
  datasheetLocale,
  datasheetPageData,
} from "../../modules/datasheets/datasheet-page.server.ts";
import { defaultLocale } from "../../modules/i18n/locales.ts";
import {
  closedRetryAfterSeconds,
  closingReason,
} from "../../modules/settings/site-closing.server.ts";
import { pageUser } from "../../modules/users/session.server.ts";
import { businessKeyFromSegment } from "../../routing/localized-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/product-datasheet";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = Boolean((await pageUser(services, request))?.isAdmin);
  // A sheet is a page of the shop like the product's own: closed with it (the site's layout).
  if (!admin && (await closingReason(services.siteSettings, url.pathname))) {
    const locale = datasheetLocale(url.searchParams.getAll(datasheetLanguageParameter));
    const texts = await services.interfaceTexts.forFrame(locale ?? defaultLocale);
    return new Response(`${texts["MAINTENANCE-TITLE"]}\n\n${texts["MAINTENANCE-TEXT"]}\n`, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(closedRetryAfterSeconds),
        "Cache-Control": "no-store",
      },
    });
  }
  const answer = await datasheetPageData(
    { ...services, publicUrl: services.config.publicUrl },
    {
      bk: businessKeyFromSegment(params.bk),
      lang: url.searchParams.getAll(datasheetLanguageParameter),
      audience: admin ? "admins" : "visitors",
    },
  );
  if (answer.refused === "bad-language") {
    return Response.json(
      validationFailed([{ path: `query.${answer.field}`, message: answer.message }]),
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (answer.refused === "not-found") {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { sheet, fileName, locale } = answer;
  // Asked again each time, so that a sheet made after a change replaces the one a browser holds.
  const headers = {
    ETag: sheet.etag,
    "Cache-Control": admin ? "private, no-cache" : "public, no-cache",
    "Content-Language": locale,
  };
  if (notModifiedSince(request.headers.get("if-none-match") ?? undefined, sheet.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(sheet.bytes), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
    },
  });
}
