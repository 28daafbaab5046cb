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
import type { IconName } from "#app/content/schemas";

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

/** A decorative icon named in content; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing className={className} aria-hidden="true" focusable="false" strokeWidth={1.6} />;
}
