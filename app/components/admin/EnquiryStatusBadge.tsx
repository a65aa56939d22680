// An enquiry's status as a coloured badge, named in the back office's language.
import { Badge } from "@mantine/core";
import type { EnquiryStatus } from "../../modules/enquiries/enquiries.schema.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { statusColours, statusKey } from "./enquiry-wording.ts";

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColours[status]} variant="filled" style={{ flexShrink: 0 }}>
      {t(statusKey(status))}
    </Badge>
  );
}
