// Which page answered a request, by its React Router route id (`products-catUrl.fr`), for the
// request metrics: never the path, or every product would be a series of its own. React Router
// tells its instrumentations the pattern of the routes it matched (`/fr/produits/:catUrl`),
// documents, data requests and redirects alike; the route id is looked up from that pattern
// in the build's route manifest, once per build.
import {
  createContext,
  type RouterContextProvider,
  type ServerBuild,
  type ServerInstrumentation,
} from "react-router";

type AnsweringRoute = { pattern: string | undefined };

const answeringRouteContext = createContext<AnsweringRoute>();

/** Exported by entry.server.tsx: notes the pattern React Router matched for the request. */
export const pageRouteInstrumentation: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, info) {
        const result = await handle();
        try {
          const answering = info.context?.get(answeringRouteContext);
          if (answering) answering.pattern = result.meta?.pattern;
        } catch {
          // A request handled without the pages' context (none here): nothing to note.
        }
      },
    });
  },
};

/** As React Router joins the paths of the matched routes into their pattern. */
function joinedPaths(paths: string[]): string {
  return paths.join("/").replace(/\/\/+/g, "/") || "/";
}

/** The route id of each pattern: the deepest route's, as an index route beats its layout. */
function routeIdsByPattern(routes: ServerBuild["routes"]): Map<string, string> {
  const found = new Map<string, { id: string; depth: number }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const paths: string[] = [];
    let depth = 0;
    for (let at: typeof route | undefined = route; at; depth++) {
      if (at.path) paths.unshift(at.path);
      at = at.parentId === undefined ? undefined : routes[at.parentId];
    }
    const pattern = joinedPaths(paths);
    const known = found.get(pattern);
    if (!known || depth > known.depth) found.set(pattern, { id: route.id, depth });
  }
  return new Map([...found].map(([pattern, { id }]) => [pattern, id]));
}

const builds = new WeakMap<ServerBuild, Map<string, string>>();

/**
 * Prepares `context` to hear which route answers; the function returned says it once React
 * Router has answered: the route id, or "unmatched".
 */
export function answeringPageRoute(
  context: RouterContextProvider,
  build: ServerBuild | (() => Promise<ServerBuild>),
): () => Promise<string> {
  const answering: AnsweringRoute = { pattern: undefined };
  context.set(answeringRouteContext, answering);
  return async () => {
    if (answering.pattern === undefined) return "unmatched";
    const routes = typeof build === "function" ? await build() : build;
    let ids = builds.get(routes);
    if (!ids) {
      ids = routeIdsByPattern(routes.routes);
      builds.set(routes, ids);
    }
    return ids.get(answering.pattern) ?? "unmatched";
  };
}
