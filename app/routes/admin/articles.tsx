// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Articles() {
  return <Title order={1}>Articles</Title>;
}
