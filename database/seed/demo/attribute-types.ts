// The browser tests import the demo shop by this name; the content itself is in
// content/attribute-types.json.
import { loadDemoContent } from "./demo-content.ts";

export const demoAttributeTypes = loadDemoContent().attributeTypes;
