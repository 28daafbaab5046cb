import type { Settings } from "#tooling/content-schemas";

/** "+91 40 4012 3456" becomes "tel:+914040123456". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "18:00" becomes "6:00 PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** One line of office hours as visitors read it: "9:00 AM-6:00 PM" or "Closed". */
export function formatOpeningTimes(entry: Settings["officeHours"][number]): string {
  return entry.opens && entry.closes
    ? `${formatClockTime(entry.opens)}-${formatClockTime(entry.closes)}`
    : "Closed";
}

/** "Plot 42, Road No. 36, Jubilee Hills" and "Hyderabad, Telangana 500033". */
export function addressLines(address: Settings["address"]): [string, string] {
  return [
    `${address.street}, ${address.locality}`,
    `${address.city}, ${address.state} ${address.postalCode}`,
  ];
}

/** Every WhatsApp link's words (contact page, footer, project pages). */
export const WHATSAPP_LABEL = "Chat on WhatsApp";

/** The site's own WhatsApp chat, begun with the settings' greeting; none without a number. */
export function siteWhatsappChat(
  settings: Pick<Settings, "whatsapp" | "whatsappGreeting">,
): string | undefined {
  return settings.whatsapp ? whatsappHref(settings.whatsapp, settings.whatsappGreeting) : undefined;
}

/** WhatsApp's click-to-chat address: a plain link, no script; the text is typed in for them. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
