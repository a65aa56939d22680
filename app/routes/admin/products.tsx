// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function Products() {
  return <Title order={1}>Products</Title>;
}
