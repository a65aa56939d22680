// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Translations() {
  return <Title order={1}>Translations</Title>;
}
