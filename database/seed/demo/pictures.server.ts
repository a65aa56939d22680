// Draws the demo shop's product illustrations as SVG and renders them to 800×600 JPEG images.
import sharp from "sharp";
import type { PictureKind } from "./demo-content.ts";

const WIDTH = 800;
const HEIGHT = 600;
const FALLBACK_COLOUR = "#2b2b2b";
const FLOOR = "#ddd8d0";
const STEEL = ["#5f666d", "#dfe3e6", "#a3abb2", "#575e65"];
const CARDBOARD = "#c4a57a";

type Point = [number, number];
type Stop = [offset: number, colour: string, opacity?: number];

// ---------------------------------------------------------------- colours and randomness

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  const channel = (i: number) => {
    const v = Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount);
    return v.toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

const lighten = (hex: string, amount: number) => mix(hex, "#ffffff", amount);
const darken = (hex: string, amount: number) => mix(hex, "#000000", amount);

/** A small deterministic generator (mulberry32), so one seed always gives the same picture. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;

function ellipsePoint(cx: number, cy: number, rx: number, ry: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M ${n(cx - rx)} ${n(cy)} A ${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)} A ${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)} Z`;
}

function polygon(points: Point[]): string {
  return `M ${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L ")} Z`;
}

// ---------------------------------------------------------------- scene

class Scene {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;
  readonly colour: string;
  private readonly random: () => number;

  constructor(colour: string, random: () => number) {
    this.colour = colour;
    this.random = random;
  }

  /** A value close to `base`, off by at most `spread` (a fraction) depending on the seed. */
  vary(base: number, spread = 0.1): number {
    return base * (1 + (this.random() * 2 - 1) * spread);
  }

  next(): number {
    return this.random();
  }

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([offset, colour, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join("");
  }

  /** A linear gradient along the bounding box, top to bottom unless told otherwise. */
  linear(stops: Stop[], x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], fx = 0.5, fy = 0.5): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Clips to an ellipse; returns the attribute to put on the clipped element. */
  clipEllipse(cx: number, cy: number, rx: number, ry: number): string {
    const id = this.id("c");
    this.defs.push(
      `<clipPath id="${id}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`,
    );
    return `clip-path="url(#${id})"`;
  }

  /** A soft shadow on the floor. */
  shadow(cx: number, cy: number, rx: number, ry: number, strength = 0.32): void {
    const fill = this.radial([
      [0, "#000000", strength],
      [0.6, "#000000", strength * 0.45],
      [1, "#000000", 0],
    ]);
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`);
  }

  /** Horizontal shading of a vertical cylinder: dark edges, a highlight on the left. */
  cylinderShade(colour: string): string {
    return this.linear(
      [
        [0, darken(colour, 0.45)],
        [0.28, lighten(colour, 0.28)],
        [0.5, colour],
        [1, darken(colour, 0.5)],
      ],
      1,
      0,
    );
  }

  /** Vertical shading of a horizontal cylinder: highlight in the upper third. */
  barShade(colour: string): string {
    return this.linear([
      [0, darken(colour, 0.35)],
      [0.25, lighten(colour, 0.3)],
      [0.5, colour],
      [1, darken(colour, 0.5)],
    ]);
  }

  svg(): string {
    const background = this.linear([
      [0, "#f8f6f2"],
      [1, "#e2ddd5"],
    ]);
    const glow = this.radial([
      [0, "#ffffff", 0.75],
      [1, "#ffffff", 0],
    ]);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
      `<defs>${this.defs.join("")}</defs>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
      `<ellipse cx="400" cy="260" rx="420" ry="260" fill="${glow}"/>`,
      ...this.parts,
      "</svg>",
    ].join("\n");
  }
}

// ---------------------------------------------------------------- shared shapes

/** A round tube following a path: shadow, dark body, lit top and a thin highlight. */
function tube(s: Scene, d: string, thickness: number, colour: string): void {
  const stroke = (dy: number, paint: string, width: number, extra = "") =>
    `<path d="${d}" transform="translate(0 ${n(dy)})" fill="none" stroke="${paint}" stroke-width="${n(width)}" stroke-linecap="butt" stroke-linejoin="round"${extra}/>`;
  s.add(
    stroke(thickness * 0.4, "#000000", thickness * 1.15, ' stroke-opacity="0.16"'),
    stroke(0, darken(colour, 0.38), thickness),
    stroke(-thickness * 0.1, colour, thickness * 0.66),
    stroke(-thickness * 0.2, lighten(colour, 0.18), thickness * 0.34, ' stroke-opacity="0.7"'),
    stroke(-thickness * 0.27, lighten(colour, 0.55), thickness * 0.1, ' stroke-opacity="0.75"'),
  );
}

/**
 * A flat ring or disc lying on the floor, seen from above at an angle: its visible side wall,
 * its top face and, when it has a hole, the far inner wall seen through the hole.
 */
function disc(
  s: Scene,
  options: {
    cx: number;
    cy: number;
    outer: number;
    inner: number;
    tilt: number;
    height: number;
    colour: string;
    side?: boolean;
  },
): void {
  const { cx, cy, outer, inner, tilt, height, colour } = options;
  const ry = outer * tilt;
  if (options.side !== false) {
    s.add(
      `<path d="M ${n(cx - outer)} ${n(cy)} L ${n(cx - outer)} ${n(cy + height)} A ${n(outer)} ${n(ry)} 0 0 0 ${n(cx + outer)} ${n(cy + height)} L ${n(cx + outer)} ${n(cy)} A ${n(outer)} ${n(ry)} 0 0 1 ${n(cx - outer)} ${n(cy)} Z" fill="${s.cylinderShade(darken(colour, 0.12))}"/>`,
    );
  }
  const top = s.radial(
    [
      [0, lighten(colour, 0.22)],
      [0.7, colour],
      [1, darken(colour, 0.12)],
    ],
    0.35,
    0.2,
  );
  const hole = inner > 0 ? ` ${ellipsePath(cx, cy, inner, inner * tilt)}` : "";
  s.add(`<path d="${ellipsePath(cx, cy, outer, ry)}${hole}" fill="${top}" fill-rule="evenodd"/>`);
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(outer - 1)}" ry="${n(ry - 1)}" fill="none" stroke="${lighten(colour, 0.35)}" stroke-opacity="0.5" stroke-width="1.5"/>`,
  );
  if (inner > 0) {
    const iry = inner * tilt;
    const clip = s.clipEllipse(cx, cy, inner, iry);
    s.add(
      `<path ${clip} d="M ${n(cx - inner)} ${n(cy)} A ${n(inner)} ${n(iry)} 0 0 1 ${n(cx + inner)} ${n(cy)} L ${n(cx + inner)} ${n(cy + height)} A ${n(inner)} ${n(iry)} 0 0 0 ${n(cx - inner)} ${n(cy + height)} Z" fill="${darken(colour, 0.5)}"/>`,
    );
  }
}

/** The side wall of a vertical cylinder between two heights (its top face is drawn apart). */
function cylinderSide(
  s: Scene,
  cx: number,
  top: number,
  bottom: number,
  radius: number,
  tilt: number,
  paint: string,
): void {
  s.add(
    `<path d="M ${n(cx - radius)} ${n(top)} L ${n(cx - radius)} ${n(bottom)} A ${n(radius)} ${n(radius * tilt)} 0 0 0 ${n(cx + radius)} ${n(bottom)} L ${n(cx + radius)} ${n(top)} Z" fill="${paint}"/>`,
  );
}

/** A threaded steel stud, vertical or horizontal, with short thread marks. */
function stud(s: Scene, from: Point, length: number, radius: number, vertical: boolean): void {
  const [x, y] = from;
  const marks: string[] = [];
  for (let i = 6; i < length - 4; i += 7) {
    marks.push(
      vertical
        ? `M ${n(x - radius)} ${n(y - i)} L ${n(x + radius)} ${n(y - i - 3)}`
        : `M ${n(x + i)} ${n(y - radius)} L ${n(x + i + 3)} ${n(y + radius)}`,
    );
  }
  const steel = s.linear(
    [
      [0, STEEL[0] ?? "#666666"],
      [0.3, STEEL[1] ?? "#dddddd"],
      [0.6, STEEL[2] ?? "#aaaaaa"],
      [1, STEEL[3] ?? "#555555"],
    ],
    vertical ? 1 : 0,
    vertical ? 0 : 1,
  );
  if (vertical) {
    s.add(
      `<rect x="${n(x - radius)}" y="${n(y - length)}" width="${n(radius * 2)}" height="${n(length)}" fill="${steel}"/>`,
      `<ellipse cx="${n(x)}" cy="${n(y - length)}" rx="${n(radius)}" ry="${n(radius * 0.35)}" fill="#c9ced3"/>`,
    );
  } else {
    s.add(
      `<rect x="${n(x)}" y="${n(y - radius)}" width="${n(length)}" height="${n(radius * 2)}" fill="${steel}"/>`,
      `<ellipse cx="${n(x + length)}" cy="${n(y)}" rx="${n(radius * 0.35)}" ry="${n(radius)}" fill="#c9ced3"/>`,
    );
  }
  s.add(
    `<path d="${marks.join(" ")}" stroke="#4b5258" stroke-opacity="0.55" stroke-width="1.4" fill="none"/>`,
  );
}

/** Corners of a rectangle lying on the floor, turned by `angle` degrees, seen from above. */
function floorQuad(cx: number, cy: number, width: number, depth: number, angle: number): Point[] {
  const a = (angle * Math.PI) / 180;
  const corners: Point[] = [
    [-width / 2, -depth / 2],
    [width / 2, -depth / 2],
    [width / 2, depth / 2],
    [-width / 2, depth / 2],
  ];
  return corners.map(([x, y]) => [
    cx + x * Math.cos(a) - y * Math.sin(a),
    cy + (x * Math.sin(a) + y * Math.cos(a)) * 0.5,
  ]);
}

/** The point at (u, v) in a four-cornered face, both between 0 and 1. */
function within(quad: Point[], u: number, v: number): Point {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const top: Point = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom: Point = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** A slab lying on the floor: its front-facing sides, then its top face. Returns the faces. */
function slab(
  s: Scene,
  quad: Point[],
  height: number,
  colour: string,
): { top: Point[]; sides: Point[][] } {
  const top = quad.map(([x, y]): Point => [x, y - height]);
  const sides: Point[][] = [];
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const dx = b[0] - a[0];
    if (dx >= 0) continue; // faces away from the viewer
    const ta = top[i] as Point;
    const tb = top[(i + 1) % 4] as Point;
    const face: Point[] = [ta, tb, b, a];
    const slope = Math.abs(b[1] - a[1]) / Math.hypot(dx, b[1] - a[1]);
    const paint = s.linear([
      [0, darken(colour, 0.12 + slope * 0.25)],
      [1, darken(colour, 0.35 + slope * 0.2)],
    ]);
    s.add(`<path d="${polygon(face)}" fill="${paint}"/>`);
    sides.push(face);
  }
  const paint = s.linear(
    [
      [0, darken(colour, 0.08)],
      [1, lighten(colour, 0.16)],
    ],
    0.4,
    1,
  );
  s.add(`<path d="${polygon(top)}" fill="${paint}"/>`);
  return { top, sides };
}

// ---------------------------------------------------------------- the drawings

function drawSheet(s: Scene): void {
  const c = s.colour;
  const radius = s.vary(62, 0.15);
  const left = 200;
  const right = s.vary(590, 0.05);
  const axis = 190;
  const bottom = axis + radius;
  const front = s.vary(455, 0.03);
  const spread = s.vary(100, 0.2);
  const cap = radius * 0.38;
  s.shadow((left + right) / 2, front + 12, (right - left) / 2 + spread + 50, 28);
  const surface = s.linear([
    [0, darken(c, 0.3)],
    [0.3, c],
    [1, lighten(c, 0.2)],
  ]);
  s.add(
    `<path d="${polygon([
      [left, bottom],
      [right, bottom],
      [right + spread, front],
      [left - spread, front],
    ])}" fill="${surface}"/>`,
    `<path d="${polygon([
      [left - spread, front],
      [right + spread, front],
      [right + spread, front + 9],
      [left - spread, front + 9],
    ])}" fill="${darken(c, 0.45)}"/>`,
  );
  for (let i = 1; i <= 3; i++) {
    const t = i / 4;
    const x0 = left + (right - left) * t;
    const x1 = left - spread + (right - left + 2 * spread) * t;
    s.add(
      `<path d="M ${n(x0)} ${n(bottom + 8)} L ${n(x1)} ${n(front - 6)}" stroke="${lighten(c, 0.4)}" stroke-opacity="0.12" stroke-width="10"/>`,
    );
  }
  s.shadow((left + right) / 2, bottom + 2, (right - left) / 2 + 20, 14, 0.4);
  s.add(
    `<path d="M ${n(left)} ${n(axis - radius)} L ${n(right)} ${n(axis - radius)} A ${n(cap)} ${n(radius)} 0 0 1 ${n(right)} ${n(axis + radius)} L ${n(left)} ${n(axis + radius)} Z" fill="${s.barShade(c)}"/>`,
    `<ellipse cx="${n(left)}" cy="${n(axis)}" rx="${n(cap)}" ry="${n(radius)}" fill="${darken(c, 0.12)}" stroke="${lighten(c, 0.3)}" stroke-width="2"/>`,
  );
  for (let i = 1; i <= 5; i++) {
    const k = 1 - i * 0.12;
    s.add(
      `<ellipse cx="${n(left)}" cy="${n(axis)}" rx="${n(cap * k)}" ry="${n(radius * k)}" fill="none" stroke="${lighten(c, 0.2)}" stroke-opacity="0.55" stroke-width="1.4"/>`,
    );
  }
  s.add(
    `<ellipse cx="${n(left)}" cy="${n(axis)}" rx="${n(cap * 0.3)}" ry="${n(radius * 0.3)}" fill="${CARDBOARD}"/>`,
    `<ellipse cx="${n(left)}" cy="${n(axis)}" rx="${n(cap * 0.2)}" ry="${n(radius * 0.2)}" fill="#5b4a35"/>`,
  );
}

function drawORing(s: Scene): void {
  const c = s.colour;
  const tilt = s.vary(0.42, 0.1);
  const big = { cx: s.vary(350, 0.04), cy: 300, r: s.vary(175, 0.08), t: s.vary(34, 0.15) };
  const small = { cx: s.vary(600, 0.03), cy: 410, r: s.vary(92, 0.1), t: s.vary(22, 0.15) };
  s.shadow(big.cx, big.cy + big.t * 0.6, big.r + 40, big.r * tilt + 30, 0.22);
  s.shadow(small.cx, small.cy + small.t * 0.6, small.r + 30, small.r * tilt + 22, 0.22);
  tube(s, ellipsePath(big.cx, big.cy, big.r, big.r * tilt), big.t, c);
  tube(s, ellipsePath(small.cx, small.cy, small.r, small.r * tilt), small.t, c);
}

function drawSeal(s: Scene): void {
  const c = s.colour;
  const cx = s.vary(400, 0.03);
  const cy = 290;
  const outer = s.vary(230, 0.06);
  const inner = outer * s.vary(0.5, 0.1);
  const tilt = 0.45;
  const height = s.vary(16, 0.2);
  s.shadow(cx, cy + height + 10, outer + 50, outer * tilt + 34);
  disc(s, { cx, cy, outer, inner, tilt, height, colour: c });
  const bolts = s.next() < 0.5 ? 4 : 8;
  const middle = (outer + inner) / 2;
  const hole = (outer - inner) * 0.17;
  for (let i = 0; i < bolts; i++) {
    const [x, y] = ellipsePoint(cx, cy, middle, middle * tilt, (360 / bolts) * i + 45);
    const clip = s.clipEllipse(x, y, hole, hole * tilt);
    s.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(hole)}" ry="${n(hole * tilt)}" fill="${FLOOR}"/>`,
      `<path ${clip} d="M ${n(x - hole)} ${n(y)} A ${n(hole)} ${n(hole * tilt)} 0 0 1 ${n(x + hole)} ${n(y)} L ${n(x + hole)} ${n(y + height)} A ${n(hole)} ${n(hole * tilt)} 0 0 0 ${n(x - hole)} ${n(y + height)} Z" fill="${darken(c, 0.5)}"/>`,
    );
  }
}

function drawHose(s: Scene): void {
  const c = s.colour;
  const cx = s.vary(340, 0.03);
  const cy = s.vary(300, 0.03);
  const thickness = s.vary(30, 0.15);
  const tilt = s.vary(0.42, 0.08);
  const outer = s.vary(215, 0.05);
  const turns = 4;
  s.shadow(cx + 60, cy + 40, outer + 120, outer * tilt + 60, 0.24);
  for (let i = turns - 1; i >= 0; i--) {
    const r = outer - i * thickness * 1.02;
    tube(s, ellipsePath(cx, cy, r, r * tilt), thickness, c);
  }
  const [sx, sy] = ellipsePoint(cx, cy, outer, outer * tilt, 100);
  const end: Point = [s.vary(715, 0.02), s.vary(470, 0.04)];
  const control: Point = [end[0] - 120, end[1] + 40];
  tube(
    s,
    `M ${n(sx)} ${n(sy)} C ${n(sx + 160)} ${n(sy + 20)} ${n(control[0])} ${n(control[1])} ${n(end[0])} ${n(end[1])}`,
    thickness,
    c,
  );
  const angle = (Math.atan2(end[1] - control[1], end[0] - control[0]) * 180) / Math.PI;
  const half = thickness / 2;
  s.add(
    `<g transform="translate(${n(end[0])} ${n(end[1] - thickness * 0.05)}) rotate(${n(angle)})">`,
    `<ellipse rx="${n(half * 0.45)}" ry="${n(half)}" fill="${lighten(c, 0.12)}" stroke="${darken(c, 0.3)}" stroke-width="1"/>`,
    `<ellipse rx="${n(half * 0.26)}" ry="${n(half * 0.58)}" fill="${darken(c, 0.65)}"/>`,
    "</g>",
  );
}

function drawProfile(s: Scene): void {
  const c = s.colour;
  const direction: Point = [0.83, -0.56];
  // A U-channel, built face by face.
  const length = s.vary(360, 0.06);
  const d: Point = [direction[0] * length, direction[1] * length];
  const w = s.vary(120, 0.12);
  const h = s.vary(100, 0.12);
  const wall = s.vary(26, 0.15);
  const [ox, oy] = [130, 480];
  const p = (x: number, y: number): Point => [ox + x, oy - y];
  const extruded = (a: Point, b: Point): Point[] => [
    a,
    b,
    [b[0] + d[0], b[1] + d[1]],
    [a[0] + d[0], a[1] + d[1]],
  ];
  s.shadow(ox + w / 2 + d[0] / 2 + 20, oy + d[1] / 2 + 10, length * 0.62, 70, 0.26);
  const face = (points: Point[], paint: string) =>
    s.add(`<path d="${polygon(points)}" fill="${paint}"/>`);
  const lit = (amount: number) =>
    s.linear(
      [
        [0, darken(c, 0.2 - amount)],
        [1, lighten(c, amount)],
      ],
      -0.8,
      0.6,
    );
  face(extruded(p(wall, wall), p(w - wall, wall)), lit(0.02));
  face(extruded(p(wall, wall), p(wall, h)), darken(c, 0.38));
  face(extruded(p(0, h), p(wall, h)), lit(0.24));
  face(extruded(p(w - wall, h), p(w, h)), lit(0.24));
  face(
    extruded(p(w, 0), p(w, h)),
    s.linear([
      [0, darken(c, 0.3)],
      [1, darken(c, 0.45)],
    ]),
  );
  const front = s.linear([
    [0, lighten(c, 0.1)],
    [1, darken(c, 0.1)],
  ]);
  s.add(
    `<path d="${polygon([p(0, 0), p(w, 0), p(w, h), p(w - wall, h), p(w - wall, wall), p(wall, wall), p(wall, h), p(0, h)])}" fill="${front}" stroke="${lighten(c, 0.3)}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  // A D-profile, drawn as many thin slices from back to front.
  const dw = s.vary(70, 0.12);
  const dh = s.vary(56, 0.12);
  const dLength = s.vary(250, 0.08);
  const [dx, dy] = [s.vary(430, 0.03), s.vary(520, 0.02)];
  s.shadow(
    dx + dw / 2 + (direction[0] * dLength) / 2,
    dy + (direction[1] * dLength) / 2 + 6,
    dLength * 0.6,
    40,
    0.24,
  );
  const dShape = (x: number, y: number) =>
    `M ${n(x)} ${n(y)} L ${n(x + dw)} ${n(y)} L ${n(x + dw)} ${n(y - dh * 0.35)} A ${n(dw / 2)} ${n(dh * 0.65)} 0 0 0 ${n(x)} ${n(y - dh * 0.35)} Z`;
  const slice = s.linear([
    [0, lighten(c, 0.3)],
    [0.35, c],
    [1, darken(c, 0.45)],
  ]);
  const slices: string[] = [];
  for (let t = dLength; t > 0; t -= 2.5) {
    slices.push(dShape(dx + direction[0] * t, dy + direction[1] * t));
  }
  s.add(`<path d="${slices.join(" ")}" fill="${slice}"/>`);
  s.add(
    `<path d="${dShape(dx, dy)}" fill="${darken(c, 0.05)}" stroke="${lighten(c, 0.3)}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
}

function drawMat(s: Scene): void {
  const c = s.colour;
  const tiles = [
    floorQuad(s.vary(330, 0.03), 250, s.vary(360, 0.05), s.vary(330, 0.05), s.vary(-14, 0.3)),
    floorQuad(s.vary(470, 0.03), 360, s.vary(380, 0.05), s.vary(340, 0.05), s.vary(18, 0.3)),
  ];
  const height = s.vary(16, 0.2);
  for (const quad of tiles) {
    const [cx, cy] = within(quad, 0.5, 0.5);
    s.shadow(cx + 10, cy + 20, 250, 120, 0.22);
    const { top } = slab(s, quad, height, c);
    const studs: string[] = [];
    const highlights: string[] = [];
    const rows = 9;
    const columns = 10;
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const [x, y] = within(top, (column + 0.5) / columns, (row + 0.5) / rows);
        studs.push(ellipsePath(x, y + 1.5, 8, 4.5));
        highlights.push(ellipsePath(x - 1.5, y - 0.5, 5.5, 2.8));
      }
    }
    s.add(
      `<path d="${studs.join(" ")}" fill="${darken(c, 0.25)}"/>`,
      `<path d="${highlights.join(" ")}" fill="${lighten(c, 0.2)}"/>`,
    );
  }
}

function drawFoam(s: Scene): void {
  const c = s.colour;
  const blocks = [
    {
      quad: floorQuad(
        s.vary(400, 0.03),
        420,
        s.vary(420, 0.05),
        s.vary(300, 0.06),
        s.vary(16, 0.3),
      ),
      height: s.vary(80, 0.15),
      lift: 0,
    },
    {
      quad: floorQuad(s.vary(390, 0.03), 420, s.vary(330, 0.05), s.vary(230, 0.06), s.vary(6, 0.6)),
      height: s.vary(42, 0.15),
      lift: 0,
    },
  ];
  const second = blocks[1];
  const first = blocks[0];
  if (second && first) second.lift = first.height;
  s.shadow(400, 440, 290, 110, 0.26);
  for (const block of blocks) {
    const lifted = block.quad.map(([x, y]): Point => [x, y - block.lift]);
    const { top, sides } = slab(s, lifted, block.height, c);
    const pores: string[] = [];
    const addPores = (faceQuad: Point[], count: number, flat: boolean) => {
      for (let i = 0; i < count; i++) {
        const [x, y] = within(faceQuad, s.next(), s.next());
        const r = 1.2 + s.next() * 3.2;
        pores.push(ellipsePath(x, y, flat ? r : r * 0.8, flat ? r * 0.5 : r));
      }
    };
    addPores(top, 260, true);
    for (const side of sides) addPores(side, 90, false);
    s.add(`<path d="${pores.join(" ")}" fill="${darken(c, 0.4)}" fill-opacity="0.55"/>`);
  }
}

function drawExpansionJoint(s: Scene): void {
  const c = s.colour;
  const axis = 290;
  const pipe = s.vary(52, 0.08);
  const flange = s.vary(128, 0.05);
  const body = flange * s.vary(0.74, 0.05);
  const bulge = s.vary(52, 0.2);
  const [leftFlange, rightFlange] = [s.vary(210, 0.04), s.vary(590, 0.03)];
  const plate = 26;
  const collar = 16;
  s.shadow(400, axis + flange + 70, 380, 34, 0.3);
  const steelBar = s.linear([
    [0, STEEL[0] ?? "#666666"],
    [0.3, STEEL[1] ?? "#dddddd"],
    [0.6, STEEL[2] ?? "#aaaaaa"],
    [1, STEEL[3] ?? "#555555"],
  ]);
  s.add(
    `<rect x="20" y="${n(axis - pipe)}" width="${n(leftFlange - 20)}" height="${n(pipe * 2)}" fill="${steelBar}"/>`,
    `<rect x="${n(rightFlange + plate)}" y="${n(axis - pipe)}" width="${n(780 - rightFlange - plate)}" height="${n(pipe * 2)}" fill="${steelBar}"/>`,
  );
  const x0 = leftFlange + plate + collar;
  const x1 = rightFlange - collar;
  const top = axis - body;
  const bottom = axis + body;
  const pull = bulge * 1.33;
  s.add(
    `<path d="M ${n(x0)} ${n(top)} C ${n(x0 + 50)} ${n(top - pull)} ${n(x1 - 50)} ${n(top - pull)} ${n(x1)} ${n(top)} L ${n(x1)} ${n(bottom)} C ${n(x1 - 50)} ${n(bottom + pull)} ${n(x0 + 50)} ${n(bottom + pull)} ${n(x0)} ${n(bottom)} Z" fill="${s.linear(
      [
        [0, darken(c, 0.5)],
        [0.2, lighten(c, 0.32)],
        [0.42, c],
        [0.8, darken(c, 0.3)],
        [1, darken(c, 0.55)],
      ],
    )}"/>`,
  );
  for (const x of [leftFlange + plate, rightFlange - collar]) {
    s.add(
      `<rect x="${n(x)}" y="${n(axis - flange + 8)}" width="${collar}" height="${n((flange - 8) * 2)}" rx="4" fill="${s.barShade(darken(c, 0.08))}"/>`,
    );
  }
  for (const x of [leftFlange, rightFlange]) {
    s.add(
      `<rect x="${n(x)}" y="${n(axis - flange)}" width="${plate}" height="${n(flange * 2)}" rx="5" fill="${steelBar}"/>`,
    );
    const outside = x === leftFlange ? x - 14 : x + plate;
    for (const offset of [-0.8, -0.45, 0.45, 0.8]) {
      s.add(
        `<rect x="${n(outside)}" y="${n(axis + flange * offset - 11)}" width="14" height="22" rx="2" fill="${steelBar}" stroke="#4b5258" stroke-opacity="0.4"/>`,
      );
    }
  }
}

function drawMouldedPart(s: Scene): void {
  const c = s.colour;
  const tilt = 0.3;
  // Bellows standing upright.
  const cx = s.vary(320, 0.03);
  const base = 500;
  const neck = s.vary(62, 0.08);
  const wide = neck * s.vary(1.45, 0.06);
  const folds = 4;
  const step = s.vary(32, 0.1);
  s.shadow(cx, base + 6, wide + 50, wide * tilt + 24, 0.3);
  cylinderSide(s, cx, base - 44, base, neck, tilt, s.cylinderShade(c));
  let y = base - 44;
  for (let i = 0; i < folds * 2; i++) {
    const outward = i % 2 === 0;
    const [rBottom, rTop] = outward ? [neck, wide] : [wide, neck];
    const yTop = y - step;
    const path = `M ${n(cx - rTop)} ${n(yTop)} A ${n(rTop)} ${n(rTop * tilt)} 0 0 0 ${n(cx + rTop)} ${n(yTop)} L ${n(cx + rBottom)} ${n(y)} A ${n(rBottom)} ${n(rBottom * tilt)} 0 0 1 ${n(cx - rBottom)} ${n(y)} Z`;
    s.add(
      `<path d="${path}" fill="${s.cylinderShade(c)}"/>`,
      `<path d="${path}" fill="${outward ? "#000000" : "#ffffff"}" fill-opacity="${outward ? 0.22 : 0.1}"/>`,
    );
    y = yTop;
  }
  const top = y - 40;
  cylinderSide(s, cx, top, y, neck, tilt, s.cylinderShade(c));
  disc(s, {
    cx,
    cy: top,
    outer: neck,
    inner: neck * 0.72,
    tilt,
    height: 60,
    colour: c,
    side: false,
  });
  // A domed cap next to it.
  const capX = s.vary(580, 0.03);
  const capR = s.vary(52, 0.1);
  const capTop = base - s.vary(70, 0.12);
  s.shadow(capX, base + 4, capR + 34, capR * tilt + 16, 0.3);
  cylinderSide(s, capX, capTop, base, capR, tilt, s.cylinderShade(c));
  const dome = s.radial(
    [
      [0, lighten(c, 0.35)],
      [0.55, c],
      [1, darken(c, 0.3)],
    ],
    0.35,
    0.3,
  );
  s.add(
    `<path d="M ${n(capX - capR)} ${n(capTop)} A ${n(capR)} ${n(capR * 0.75)} 0 0 1 ${n(capX + capR)} ${n(capTop)} A ${n(capR)} ${n(capR * tilt)} 0 0 1 ${n(capX - capR)} ${n(capTop)} Z" fill="${dome}"/>`,
  );
}

function drawStrip(s: Scene): void {
  const c = s.colour;
  // A roll standing on its edge, with the strip running off towards the viewer.
  const radius = s.vary(112, 0.08);
  const face = s.vary(270, 0.03);
  const axis = 120 + radius;
  const width = s.vary(86, 0.15);
  const cap = radius * 0.4;
  const bottom = axis + radius;
  const tail: Point[] = [
    [face, bottom],
    [face + width, bottom],
    [face + width - 40, 560],
    [face - 40, 560],
  ];
  s.shadow(face + width / 2 - 20, 540, 150, 30, 0.26);
  s.add(
    `<path d="M ${n(face)} ${n(bottom)} L ${n(face + width)} ${n(bottom)} Q ${n(face + width + 30)} 470 ${n(face + width - 40)} 560 L ${n(face - 40)} 560 Q ${n(face + 30)} 470 ${n(face)} ${n(bottom)} Z" fill="${s.linear(
      [
        [0, darken(c, 0.3)],
        [1, lighten(c, 0.18)],
      ],
    )}"/>`,
    `<path d="${polygon([tail[3] as Point, tail[2] as Point, [face + width - 40, 566], [face - 40, 566]])}" fill="${darken(c, 0.45)}"/>`,
  );
  s.shadow(face + width / 2, bottom, width + 50, 14, 0.4);
  s.add(
    `<path d="M ${n(face)} ${n(axis - radius)} L ${n(face + width)} ${n(axis - radius)} A ${n(cap)} ${n(radius)} 0 0 1 ${n(face + width)} ${n(axis + radius)} L ${n(face)} ${n(axis + radius)} Z" fill="${s.barShade(c)}"/>`,
    `<ellipse cx="${n(face)}" cy="${n(axis)}" rx="${n(cap)}" ry="${n(radius)}" fill="${darken(c, 0.1)}" stroke="${lighten(c, 0.3)}" stroke-width="2"/>`,
  );
  for (let i = 1; i <= 9; i++) {
    const k = 1 - i * 0.065;
    s.add(
      `<ellipse cx="${n(face)}" cy="${n(axis)}" rx="${n(cap * k)}" ry="${n(radius * k)}" fill="none" stroke="${lighten(c, 0.2)}" stroke-opacity="0.45" stroke-width="1.2"/>`,
    );
  }
  s.add(
    `<ellipse cx="${n(face)}" cy="${n(axis)}" rx="${n(cap * 0.35)}" ry="${n(radius * 0.35)}" fill="${CARDBOARD}"/>`,
    `<ellipse cx="${n(face)}" cy="${n(axis)}" rx="${n(cap * 0.27)}" ry="${n(radius * 0.27)}" fill="#6b5840"/>`,
  );
  // A second roll lying flat.
  const cx = s.vary(590, 0.03);
  const cy = s.vary(330, 0.04);
  const outer = s.vary(120, 0.08);
  const core = outer * 0.42;
  const tilt = 0.42;
  const height = s.vary(44, 0.2);
  s.shadow(cx, cy + height + 8, outer + 40, outer * tilt + 26, 0.28);
  disc(s, { cx, cy, outer, inner: core, tilt, height, colour: c });
  for (let i = 1; i <= 7; i++) {
    const r = core + ((outer - core) * i) / 8;
    s.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * tilt)}" fill="none" stroke="${darken(c, 0.3)}" stroke-opacity="0.35" stroke-width="1"/>`,
    );
  }
  disc(s, {
    cx,
    cy,
    outer: core,
    inner: core * 0.8,
    tilt,
    height,
    colour: CARDBOARD,
    side: false,
  });
}

function drawGrommet(s: Scene): void {
  const c = s.colour;
  const tilt = 0.45;
  const grommet = (cx: number, cy: number, size: number, membrane: boolean) => {
    const flange = size;
    const groove = size * 0.72;
    const collar = size * 0.62;
    const hole = size * 0.4;
    const lowerTop = cy + size * 0.3;
    const upperBottom = cy + size * 0.1;
    const upperTop = cy - size * 0.02;
    const collarTop = cy - size * 0.22;
    s.shadow(cx, lowerTop + size * 0.14, flange + 30, flange * tilt + 18, 0.3);
    disc(s, { cx, cy: lowerTop, outer: flange, inner: 0, tilt, height: size * 0.08, colour: c });
    cylinderSide(s, cx, upperBottom, lowerTop, groove, tilt, s.cylinderShade(darken(c, 0.3)));
    disc(s, {
      cx,
      cy: upperTop,
      outer: flange,
      inner: 0,
      tilt,
      height: upperBottom - upperTop,
      colour: c,
    });
    cylinderSide(s, cx, collarTop, upperTop, collar, tilt, s.cylinderShade(c));
    disc(s, {
      cx,
      cy: collarTop,
      outer: collar,
      inner: hole,
      tilt,
      height: size * 0.6,
      colour: lighten(c, 0.05),
      side: false,
    });
    if (membrane) {
      const fill = s.radial(
        [
          [0, lighten(c, 0.3)],
          [1, darken(c, 0.2)],
        ],
        0.4,
        0.35,
      );
      s.add(
        `<ellipse cx="${n(cx)}" cy="${n(collarTop + size * 0.05)}" rx="${n(hole * 0.98)}" ry="${n(hole * tilt * 0.98)}" fill="${fill}"/>`,
        `<ellipse cx="${n(cx)}" cy="${n(collarTop + size * 0.05)}" rx="${n(hole * 0.18)}" ry="${n(hole * tilt * 0.18)}" fill="${darken(c, 0.35)}"/>`,
      );
    }
  };
  grommet(s.vary(300, 0.04), s.vary(270, 0.04), s.vary(150, 0.08), false);
  grommet(s.vary(580, 0.03), s.vary(390, 0.04), s.vary(100, 0.1), true);
}

function drawBuffer(s: Scene): void {
  const c = s.colour;
  const tilt = 0.3;
  // A buffer standing upright, its stud pointing up.
  const cx = s.vary(290, 0.03);
  const base = 470;
  const radius = s.vary(92, 0.1);
  const height = s.vary(160, 0.12);
  const top = base - height;
  s.shadow(cx + 10, base + 6, radius + 50, radius * tilt + 26, 0.3);
  cylinderSide(s, cx, top, base, radius, tilt, s.cylinderShade(c));
  disc(s, { cx, cy: top, outer: radius, inner: 0, tilt, height: 0, colour: c, side: false });
  const plate = radius * 0.45;
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(plate)}" ry="${n(plate * tilt)}" fill="#9aa2a9" stroke="#5f666d" stroke-width="1"/>`,
  );
  stud(s, [cx, top], s.vary(80, 0.15), radius * 0.12, true);
  // A second buffer lying on its side, studs on both ends.
  const y = s.vary(430, 0.03);
  const r = s.vary(66, 0.1);
  const x0 = s.vary(490, 0.03);
  const x1 = x0 + s.vary(130, 0.12);
  const cap = r * 0.34;
  s.shadow((x0 + x1) / 2 + 10, y + r + 6, (x1 - x0) / 2 + 110, 22, 0.32);
  stud(s, [x0 - cap - 58, y], 60, r * 0.13, false);
  s.add(
    `<path d="M ${n(x0)} ${n(y - r)} L ${n(x1)} ${n(y - r)} L ${n(x1)} ${n(y + r)} L ${n(x0)} ${n(y + r)} A ${n(cap)} ${n(r)} 0 0 1 ${n(x0)} ${n(y - r)} Z" fill="${s.barShade(c)}"/>`,
    `<ellipse cx="${n(x1)}" cy="${n(y)}" rx="${n(cap)}" ry="${n(r)}" fill="${s.radial(
      [
        [0, lighten(c, 0.2)],
        [1, darken(c, 0.15)],
      ],
      0.35,
      0.3,
    )}"/>`,
    `<ellipse cx="${n(x1)}" cy="${n(y)}" rx="${n(cap * 0.45)}" ry="${n(r * 0.45)}" fill="#9aa2a9" stroke="#5f666d" stroke-width="1"/>`,
  );
  stud(s, [x1, y], s.vary(62, 0.15), r * 0.13, false);
}

const drawings: Record<PictureKind, (scene: Scene) => void> = {
  sheet: drawSheet,
  "o-ring": drawORing,
  seal: drawSeal,
  hose: drawHose,
  profile: drawProfile,
  mat: drawMat,
  foam: drawFoam,
  "expansion-joint": drawExpansionJoint,
  "moulded-part": drawMouldedPart,
  strip: drawStrip,
  grommet: drawGrommet,
  buffer: drawBuffer,
};

/** The SVG source of an illustration; exported for tests and previews. */
export function demoPictureSvg(kind: PictureKind, colour: string, seed: number): string {
  const main = /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : FALLBACK_COLOUR;
  const scene = new Scene(main, generator(Math.imul(seed | 0, 2654435761) ^ kind.length));
  drawings[kind](scene);
  return scene.svg();
}

/** Renders a product illustration to an 800×600 JPEG. */
export async function demoPicture(
  kind: PictureKind,
  colour: string,
  seed: number,
): Promise<Buffer> {
  const svg = demoPictureSvg(kind, colour, seed);
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
