// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Overview() {
  return <Title order={1}>Overview</Title>;
}
