// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function AttributeEdit() {
  return <Title order={1}>AttributeEdit</Title>;
}
