import {
  Award,
  BadgeCheck,
  Building,
  ClipboardList,
  Clock,
  Compass,
  DraftingCompass,
  Eye,
  Gem,
  Hammer,
  Handshake,
  HardHat,
  HeartHandshake,
  Layers,
  Lightbulb,
  PaintRoller,
  Ruler,
  ShieldCheck,
  Sofa,
  Sparkles,
  Target,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "./content-schemas";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "badge-check": BadgeCheck,
  building: Building,
  "clipboard-list": ClipboardList,
  clock: Clock,
  compass: Compass,
  "drafting-compass": DraftingCompass,
  eye: Eye,
  gem: Gem,
  hammer: Hammer,
  handshake: Handshake,
  "hard-hat": HardHat,
  "heart-handshake": HeartHandshake,
  layers: Layers,
  lightbulb: Lightbulb,
  "paint-roller": PaintRoller,
  ruler: Ruler,
  "shield-check": ShieldCheck,
  sofa: Sofa,
  sparkles: Sparkles,
  target: Target,
  users: Users,
  wrench: Wrench,
};

const rendered = new Map<IconName, string>();

/**
 * A content icon as a CSS image, drawn when the site is built: an SVG in a `data:` URL, for
 * `ContentIcon` to paint through as a mask in the text's colour. Icons are decorative and never
 * change in the browser, so no icon code reaches the server or visitors; and as one box instead of
 * an SVG of up to a dozen shapes, a page of cards has less to lay out before it first paints
 * (#26).
 */
export function iconImage(name: IconName): string {
  let image = rendered.get(name);
  if (!image) {
    const svg = renderToStaticMarkup(
      createElement(icons[name], { strokeWidth: 1.6, color: "black" }),
    ).replace(/ class="[^"]*"/, "");
    // Quotes and the characters a URL cannot hold escaped; the rest stays readable.
    const data = svg.replaceAll('"', "'").replace(/[<>#%{}]/g, encodeURIComponent);
    image = `url("data:image/svg+xml,${data}")`;
    rendered.set(name, image);
  }
  return image;
}
