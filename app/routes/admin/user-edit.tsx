// One user: e-mail, admin rights and roles, and a new password (required when creating, a
// reset otherwise, with a generator whose result is shown once to be passed on). On their own
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
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { confirmDeletion } from "../../components/admin/confirm.ts";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { UnsavedChangesGuard } from "../../components/admin/UnsavedChangesGuard.tsx";
import { readablePassword } from "../../components/admin/UserPassword.ts";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import { useRootData } from "../../components/root-data.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { findUserById } from "../../modules/users/user.repository.server.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import { servicesContext } from "../../server/context.ts";
import type { Route } from "./+types/user-edit";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = localeFromPath(url.pathname);
  if (params.id === undefined) return { locale, user: null };
  const found = await findUserById(db, Number(params.id));
  if (!found) throw data(null, 404);
  // The stored flag, not the derived rights: the switch edits the flag, the roles list the rest.
  return {
    locale,
    user: {
      id: found.id,
      email: found.email,
      adminFlag: found.isAdmin === 1,
      roles: found.roles.map((role) => role.name),
    },
  };
}

type Values = { email: string; isAdmin: boolean; roles: string[]; password: string };

const isAdminRole = (role: string) => role.trim().toLowerCase() === "admin";
// Loose on purpose: the server's zod e-mail check has the last word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function UserEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const { user: me } = useRootData();
  const { locale, user } = loaderData;
  const own = user !== null && user.id === me?.id;
  const [saving, setSaving] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      email: user?.email ?? "",
      isAdmin: own || (user?.adminFlag ?? false) || (user?.roles.some(isAdminRole) ?? false),
      roles: user?.roles ?? [],
      password: "",
    },
    validate: {
      email: (value) =>
        emailPattern.test(value.trim()) && value.trim().length <= 254
          ? null
          : t("ADMIN-USER-EMAIL-INVALID"),
      password: (value) => {
        if (!value && user) return null;
        return value.length >= 10 ? null : t("ADMIN-USER-PASSWORD-SHORT");
      },
    },
  });

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

  async function save(values: Values) {
    const body = {
      email: values.email.trim(),
      // One's own rights are never sent away, whatever the form holds.
      isAdmin: own ? true : values.isAdmin,
      roles: values.roles,
      ...(values.password ? { password: values.password } : {}),
    };
    setSaving(true);
    try {
      if (user) await callApi("PUT", `/users/${user.id}`, body);
      else await callApi("POST", "/users", body);
      notices.success(t("ADMIN-USER-SAVED"));
      form.resetDirty();
      setGenerated(null);
      navigate(listPath);
    } catch (error) {
      if (error instanceof ApiCallError) form.setErrors(error.fieldErrors);
      notices.error(t("ADMIN-USER-NOT-SAVED"), error);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!user || own) return;
    const confirmed = await confirmDeletion(t, user.email);
    if (!confirmed) return;
    setSaving(true);
    try {
      await callApi("DELETE", `/users/${user.id}`);
      notices.success(t("ADMIN-USER-DELETED"));
      form.resetDirty();
      navigate(listPath);
    } catch (error) {
      notices.error(t("ADMIN-USER-NOT-DELETED"), error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {user ? t("ADMIN-USER-EDIT-TITLE", { name: user.email }) : t("ADMIN-USER-NEW-TITLE")}
      </Title>
      <Group>
        <Button component={Link} variant="default" to={listPath}>
          {t("ADMIN-BACK-TO-LIST")}
        </Button>
      </Group>
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      <form noValidate onSubmit={form.onSubmit(save, () => notices.error(t("ADMIN-FORM-INVALID")))}>
        <Stack maw={640}>
          <TextInput
            type="email"
            label={t("ADMIN-USER-EMAIL")}
            withAsterisk
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
            description={t("ADMIN-USER-ROLES-HINT")}
            value={form.values.roles}
            onChange={setRoles}
            error={form.errors.roles}
            clearable={false}
          />
          <Fieldset
            legend={t(
              user ? "ADMIN-USER-PASSWORD-RESET-SECTION" : "ADMIN-USER-PASSWORD-NEW-SECTION",
            )}
          >
            <Stack>
              <Group align="flex-end">
                <PasswordInput
                  label={t("ADMIN-USER-PASSWORD")}
                  description={t(
                    user ? "ADMIN-USER-PASSWORD-HINT-RESET" : "ADMIN-USER-PASSWORD-HINT-NEW",
                  )}
                  withAsterisk={!user}
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
          <Group>
            <Button type="submit" loading={saving}>
              {t("ADMIN-SAVE")}
            </Button>
            {user && (
              <Button
                color="red.9"
                variant="outline"
                onClick={remove}
                disabled={saving || own}
                aria-describedby={own ? "own-account-delete" : undefined}
              >
                {t("ADMIN-DELETE")}
              </Button>
            )}
          </Group>
          {own && (
            <Text id="own-account-delete" size="sm" c="dimmed">
              {t("ADMIN-USER-OWN-DELETE")}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
