// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Users() {
  return <Title order={1}>Users</Title>;
}
