// The browser tests import the demo shop by this name; the content itself is in
// content/pages.json.
import { loadDemoContent } from "./demo-content.ts";

export const demoPages = loadDemoContent().pages;
