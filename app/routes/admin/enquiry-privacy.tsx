// /admin/enquiries/privacy: what the shop holds about one person, for their requests under the
// GDPR. An e-mail address is looked up (`?email=`, a GET form) in the enquiries it sent, in any
// case; everything held downloads as JSON (GET /api/privacy/subject), and an erasure, after a
// question naming the address and how many enquiries it anonymises, removes the person from all
// of them (POST /api/privacy/erase) while their lines and dates stay for the shop's figures.
import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useState } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import { confirmAction } from "../../components/admin/confirm.ts";
import { EnquiryStatusBadge } from "../../components/admin/EnquiryStatusBadge.tsx";
import { useAdminNotices } from "../../components/admin/notices.ts";
import { counted, shopMoment } from "../../components/admin/owner-formats.ts";
import { ApiCallError, callApi } from "../../components/api-client.ts";
import { privacyPageData } from "../../modules/enquiries/enquiries-back-office-pages.server.ts";
import { localeFromPath } from "../../modules/i18n/locales.ts";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import { maxEmailLength } from "../../modules/users/users.schema.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Route } from "./+types/enquiry-privacy";
import { backOfficeServices } from "./back-office-access.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    locale: localeFromPath(url.pathname),
    ...(await privacyPageData(backOfficeServices(context).db, url.searchParams)),
  };
}

export default function EnquiryPrivacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useMounted();
  const { locale, email, valid, enquiries } = loaderData;
  const [erasing, setErasing] = useState(false);
  /** The API's answer for the address looked up: nothing left to erase. */
  const [refused, setRefused] = useState<string | null>(null);
  const [erased, setErased] = useState<{ email: string; count: number } | null>(null);
  const pagePath = adminPath("admin-enquiries-privacy", locale);

  const fieldError = !email
    ? undefined
    : !valid
      ? t("ADMIN-ENQUIRY-PRIVACY-INVALID")
      : refused === email || enquiries.length === 0
        ? t("ADMIN-ENQUIRY-PRIVACY-NONE")
        : undefined;

  async function erase() {
    const confirmed = await confirmAction(t, {
      title: t("ADMIN-ENQUIRY-PRIVACY-ERASE-TITLE"),
      message: counted(t, locale, "ADMIN-ENQUIRY-PRIVACY-ERASE-TEXT", enquiries.length, {
        email,
      }),
      confirmLabel: t("ADMIN-ENQUIRY-PRIVACY-ERASE"),
    });
    if (!confirmed) return;
    setErasing(true);
    try {
      const answer = await callApi<{ erased: number }>("POST", "/privacy/erase", { email });
      setErased({ email, count: answer.erased });
      notices.success(counted(t, locale, "ADMIN-ENQUIRY-PRIVACY-ERASED", answer.erased, { email }));
      navigate(pagePath, { replace: true });
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 404) {
        // Erased meanwhile, or never held: said at the field, in the back office's language.
        setRefused(email);
        revalidator.revalidate();
      } else {
        notices.error(t("ADMIN-ENQUIRY-PRIVACY-NOT-ERASED"), error);
      }
    } finally {
      setErasing(false);
    }
  }

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t("ADMIN-ENQUIRY-PRIVACY-TITLE")}
      </Title>
      <Anchor component={Link} to={adminPath("admin-enquiries", locale)}>
        {t("ADMIN-ENQUIRY-BACK")}
      </Anchor>
      <Text>{t("ADMIN-ENQUIRY-PRIVACY-HELP")}</Text>

      {erased && (
        <Alert color="teal.9" variant="light" role="status">
          {counted(t, locale, "ADMIN-ENQUIRY-PRIVACY-ERASED", erased.count, {
            email: erased.email,
          })}
        </Alert>
      )}

      <Form method="get" action={pagePath} key={email} onSubmit={() => setErased(null)}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            type="email"
            name="email"
            label={t("ADMIN-ENQUIRY-PRIVACY-EMAIL")}
            defaultValue={email}
            error={fieldError}
            maxLength={maxEmailLength}
            required
            autoComplete="off"
            w={360}
            maw="100%"
          />
          <Button type="submit" mt={25}>
            {t("ADMIN-ENQUIRY-PRIVACY-LOOK-UP")}
          </Button>
        </Group>
      </Form>

      {valid && enquiries.length > 0 && refused !== email && (
        <section aria-labelledby="held-title">
          <Title order={2} size="h3" id="held-title" mb="xs">
            {counted(t, locale, "ADMIN-ENQUIRY-PRIVACY-HELD", enquiries.length, { email })}
          </Title>
          <List spacing="xs" mb="md">
            {enquiries.map((enquiry) => (
              <List.Item key={enquiry.id}>
                <Group gap="sm" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={adminPath("admin-enquiries-id", locale, { id: String(enquiry.id) })}
                  >
                    {enquiry.reference}
                  </Anchor>
                  <time dateTime={enquiry.createdAt}>{shopMoment(locale, enquiry.createdAt)}</time>
                  <EnquiryStatusBadge status={enquiry.status} />
                </Group>
              </List.Item>
            ))}
          </List>
          <Group wrap="wrap">
            <Button
              component="a"
              href={`/api/privacy/subject?${new URLSearchParams({ email })}`}
              download
              variant="default"
            >
              {t("ADMIN-ENQUIRY-PRIVACY-DOWNLOAD")}
            </Button>
            <Button
              color="red.9"
              variant="outline"
              onClick={erase}
              loading={erasing}
              disabled={!hydrated || erasing}
            >
              {t("ADMIN-ENQUIRY-PRIVACY-ERASE")}
            </Button>
          </Group>
        </section>
      )}
    </Stack>
  );
}
