// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function ProductEdit() {
  return <Title order={1}>ProductEdit</Title>;
}
