// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Resources() {
  return <Title order={1}>Resources</Title>;
}
