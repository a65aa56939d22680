// A list row's two actions: a link to the item's edit page and a button deleting it (the caller's
// `onDelete` asks for confirmation and says whether it deleted). Each is named for the item, so a
// screen reader's list of links and buttons tells the rows apart.
import { Anchor, Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../modules/i18n/translation.tsx";

export function EditDeleteActions({
  editTo,
  editLabel,
  deleteLabel,
  onDelete,
}: {
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to={editTo} aria-label={editLabel} size="sm">
        {t("ADMIN-EDIT")}
      </Anchor>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        {t("ADMIN-DELETE")}
      </Button>
    </Group>
  );
}
