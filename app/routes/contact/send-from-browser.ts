import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import type { BrowserEmailConfig } from "#app/lib/env.server";
import { contactFieldNames, type ContactFields } from "./validate";

/** A visitor waits at most this long for the provider before being told it failed. */
const PROVIDER_TIMEOUT_MS = 8_000;

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("The e-mail provider did not answer in time")),
      milliseconds,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends a kept message through @emailjs/browser's sendForm. The form it sends is built from the
 * four fields alone, so the provider receives exactly them and the library's own four.
 */
export async function sendFromBrowser(
  provider: BrowserEmailConfig,
  fields: ContactFields,
): Promise<{ sent: boolean; providerAnswer: string }> {
  emailjs.init({ publicKey: provider.publicKey, origin: provider.origin });
  const form = document.createElement("form");
  for (const name of contactFieldNames) {
    const field = document.createElement("textarea");
    field.name = name;
    field.value = fields[name];
    form.append(field);
  }
  try {
    const response = await withTimeout(
      emailjs.sendForm(provider.serviceId, provider.templateId, form),
      PROVIDER_TIMEOUT_MS,
    );
    return { sent: true, providerAnswer: `${response.status} ${response.text}` };
  } catch (error) {
    // The provider's answer (status and text) when there is one, else the error itself.
    const providerAnswer =
      error instanceof EmailJSResponseStatus ? `${error.status} ${error.text}` : String(error);
    console.error("The message could not be sent:", providerAnswer);
    return { sent: false, providerAnswer };
  }
}
