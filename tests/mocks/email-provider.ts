/**
 * A stand-in for the e-mail provider (EmailJS) on 127.0.0.1, for browser tests and local use.
 * It speaks the provider's two send endpoints (multipart `send-form` from @emailjs/browser, JSON
 * `send` from the server's REST call), answers CORS preflights, and records what it receives.
 *
 * Tests choose its answer per message: `POST /__answer {"name": "...", "answer": "..."}` makes every
 * message whose user_name is that name get 200 "OK", 400, 403, 412, 429, 500, "drop" (the
 * connection is closed without an answer) or "slow" (answers 200 after 10 s).
 * `GET /__received?name=...` lists what arrived for that name.
 *
 * Run on its own with `npm run fake-email` (port 3199, or EMAIL_PROVIDER_PORT), or in a test's own
 * process with `createFakeEmailProvider()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";

export type Answer = "ok" | "400" | "403" | "412" | "429" | "500" | "drop" | "slow";
type Received = { path: string; contentType: string; fields: Record<string, string> };

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseFields(
  request: IncomingMessage,
  body: Buffer,
): Promise<Record<string, string>> {
  const contentType = request.headers["content-type"] ?? "";
  if (contentType.startsWith("application/json")) {
    const json = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    const { template_params: params, ...rest } = json;
    return Object.fromEntries(
      Object.entries({ ...rest, ...(params as Record<string, unknown>) }).map(([key, value]) => [
        key,
        String(value),
      ]),
    );
  }
  // Multipart form data, parsed by the same Fetch API the browser uses to build it.
  const form = await new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

function reply(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { ...cors, "Content-Type": "text/plain" });
  response.end(text);
}

async function handle(
  { answers, received }: { answers: Map<string, Answer>; received: Received[] },
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (request.method === "OPTIONS") {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  if (request.method === "POST" && url.pathname === "/__answer") {
    const { name, answer } = JSON.parse((await readBody(request)).toString("utf8")) as {
      name: string;
      answer: Answer;
    };
    answers.set(name, answer);
    reply(response, 200, "OK");
    return;
  }
  if (request.method === "GET" && url.pathname === "/__received") {
    const name = url.searchParams.get("name");
    response.writeHead(200, { ...cors, "Content-Type": "application/json" });
    response.end(JSON.stringify(received.filter((item) => item.fields.user_name === name)));
    return;
  }
  if (
    request.method === "POST" &&
    (url.pathname === "/api/v1.0/email/send-form" || url.pathname === "/api/v1.0/email/send")
  ) {
    const fields = await parseFields(request, await readBody(request));
    received.push({
      path: url.pathname,
      contentType: request.headers["content-type"] ?? "",
      fields,
    });
    const answer = answers.get(fields.user_name ?? "") ?? "ok";
    if (answer === "drop") {
      request.socket.destroy();
      return;
    }
    if (answer === "slow") {
      setTimeout(() => reply(response, 200, "OK"), 10_000);
      return;
    }
    if (answer === "ok") reply(response, 200, "OK");
    else reply(response, Number(answer), `The fake provider answered ${answer}`);
    return;
  }
  reply(response, 404, "Not Found");
}

/** Starts the fake provider on 127.0.0.1 (port 0: any free one) and says where it listens. */
export async function createFakeEmailProvider(port = 0) {
  const state = { answers: new Map<string, Answer>(), received: [] as Received[] };
  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => reply(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${listening}`,
    answer: (name: string, answer: Answer) => state.answers.set(name, answer),
    receivedFor: (name: string) => state.received.filter((item) => item.fields.user_name === name),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const provider = await createFakeEmailProvider(Number(process.env.EMAIL_PROVIDER_PORT ?? 3199));
  console.log(`Fake e-mail provider on ${provider.origin}`);
}
