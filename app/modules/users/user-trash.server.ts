// User accounts in the trash (ADR 30): not revised, but a deleted account comes back from the
// trash as it was. Registered with the history by the composition root (ADR 43).
import { z } from "zod";
import type { Db } from "../../db/database.server.ts";
import { fromTrash, type RevisedKind } from "../history/revised-entities.server.ts";
import { restoreUser } from "./users.service.server.ts";

/** A deleted account: everything to bring it back as it was, its password hash included. */
const userShape = z.object({
  email: z.string(),
  passwordHash: z.string(),
  adminFlag: z.boolean(),
  roles: z.array(z.string()),
  sessionVersion: z.number(),
  createdAt: z.string(),
});

export function userTrashedKind({ db }: { db: Db }): RevisedKind {
  return {
    entity: "user",
    restoreFromTrash: fromTrash({
      what: "This user",
      shape: userShape,
      restore: (id, state) => restoreUser(db, id, state),
    }),
  };
}
