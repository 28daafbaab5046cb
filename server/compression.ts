/**
 * Compression, two ways: a page is compressed once, as hard as the formats allow, when it is
 * rendered (`encodePage`); anything else (scripts, styles, form answers) on the fly.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";

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

const encodings: Encoding[] = ["br", "gzip", "identity"];

// negotiator 0.6.4 breaks ties by a preference order; its types (@types/negotiator 0.6.5) predate
// that second argument.
const preferredEncoding = Negotiator.prototype.encoding as (
  this: Negotiator,
  available: string[],
  preferred: string[],
) => string | undefined;

/** The best encoding a request's Accept-Encoding allows: among those it weighs alike, brotli,
 * then gzip, else none (negotiator, as the on-the-fly compression uses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } });
  const chosen = preferredEncoding.call(negotiator, encodings, encodings) as Encoding | undefined;
  return chosen ?? "identity";
}

/** On-the-fly compression for the rest. Nothing the server sends is large, so a small brotli
 * window compresses as well and holds far less memory per response in flight. A response that
 * already has a Content-Encoding (a page) is left alone. */
export const compressOnTheFly = () =>
  compression({ brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: 18 } } });
