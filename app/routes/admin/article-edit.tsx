// Placeholder until the screen is built.
import { Title } from "@mantine/core";

export default function ArticleEdit() {
  return <Title order={1}>ArticleEdit</Title>;
}
