// The category tree for administrators (the "tree_admin" variant): every category, inactive and
// hidden ones too, indented by level and folding with the keyboard, with a search by title or
// business key.
import { Button, Group, Title } from "@mantine/core";
import { Link } from "react-router";
import { type AdminCategoryNode, CategoryTree } from "../../components/admin/CategoryTree.tsx";
import { categoryListPageData } from "../../modules/catalogue/catalogue-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/categories";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { categories }: { categories: AdminCategoryNode[] } = await categoryListPageData(
    backOfficeServices(context),
    { locale },
  );
  return { locale, categories };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, categories } = loaderData;
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t("ADMIN-CATEGORIES-TITLE")}
      </Title>
      <Group mb="md">
        <Button component={Link} to={adminPath("admin-categories-edit-id", locale)}>
          {t("ADMIN-CATEGORY-ADD")}
        </Button>
      </Group>
      <CategoryTree categories={categories} locale={locale} />
    </>
  );
}
