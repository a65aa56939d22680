// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Categories() {
  return <Title order={1}>Categories</Title>;
}
