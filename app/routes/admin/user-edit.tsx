// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function UserEdit() {
  return <Title order={1}>UserEdit</Title>;
}
