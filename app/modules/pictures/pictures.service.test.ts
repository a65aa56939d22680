import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePicture, makeSidewaysJpeg, truncatedJpeg } from "../../../tests/support/pictures.ts";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import { DomainError } from "../../domain/errors.ts";
import { findPictureById } from "./picture.repository.server.ts";
import {
  databaseStore,
  fileSystemStore,
  moveOriginals,
  type PictureStorage,
  pictureStorage,
} from "./picture-storage.server.ts";
import { modernFormatFor, pictureVariant } from "./picture-variants.server.ts";
import { cleanPictureFiles, storePicture } from "./pictures.service.server.ts";

let services: TestServices;
let storage: PictureStorage;

beforeAll(async () => {
  services = await createTestServices();
  storage = pictureStorage(services.config, services.db);
});
afterAll(() => services.close());

const store = (bytes: Uint8Array, originalName = "picture") =>
  storePicture(services.db, storage, { bytes, originalName });

describe("storePicture", () => {
  it("stores the original under its content hash and records where it came from", async () => {
    const bytes = await makePicture("webp", { width: 222, height: 111 });
    const picture = await store(bytes, "C:\\Users\\shop\\Pictures\\gasket\u0000.webp");
    const record = await findPictureById(services.db, picture.id);
    expect(record).toMatchObject({
      originalName: "gasket.webp",
      mimeType: "image/webp",
      width: 222,
      height: 111,
      bytes: bytes.length,
      fileName: `${record?.sha256}.webp`,
    });
    expect(record?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await storage.originals.read(record?.fileName ?? ""))?.equals(bytes)).toBe(true);
  });

  it("answers the record already holding identical content, keeping one file", async () => {
    const bytes = await makePicture("png", { width: 99, height: 77 });
    const first = await store(bytes, "first.png");
    const filesBefore = (await storage.originals.list()).length;
    const [second, third] = await Promise.all([
      store(bytes, "second.png"),
      store(bytes, "third.png"),
    ]);
    expect(first.reused).toBe(false);
    expect([second.id, third.id]).toEqual([first.id, first.id]);
    expect(second.reused && third.reused).toBe(true);
    expect((await storage.originals.list()).length).toBe(filesBefore);
    expect((await findPictureById(services.db, first.id))?.originalName).toBe("first.png");
  });

  it("records the size a viewer sees for a photo turned by its EXIF orientation", async () => {
    const picture = await store(await makeSidewaysJpeg(300, 200));
    expect(picture).toMatchObject({ width: 200, height: 300 });
    const { bytes } = await pictureVariant(services.db, storage, picture.id, "img", "image/webp");
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("refuses a truncated picture whose header alone looks fine", async () => {
    const refused = await store(await truncatedJpeg()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: "invalid",
      errors: [{ path: "body.file", message: expect.stringMatching(/damaged or incomplete/) }],
    });
  });

  it("refuses a picture just over 40 megapixels and accepts one just under", async () => {
    const tooMany = await makePicture("png", { width: 8001, height: 5000 });
    await expect(store(tooMany)).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringMatching(/8001 × 5000 pixels/),
    });
    const enough = await makePicture("png", { width: 8000, height: 5000 });
    await expect(store(enough)).resolves.toMatchObject({ width: 8000, height: 5000 });
    // Making and decoding two 40-megapixel pictures takes seconds on a busy machine.
  }, 30_000);
});

describe("pictureVariant", () => {
  it("falls back to JPEG for an opaque GIF and an opaque PNG, PNG for a transparent WebP", async () => {
    const cases = [
      [await makePicture("gif", { width: 150, height: 100 }), "image/jpeg"],
      [await makePicture("png", { width: 151, height: 100 }), "image/jpeg"],
      [await makePicture("webp", { width: 152, height: 100, alpha: true }), "image/png"],
    ] as const;
    for (const [bytes, expected] of cases) {
      const { id } = await store(bytes);
      // Twice: the second answer comes from the cached variant, and must agree.
      for (const _ of [1, 2]) {
        const variant = await pictureVariant(services.db, storage, id, "thumb", "*/*");
        expect(variant.mimeType).toBe(expected);
        const decoded = await sharp(variant.bytes).metadata();
        expect(decoded.format).toBe(expected === "image/png" ? "png" : "jpeg");
      }
    }
  });

  it("generates a variant once and serves it from disk afterwards", async () => {
    const { id } = await store(await makePicture("jpeg", { width: 500, height: 400 }));
    const first = await pictureVariant(services.db, storage, id, "thumb", "image/webp");
    const variantsDir = path.join(services.config.dataDir, "uploads", "variants");
    const files = (await readdir(variantsDir)).filter((name) => name.includes("-thumb-"));
    const file = files.find(
      (name) => first.etag.includes(name.slice(0, 64)) && name.endsWith(".webp"),
    );
    expect(file).toBeDefined();
    // A cached file that differs from what sharp would make proves it is read, not redone.
    await writeFile(path.join(variantsDir, file ?? ""), Buffer.from("cached"));
    const second = await pictureVariant(services.db, storage, id, "thumb", "image/webp");
    expect(second.bytes.toString()).toBe("cached");
    expect(second.etag).toBe(first.etag);
  });

  it("answers 404 for an unknown id", async () => {
    await expect(pictureVariant(services.db, storage, 987654, "img", "")).rejects.toMatchObject({
      kind: "not-found",
    });
  });
});

describe("modernFormatFor", () => {
  it.each([
    ["image/avif,image/webp,*/*", "avif"],
    ["image/webp,*/*", "webp"],
    ["IMAGE/WEBP", "webp"],
    ["image/avif;q=0.5, image/webp", "webp"],
    ["image/avif;q=0, image/webp;q=0.9", "webp"],
    ["image/avif;q=0", undefined],
    ["*/*", undefined],
    ["image/*", undefined],
    ["", undefined],
  ])("%j → %s", (accept, expected) => {
    expect(modernFormatFor(accept)).toBe(expected);
  });
});

describe("cleanPictureFiles", () => {
  it("removes files no record points to and keeps the referenced ones", async () => {
    const own = await createTestServices();
    const ownStorage = pictureStorage(own.config, own.db);
    try {
      const kept = await storePicture(own.db, ownStorage, {
        bytes: await makePicture("jpeg", { width: 700, height: 350 }),
        originalName: "kept.jpg",
      });
      await pictureVariant(own.db, ownStorage, kept.id, "img", "image/avif");
      await pictureVariant(own.db, ownStorage, kept.id, "thumb", "image/webp");
      const keptRecord = await findPictureById(own.db, kept.id);
      const keptHash = keptRecord?.sha256 ?? "";

      const stranger = "f".repeat(64);
      await ownStorage.originals.save(`${stranger}.png`, await makePicture("png"));
      await ownStorage.variants.save(`${stranger}-thumb-v1.webp`, Buffer.from("orphan"));
      await ownStorage.variants.save(`${keptHash}-thumb-v0.webp`, Buffer.from("old recipe"));
      await ownStorage.variants.save("unrelated.txt", Buffer.from("not ours"));

      expect(await cleanPictureFiles(own.db, ownStorage)).toEqual({ removed: 4 });
      expect(await ownStorage.originals.list()).toEqual([keptRecord?.fileName]);
      expect((await ownStorage.variants.list()).sort()).toEqual(
        [`${keptHash}-img-v1.avif`, `${keptHash}-thumb-v1.webp`].sort(),
      );
      // What was kept still serves.
      const variant = await pictureVariant(own.db, ownStorage, kept.id, "img", "image/avif");
      expect((await sharp(variant.bytes).metadata()).width).toBe(700);
      expect(await cleanPictureFiles(own.db, ownStorage)).toEqual({ removed: 0 });
    } finally {
      await own.close();
    }
  });
});

describe("the picture storage", () => {
  it("refuses names that could leave its folder", async () => {
    for (const name of ["../secret", "a/b.jpg", ".hidden", ""]) {
      await expect(storage.variants.save(name, Buffer.from("x"))).rejects.toThrow(/Invalid/);
      await expect(storage.originals.read(name)).rejects.toThrow(/Invalid/);
    }
  });

  it("reads a missing file as undefined, removes it quietly, and lists no unfinished file", async () => {
    expect(await storage.originals.read("missing.jpg")).toBeUndefined();
    await expect(storage.originals.remove("missing.jpg")).resolves.toBeUndefined();
    const variantsDir = path.join(services.config.dataDir, "uploads", "variants");
    await storage.variants.save("listed.webp", Buffer.from("x"));
    await writeFile(path.join(variantsDir, ".listed.webp.1234.tmp"), "half");
    const listed = await storage.variants.list();
    expect(listed).toContain("listed.webp");
    expect(listed.some((name) => name.startsWith("."))).toBe(false);
  });
});

describe("where originals are kept", () => {
  it("on PostgreSQL in the database every instance shares, on SQLite in the data directory", async () => {
    const bytes = await makePicture("png", { width: 31, height: 17 });
    const picture = await store(bytes, "where.png");
    const fileName = (await findPictureById(services.db, picture.id))?.fileName ?? "";
    const onDisk = await readdir(path.join(services.config.dataDir, "uploads", "originals")).catch(
      () => [],
    );
    const inDatabase = await databaseStore(services.db).list();
    if (services.config.database.kind === "postgres") {
      expect(storage.originalsIn).toBe("database");
      expect(inDatabase).toContain(fileName);
      expect(onDisk).not.toContain(fileName);
    } else {
      expect(storage.originalsIn).toBe("disk");
      expect(onDisk).toContain(fileName);
      expect(inDatabase).not.toContain(fileName);
    }
    expect((await storage.originals.read(fileName))?.equals(bytes)).toBe(true);
  });

  it("a move takes every original to the other place and back, byte for byte", async () => {
    const own = await createTestServices();
    const diskDir = await mkdtemp(path.join(tmpdir(), "vitrine-move-"));
    try {
      const disk = fileSystemStore(diskDir);
      const database = databaseStore(own.db);
      const pictures = new Map<string, Buffer>();
      for (const [index, format] of (["jpeg", "png", "webp"] as const).entries()) {
        const bytes = await makePicture(format, { width: 40 + index, height: 20 });
        pictures.set(`${"a".repeat(63)}${index}.${format}`, bytes);
      }
      for (const [name, bytes] of pictures) await disk.save(name, bytes);
      const seen: string[] = [];

      const there = await moveOriginals(disk, database, (moved, total) =>
        seen.push(`${moved}/${total}`),
      );
      expect(there).toEqual({ moved: 3 });
      expect(seen).toEqual(["1/3", "2/3", "3/3"]);
      expect(await disk.list()).toEqual([]);
      for (const [name, bytes] of pictures)
        expect((await database.read(name))?.equals(bytes)).toBe(true);

      // Again: nothing left to move, nothing lost.
      expect(await moveOriginals(disk, database)).toEqual({ moved: 0 });
      expect((await moveOriginals(database, disk)).moved).toBe(3);
      expect(await database.list()).toEqual([]);
      for (const [name, bytes] of pictures)
        expect((await disk.read(name))?.equals(bytes)).toBe(true);
    } finally {
      await own.close();
      await rm(diskDir, { recursive: true, force: true });
    }
  });

  it("a file already in the destination is replaced by the one moved, not doubled", async () => {
    const own = await createTestServices();
    const diskDir = await mkdtemp(path.join(tmpdir(), "vitrine-move-"));
    try {
      const disk = fileSystemStore(diskDir);
      const database = databaseStore(own.db);
      const name = `${"b".repeat(64)}.png`;
      const bytes = await makePicture("png", { width: 12, height: 12 });
      // As a move stopped after the copy and before the removal leaves it.
      await database.save(name, bytes);
      await disk.save(name, bytes);
      expect(await moveOriginals(disk, database)).toEqual({ moved: 1 });
      expect(await database.list()).toEqual([name]);
      expect(await disk.list()).toEqual([]);
    } finally {
      await own.close();
      await rm(diskDir, { recursive: true, force: true });
    }
  });
});
