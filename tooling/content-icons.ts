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
 * change in the browser, so no icon code reaches the server or visitors. Each icon's shapes are
 * joined into one path (they share one stroke, so it draws the same): the browser styles and lays
 * out two elements per icon instead of up to a dozen, and the home page has 57 of them.
 */
export function iconSvg(name: IconName): string {
  let svg = rendered.get(name);
  if (!svg) {
    svg = asOnePath(lucideSvg(name));
    rendered.set(name, svg);
  }
  return svg;
}

/** The icon as lucide draws it, shape by shape. */
export function lucideSvg(name: IconName): string {
  return renderToStaticMarkup(
    createElement(icons[name], { "aria-hidden": true, focusable: false, strokeWidth: 1.6 }),
  );
}

const shapePattern = /<(path|circle|ellipse|rect|line|polyline|polygon)\b([^>]*?)\/?>(?:<\/\1>)?/g;
const attributePattern = /([\w-]+)="([^"]*)"/g;
const numberPattern = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const geometry = new Set("d cx cy r rx ry x y width height x1 y1 x2 y2 points".split(" "));

/** An SVG of stroked shapes as the same SVG with one path; markup it cannot join is returned as is. */
export function asOnePath(svg: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!open || !svg.endsWith("</svg>")) return svg;
  const body = svg.slice(open.length, -"</svg>".length);
  const parts: string[] = [];
  let consumed = 0;
  for (const match of body.matchAll(shapePattern)) {
    const [whole, tag = "", attributeText = ""] = match;
    if (match.index !== consumed) return svg;
    consumed += whole.length;
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(attributePattern)].map(([, key, value]) => [key, value]),
    );
    // a shape with a fill or stroke of its own would lose it in a shared path
    if (Object.keys(attributes).some((key) => !geometry.has(key))) return svg;
    parts.push(shapeAsPath(tag, attributes));
  }
  if (consumed !== body.length || parts.length === 0) return svg;
  // inline SVG needs no namespace, and no rule reads lucide's class names
  const svgOpen = open.replace(/ xmlns="[^"]*"/, "").replace(/ class="[^"]*"/, "");
  return `${svgOpen}<path d="${parts.join("")}"></path></svg>`;
}

function shapeAsPath(tag: string, a: Record<string, string>): string {
  const n = (key: string, fallback = 0) => (a[key] === undefined ? fallback : Number(a[key]));
  switch (tag) {
    case "path":
      return absoluteStart(a.d ?? "");
    case "circle":
    case "ellipse": {
      const rx = tag === "circle" ? n("r") : n("rx");
      const ry = tag === "circle" ? n("r") : n("ry");
      return `M${n("cx") - rx} ${n("cy")}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
    }
    case "rect": {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      const rx = Math.min(n("rx", n("ry")), w / 2);
      const ry = Math.min(n("ry", n("rx")), h / 2);
      if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return `M${x + rx} ${y}h${w - 2 * rx}${arc(rx, ry)}v${h - 2 * ry}${arc(-rx, ry)}h${2 * rx - w}${arc(-rx, -ry)}v${2 * ry - h}${arc(rx, -ry)}z`;
    }
    case "line":
      return `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}`;
    default: {
      const numbers = (a.points ?? "").match(numberPattern) ?? [];
      const points: string[] = [];
      for (let i = 0; i + 1 < numbers.length; i += 2)
        points.push(`${numbers[i]} ${numbers[i + 1]}`);
      return `M${points.join("L")}${tag === "polygon" ? "z" : ""}`;
    }
  }
}

/**
 * A path's data made safe to follow another's: a leading relative moveto ("m") is absolute
 * only at the start of a path, so it becomes "M", and the relative lines it implies an "l".
 */
function absoluteStart(d: string): string {
  const start = /^\s*m\s*/.exec(d);
  if (!start) return d.trim();
  const rest = d.slice(start[0].length);
  const number = new RegExp(numberPattern.source, "g");
  const x = number.exec(rest);
  const y = x && number.exec(rest);
  if (!x || !y) return d.trim();
  const after = rest.slice(y.index + y[0].length).replace(/^[\s,]*/, "");
  const impliesLines = /^[-+.\d]/.test(after);
  return `M${x[0]} ${y[0]}${impliesLines ? "l" : ""}${after}`;
}
