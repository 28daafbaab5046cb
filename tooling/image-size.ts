import { readFileSync } from "node:fs";

export type ImageSize = { width: number; height: number };

/** Reads the intrinsic size of an SVG, PNG or JPEG so every <img> can carry width and height. */
export function readImageSize(file: string): ImageSize | undefined {
  const bytes = readFileSync(file);
  if (file.endsWith(".svg")) return svgSize(bytes.toString("utf8"));
  if (file.endsWith(".png")) return pngSize(bytes);
  if (/\.jpe?g$/.test(file)) return jpegSize(bytes);
  return undefined;
}

function svgSize(svg: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = Number(attribute("width"));
  const height = Number(attribute("height"));
  if (width > 0 && height > 0) return { width, height };
  const viewBox = /\sviewBox="([^"]+)"/
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: viewBox[2]!, height: viewBox[3]! };
  }
  return undefined;
}

function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A JPEG's size as it is seen: a camera held upright stores the picture on its side and says
 * so in its EXIF orientation (5 to 8), which the image pipeline honours, so width and height
 * swap.
 */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  let orientation = 1;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1)
      orientation = exifOrientation(bytes.subarray(offset + 4, offset + 2 + length));
    // SOF0-SOF15 carry the frame size; C4, C8 and CC are other tables with the same prefix.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The orientation tag (0x0112) of an APP1 Exif segment; 1 (as stored) when there is none. */
function exifOrientation(segment: Buffer): number {
  if (segment.toString("latin1", 0, 6) !== "Exif\0\0") return 1;
  const tiff = segment.subarray(6);
  if (tiff.length < 8) return 1;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(directory);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}
