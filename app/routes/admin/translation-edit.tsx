// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function TranslationEdit() {
  return <Title order={1}>TranslationEdit</Title>;
}
