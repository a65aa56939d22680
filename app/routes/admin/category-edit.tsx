// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function CategoryEdit() {
  return <Title order={1}>CategoryEdit</Title>;
}
