import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { readImageSize } from "../../tooling/image-size";
import { renderVariant } from "../../tooling/image-variants";

const folder = mkdtempSync(path.join(tmpdir(), "image-size-"));
const file = (name: string, content: string | Buffer) => {
  const target = path.join(folder, name);
  writeFileSync(target, content);
  return target;
};

describe("readImageSize", () => {
  it("reads an SVG's width and height, or its viewBox", () => {
    expect(readImageSize(file("a.svg", '<svg width="1200" height="800"></svg>'))).toEqual({
      width: 1200,
      height: 800,
    });
    expect(readImageSize(file("b.svg", '<svg viewBox="0 0 64 48"></svg>'))).toEqual({
      width: 64,
      height: 48,
    });
  });

  it("reads a PNG photo the company drops in", () => {
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.write("IHDR", 12, "latin1");
    png.writeUInt32BE(1600, 16);
    png.writeUInt32BE(900, 20);
    expect(readImageSize(file("photo.png", png))).toEqual({ width: 1600, height: 900 });
  });

  it("reads a JPEG photo's frame size, skipping the segments before it", () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8, // start of image
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00, // an APP0 segment of 4 bytes
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x02,
      0x58,
      0x03,
      0x20, // SOF0: 600 high, 800 wide
      0x03,
      0x01,
      0x22,
      0x00,
      0x02,
      0x11,
      0x01,
      0x03,
      0x11,
      0x01,
    ]);
    expect(readImageSize(file("photo.jpg", jpeg))).toEqual({ width: 800, height: 600 });
  });

  it("reads a camera's JPEG stored on its side as the upright picture its EXIF orientation makes", async () => {
    const upright = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#806040" },
    })
      .png()
      .toBuffer();
    const sideways = await sharp(upright)
      .rotate(270)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(readImageSize(file("camera.jpg", sideways))).toEqual({ width: 300, height: 200 });
    // The variants the build writes are upright too, and keep nothing of the camera's metadata.
    const variant = await renderVariant(sideways, { url: "", width: 300, format: "webp" });
    const meta = await sharp(variant).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });
});
