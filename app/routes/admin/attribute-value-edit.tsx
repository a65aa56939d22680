// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function AttributeValueEdit() {
  return <Title order={1}>AttributeValueEdit</Title>;
}
