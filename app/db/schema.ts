// The database as the application sees it (camelCase; the CamelCasePlugin maps it to the
// snake_case columns the migrations create). Booleans are stored as 0/1 integers so that the
// same queries run on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from "kysely";
import type { SearchCounterTable, VisitCountTable, VisitorSketchTable } from "./insight-tables.ts";

export interface LanguageTable {
  id: string;
  name: string;
  iso: string;
  sortOrder: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  isAdmin: Generated<number>;
  /** Moved on by signing out, a new password or rights taken away; tokens carry it (0 at first). */
  sessionVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
}

export interface UserRoleTable {
  userId: number;
  roleId: number;
}

export interface TranslationKeyTable {
  id: Generated<number>;
  keyCode: string;
  isRichText: Generated<number>;
}

export interface TranslationTable {
  id: Generated<number>;
  translationKeyId: number;
  langCode: string;
  tText: string;
}

export interface SiteSettingTable {
  id: Generated<number>;
  keyCode: string;
  keyValue: string;
}

/** One row per data set; `stamp` is the data set's `cachedOn`, bumped by every write. */
export interface DataVersionTable {
  name: string;
  stamp: number;
}

export interface Database {
  language: LanguageTable;
  user: UserTable;
  role: RoleTable;
  userRole: UserRoleTable;
  translationKey: TranslationKeyTable;
  translation: TranslationTable;
  siteSetting: SiteSettingTable;
  dataVersion: DataVersionTable;
  resource: ResourceTable;
  attributeType: AttributeTypeTable;
  attributeTypeValue: AttributeTypeValueTable;
  category: CategoryTable;
  categorySlug: CategorySlugTable;
  categoryResource: CategoryResourceTable;
  categoryAttributeType: CategoryAttributeTypeTable;
  product: ProductTable;
  productCategory: ProductCategoryTable;
  productResource: ProductResourceTable;
  productAttribute: ProductAttributeTable;
  article: ArticleTable;
  articleResource: ArticleResourceTable;
  enquiry: EnquiryTable;
  enquiryCounter: EnquiryCounterTable;
  enquiryLine: EnquiryLineTable;
  enquiryEvent: EnquiryEventTable;
  mailOutbox: MailOutboxTable;
  clientLogEntry: ClientLogEntryTable;
  addressUse: AddressUseTable;
  signingSecret: SigningSecretTable;
  storedPicture: StoredPictureTable;
  pictureAlt: PictureAltTable;
  auditEntry: AuditEntryTable;
  retiredAddress: RetiredAddressTable;
  revision: RevisionTable;
  trashItem: TrashItemTable;
  synonym: SynonymTable;
  searchCounter: SearchCounterTable;
  visitCount: VisitCountTable;
  visitorSketch: VisitorSketchTable;
}

export type LanguageRow = Selectable<LanguageTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

export interface ResourceTable {
  id: Generated<number>;
  fileName: string;
  originalName: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  createdAt: string;
}

export interface AttributeTypeTable {
  id: Generated<number>;
  attributeCode: string;
  attributeGroup: Generated<string>;
  dataUnit: Generated<string>;
  minValue: number | null;
  maxValue: number | null;
  allowMultiple: Generated<number>;
  sortOrder: Generated<number>;
  /** 1 when visitors may filter products by it. */
  filter: Generated<number>;
  /** Its place among the filters. */
  filterOrder: Generated<number>;
}

export interface AttributeTypeValueTable {
  id: Generated<number>;
  attributeTypeId: number;
  value: string;
  sortOrder: Generated<number>;
}

export interface CategoryTable {
  id: Generated<number>;
  parentId: number | null;
  bk: string;
  level: Generated<number>;
  sortOrder: Generated<number>;
  active: Generated<number>;
  showInTree: Generated<number>;
  hasOwnPage: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface CategorySlugTable {
  categoryId: number;
  langCode: string;
  slug: string;
}

export interface CategoryResourceTable {
  categoryId: number;
  resourceId: number;
  sortOrder: Generated<number>;
}

export interface CategoryAttributeTypeTable {
  id: Generated<number>;
  categoryId: number;
  attributeTypeId: number;
  sortOrder: Generated<number>;
}

export interface ProductTable {
  id: Generated<number>;
  bk: string;
  createdAt: string;
  /** Its last change: every write of the product sets it. */
  updatedAt: string;
  /** 0 for a draft, which visitors do not see. */
  active: Generated<number>;
  /** in_stock, on_request or made_to_order; null when the product says nothing. */
  availability: string | null;
  /** The working days a made-to-order product takes; null when not said. */
  leadTimeDays: number | null;
}

export interface ProductCategoryTable {
  productId: number;
  categoryId: number;
  sortOrder: Generated<number>;
}

export interface ProductResourceTable {
  productId: number;
  resourceId: number;
  sortOrder: Generated<number>;
}

export interface ProductAttributeTable {
  id: Generated<number>;
  productId: number;
  attributeTypeId: number;
  index: Generated<number>;
  sortOrder: Generated<number>;
  attributeValue: Generated<string>;
  minValue: number | null;
  maxValue: number | null;
}

export interface ArticleTable {
  id: Generated<number>;
  sortOrder: Generated<number>;
  archived: Generated<number>;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface ArticleResourceTable {
  articleId: number;
  resourceId: number;
  sortOrder: Generated<number>;
}

/** A buyer's quote request: the contact form with its quote list (app/modules/enquiries). */
export interface EnquiryTable {
  id: Generated<number>;
  /** What the buyer quotes: Q-2026-0042, numbered per year in Brussels time. */
  reference: string;
  title: string;
  name: string;
  email: string;
  telephone: Generated<string>;
  company: Generated<string>;
  message: string;
  langCode: string;
  /** The day the buyer would like the goods by (YYYY-MM-DD). */
  wishedDate: string | null;
  status: Generated<"new" | "in_progress" | "answered" | "won" | "lost">;
  assigneeId: number | null;
  createdAt: string;
  updatedAt: string;
  /** When the buyer's details were removed (retention, or erased on request). */
  anonymisedAt: string | null;
}

/** The last number of each year's references. */
export interface EnquiryCounterTable {
  year: number;
  last: number;
}

/** A product the buyer asked about, as they asked: its title in their language at the time. */
export interface EnquiryLineTable {
  id: Generated<number>;
  enquiryId: number;
  /** From 1, in the order of the quote list. */
  position: number;
  productBk: string;
  title: Generated<string>;
  quantity: number | null;
  note: Generated<string>;
}

/** Something that happened to an enquiry, by whom (none for the buyer's own). */
export interface EnquiryEventTable {
  id: Generated<number>;
  enquiryId: number;
  at: string;
  kind: "received" | "status" | "assignee" | "note" | "reply" | "anonymised";
  userId: number | null;
  userEmail: string | null;
  statusFrom: string | null;
  statusTo: string | null;
  assigneeId: number | null;
  assigneeEmail: string | null;
  /** A note's or a reply's text. */
  text: Generated<string>;
}

/** A mail an enquiry causes, stored before it is sent and retried until it is. */
export interface MailOutboxTable {
  id: Generated<number>;
  enquiryId: number;
  /** The reply event, for a reply. */
  eventId: number | null;
  /** To the shop, the buyer's copy, or a reply to the buyer. */
  kind: "shop" | "copy" | "reply";
  status: Generated<"pending" | "sent" | "failed" | "cancelled">;
  attempts: Generated<number>;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface ClientLogEntryTable {
  id: Generated<number>;
  level: string;
  message: string;
  context: Generated<string>;
  route: Generated<string>;
  userId: number | null;
  createdAt: string;
}

/** Uses of a rate-limited action by one network address in one time window. */
export interface AddressUseTable {
  action: string;
  address: string;
  /** The window's number: the time of the use divided by the window's length. */
  windowStart: number;
  uses: number;
}

/** A secret the instances of a site on PostgreSQL share, by name. */
export interface SigningSecretTable {
  name: string;
  value: string;
}

export interface StoredPictureTable {
  fileName: string;
  content: Buffer;
}

/** A picture's alt text in one language (at most 250 characters). */
export interface PictureAltTable {
  resourceId: number;
  langCode: string;
  altText: string;
}

/** A slug a category or an article had in a language, pointing at the item that had it. */
export interface RetiredAddressTable {
  kind: "category" | "article";
  langCode: string;
  slug: string;
  targetId: number;
  retiredAt: string;
}

/** One write of the audit log: who, when, what, from which address (app/modules/audit). */
export interface AuditEntryTable {
  id: Generated<number>;
  /** ISO 8601 in UTC. */
  at: string;
  userId: number | null;
  /** The person's e-mail as it was (or as typed, for a failed sign-in). */
  userEmail: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  summary: string;
  address: string;
}

export interface RevisionTable {
  id: Generated<number>;
  /** The kind of item: "setting", "translation-key"… (app/modules/history). */
  entity: string;
  entityId: number;
  savedAt: string;
  editorId: number | null;
  editorEmail: string | null;
  /** JSON: the field paths the save changed. */
  changed: string;
  /** JSON: the item's state before the save. */
  state: string;
}

export interface TrashItemTable {
  id: Generated<number>;
  /** The kind of item, as revisions name it: "product"… */
  entity: string;
  /** The id it had, and gets back when restored. */
  entityId: number;
  /** How the trash screen names it: a business key, a title. */
  label: string;
  deletedAt: string;
  editorId: number | null;
  editorEmail: string | null;
  /** JSON: the item's state when deleted. */
  state: string;
}

/** A synonym of the search (app/modules/search): a group, or a replacement when `target` is set. */
export interface SynonymTable {
  id: Generated<number>;
  /** null: every language. */
  langCode: string | null;
  /** JSON: the terms, as the administrator wrote them. */
  terms: string;
  target: string | null;
  createdAt: string;
  updatedAt: string;
}
