// One user: e-mail, admin rights and roles (chosen from the roles the shop has, or a new one
// typed), and a new password (required when creating, a reset otherwise, with a generator whose
// result is shown once to be passed on). On their own
// account administrators cannot take away their admin rights nor delete themselves; the API
// refuses both as well.
import {
  Button,
  Code,
  Fieldset,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { data } from "react-router";
import { EditForm, EditPage, useSaveFailure } from "../../components/admin/EditPage.tsx";
import { checkedWith, errorUnder, formResolver } from "../../components/admin/form-kit.ts";
import { SaveDeleteBar } from "../../components/admin/SaveDeleteBar.tsx";
import { useSaveAndDelete } from "../../components/admin/save-and-delete.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { readablePassword } from "../../components/admin/UserPassword.ts";
import {
  isAdminRole,
  type UserFormValues,
  userBody,
  userFormSchema,
  userWording,
} from "../../components/admin/user-form.ts";
import { callApi } from "../../components/api-client.ts";
import { useRootData } from "../../components/root-data.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { userEditPageData } from "../../modules/users/users-back-office-pages.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/user-edit";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = await userEditPageData(backOfficeServices(context), { id: params.id });
  if (!page) throw data(null, 404);
  return { locale: localeFromPath(url.pathname), ...page };
}

export default function UserEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user: me } = useRootData();
  const { locale, user, roles } = loaderData;
  const own = user !== null && user.id === me?.id;
  const account = { isNew: user === null, own };
  const [generated, setGenerated] = useState<string | null>(null);
  const wording = userWording(t);

  const form = useForm<UserFormValues>({
    mode: "controlled",
    initialValues: {
      email: user?.email ?? "",
      isAdmin: own || (user?.adminFlag ?? false) || (user?.roles.some(isAdminRole) ?? false),
      roles: user?.roles ?? [],
      password: "",
    },
    ...checkedWith(formResolver(userFormSchema(account), wording)),
  });
  const saveFailed = useSaveFailure(form, wording);

  const listPath = adminPath("admin-users", locale);

  function setAdmin(on: boolean) {
    form.setFieldValue("isAdmin", on);
    // Turning rights off means all of them: an Admin role would keep them otherwise.
    if (!on)
      form.setFieldValue(
        "roles",
        form.getValues().roles.filter((r) => !isAdminRole(r)),
      );
  }

  function setRoles(roles: string[]) {
    const cleaned = [...new Set(roles.map((role) => role.trim()).filter(Boolean))];
    form.setFieldValue("roles", cleaned);
    if (cleaned.some(isAdminRole)) form.setFieldValue("isAdmin", true);
  }

  function generate() {
    const password = readablePassword();
    form.setFieldValue("password", password);
    setGenerated(password);
  }

  // One's own account keeps its delete button, disabled and saying why (deleteNote below).
  const { saving, save, deletion, busy } = useSaveAndDelete(
    {
      send: (values: UserFormValues) => {
        const body = userBody(values, account);
        return user ? callApi("PUT", `/users/${user.id}`, body) : callApi("POST", "/users", body);
      },
      saved: t("ADMIN-USER-SAVED"),
      notSaved: t("ADMIN-USER-NOT-SAVED"),
      failed: saveFailed,
      form,
      onSaved: () => setGenerated(null),
      leaveTo: () => listPath,
    },
    user && {
      name: user.email,
      run: () => callApi("DELETE", `/users/${user.id}`),
      deleted: t("ADMIN-USER-DELETED"),
      notDeleted: t("ADMIN-USER-NOT-DELETED"),
      leaveTo: listPath,
    },
  );

  return (
    <EditPage
      title={user ? t("ADMIN-USER-EDIT-TITLE", { name: user.email }) : t("ADMIN-USER-NEW-TITLE")}
      back={listPath}
    >
      <UnsavedChangesGuard when={form.isDirty() && !busy} />
      <EditForm form={form} onSave={save} labels={wording.labels} maw={640}>
        <TextInput
          type="email"
          label={t("ADMIN-USER-EMAIL")}
          autoComplete="off"
          {...form.getInputProps("email")}
        />
        <Switch
          label={t("ADMIN-USER-IS-ADMIN")}
          description={own ? t("ADMIN-USER-OWN-ADMIN") : undefined}
          disabled={own}
          checked={form.values.isAdmin}
          onChange={(event) => setAdmin(event.currentTarget.checked)}
        />
        <TagsInput
          label={t("ADMIN-USER-ROLES")}
          description={t("ADMIN-USER-ROLES-CHOOSE")}
          data={roles}
          value={form.values.roles}
          onChange={setRoles}
          error={errorUnder(form.errors, "roles")}
          clearable={false}
        />
        <Fieldset
          legend={t(user ? "ADMIN-USER-PASSWORD-RESET-SECTION" : "ADMIN-USER-PASSWORD-NEW-SECTION")}
        >
          <Stack>
            <Group align="flex-end">
              <PasswordInput
                label={t("ADMIN-USER-PASSWORD")}
                description={t(
                  user ? "ADMIN-USER-PASSWORD-HINT-RESET" : "ADMIN-USER-PASSWORD-HINT-NEW",
                )}
                autoComplete="new-password"
                style={{ flex: 1 }}
                {...form.getInputProps("password")}
              />
              <Button variant="default" onClick={generate}>
                {t("ADMIN-USER-GENERATE")}
              </Button>
            </Group>
            {generated && (
              <Paper withBorder p="md" role="status">
                <Text fw={700}>{t("ADMIN-USER-GENERATED-TITLE")}</Text>
                <Code fz="lg" c="dark.9">
                  {generated}
                </Code>
                <Text size="sm" mt="xs">
                  {t("ADMIN-USER-GENERATED-TEXT")}
                </Text>
              </Paper>
            )}
          </Stack>
        </Fieldset>
        <SaveDeleteBar
          saving={saving}
          deletion={deletion}
          deleteNote={own ? t("ADMIN-USER-OWN-DELETE") : undefined}
        />
      </EditForm>
    </EditPage>
  );
}
