// GET /admin/insight/download/{chart}?days=30 (or ?from=&to=): one chart of the insight screen as
// a CSV file, for the range the screen shows, to administrators only (the back office's
// middleware and `backOfficeServices`). A range the address cannot give is refused with a 400
// naming its field, as the API refuses a query.

import { data } from "react-router";
import { addressNamesNoRecord, validationFailed } from "../../http/api-errors.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { insightChartFile } from "../../modules/insight/insight-back-office-pages.server.ts";
import { insightCharts } from "../../modules/insight/insight-charts.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/insight-download";
import { backOfficeServices, backOfficeVisitor } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  // A file has no page to show the refusal on: a signed-in non-administrator is told in words.
  if (!backOfficeVisitor(context).isAdmin) {
    const texts = await context
      .get(servicesContext)
      .interfaceTexts.forAdmin(localeFromPath(url.pathname));
    throw data(texts["ADMIN-RIGHTS-NEEDED"] ?? "Admin rights needed!", {
      status: 403,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const services = backOfficeServices(context);
  const chart = insightCharts.find((name) => name === params.chart);
  if (!chart) {
    const message = `chart must be one of ${insightCharts.join(", ")}`;
    return Response.json(addressNamesNoRecord([{ path: "path.chart", message }]), {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const answer = await insightChartFile(
    services,
    localeFromPath(url.pathname),
    chart,
    url.searchParams,
  );
  if ("refused" in answer) {
    const { field, message } = answer.refused;
    return Response.json(validationFailed([{ path: `query.${field}`, message }]), {
      status: 400,
      headers: { "Cache-Control": "no-store" },
    });
  }
  return new Response(answer.file.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${answer.file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
