// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function SiteSettingEdit() {
  return <Title order={1}>SiteSettingEdit</Title>;
}
