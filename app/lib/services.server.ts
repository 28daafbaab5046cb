import type { ServiceSummary } from "#app/components/ServiceCard";
import type { Item } from "#app/content/collections.server";
import { truncate } from "./text";

/** Service cards show the description cut to this many characters. */
export const SERVICE_SUMMARY_LENGTH = 120;

/** A service card's part of a service: its HTML body stays off the pages that show only cards. */
export function toServiceSummary(service: Item<"services">): ServiceSummary {
  const { id, title, icon, image, text } = service;
  return {
    id,
    title,
    icon,
    image,
    summary: truncate(text, SERVICE_SUMMARY_LENGTH),
    description: text,
  };
}
