/**
 * Compression, two ways: a page is compressed once, as hard as the formats allow, when it is
 * rendered (`encodePage`); anything else (scripts, styles, form answers) on the fly.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";

export type Encoding = "br" | "gzip" | "identity";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's bytes in each encoding a browser may ask for. Brotli at its best quality takes tens
 * of milliseconds a page: it runs on libuv's thread pool, never on the event loop. */
export async function encodePage(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity: body, br, gzip: gzipped };
}

/** The best encoding a request's Accept-Encoding allows: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) => accepted.get(encoding) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** On-the-fly compression for the rest. Nothing the server sends is large, so a small brotli
 * window compresses as well and holds far less memory per response in flight. A response that
 * already has a Content-Encoding (a page) is left alone. */
export const compressOnTheFly = () =>
  compression({ brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: 18 } } });
