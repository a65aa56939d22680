import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "database/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
