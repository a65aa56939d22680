import { describe, expect, it } from "vitest";
import { interfaceTexts } from "../../../database/seed/interface-texts/index.ts";
import { enquiryStatuses } from "../../modules/enquiries/enquiries.schema.ts";
import { statusColours, statusKey } from "./enquiry-wording.ts";

describe("an enquiry's status on the screens", () => {
  it("is named by a text the seed gives in every language", () => {
    expect(statusKey("in_progress")).toBe("ADMIN-ENQUIRY-STATUS-IN-PROGRESS");
    for (const status of enquiryStatuses) {
      const text = interfaceTexts[statusKey(status)];
      expect(text, status).toBeDefined();
      expect(Object.values(text ?? {}).every(Boolean), status).toBe(true);
    }
  });

  it("has a colour of its own", () => {
    const colours = enquiryStatuses.map((status) => statusColours[status]);
    expect(new Set(colours).size).toBe(enquiryStatuses.length);
  });
});
