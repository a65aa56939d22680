import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default {
  appDirectory: "app",
  ssr: true,
  // The client's files are compressed once here, not on every request.
  buildEnd: ({ reactRouterConfig }) => {
    precompressAssets(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
