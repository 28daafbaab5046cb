import type { ServiceSummary } from "#app/components/ServiceCard";
import type { Entry } from "#app/content/collections.server";
import type { CollectionData } from "#app/content/schemas";
import { iconSvg } from "./icons.server";
import { truncate } from "./text";

/** Service cards show the description cut to this many characters. */
export const SERVICE_SUMMARY_LENGTH = 120;

export function toServiceSummary(service: Entry<CollectionData<"services">>): ServiceSummary {
  const { id, title, icon, image, text } = service;
  return {
    id,
    title,
    icon: iconSvg(icon),
    image,
    summary: truncate(text, SERVICE_SUMMARY_LENGTH),
    description: text,
  };
}
