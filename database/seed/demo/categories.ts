// The browser tests import the demo shop by this name; the content itself is in
// content/categories.json.
import { loadDemoContent } from "./demo-content.ts";

export const demoCategories = loadDemoContent().categories;
