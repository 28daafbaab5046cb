import { serverEmailConfig } from "#app/lib/env.server";
import type { ContactFields } from "./validate";

/** How long the server waits for the provider before telling the visitor it failed. */
const PROVIDER_TIMEOUT_MS = 8_000;

export type ServerSendResult = "sent" | "not-configured" | "failed";

/**
 * Sends a message through the provider's REST API: the path for visitors whose browser runs no
 * JavaScript. The browser path uses @emailjs/browser's sendForm instead.
 */
export async function sendFromServer(fields: ContactFields): Promise<ServerSendResult> {
  const config = serverEmailConfig;
  if (!config) return "not-configured";
  try {
    const response = await fetch(`${config.origin}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
        accessToken: config.privateKey,
        template_params: fields,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (response.ok) return "sent";
    console.error(`E-mail provider answered ${response.status}: ${await response.text()}`);
    return "failed";
  } catch (error) {
    console.error("E-mail provider could not be reached:", error);
    return "failed";
  }
}
