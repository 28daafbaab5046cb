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
 * A content icon as SVG markup, drawn when the site is built. Icons are decorative and never
 * change in the browser, so no icon code reaches the server or visitors.
 */
export function iconSvg(name: IconName): string {
  let svg = rendered.get(name);
  if (!svg) {
    svg = renderToStaticMarkup(
      createElement(icons[name], { "aria-hidden": true, focusable: false, strokeWidth: 1.6 }),
    );
    rendered.set(name, svg);
  }
  return svg;
}
