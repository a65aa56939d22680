// What the public pages write in place of React Router's `<Scripts>` (ADR 56): the same data
// for the browser's router, and a starter that asks for the page's modules only once the
// pictures in view at once have shown, or at the visitor's first press of a pointer or a key,
// whichever comes first. Until then the page is plain HTML, whose links and forms work without
// any script, and the network and the processor are the main picture's.
import { useContext, useEffect } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
} from "react-router";
import { Remembered } from "../modules/caches/remembered.ts";

/**
 * The starter: the same bytes on every page, so that one hash in the policy allows it anywhere.
 * What differs from page to page, the modules to start, is in its `data-modules` attribute.
 *
 * The pictures in view at once are the ones the page asks for first (`fetchpriority="high"`,
 * `Picture`'s `eager`); a page without any waits for its whole load. The modules are asked for
 * after the frame that shows the last of them, so that not even a module fetched in a
 * millisecond ends before the picture is painted. A pointer, a touch or a key starts them at
 * once: the visitor is about to use the page. Scrolling does not: it needs no script, and a
 * phone that scrolls while the picture comes would give the network back to the scripts.
 *
 * Started, it asks for every module at once (the preloads the document no longer holds), then
 * does what React Router's own inline module does: the route modules first, under their route
 * ids, then the entry, which hydrates the page.
 *
 * A click that ends a press begun before the page ran goes where the press began: the page
 * may come to life between the two and move what was under the pointer (a panel that opens on a
 * wide screen once the page runs), and the click would land on something else.
 *
 * A plain click before then (the press that started the modules, usually) is held and made
 * again once the page has hydrated (`pageRunningEvent`, sent from an effect: the entry's module
 * only starts a hydration that ends later, and a click made in between would be a plain link's,
 * without the handlers of the page), so that it does what it does on a running page: the compare
 * toggle, a filter, the quote list's button. Should the modules not come within 15 s, or
 * fail, the held clicks are made on the plain HTML instead. Clicks with a modifier key or
 * another button (a new tab) go through at once.
 */
/** Sent once the page has hydrated: its handlers now answer a click. */
export const pageRunningEvent = "vitrine:page-running";

export const starterScript = `(() => {
  const starter = document.currentScript;
  const page = JSON.parse(starter.dataset.modules);
  const interactions = ["pointerdown", "touchstart", "keydown"];
  const held = [];
  let released = false;
  let pressed = null;
  const release = () => {
    if (released) return;
    released = true;
    removeEventListener("pointerdown", press, true);
    if (!pressed) removeEventListener("click", hold, true);
    for (const target of held) target.click();
  };
  function hold(event) {
    if (!event.isTrusted || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    let target = event.target;
    if (pressed) {
      if (!pressed.contains(target)) target = pressed;
      pressed = null;
    }
    // A form's field does what it does without the page's scripts (ticked, chosen, typed in),
    // and the page takes it over as it is: held, its click would leave it unticked meanwhile.
    if (target.closest("input, select, textarea, label")) return;
    if (released) {
      removeEventListener("click", hold, true);
      if (target === event.target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      target.click();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length === 0) setTimeout(release, 15000);
    held.push(target);
  }
  // The click, if any, follows the press's end at once; a press that became a scroll has none.
  const forget = () =>
    setTimeout(() => {
      pressed = null;
      if (released) removeEventListener("click", hold, true);
    });
  function press(event) {
    if (released) return;
    pressed = event.target;
    addEventListener("pointerup", forget, { capture: true, once: true });
    addEventListener("pointercancel", forget, { capture: true, once: true });
  }
  addEventListener("pointerdown", press, true);
  addEventListener("click", hold, true);
  addEventListener("${pageRunningEvent}", release, { once: true });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of interactions) removeEventListener(name, start, true);
    for (const href of page.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (page.manifest) window.__reactRouterManifest = page.manifest;
    Promise.all(page.imports.map((href) => import(href)))
      .then(() =>
        Promise.all(
          page.routes.map(([id, modules]) =>
            Promise.all(modules.map((href) => import(href))).then((loaded) => [
              id,
              loaded.length === 1 ? loaded[0] : Object.assign({}, ...loaded),
            ]),
          ),
        ),
      )
      .then((routes) => {
        window.__reactRouterRouteModules = Object.fromEntries(routes);
        return import(page.entry);
      })
      .catch(release);
  };
  for (const name of interactions) {
    addEventListener(name, start, { capture: true, passive: true });
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')];
  let waiting = pictures.length;
  const shown = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint();
  };
  if (pictures.length === 0) {
    if (document.readyState === "complete") afterPaint();
    else addEventListener("load", afterPaint, { once: true });
  }
  for (const picture of pictures) {
    if (picture.complete) shown();
    else {
      picture.addEventListener("load", shown, { once: true });
      picture.addEventListener("error", shown, { once: true });
    }
  }
})();`;

/** What the starter reads from its attribute. */
type PageModules = {
  /** Modules the route modules expect loaded first: the whole route manifest, when not lazy. */
  imports: string[];
  /** Each matched route's id and the modules that make it, in the order React Router merges them. */
  routes: [string, string[]][];
  entry: string;
  preloads: string[];
  /** The routes the page may need to match before asking the server for more (lazy discovery). */
  manifest?: unknown;
};

type ManifestRoute = {
  module: string;
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
  imports?: string[];
};

type StaticRouter = {
  state: { location: { pathname: string }; matches: { route: { id: string } }[] };
  match?: (path: string) => { route: { id: string } }[] | null;
};

/** Above this many parent paths remembered, the memory starts again (any address has some). */
const rememberedParentPaths = 500;

/**
 * The route ids each parent path matches, per route manifest: a path always matches the same
 * routes, and matching one walks the site's routes one by one (on every render, that was about
 * a twentieth of a page's time).
 */
const parentPathRoutes = new WeakMap<object, Remembered<string, readonly string[]>>();

function routesOfParentPath(routes: object, router: StaticRouter, path: string) {
  let known = parentPathRoutes.get(routes);
  if (!known) {
    known = new Remembered(rememberedParentPaths);
    parentPathRoutes.set(routes, known);
  }
  return known.answer(path, () => (router.match?.(path) ?? []).map((match) => match.route.id));
}

/**
 * The part of the route manifest React Router hands the browser with lazy route discovery: the
 * matched routes and those of every parent path (its `getPartialManifest`, which it does not
 * export).
 */
function partialManifest(
  { sri, ...manifest }: { sri?: unknown; routes: Record<string, unknown> },
  router: StaticRouter,
) {
  const ids = new Set(router.state.matches.map((match) => match.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) {
    for (const id of routesOfParentPath(manifest.routes, router, path)) ids.add(id);
  }
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  return { ...manifest, routes, sri: sri ? true : undefined };
}

/**
 * React Router's `<Scripts>`, with the module start left to the starter. In the browser it
 * renders the same elements without the page's data, which hydration leaves as the server
 * wrote them.
 */
export function ScriptsAfterMainPicture({ nonce }: { nonce?: string }) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const matches = useMatches();
  useEffect(() => {
    dispatchEvent(new Event(pageRunningEvent));
  }, []);
  if (!framework) return null;
  const { manifest, serverHandoffString, routeDiscovery, ssr, renderMeta } = framework;
  // Without it React Router leaves out the loaders' data that follows the document.
  if (renderMeta) renderMeta.didRenderScripts = true;
  const staticContext = dataRouter?.staticContext;
  const sri = typeof manifest.sri === "object" ? manifest.sri : undefined;
  let context = " ";
  let modules: PageModules | undefined;
  if (staticContext && dataRouter) {
    context = `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
    const lazy = routeDiscovery.mode === "lazy" && ssr;
    const routes: PageModules["routes"] = [];
    const preloads = new Set([manifest.entry.module, ...manifest.entry.imports]);
    if (!lazy) preloads.add(manifest.url);
    for (const match of matches) {
      const route = manifest.routes[match.id] as ManifestRoute | undefined;
      if (!route) continue;
      const { clientActionModule, clientLoaderModule, clientMiddlewareModule } = route;
      const { hydrateFallbackModule, module } = route;
      const parts = [
        clientActionModule,
        clientLoaderModule,
        clientMiddlewareModule,
        hydrateFallbackModule,
        module,
      ].filter((part): part is string => part !== undefined);
      routes.push([match.id, parts]);
      for (const part of [...parts, ...(route.imports ?? [])]) preloads.add(part);
    }
    modules = {
      imports: lazy ? [] : [manifest.url],
      routes,
      entry: manifest.entry.module,
      preloads: [...preloads],
      manifest: lazy
        ? partialManifest(manifest, dataRouter.router as unknown as StaticRouter)
        : undefined,
    };
  }
  return (
    <>
      {sri ? (
        <script
          nonce={nonce}
          rr-importmap=""
          type="importmap"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own hashes
          dangerouslySetInnerHTML={{ __html: JSON.stringify({ integrity: sri }) }}
        />
      ) : null}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's data, escaped by it
        dangerouslySetInnerHTML={{ __html: context }}
      />
      <script
        nonce={nonce}
        data-modules={modules ? JSON.stringify(modules) : undefined}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours
        dangerouslySetInnerHTML={{ __html: starterScript }}
      />
    </>
  );
}
