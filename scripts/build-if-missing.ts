// `npm start` on a fresh checkout: build the site once if no production build exists yet.
// (After changing code, `npm run build` rebuilds; `npm run dev` needs no build.)
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const projectRoot = path.join(import.meta.dirname, "..");
if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
  console.log("No production build yet: building the site once…");
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
}
