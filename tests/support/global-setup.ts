// One production server for the whole browser run; its address reaches the test workers
// through the environment.
import { startSite } from "./site-server.ts";

export default async function globalSetup() {
  const site = await startSite();
  process.env.VITRINE_BASE_URL = site.baseUrl;
  return () => site.stop();
}
