// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Attributes() {
  return <Title order={1}>Attributes</Title>;
}
