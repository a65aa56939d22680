// The pages build the public site's addresses are answered from: React Router's, without the
// back office's and the account's routes (ADR 65).
import type { ServerBuild } from "react-router";
import { mayBeBackOfficePath } from "../routing/back-office-routes.ts";

type RouteEntry = { id: string; parentId?: string; path?: string };

const publicBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with only the routes a public address can reach: each route whose path is not the
 * back office's or the account's, with the layouts above it. React Router tries every route of
 * a build against every address, twice per page, and makes each page's router from all of
 * them: two thirds of the branches it tries are the back office's, which no public address
 * matches.
 */
export function publicPagesBuild(build: ServerBuild): ServerBuild {
  let publicBuild = publicBuilds.get(build);
  if (!publicBuild) {
    const kept = publicRouteIds(build.routes);
    const only = <Route>(routes: Record<string, Route>) =>
      Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id)));
    publicBuild = {
      ...build,
      routes: only(build.routes),
      assets: { ...build.assets, routes: only(build.assets.routes) },
    };
    publicBuilds.set(build, publicBuild);
  }
  return publicBuild;
}

function publicRouteIds(routes: Record<string, RouteEntry | undefined>): Set<string> {
  const kept = new Set<string>();
  for (const route of Object.values(routes)) {
    // A layout has no path: it stays when a route under it does.
    if (!route?.path || mayBeBackOfficePath(route.path)) continue;
    for (let id: string | undefined = route.id; id && !kept.has(id); id = routes[id]?.parentId) {
      kept.add(id);
    }
  }
  return kept;
}
