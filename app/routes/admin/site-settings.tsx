// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function SiteSettings() {
  return <Title order={1}>SiteSettings</Title>;
}
