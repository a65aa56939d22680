// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Caches() {
  return <Title order={1}>Caches</Title>;
}
