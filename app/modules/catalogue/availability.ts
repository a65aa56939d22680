// A product's availability: in stock, on request, or made to order in a number of working days
// (optional); null when the product says nothing. One rule for the API, the back office's form,
// the bulk action and the products spreadsheet. Client-safe.
import { z } from "zod";

export const availabilityStatuses = ["in_stock", "on_request", "made_to_order"] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

export type Availability = { status: AvailabilityStatus; leadTimeDays?: number };

/** The longest lead time a made-to-order product may state, in working days. */
export const maxLeadTimeDays = 365;

export const leadTimeMessage = `The lead time is a whole number of working days from 1 to ${maxLeadTimeDays}`;
export const leadTimeOnlyMadeToOrder = "A lead time is given for a product made to order only";
export const statusMessage = "The availability is in_stock, on_request or made_to_order";

export const leadTimeDaysSchema = z
  .number(leadTimeMessage)
  .int(leadTimeMessage)
  .min(1, leadTimeMessage)
  .max(maxLeadTimeDays, leadTimeMessage);

/** An availability as the API answers it. */
export const availabilitySchema = z.object({
  status: z.enum(availabilityStatuses),
  leadTimeDays: z
    .number()
    .int()
    .optional()
    .meta({ description: "Working days a product made to order takes; only with made_to_order" }),
});

/** An availability as a request sends it: a lead time only with made_to_order. */
export const availabilityInputSchema = z
  .strictObject(
    {
      status: z.enum(availabilityStatuses, statusMessage),
      leadTimeDays: leadTimeDaysSchema
        .optional()
        .meta({ description: `Working days, 1 to ${maxLeadTimeDays}; only with made_to_order` }),
    },
    "The availability is an object with a status, or null",
  )
  .superRefine((value, context) => {
    if (value.leadTimeDays !== undefined && value.status !== "made_to_order") {
      context.addIssue({
        code: "custom",
        path: ["leadTimeDays"],
        message: leadTimeOnlyMadeToOrder,
      });
    }
  });

/** The availability of a product's row (its two columns); anything unknown reads as none. */
export function availabilityOf(
  status: string | null,
  leadTimeDays: number | null,
): Availability | null {
  const known = availabilityStatuses.find((candidate) => candidate === status);
  if (!known) return null;
  return known === "made_to_order" && leadTimeDays !== null
    ? { status: known, leadTimeDays }
    : { status: known };
}

/** The two columns of a product's row that hold its availability. */
export function availabilityColumns(availability: Availability | null) {
  return {
    availability: availability?.status ?? null,
    leadTimeDays:
      availability?.status === "made_to_order" ? (availability.leadTimeDays ?? null) : null,
  };
}

/** Whether two availabilities say the same. */
export function sameAvailability(a: Availability | null, b: Availability | null): boolean {
  return a?.status === b?.status && a?.leadTimeDays === b?.leadTimeDays;
}
