import { serverEmailConfig } from "#app/lib/env.server";
import type { ContactFields } from "#app/routes/contact/validate";

/** How long the server waits for the provider before counting a try as failed. */
const PROVIDER_TIMEOUT_MS = 8_000;

/** What a send came to, and the provider's answer (status and text) for the enquiry's row. */
export type ServerSendResult = {
  status: "sent" | "failed" | "not-configured";
  providerAnswer: string;
};

/**
 * Sends a message through the provider's REST API: the path for visitors whose browser runs no
 * JavaScript. The browser path uses @emailjs/browser's sendForm instead.
 */
export async function sendFromServer(
  fields: ContactFields,
  config = serverEmailConfig,
): Promise<ServerSendResult> {
  if (!config) {
    return {
      status: "not-configured",
      providerAnswer: "EMAILJS_* ids or EMAILJS_PRIVATE_KEY not set",
    };
  }
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
    const providerAnswer = `${response.status} ${await response.text()}`;
    return { status: response.ok ? "sent" : "failed", providerAnswer };
  } catch (error) {
    return { status: "failed", providerAnswer: `no answer: ${String(error)}` };
  }
}
