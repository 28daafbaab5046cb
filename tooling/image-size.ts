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

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // SOF0-SOF15 carry the frame size; C4, C8 and CC are other tables with the same prefix.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}
