// The browser tests import the demo shop's types by this name; they are defined, with the
// schemas of the content files, in demo-content.ts.
export type {
  DemoArticle,
  DemoAttributeType,
  DemoCategory,
  DemoProduct,
  Localized,
  PictureKind,
} from "./demo-content.ts";
