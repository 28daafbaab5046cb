"""The design studio's still lifes: drawings computed in Python (plans, elevations, sections,
sketches) painted into image buffers, paper and tracing paper, drafting tools (set square,
triangular scale, compass, pencils), a white card model of a two-storey house drawn from the same
plan as the sheets, material samples, lamps, a drafting table, meeting tables and chairs.

A drawing is a Canvas in millimetres: three channels of coverage (R: ink or graphite, G: tone and
poché, B: coloured pencil), composed into paper by the sheet's material. Props are built around a
parent empty (`group`), so they can be placed and turned as one."""
import array
import math
import random

import bpy
from mathutils import Vector

from kit import materials as m
from kit import shapes as s

_cache = {}


# ---------------------------------------------------------------- drawing canvas

class Canvas:
    def __init__(self, w_mm, h_mm, ppmm=2.5, seed=0):
        self.w, self.h, self.s = w_mm, h_mm, ppmm
        self.W, self.H = int(w_mm * ppmm), int(h_mm * ppmm)
        n = self.W * self.H
        self.ch = [array.array("f", bytes(4 * n)) for _ in range(3)]
        self.rng = random.Random(seed)

    # -- raw strokes (coordinates in mm, origin bottom-left)
    def seg(self, x0, y0, x1, y1, w=0.3, a=1.0, c=0):
        s = self.s
        X0, Y0, X1, Y1 = x0 * s, y0 * s, x1 * s, y1 * s
        length = math.hypot(X1 - X0, Y1 - Y0)
        if length > 60 and abs(X1 - X0) > 6 and abs(Y1 - Y0) > 6:
            n = int(length / 40) + 1
            for k in range(n):
                t0, t1 = k / n, (k + 1) / n
                self._seg(X0 + (X1 - X0) * t0, Y0 + (Y1 - Y0) * t0, X0 + (X1 - X0) * t1, Y0 + (Y1 - Y0) * t1, w * s / 2, a, c)
            return
        self._seg(X0, Y0, X1, Y1, w * s / 2, a, c)

    def _seg(self, x0, y0, x1, y1, hw, a, c):
        if hw < 0.5:
            a *= hw * 2
            hw = 0.5
        buf, W, H = self.ch[c], self.W, self.H
        pad = hw + 1.0
        i0 = max(int(min(x0, x1) - pad), 0)
        i1 = min(int(max(x0, x1) + pad) + 1, W)
        j0 = max(int(min(y0, y1) - pad), 0)
        j1 = min(int(max(y0, y1) + pad) + 1, H)
        dx, dy = x1 - x0, y1 - y0
        l2 = dx * dx + dy * dy
        inv = 1.0 / l2 if l2 > 1e-9 else 0.0
        lim = hw + 0.5
        sqrt = math.sqrt
        for j in range(j0, j1):
            py = j + 0.5 - y0
            row = j * W
            for i in range(i0, i1):
                px = i + 0.5 - x0
                t = (px * dx + py * dy) * inv
                if t < 0:
                    t = 0.0
                elif t > 1:
                    t = 1.0
                ex, ey = px - t * dx, py - t * dy
                cov = lim - sqrt(ex * ex + ey * ey)
                if cov > 0:
                    cov = (1.0 if cov > 1 else cov) * a
                    k = row + i
                    if cov > buf[k]:
                        buf[k] = cov

    def fill(self, x0, y0, x1, y1, a=1.0, c=1, hatch=0.0, angle=45):
        s = self.s
        i0, i1 = max(int(min(x0, x1) * s), 0), min(int(max(x0, x1) * s), self.W)
        j0, j1 = max(int(min(y0, y1) * s), 0), min(int(max(y0, y1) * s), self.H)
        buf, W = self.ch[c], self.W
        if hatch:
            period = hatch * s
            ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        for j in range(j0, j1):
            row = j * W
            for i in range(i0, i1):
                v = a
                if hatch:
                    d = (i * ca + j * sa) % period
                    d = min(d, period - d)
                    v = a * max(0.0, min(1.0, 1.2 - d))
                k = row + i
                if v > buf[k]:
                    buf[k] = v

    # -- drawing vocabulary
    def line(self, x0, y0, x1, y1, w=0.3, a=1.0, c=0, pencil=0.0):
        if not pencil:
            return self.seg(x0, y0, x1, y1, w, a, c)
        r = self.rng
        length = math.hypot(x1 - x0, y1 - y0)
        if length < 1e-6:
            return
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        over0, over1 = r.uniform(0, 2.5) * pencil, r.uniform(0, 3.0) * pencil
        ax, ay = x0 - ux * over0, y0 - uy * over0
        bx, by = x1 + ux * over1, y1 + uy * over1
        n = max(1, min(6, int(length / 25) + 1))
        pts = []
        wob = 0.25 * pencil
        for k in range(n + 1):
            t = k / n
            o = r.gauss(0, wob) if 0 < k < n else r.gauss(0, wob * 0.4)
            pts.append((ax + (bx - ax) * t - uy * o, ay + (by - ay) * t + ux * o))
        aa = a * r.uniform(0.7, 1.0)
        for p, q in zip(pts, pts[1:]):
            self.seg(p[0], p[1], q[0], q[1], w, aa, c)
        if r.random() < 0.25 * pencil:  # a second, lighter pass
            o = r.uniform(-0.4, 0.4)
            self.seg(ax - uy * o, ay + ux * o, bx - uy * o, by + ux * o, w * 0.8, a * 0.45, c)

    def poly(self, pts, closed=False, **kw):
        seq = list(pts) + ([pts[0]] if closed else [])
        for p, q in zip(seq, seq[1:]):
            self.line(p[0], p[1], q[0], q[1], **kw)

    def rect(self, x0, y0, x1, y1, **kw):
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], closed=True, **kw)

    def arc(self, cx, cy, r, a0, a1, steps=None, **kw):
        steps = steps or max(6, int(abs(a1 - a0) * r / 3) + 2)
        pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * k / steps)),
                cy + r * math.sin(math.radians(a0 + (a1 - a0) * k / steps))) for k in range(steps + 1)]
        for p, q in zip(pts, pts[1:]):
            self.seg(p[0], p[1], q[0], q[1], kw.get("w", 0.3), kw.get("a", 1.0), kw.get("c", 0))

    def text(self, x, y, h, n, w=0.22, a=0.9, c=0, pencil=False):
        """Lettering seen from a distance: each character a few short strokes."""
        r = self.rng
        cw = h * 0.68
        for k in range(n):
            if r.random() < 0.14:
                continue
            x0 = x + k * cw
            for _ in range(r.choice((1, 2, 2, 3))):
                kind = r.random()
                if kind < 0.4:
                    xx = x0 + r.uniform(0.05, 0.5) * h
                    self.seg(xx, y, xx + r.uniform(-0.1, 0.1) * h, y + h, w, a, c)
                elif kind < 0.7:
                    yy = y + r.choice((0, 0.5, 1.0)) * h
                    self.seg(x0, yy, x0 + 0.5 * h, yy, w, a, c)
                else:
                    self.seg(x0, y + r.choice((0, h)), x0 + 0.5 * h, y + h - (y + r.choice((0, h)) - y), w, a, c)

    def dim(self, x0, y0, x1, y1, off, n_text=4, w=0.3, a=1.0, c=0):
        """A dimension line parallel to p0-p1, `off` mm to its left, with witness lines,
        45 degree ticks and a figure."""
        length = math.hypot(x1 - x0, y1 - y0)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        nx, ny = -uy, ux
        ax, ay, bx, by = x0 + nx * off, y0 + ny * off, x1 + nx * off, y1 + ny * off
        sgn = 1 if off > 0 else -1
        for px, py, qx, qy in ((x0, y0, ax, ay), (x1, y1, bx, by)):
            self.seg(px + nx * 1.5 * sgn, py + ny * 1.5 * sgn, qx + nx * 1.5 * sgn, qy + ny * 1.5 * sgn, w, a * 0.8, c)
            self.seg(qx - (ux - nx) * 1.2, qy - (uy - ny) * 1.2, qx + (ux - nx) * 1.2, qy + (uy - ny) * 1.2, w * 2, a, c)
        self.seg(ax - ux * 2, ay - uy * 2, bx + ux * 2, by + uy * 2, w, a, c)
        h = 1.8
        mx, my = (ax + bx) / 2, (ay + by) / 2
        if abs(uy) < 0.5:
            self.text(mx - n_text * h * 0.34, my + 0.8, h, n_text, w * 1.1, a, c)
        else:
            # Vertical dimension: figure written along the line, drawn as short horizontal bars.
            for k in range(n_text):
                yy = my - n_text * h * 0.34 + k * h * 0.68
                self.seg(mx - 0.8 - h, yy, mx - 0.8, yy + self.rng.uniform(-0.2, 0.2), w, a, c)

    def bubble(self, x, y, r=3.5, w=0.2, c=0):
        self.arc(x, y, r, 0, 360, steps=20, w=w, c=c)
        self.text(x - 0.8, y - 1.1, 2.2, 1, w, 1.0, c)

    def scribble(self, cx, cy, rx, ry, loops=14, w=0.3, a=0.7, c=0):
        """A loose tree canopy: overlapping small loops around a blob."""
        r = self.rng
        pts = []
        turns = loops
        for k in range(turns * 10):
            t = k / 10.0
            ang = t * 2 * math.pi / turns * 1.0 + r.uniform(-0.05, 0.05)
            base = (0.75 + 0.25 * math.sin(ang * 3 + r.random()))
            lr = 0.28 * min(rx, ry)
            lx = cx + math.cos(ang) * rx * base * 0.8 + math.cos(t * 2 * math.pi) * lr
            ly = cy + math.sin(ang) * ry * base * 0.8 + math.sin(t * 2 * math.pi) * lr
            pts.append((lx, ly))
        for p, q in zip(pts, pts[1:]):
            self.seg(p[0], p[1], q[0], q[1], w, a * r.uniform(0.7, 1.0), c)

    def border(self, margin=10, title=True):
        w, h = self.w, self.h
        self.rect(margin, margin, w - margin, h - margin, w=0.5)
        if title:
            x0 = w - margin - 170
            self.rect(x0, margin, w - margin, margin + 45, w=0.35)
            for yy in (margin + 15, margin + 27, margin + 37):
                self.seg(x0, yy, w - margin, yy, 0.2)
            self.seg(x0 + 100, margin, x0 + 100, margin + 27, 0.2)
            self.text(x0 + 4, margin + 39, 3.5, 22, 0.3)
            self.text(x0 + 4, margin + 29.5, 2.5, 30, 0.2)
            self.text(x0 + 4, margin + 19, 2.2, 24, 0.2)
            self.text(x0 + 104, margin + 19, 2.2, 10, 0.2)
            self.text(x0 + 4, margin + 5, 4.5, 9, 0.4)
            self.text(x0 + 104, margin + 5, 3.0, 8, 0.25)

    def image(self, name):
        img = bpy.data.images.new(name, self.W, self.H, alpha=True, float_buffer=False)
        img.colorspace_settings.name = "Non-Color"
        n = self.W * self.H
        rgba = array.array("f", bytes(16 * n))
        rgba[0::4] = self.ch[0]
        rgba[1::4] = self.ch[1]
        rgba[2::4] = self.ch[2]
        rgba[3::4] = array.array("f", [1.0]) * n
        img.pixels.foreach_set(rgba)
        img.pack()
        return img


# ---------------------------------------------------------------- the house (metres)
# One contemporary two-storey Hyderabad house: 10 m wide, 12 m deep, front to the south (y = 0).
# The plan sheets, the elevation and the card model are all drawn from these lists.

PLINTH, GF_TOP, FF_SLAB, FF_TOP, ROOF = 0.45, 3.45, 3.6, 6.6, 6.8
WALLS_GF = [
    # (axis, at, from, to, thickness, openings: (start, end, kind, sill, head, swing))
    ("x", 0.0, 0.0, 10.0, 0.23, [(1.0, 2.1, "door", 0, 2.1, 1), (3.4, 7.0, "slider", 0, 2.4, 0), (8.0, 9.4, "window", 0.9, 2.4, 0)]),
    ("x", 12.0, 0.0, 10.0, 0.23, [(1.4, 2.9, "window", 0.9, 2.4, 0), (4.4, 5.4, "door", 0, 2.1, -1), (7.6, 9.0, "window", 0.9, 2.4, 0)]),
    ("y", 0.0, 0.0, 12.0, 0.23, [(3.6, 5.4, "window", 0.9, 2.4, 0), (8.4, 9.9, "window", 0.9, 2.4, 0)]),
    ("y", 10.0, 0.0, 12.0, 0.23, [(1.8, 3.4, "window", 0.9, 2.4, 0), (9.0, 10.4, "window", 1.2, 2.4, 0)]),
    ("x", 6.5, 0.0, 6.5, 0.115, [(2.4, 3.3, "door", 0, 2.1, 1)]),
    ("y", 6.5, 0.0, 12.0, 0.115, [(4.6, 5.5, "door", 0, 2.1, -1), (7.2, 8.1, "door", 0, 2.1, 1)]),
    ("x", 6.5, 6.5, 10.0, 0.115, []),
]
WALLS_FF = [
    ("x", 0.0, 0.0, 10.0, 0.23, [(1.2, 3.2, "slider", 0, 2.3, 0), (4.0, 5.4, "window", 0.9, 2.3, 0), (7.0, 9.2, "window", 0.6, 2.3, 0)]),
    ("x", 12.0, 0.0, 10.0, 0.23, [(1.4, 2.9, "window", 0.9, 2.3, 0), (7.6, 9.0, "window", 0.9, 2.3, 0)]),
    ("y", 0.0, 0.0, 12.0, 0.23, [(3.6, 5.4, "window", 0.9, 2.3, 0), (8.4, 9.9, "window", 0.9, 2.3, 0)]),
    ("y", 10.0, 0.0, 12.0, 0.23, [(1.8, 3.4, "window", 0.9, 2.3, 0)]),
    ("x", 6.0, 0.0, 6.5, 0.115, [(2.0, 2.9, "door", 0, 2.1, -1)]),
    ("y", 6.5, 0.0, 12.0, 0.115, [(3.6, 4.5, "door", 0, 2.1, 1), (7.2, 8.1, "door", 0, 2.1, -1)]),
    ("x", 6.5, 6.5, 10.0, 0.115, []),
]


def _wall_rects(wall):
    """The solid parts of a wall in plan: (x0, y0, x1, y1) rectangles between openings."""
    axis, at, a, b, t, ops = wall
    cuts = sorted((o[0], o[1]) for o in ops)
    spans, start = [], a - t / 2
    for s0, s1 in cuts:
        spans.append((start, s0))
        start = s1
    spans.append((start, b + t / 2))
    out = []
    for s0, s1 in spans:
        if s1 - s0 > 1e-3:
            out.append((s0, at - t / 2, s1, at + t / 2) if axis == "x" else (at - t / 2, s0, at + t / 2, s1))
    return out


def plan_drawing(cv, ox, oy, scale, walls=WALLS_GF, furniture=True, dims=True, stair=True, a=1.0, label_seed=0):
    """A floor plan at `scale` mm per metre, the house's origin at (ox, oy) on the sheet."""
    P = lambda x, y: (ox + x * scale, oy + y * scale)  # noqa: E731
    for wall in walls:
        axis, at, a0, b0, t, ops = wall
        for x0, y0, x1, y1 in _wall_rects(wall):
            (X0, Y0), (X1, Y1) = P(x0, y0), P(x1, y1)
            cv.fill(X0, Y0, X1, Y1, a=0.95 * a, c=0)
            cv.rect(X0, Y0, X1, Y1, w=0.6, a=a)
        for s0, s1, kind, sill, head, swing in ops:
            if kind == "door":
                width = s1 - s0
                if axis == "x":
                    hinge = P(s0, at + (t / 2 if swing > 0 else -t / 2))
                    leaf_end = (hinge[0], hinge[1] + swing * width * scale)
                    cv.seg(hinge[0], hinge[1], leaf_end[0], leaf_end[1], 0.35, a)
                    cv.arc(hinge[0], hinge[1], width * scale, 0 if swing > 0 else -90, 90 if swing > 0 else 0, w=0.15, a=0.8 * a)
                else:
                    hinge = P(at + (t / 2 if swing > 0 else -t / 2), s0)
                    leaf_end = (hinge[0] + swing * width * scale, hinge[1])
                    cv.seg(hinge[0], hinge[1], leaf_end[0], leaf_end[1], 0.35, a)
                    cv.arc(hinge[0], hinge[1], width * scale, 0 if swing > 0 else 90, 90 if swing > 0 else 180, w=0.15, a=0.8 * a)
            else:
                for f in (-0.5, -0.12, 0.12, 0.5):
                    if axis == "x":
                        (X0, Y0), (X1, _) = P(s0, at + f * t), P(s1, at)
                        cv.seg(X0, Y0, X1, Y0, 0.18 if abs(f) < 0.3 else 0.3, a)
                    else:
                        (X0, Y0), (_, Y1) = P(at + f * t, s0), P(at, s1)
                        cv.seg(X0, Y0, X0, Y1, 0.18 if abs(f) < 0.3 else 0.3, a)
    if stair:
        x0, x1, y0, y1 = 6.65, 9.85, 8.4, 11.85
        for k in range(12):
            yy = y0 + (y1 - y0) * k / 11
            cv.seg(*P(x0, yy), *P(x1 - 1.75, yy), 0.18, a)
            cv.seg(*P(x0 + 1.75, yy), *P(x1, yy), 0.18, a)
        cv.rect(*P(x0 + 1.55, y0), *P(x0 + 1.75, y1), w=0.25, a=a)
        cv.seg(*P(x0 + 0.75, y0 + 0.2), *P(x0 + 0.75, y1 - 0.4), 0.2, a)
        cv.seg(*P(x0 + 0.75, y1 - 0.4), *P(x0 + 0.62, y1 - 0.7), 0.2, a)
        cv.seg(*P(x0 + 0.75, y1 - 0.4), *P(x0 + 0.88, y1 - 0.7), 0.2, a)
    if furniture:
        fw = 0.3
        # Living: sofa, armchairs, coffee table, rug.
        cv.rect(*P(0.5, 1.2), *P(1.4, 4.6), w=fw, a=a)
        cv.rect(*P(0.5, 1.2), *P(0.75, 4.6), w=fw, a=a)
        cv.rect(*P(2.2, 2.1), *P(3.2, 3.7), w=fw, a=a)
        cv.rect(*P(1.8, 1.2), *P(4.6, 4.6), w=0.12, a=0.6 * a)
        cv.rect(*P(4.6, 1.6), *P(5.5, 2.5), w=fw, a=a)
        cv.rect(*P(4.6, 3.3), *P(5.5, 4.2), w=fw, a=a)
        # Dining and kitchen.
        cv.rect(*P(1.6, 8.2), *P(3.4, 9.2), w=fw, a=a)
        for cx in (1.9, 2.5, 3.1):
            cv.rect(*P(cx - 0.2, 7.7), *P(cx + 0.2, 8.1), w=fw, a=a)
            cv.rect(*P(cx - 0.2, 9.3), *P(cx + 0.2, 9.7), w=fw, a=a)
        cv.rect(*P(4.2, 6.6), *P(6.4, 7.2), w=fw, a=a)
        cv.rect(*P(5.8, 7.2), *P(6.4, 11.9), w=fw, a=a)
        cv.arc(*P(6.1, 9.5), 0.2 * scale, 0, 360, w=fw, a=a)
        # Bedroom: bed with pillows, wardrobe.
        cv.rect(*P(7.4, 2.2), *P(9.2, 4.4), w=fw, a=a)
        cv.rect(*P(7.55, 4.0), *P(8.2, 4.3), w=fw, a=a)
        cv.rect(*P(8.4, 4.0), *P(9.05, 4.3), w=fw, a=a)
        cv.rect(*P(6.6, 5.8), *P(9.85, 6.4), w=fw, a=a)
        # Room names and areas.
        r = cv.rng
        for x, y in ((2.6, 5.2), (2.2, 10.4), (7.8, 1.0), (7.9, 7.2), (4.6, 10.6)):
            X, Y = P(x, y)
            cv.text(X, Y, 2.6, r.randint(6, 10), 0.25, a)
            cv.text(X + 2, Y - 4, 1.8, 6, 0.18, 0.8 * a)
    if dims:
        for axis, at, sign in (("x", 0.0, -1), ("y", 0.0, 1)):
            wall = next(w for w in walls if w[0] == axis and w[1] == at)
            stops = sorted({0.0, 10.0 if axis == "x" else 12.0, *[v for o in wall[5] for v in o[:2]]})
            for k, (u, v) in enumerate(zip(stops, stops[1:])):
                if axis == "x":
                    cv.dim(*P(u, 0), *P(v, 0), 12 * sign, n_text=3, a=a)
                else:
                    cv.dim(*P(0, v), *P(0, u), 12 * sign, n_text=3, a=a)
            if axis == "x":
                cv.dim(*P(0, 0), *P(10, 0), 22 * sign, n_text=5, a=a)
            else:
                cv.dim(*P(0, 12), *P(0, 0), 22 * sign, n_text=5, a=a)
        # Grid bubbles on the far sides.
        for gx in (0.0, 6.5, 10.0):
            X, Y = P(gx, 12)
            cv.seg(X, Y + 2, X, Y + 26, 0.13, 0.6 * a)
            cv.bubble(X, Y + 30)
        for gy in (0.0, 6.5, 12.0):
            X, Y = P(10, gy)
            cv.seg(X + 2, Y, X + 26, Y, 0.13, 0.6 * a)
            cv.bubble(X + 30, Y)


def elevation_drawing(cv, ox, oy, scale, pencil=0.0, progress=1.0, a=1.0, trees=True, shade=True, w=None):
    """The house's front (south) elevation; with progress < 1 only the left part is drawn in
    full and the rest is still construction lines."""
    r = cv.rng
    w = w or (0.35 if not pencil else 0.4)
    P = lambda x, z: (ox + x * scale, oy + z * scale)  # noqa: E731
    cut = -3 + 16 * progress

    def L(x0, z0, x1, z1, ww=w, aa=1.0):
        if min(x0, x1) > cut + r.uniform(-0.2, 0.6):
            return
        if max(x0, x1) > cut:
            end = cut + r.uniform(0, 0.8)
            if x1 > x0:
                x1 = min(x1, end)
            else:
                x0 = min(x0, end)
        cv.line(*P(x0, z0), *P(x1, z1), w=ww, a=aa * a, pencil=pencil)

    def R(x0, z0, x1, z1, ww=w, aa=1.0):
        L(x0, z0, x1, z0, ww, aa)
        L(x0, z1, x1, z1, ww, aa)
        L(x0, z0, x0, z1, ww, aa)
        L(x1, z0, x1, z1, ww, aa)

    def F(x0, z0, x1, z1, aa=0.35, hatch=0.0):
        aa = min(0.9, aa * 1.6)
        if x0 < cut:
            X0, Z0 = P(x0, z0)
            X1, Z1 = P(min(x1, cut), z1)
            cv.fill(X0, Z0, X1, Z1, a=aa * a, c=1, hatch=hatch)

    # Construction lines: faint datums right across, the grid up the sheet.
    if progress < 1 or pencil:
        for z in (0, PLINTH, GF_TOP, FF_SLAB, FF_TOP, ROOF, 7.7, 9.55):
            cv.seg(*P(-3.5, z), *P(13.5, z), 0.15, 0.32 * a)
        for x in (0, 1.0, 2.1, 3.4, 7.0, 8.0, 9.4, 6.5, 10):
            cv.seg(*P(x, -0.6), *P(x, 10.2), 0.13, 0.25 * a)
    L(-3, 0, 13, 0, w * 2.2)
    F(-3, -0.5, 13, 0, aa=0.5, hatch=2.0)
    # Compound wall and gate at the left.
    R(-2.8, 0, -0.4, 1.5)
    L(-2.8, 1.6, -0.4, 1.6)
    for k in range(9):
        L(-2.6 + k * 0.25, 0.1, -2.6 + k * 0.25, 1.4, w * 0.5)
    # Plinth and ground floor.
    R(-0.1, 0, 10.1, PLINTH)
    R(0, PLINTH, 10, GF_TOP)
    R(1.0, PLINTH, 2.1, PLINTH + 2.1)
    L(1.55, PLINTH, 1.55, PLINTH + 2.1, w * 0.5)
    R(3.4, PLINTH, 7.0, PLINTH + 2.4)
    for x in (4.3, 5.2, 6.1):
        L(x, PLINTH, x, PLINTH + 2.4, w * 0.6)
    R(8.0, PLINTH + 0.9, 9.4, PLINTH + 2.4)
    L(8.7, PLINTH + 0.9, 8.7, PLINTH + 2.4, w * 0.6)
    R(7.8, PLINTH + 2.5, 9.6, PLINTH + 2.6)
    for k in range(4):
        L(-0.6 + k * 0.0, 0.1 * k, 0.4, 0.1 * k, w * 0.6)
    if shade:
        F(1.0, PLINTH, 2.1, PLINTH + 2.1, 0.25)
        F(3.4, PLINTH, 7.0, PLINTH + 2.4, 0.45)
        F(8.0, PLINTH + 0.9, 9.4, PLINTH + 2.4, 0.45)
        F(7.8, PLINTH + 2.3, 9.6, PLINTH + 2.5, 0.6, hatch=0.8)
    # First floor, balcony and the jaali.
    R(0, GF_TOP, 10, FF_SLAB, w * 1.2)
    R(-0.15, GF_TOP - 0.05, 6.0, FF_SLAB + 0.05)
    R(0, FF_SLAB + 0.05, 6.0, FF_SLAB + 1.0)
    L(0.3, FF_SLAB + 0.55, 5.7, FF_SLAB + 0.55, w * 0.6)
    L(0.3, FF_SLAB + 0.65, 5.7, FF_SLAB + 0.65, w * 0.6)
    R(0, FF_SLAB, 10, FF_TOP)
    R(1.2, FF_SLAB + 1.0, 3.2, FF_SLAB + 2.3)
    L(2.2, FF_SLAB + 1.0, 2.2, FF_SLAB + 2.3, w * 0.6)
    R(4.0, FF_SLAB + 1.0, 5.4, FF_SLAB + 2.3)
    R(6.7, FF_SLAB + 0.3, 9.7, FF_TOP - 0.3)
    for k in range(1, 15):
        L(6.7 + k * 0.2, FF_SLAB + 0.3, 6.7 + k * 0.2, FF_TOP - 0.3, w * 0.45)
    for k in range(1, 12):
        L(6.7, FF_SLAB + 0.3 + k * 0.2, 9.7, FF_SLAB + 0.3 + k * 0.2, w * 0.45)
    if shade:
        F(-0.15, GF_TOP - 0.3, 6.0, GF_TOP - 0.05, 0.55, hatch=0.7)
        F(1.2, FF_SLAB + 1.0, 3.2, FF_SLAB + 2.3, 0.4)
        F(4.0, FF_SLAB + 1.0, 5.4, FF_SLAB + 2.3, 0.4)
        F(6.7, FF_SLAB + 0.3, 9.7, FF_TOP - 0.3, 0.2)
    # Roof, parapet, stair tower and pergola.
    R(-0.3, FF_TOP, 10.3, ROOF, w * 1.2)
    R(0, ROOF, 6.5, 7.7)
    R(6.5, ROOF, 10, 9.4)
    R(6.3, 9.4, 10.2, 9.55)
    R(7.6, 7.8, 8.8, 8.8)
    for x in (0.4, 2.6, 4.8):
        R(x, 7.7, x + 0.15, 9.0)
    R(0.2, 9.0, 5.2, 9.2)
    for k in range(10):
        R(0.35 + k * 0.5, 9.2, 0.45 + k * 0.5, 9.3, w * 0.5)
    if shade:
        F(-0.3, FF_TOP - 0.25, 10.3, FF_TOP, 0.5, hatch=0.7)
        F(7.6, 7.8, 8.8, 8.8, 0.45)
    if trees:
        if 11.5 < cut + 2:
            cv.line(*P(11.3, 0), *P(11.4, 3.4), w=w * 1.5, a=0.8 * a, pencil=max(pencil, 0.5))
            cv.line(*P(11.8, 0), *P(11.6, 3.4), w=w * 1.5, a=0.8 * a, pencil=max(pencil, 0.5))
            cv.scribble(*P(11.6, 5.4), 2.3 * scale, 2.2 * scale, loops=16, w=0.3, a=0.6 * a)
        cv.scribble(*P(-2.2, 3.2), 1.4 * scale, 1.3 * scale, loops=10, w=0.3, a=0.55 * a)
    # Levels on the right.
    if progress >= 1:
        X = ox + 10.8 * scale
        for z in (0, PLINTH, FF_SLAB, ROOF, 9.55):
            Y = oy + z * scale
            cv.seg(X, Y, X + 3, Y + 3, 0.2, a)
            cv.seg(X, Y, X - 3, Y + 3, 0.2, a)
            cv.seg(X - 3, Y + 3, X + 3, Y + 3, 0.2, a)
            cv.seg(X, Y, X + 22, Y, 0.15, a)
            cv.text(X + 5, Y + 1.2, 2.0, 6, 0.2, a)


def section_drawing(cv, ox, oy, scale, a=1.0):
    """A cross section through the living room and the stair, looking west (depth across)."""
    P = lambda y, z: (ox + y * scale, oy + z * scale)  # noqa: E731
    cv.seg(*P(-3, 0), *P(15, 0), 0.7, a)
    cv.fill(*P(-3, -0.6), *P(15, 0), a=0.5 * a, c=1, hatch=2.0)
    cv.fill(*P(-0.2, 0), *P(12.2, PLINTH), a=0.35 * a, c=1, hatch=1.2, angle=-45)
    cv.rect(*P(-0.2, 0), *P(12.2, PLINTH), w=0.4, a=a)
    for z0, z1, y0, y1 in ((GF_TOP, FF_SLAB, -1.2, 12.2), (FF_TOP, ROOF, -0.3, 12.3)):
        cv.fill(*P(y0, z0), *P(y1, z1), a=0.9 * a, c=1)
        cv.rect(*P(y0, z0), *P(y1, z1), w=0.4, a=a)
    for y in (0.0, 12.0):
        for z0, z1 in ((PLINTH, GF_TOP), (FF_SLAB, FF_TOP), (ROOF, 7.7)):
            cv.fill(*P(y - 0.115, z0 + (2.4 if y == 0 and z0 < 1 else 0)), *P(y + 0.115, z1), a=0.9 * a, c=1)
            cv.rect(*P(y - 0.115, z0), *P(y + 0.115, z1), w=0.4, a=a)
    cv.fill(*P(6.45, PLINTH), *P(6.56, GF_TOP), a=0.9 * a, c=1)
    cv.rect(*P(-1.2, FF_SLAB), *P(-1.08, FF_SLAB + 1.0), w=0.35, a=a)
    # The stair's flights, in section.
    for k in range(10):
        y = 7.0 + k * 0.27
        z = PLINTH + k * 0.3
        cv.seg(*P(y, z), *P(y, z + 0.3), 0.3, a)
        cv.seg(*P(y, z + 0.3), *P(y + 0.27, z + 0.3), 0.3, a)
    cv.seg(*P(7.0, PLINTH - 0.1), *P(9.7, GF_TOP - 0.3), 0.3, a)
    # Openings in elevation behind, people-free furniture outlines.
    cv.rect(*P(1.5, PLINTH), *P(3.0, PLINTH + 2.1), w=0.18, a=0.7 * a)
    cv.rect(*P(8.4, FF_SLAB + 0.9), *P(9.9, FF_SLAB + 2.3), w=0.18, a=0.7 * a)
    cv.rect(*P(0.8, PLINTH), *P(2.6, PLINTH + 0.45), w=0.18, a=0.7 * a)
    for z in (0, PLINTH, GF_TOP, FF_SLAB, FF_TOP, ROOF):
        cv.dim(*P(-2.2, 0), *P(-2.2, z), 0.01, n_text=0, a=0) if False else None
    stops = [0, PLINTH, GF_TOP, FF_TOP, 7.7]
    for u, v in zip(stops, stops[1:]):
        cv.dim(*P(12.6, u), *P(12.6, v), -8, n_text=3, a=a)
    cv.dim(*P(-1.2, -0.8), *P(12.2, -0.8), -8, n_text=5, a=a)


def lakeside_sketch(cv, ox, oy, k, a=1.0):
    """A loose pencil concept sketch: a long low house on a lake's edge, its deck over the water,
    trees behind, reflections. k: mm per metre."""
    r = cv.rng
    P = lambda x, z: (ox + x * k, oy + z * k)  # noqa: E731
    # a soft pencil pressed firmly: at 0.75 mm the drawing read as thin on the page
    pen = dict(w=1.0, a=0.95 * a, pencil=1.2)

    def L(x0, z0, x1, z1, **kw):
        d = dict(pen)
        d.update(kw)
        cv.line(*P(x0, z0), *P(x1, z1), **d)

    # Hills far away and the far shore.
    pts = [P(-14 + i * 1.0, 6.0 + 1.6 * math.sin(i * 0.45) + r.uniform(-0.3, 0.3)) for i in range(31)]
    cv.poly(pts, w=0.3, a=0.45 * a, pencil=0.8)
    L(-14, 1.6, 16, 1.6, w=0.3, a=0.5 * a)
    # Water: horizontal strokes, denser near the house.
    for i in range(70):
        z = r.uniform(-5.5, 1.2)
        x = r.uniform(-13, 14)
        L(x, z, x + r.uniform(0.8, 4.0) * (1 + abs(z) * 0.3), z, w=0.45, a=r.uniform(0.55, 0.9) * a, pencil=0.6)
    # Trees behind: scribbled canopies and a pair of palms.
    for x, z, rx in ((-9, 5.2, 2.6), (-5.5, 5.8, 2.2), (8.5, 5.5, 2.8), (12, 4.8, 2.0)):
        cv.scribble(*P(x, z), rx * k, rx * 0.8 * k, loops=13, w=0.35, a=0.6 * a)
    for x in (4.5, 6.2):
        L(x, 1.6, x + 0.6, 8.5, w=0.45)
        for ang in range(0, 360, 45):
            L(x + 0.6, 8.5, x + 0.6 + 2.0 * math.cos(math.radians(ang)), 8.5 + 1.2 * math.sin(math.radians(ang)) - 0.6, w=0.35)
    # The house: a stone base, two flat roof plates, glass bays and the deck.
    L(-8, 1.6, 9, 1.6, w=0.6)
    L(-8, 0.2, 6, 0.2, w=0.6)
    for i in range(30):
        x = -8 + i * 0.47
        L(x, 0.2, x + 0.3, 1.6, w=0.25, a=0.4 * a, pencil=0.4)
    L(-8.6, 4.9, 3.2, 4.9, w=0.7)
    L(-8.6, 5.3, 3.2, 5.3, w=0.7)
    L(-8.6, 4.9, -8.6, 5.3)
    L(3.2, 4.9, 3.2, 5.3)
    L(1.0, 7.6, 9.8, 7.6, w=0.7)
    L(1.0, 8.0, 9.8, 8.0, w=0.7)
    L(9.8, 7.6, 9.8, 8.0)
    L(1.0, 7.6, 1.0, 8.0)
    for x in range(-8, 3):
        L(x + 0.2, 1.6, x + 0.2, 4.9, w=0.3 if x % 3 else 0.5)
    L(2.0, 4.9, 2.0, 7.6, w=0.5)
    L(8.8, 1.6, 8.8, 7.6, w=0.5)
    for x in (3.4, 4.8, 6.2, 7.6):
        L(x, 4.9, x, 7.6, w=0.3)
    L(2.0, 4.9, 8.8, 4.9, w=0.4)
    for i in range(64):
        x = r.uniform(-7.8, 1.8)
        z = r.uniform(1.8, 4.7)
        L(x, z, x + r.uniform(0.3, 0.9), z - r.uniform(0.3, 0.9), w=0.3, a=0.55 * a, pencil=0.5)
    # Deck and steps to the water.
    L(-2, 0.2, 10.5, 0.2, w=0.5)
    L(-2, -0.1, 10.5, -0.1, w=0.5)
    for x in (-1.5, 2.0, 5.5, 9.8):
        L(x, -0.1, x, -1.2, w=0.4)
    for i in range(4):
        L(10.5 + i * 0.5, 0.2 - i * 0.35, 11.0 + i * 0.5, 0.2 - i * 0.35, w=0.35)
    # Reflections: broken vertical strokes under the house.
    for i in range(130):
        x = r.uniform(-8, 9.5)
        z = r.uniform(-4.5, -0.5)
        L(x, z, x + r.uniform(-0.1, 0.1), z - r.uniform(0.4, 1.2), w=0.35, a=r.uniform(0.35, 0.65) * a, pencil=0.4)
    # The roof plates' shadows on the walls below them, hatched close.
    for x0, x1, z in ((-8.4, 3.0, 4.9), (1.2, 9.6, 7.6)):
        for i in range(int((x1 - x0) / 0.18)):
            x = x0 + i * 0.18
            L(x, z - 0.05, x + 0.45, z - 0.75, w=0.22, a=0.55 * a, pencil=0.4)
    # No birds (their ticks read as stray marks) and no notes (a sketch's lettering drawn by
    # strokes reads as nonsense).


def scale_ticks(cv):
    """Marks along both long edges of a triangular scale's face (texture 300 x 40 mm)."""
    for edge, up in ((1.5, 1), (cv.h - 1.5, -1)):
        for i in range(0, 291):
            x = 4.5 + i
            ln = 5.0 if i % 10 == 0 else (3.5 if i % 5 == 0 else 2.2)
            cv.seg(x, edge, x, edge + up * ln, 0.12, 1.0)
            if i % 10 == 0:
                cv.text(x - 0.8, edge + up * 7.5 - (2.4 if up < 0 else 0), 2.2, 2 if i >= 100 else 1, 0.15, 1.0)
    cv.text(130, cv.h / 2 - 1.5, 3.0, 6, 0.25, 1.0, c=2)


# ---------------------------------------------------------------- materials

def _new(name):
    if name in _cache:
        return None, None, None
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    _cache[name] = material
    return material, material.node_tree.nodes, material.node_tree.nodes["Principled BSDF"]


def drawing_material(name, image, paper=(0.86, 0.85, 0.8), ink=(0.03, 0.03, 0.035), tone=(0.45, 0.45, 0.46),
                     color=(0.55, 0.08, 0.05), grain=0.0, trace=0.0, roughness=0.8):
    """Paper printed or drawn on from a Canvas image. grain breaks graphite up on the paper's
    tooth; trace > 0 makes it tracing paper that lets that much of what is below show through."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    tex = nodes.new("ShaderNodeTexImage")
    tex.image = image
    tex.interpolation = "Linear"
    uv = nodes.new("ShaderNodeTexCoord")
    links.new(uv.outputs["UV"], tex.inputs["Vector"])
    sep = nodes.new("ShaderNodeSeparateColor")
    links.new(tex.outputs["Color"], sep.inputs[0])
    cloud = nodes.new("ShaderNodeTexNoise")
    cloud.inputs["Scale"].default_value = 6.0
    cloud.inputs["Detail"].default_value = 3
    links.new(uv.outputs["Object"], cloud.inputs["Vector"])
    base = nodes.new("ShaderNodeMixRGB")
    base.inputs["Color1"].default_value = (*paper, 1)
    base.inputs["Color2"].default_value = (*(c * 0.94 for c in paper), 1)
    links.new(cloud.outputs["Fac"], base.inputs["Fac"])
    mix1 = nodes.new("ShaderNodeMixRGB")
    links.new(base.outputs[0], mix1.inputs[1])
    mix1.inputs[2].default_value = (*tone, 1)
    links.new(sep.outputs[1], mix1.inputs["Fac"])
    ink_amount = sep.outputs[0]
    if grain:
        tooth = nodes.new("ShaderNodeTexNoise")
        tooth.inputs["Scale"].default_value = 2500.0
        tooth.inputs["Detail"].default_value = 2
        links.new(uv.outputs["Object"], tooth.inputs["Vector"])
        ramp = nodes.new("ShaderNodeMapRange")
        ramp.inputs["From Min"].default_value = 0.3
        ramp.inputs["From Max"].default_value = 0.65
        ramp.inputs["To Min"].default_value = 1 - grain
        ramp.inputs["To Max"].default_value = 1.0
        links.new(tooth.outputs["Fac"], ramp.inputs["Value"])
        mul = nodes.new("ShaderNodeMath")
        mul.operation = "MULTIPLY"
        links.new(sep.outputs[0], mul.inputs[0])
        links.new(ramp.outputs[0], mul.inputs[1])
        ink_amount = mul.outputs[0]
    mix2 = nodes.new("ShaderNodeMixRGB")
    links.new(mix1.outputs[0], mix2.inputs[1])
    mix2.inputs[2].default_value = (*ink, 1)
    links.new(ink_amount, mix2.inputs["Fac"])
    mix3 = nodes.new("ShaderNodeMixRGB")
    links.new(mix2.outputs[0], mix3.inputs[1])
    mix3.inputs[2].default_value = (*color, 1)
    links.new(sep.outputs[2], mix3.inputs["Fac"])
    links.new(mix3.outputs[0], bsdf.inputs["Base Color"])
    rough = nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = roughness
    rough.inputs["To Max"].default_value = roughness - (0.35 if grain else 0.1)
    links.new(ink_amount, rough.inputs["Value"])
    links.new(rough.outputs[0], bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.3
    bsdf.inputs["Sheen"].default_value = 0.3
    if trace:
        out = nodes["Material Output"]
        transparent = nodes.new("ShaderNodeBsdfTransparent")
        opacity = nodes.new("ShaderNodeMath")
        opacity.operation = "ADD"
        opacity.inputs[1].default_value = 1 - trace
        links.new(ink_amount, opacity.inputs[0])
        clamp = nodes.new("ShaderNodeClamp")
        links.new(opacity.outputs[0], clamp.inputs["Value"])
        mix = nodes.new("ShaderNodeMixShader")
        links.new(clamp.outputs[0], mix.inputs["Fac"])
        links.new(transparent.outputs[0], mix.inputs[1])
        links.new(bsdf.outputs[0], mix.inputs[2])
        links.new(mix.outputs[0], out.inputs["Surface"])
    return material


def acrylic(name="acrylic", tint=(0.80, 0.92, 0.86)):
    """Clear drafting acrylic: a tinted see-through layer with a glossy skin (no refraction, no
    caustics, no noise)."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    out = nodes["Material Output"]
    transparent = nodes.new("ShaderNodeBsdfTransparent")
    transparent.inputs["Color"].default_value = (*tint, 1)
    glossy = nodes.new("ShaderNodeBsdfGlossy")
    glossy.inputs["Roughness"].default_value = 0.05
    glossy.inputs["Color"].default_value = (*tint, 1)
    fresnel = nodes.new("ShaderNodeLayerWeight")
    fresnel.inputs["Blend"].default_value = 0.25
    mix = nodes.new("ShaderNodeMixShader")
    links.new(fresnel.outputs["Fresnel"], mix.inputs["Fac"])
    links.new(transparent.outputs[0], mix.inputs[1])
    links.new(glossy.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], out.inputs["Surface"])
    material.blend_method = "BLEND"
    return material


def card(name="card", color=(0.80, 0.79, 0.76)):
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.9
    bsdf.inputs["Specular"].default_value = 0.25
    return material


def slate(name="slate", color=(0.075, 0.08, 0.085)):
    """Honed dark slate-grey stone: faint cloud, fine grain, a soft sheen."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 3.0
    noise.inputs["Detail"].default_value = 8
    links.new(coords, noise.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[0].color = (*(c * 0.8 for c in color), 1)
    ramp.color_ramp.elements[1].position = 0.7
    ramp.color_ramp.elements[1].color = (*(c * 1.2 for c in color), 1)
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.42
    fine = nodes.new("ShaderNodeTexNoise")
    fine.inputs["Scale"].default_value = 400
    links.new(coords, fine.inputs["Vector"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.05
    links.new(fine.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def woven(name, color_a, color_b, scale=60.0, stripes=0.0, bands=(0.2, 0.9, 0.8), roughness=0.9):
    """Handloom cloth: warp and weft crossing (a fine checker of two tones), optional bands."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    checker = nodes.new("ShaderNodeTexChecker")
    checker.inputs["Scale"].default_value = scale * 10
    checker.inputs["Color1"].default_value = (*color_a, 1)
    checker.inputs["Color2"].default_value = (*color_b, 1)
    links.new(coords, checker.inputs["Vector"])
    color = checker.outputs["Color"]
    if stripes:
        wave = nodes.new("ShaderNodeTexWave")
        wave.inputs["Scale"].default_value = stripes
        wave.inputs["Distortion"].default_value = 0.4
        links.new(coords, wave.inputs["Vector"])
        ramp = nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.interpolation = "CONSTANT"
        ramp.color_ramp.elements[0].color = (1, 1, 1, 1)
        ramp.color_ramp.elements[1].position = 0.82
        ramp.color_ramp.elements[1].color = (*bands, 1)
        links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
        mul = nodes.new("ShaderNodeMixRGB")
        mul.blend_type = "MULTIPLY"
        mul.inputs["Fac"].default_value = 1.0
        links.new(color, mul.inputs[1])
        links.new(ramp.outputs[0], mul.inputs[2])
        color = mul.outputs[0]
    links.new(color, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Sheen"].default_value = 0.8
    bsdf.inputs["Specular"].default_value = 0.2
    wave2 = nodes.new("ShaderNodeTexChecker")
    wave2.inputs["Scale"].default_value = scale * 10
    links.new(coords, wave2.inputs["Vector"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.25
    bump.inputs["Distance"].default_value = 0.0005
    links.new(wave2.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def lamp_shade(name="linen-shade", color=(0.82, 0.74, 0.6)):
    """A linen shade that glows when the bulb inside is on."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.95
    bsdf.inputs["Sheen"].default_value = 0.5
    translucent = nodes.new("ShaderNodeBsdfTranslucent")
    translucent.inputs["Color"].default_value = (*color, 1)
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.45
    links.new(bsdf.outputs[0], mix.inputs[1])
    links.new(translucent.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], nodes["Material Output"].inputs["Surface"])
    return material


def mats():
    return {
        "teak": m.wood("studio-teak", light=(0.40, 0.22, 0.10), dark=(0.20, 0.10, 0.04), roughness=0.42, scale=5.0),
        "teak-y": m.wood("studio-teak-y", light=(0.40, 0.22, 0.10), dark=(0.20, 0.10, 0.04), roughness=0.42, scale=5.0, along="Y"),
        "dark-wood": m.wood("studio-wenge", light=(0.085, 0.055, 0.035), dark=(0.035, 0.022, 0.014), roughness=0.45, scale=5.0),
        "steel": m.paint("studio-black-steel", (0.02, 0.02, 0.022), roughness=0.4, metallic=0.6),
        "chrome": m.metal("studio-chrome", (0.7, 0.7, 0.72), roughness=0.12),
        "alu": m.metal("studio-alu", (0.6, 0.61, 0.62), roughness=0.3),
        "brass": m.metal("studio-brass", (0.76, 0.55, 0.26), roughness=0.22),
        "card": card("studio-card"),
        "board": m.paint("studio-board-white", (0.72, 0.72, 0.69), roughness=0.5),
        "graphite": m.paint("studio-graphite", (0.04, 0.04, 0.045), roughness=0.35, metallic=0.3),
        "pencil-wood": m.wood("studio-cedar", light=(0.62, 0.42, 0.25), dark=(0.5, 0.32, 0.18), scale=30.0, roughness=0.7),
        "eraser": m.paint("studio-eraser", (0.78, 0.76, 0.72), roughness=0.8),
        "tape": m.paint("studio-masking-tape", (0.72, 0.62, 0.42), roughness=0.75),
        "ceramic-white": m.paint("studio-ceramic-white", (0.8, 0.79, 0.75), roughness=0.12, clearcoat=0.4),
        "coffee": m.paint("studio-coffee", (0.07, 0.03, 0.015), roughness=0.05),
        "chai": m.paint("studio-chai", (0.42, 0.24, 0.11), roughness=0.1),
        "cane": m.fabric("studio-cane", (0.55, 0.38, 0.18), weave=500.0),
        "cover": m.paint("studio-sketchbook-cover", (0.03, 0.03, 0.03), roughness=0.6),
        "acrylic": acrylic("studio-acrylic"),
        "rubber": m.paint("studio-rubber", (0.03, 0.03, 0.03), roughness=0.7),
    }


# ---------------------------------------------------------------- mesh helpers

def group(name, location=(0, 0, 0), rotation=(0, 0, 0), parent=None):
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler = rotation
    if parent:
        empty.parent = parent
    return empty


def attach(parent, *objects):
    for obj in objects:
        obj.parent = parent
    return objects[0] if len(objects) == 1 else objects


def mesh(name, verts, faces, material=None, uvs=None, smooth=False, parent=None):
    data = bpy.data.meshes.new(name)
    data.from_pydata(verts, [], faces)
    if uvs:
        layer = data.uv_layers.new(name="UVMap")
        for loop in data.loops:
            layer.data[loop.index].uv = uvs[loop.vertex_index]
    data.update()
    if smooth:
        for p in data.polygons:
            p.use_smooth = True
    obj = bpy.data.objects.new(name, data)
    bpy.context.scene.collection.objects.link(obj)
    if material:
        data.materials.append(material)
    if parent:
        obj.parent = parent
    return obj


def sheet(name, w, h, location, material, rotation_z=0.0, lift=0.0, curl=0.0, parent=None, nx=12, ny=9, sag=None):
    """A sheet of paper lying flat (z up), w x h metres, its UVs filling the drawing. lift raises
    its far corner; curl rolls its edges a little (paper that was stored rolled)."""
    verts, uvs, faces = [], [], []
    for j in range(ny + 1):
        for i in range(nx + 1):
            u, v = i / nx, j / ny
            z = 0.0
            if lift:
                z += lift * max(0.0, (u - 0.7) / 0.3) ** 2 * max(0.0, (v - 0.5) / 0.5) ** 2
            if curl:
                z += curl * (max(0.0, abs(2 * v - 1) - 0.75) / 0.25) ** 2
            if sag:
                z += sag(u, v)
            verts.append(((u - 0.5) * w, (v - 0.5) * h, z))
            uvs.append((u, v))
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            faces.append((a, a + 1, a + nx + 2, a + nx + 1))
    obj = mesh(name, verts, faces, material, uvs, smooth=True, parent=parent)
    obj.location = location
    obj.rotation_euler[2] = rotation_z
    return obj


def lathe(name, profile, location, material=None, segments=32, parent=None, rotation=(0, 0, 0), phase=0.0):
    """A solid of revolution about Z from a (radius, z) profile."""
    verts, faces, rings = [], [], []
    for r, z in profile:
        if r < 1e-6:
            rings.append([len(verts)])
            verts.append((0, 0, z))
        else:
            ring = []
            for k in range(segments):
                a = 2 * math.pi * k / segments + math.radians(phase)
                ring.append(len(verts))
                verts.append((r * math.cos(a), r * math.sin(a), z))
            rings.append(ring)
    for A, B in zip(rings, rings[1:]):
        if len(A) == 1 and len(B) == 1:
            continue
        for k in range(segments):
            k1 = (k + 1) % segments
            if len(A) == 1:
                faces.append((A[0], B[k], B[k1]))
            elif len(B) == 1:
                faces.append((A[k], B[0], A[k1]))
            else:
                faces.append((A[k], A[k1], B[k1], B[k]))
    obj = mesh(name, verts, faces, material, smooth=True, parent=parent)
    obj.location = location
    obj.rotation_euler = rotation
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(50)
    return obj


def prism(name, points, z0, z1, material=None, parent=None, location=(0, 0, 0), rotation=(0, 0, 0), uvs=False):
    """A straight extrusion of a convex polygon (x, y) from z0 to z1."""
    n = len(points)
    verts = [(x, y, z0) for x, y in points] + [(x, y, z1) for x, y in points]
    faces = [tuple(reversed(range(n))), tuple(range(n, 2 * n))]
    for k in range(n):
        k1 = (k + 1) % n
        faces.append((k, k1, n + k1, n + k))
    obj = mesh(name, verts, faces, material, parent=parent)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def tube(name, points, radius, material=None, parent=None, resolution=6):
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = radius
    curve.bevel_resolution = 3
    curve.use_fill_caps = True
    spline = curve.splines.new("POLY")
    spline.points.add(len(points) - 1)
    for p, co in zip(spline.points, points):
        p.co = (*co, 1)
    obj = bpy.data.objects.new(name, curve)
    bpy.context.scene.collection.objects.link(obj)
    if material:
        curve.materials.append(material)
    if parent:
        obj.parent = parent
    return obj


def _box(name, size, location, material, parent, bevel=0.002, rotation_z=0.0):
    obj = s.box(name, size, location, material, bevel=bevel, rotation_z=rotation_z)
    obj.parent = parent
    return obj


# ---------------------------------------------------------------- drafting tools

def pencil(name, location, rotation_z=0.0, length=0.175, color=(0.75, 0.55, 0.05), parent=None, tilt=0.0):
    """A hexagonal pencil lying on a flat face, sharpened toward +X."""
    M = mats()
    g = group(name, location, (0, 0, rotation_z), parent)
    apothem = 0.0035
    rad = apothem / math.cos(math.pi / 6)
    hexagon = [(rad * math.cos(math.radians(30 + 60 * k)), rad * math.sin(math.radians(30 + 60 * k))) for k in range(6)]
    body_len = length - 0.02
    body = prism(name + "-body", hexagon, 0, body_len, m.paint(name + "-lacquer", color, 0.3, clearcoat=0.5), g)
    body.location = (-length / 2, 0, apothem)
    body.rotation_euler = (0, math.radians(90), 0)
    lathe(name + "-tip", [(rad, 0), (0.0011, 0.019), (0.0, 0.0205)], (length / 2 - 0.02, 0, apothem), M["pencil-wood"], 6, g, (0, math.radians(90), 0), phase=30)
    lathe(name + "-lead", [(0.00105, 0), (0.0002, 0.004), (0.0, 0.0042)], (length / 2 - 0.0015, 0, apothem), M["graphite"], 12, g, (0, math.radians(90), 0))
    return g


def set_square(name, location, rotation_z=0.0, legs=(0.25, 0.145), parent=None):
    """A 30/60 set square of clear acrylic with its triangular hole, lying flat."""
    a, b = legs
    t = 0.0025
    outer = [(0, 0), (a, 0), (0, b)]
    inc = (0.045, 0.028)
    inner = [(inc[0] * 0.55, inc[1] * 0.6), (a - 0.09, inc[1] * 0.6), (inc[0] * 0.55, b - 0.055)]
    verts = [(x, y, 0) for x, y in outer] + [(x, y, 0) for x, y in inner] + [(x, y, t) for x, y in outer] + [(x, y, t) for x, y in inner]
    faces = []
    for k in range(3):
        k1 = (k + 1) % 3
        faces.append((6 + k, 6 + k1, 9 + k1, 9 + k))  # top ring
        faces.append((k, 3 + k, 3 + k1, k1))  # bottom ring
        faces.append((k, k1, 6 + k1, 6 + k))  # outer rim
        faces.append((3 + k, 9 + k, 9 + k1, 3 + k1))  # inner rim
    obj = mesh(name, verts, faces, mats()["acrylic"], parent=parent)
    obj.location = location
    obj.rotation_euler[2] = rotation_z
    return obj


def triangular_scale(name, location, rotation_z=0.0, parent=None):
    """A 300 mm triangular architect's scale lying on one face, its marks printed from a Canvas."""
    key = "studio-scale-face"
    if key not in _cache:
        cv = Canvas(300, 40, ppmm=6, seed=11)
        scale_ticks(cv)
        _cache[key] = drawing_material(key, cv.image(key), paper=(0.8, 0.79, 0.74), color=(0.5, 0.06, 0.04), roughness=0.45)
    material = _cache[key]
    L, side = 0.30, 0.026
    hgt = side * math.sqrt(3) / 2
    tri = [(-side / 2, 0), (side / 2, 0), (0, hgt)]
    verts, faces, uvs = [], [], []
    for k in range(3):
        p, q = tri[k], tri[(k + 1) % 3]
        base = len(verts)
        for x in (-L / 2, L / 2):
            for pt, vv in ((p, 0.0), (q, 1.0)):
                verts.append((x, pt[0], pt[1]))
                uvs.append((0.0 if x < 0 else 1.0, vv))
        faces.append((base, base + 2, base + 3, base + 1))
    for x, order in ((-L / 2, (0, 2, 1)), (L / 2, (0, 1, 2))):
        base = len(verts)
        for pt in tri:
            verts.append((x, pt[0], pt[1]))
            uvs.append((0.5, 0.5))
        faces.append(tuple(base + o for o in order))
    obj = mesh(name, verts, faces, material, uvs, parent=parent)
    obj.location = location
    obj.rotation_euler[2] = rotation_z
    bevel = obj.modifiers.new("bevel", "BEVEL")
    bevel.width = 0.0012
    bevel.segments = 2
    return obj


def compass(name, location, rotation_z=0.0, spread_deg=38, parent=None):
    """A drawing compass lying on the table: chrome legs spread in the table's plane, the hinge
    and knurled handle at one end, needle and lead at the other."""
    M = mats()
    g = group(name, location, (0, 0, rotation_z), parent)
    r = 0.0032
    leg = 0.125
    for k, side in enumerate((-1, 1)):
        ang = math.radians(spread_deg / 2) * side
        end = (leg * math.cos(ang), leg * math.sin(ang), r)
        mid = (0.075 * math.cos(ang), 0.075 * math.sin(ang), r)
        tube(f"{name}-leg{k}", [(0.012, 0.004 * side, r), mid, end], r * 0.85, M["chrome"], g)
        tip_len = 0.022
        tip_end = (end[0] + tip_len * math.cos(ang), end[1] + tip_len * math.sin(ang), r * 0.4)
        tube(f"{name}-tip{k}", [end, tip_end], 0.0012 if side < 0 else 0.0016, M["chrome"] if side < 0 else M["graphite"], g)
    lathe(name + "-hinge", [(0, -0.006), (0.009, -0.006), (0.009, 0.006), (0, 0.006)], (0.006, 0, 0.009), M["chrome"], 24, g, (math.radians(90), 0, 0))
    lathe(name + "-handle", [(0, 0), (0.0035, 0), (0.003, 0.03), (0, 0.032)], (0.0, 0, 0.0035), m.paint("compass-knurl", (0.08, 0.08, 0.085), 0.35, metallic=0.8), 12, g, (0, math.radians(-90), 0))
    return g


def eraser(name, location, rotation_z=0.0, parent=None):
    return _box(name, (0.045, 0.02, 0.011), (location[0], location[1], location[2] + 0.0055), mats()["eraser"], parent, 0.002, rotation_z)


def tape(name, location, rotation_z, parent=None):
    return _box(name, (0.05, 0.019, 0.0004), location, mats()["tape"], parent, 0.0, rotation_z)


def mug(name, location, color=(0.8, 0.79, 0.75), rotation_z=0.0, drink="coffee", parent=None, radius=0.041, height=0.095):
    M = mats()
    g = group(name, location, (0, 0, rotation_z), parent)
    glaze = m.paint(f"mug-{color}", color, roughness=0.12, clearcoat=0.5)
    ri = radius - 0.004
    lathe(name + "-body", [(0, 0), (radius - 0.004, 0), (radius, 0.006), (radius, height), (ri, height), (ri, 0.012), (0, 0.012)], (0, 0, 0), glaze, 40, g)
    if drink:
        lathe(name + "-drink", [(0, 0), (ri - 0.0002, 0), (0, 0)], (0, 0, height - 0.018), M[drink], 40, g)
    tube(name + "-handle", [(radius - 0.002, 0, height - 0.018), (radius + 0.022, 0, height - 0.03), (radius + 0.024, 0, height - 0.058), (radius - 0.002, 0, height - 0.072)], 0.005, glaze, g)
    return g


def cutting_chai(name, location, parent=None):
    """A small steel tumbler of chai on its saucer."""
    M = mats()
    g = group(name, location, (0, 0, 0), parent)
    steel = m.metal("tumbler-steel", (0.72, 0.72, 0.74), roughness=0.18)
    lathe(name + "-saucer", [(0, 0), (0.055, 0), (0.065, 0.012), (0.063, 0.013), (0.05, 0.004), (0, 0.004)], (0, 0, 0), M["ceramic-white"], 40, g)
    lathe(name + "-tumbler", [(0, 0), (0.025, 0), (0.031, 0.085), (0.029, 0.085), (0.024, 0.005), (0, 0.005)], (0, 0, 0.004), steel, 40, g)
    lathe(name + "-chai", [(0, 0), (0.028, 0), (0, 0)], (0, 0, 0.072), M["chai"], 32, g)
    return g


# ---------------------------------------------------------------- lamps

def brass_lamp(name, location, rotation_z=0.0, reach=0.42, energy=12.0, head_height=0.55):
    """A brass desk lamp: weighted round base, upright, an arm reaching out (+X) and a cone shade
    pointing down with a spot inside."""
    M = mats()
    g = group(name, location, (0, 0, rotation_z))
    brass = M["brass"]
    lathe(name + "-base", [(0, 0), (0.095, 0), (0.1, 0.008), (0.09, 0.028), (0.02, 0.034), (0, 0.034)], (0, 0, 0), brass, 48, g)
    s.cylinder(name + "-upright", 0.007, head_height, (0, 0, 0.034 + head_height / 2), brass, 16).parent = g
    s.sphere(name + "-knuckle", 0.014, (0, 0, 0.034 + head_height), brass).parent = g
    hx, hz = reach, 0.034 + head_height + 0.05
    tube(name + "-arm", [(0, 0, 0.034 + head_height), (hx * 0.5, 0, hz + 0.04), (hx, 0, hz)], 0.006, brass, g)
    shade = group(name + "-head", (hx, 0, hz), (0, math.radians(-20), 0), g)
    lathe(name + "-shade", [(0.014, 0.03), (0.03, 0.02), (0.085, -0.09), (0.087, -0.092)], (0, 0, 0), brass, 48, shade)
    lathe(name + "-shade-in", [(0.013, 0.028), (0.029, 0.018), (0.083, -0.089)], (0, 0, 0), m.paint("lamp-inside", (0.85, 0.82, 0.75), 0.4), 48, shade)
    bulb = s.sphere(name + "-bulb", 0.025, (0, 0, -0.025), m.emission("lamp-bulb", (1.0, 0.8, 0.55), 25.0))
    bulb.parent = shade
    bulb.visible_shadow = False
    bulb.visible_glossy = False
    bulb.visible_diffuse = False
    light = bpy.data.lights.new(name + "-spot", "SPOT")
    light.energy = energy
    light.color = (1.0, 0.8, 0.55)
    light.shadow_soft_size = 0.03
    light.spot_size = math.radians(120)
    light.spot_blend = 0.7
    lamp = bpy.data.objects.new(name + "-spot", light)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.parent = shade
    lamp.location = (0, 0, -0.03)
    return g


def table_lamp(name, location, base_color=(0.42, 0.18, 0.08), energy=10.0, on=True):
    """A ceramic table lamp with a linen drum shade that glows."""
    M = mats()
    g = group(name, location)
    glaze = m.paint(f"lamp-glaze-{base_color}", base_color, roughness=0.25, clearcoat=0.6)
    lathe(name + "-base", [(0, 0), (0.06, 0), (0.085, 0.06), (0.09, 0.13), (0.07, 0.2), (0.025, 0.24), (0.015, 0.26), (0, 0.26)], (0, 0, 0), glaze, 48, g)
    s.cylinder(name + "-stem", 0.006, 0.14, (0, 0, 0.33), M["brass"], 12).parent = g
    lathe(name + "-shade", [(0.17, 0.30), (0.13, 0.52)], (0, 0, 0), lamp_shade(), 64, g)
    if on:
        light = bpy.data.lights.new(name + "-bulb", "POINT")
        light.energy = energy
        light.color = (1.0, 0.78, 0.5)
        light.shadow_soft_size = 0.04
        lamp = bpy.data.objects.new(name + "-bulb", light)
        bpy.context.scene.collection.objects.link(lamp)
        lamp.parent = g
        lamp.location = (0, 0, 0.42)
    return g


# ---------------------------------------------------------------- the card model

def _card_wall(prefix, wall, z0, height, scale, parent, material):
    axis, at, a, b, t, ops = wall
    objs = []
    tt = max(t, 0.15) * scale
    for k, (x0, y0, x1, y1) in enumerate(_wall_rects(wall)):
        if axis == "x":
            size = ((x1 - x0) * scale, tt, height * scale)
        else:
            size = (tt, (y1 - y0) * scale, height * scale)
        objs.append(_box(f"{prefix}-{k}", size, ((x0 + x1) / 2 * scale, (y0 + y1) / 2 * scale, (z0 + height / 2) * scale), material, parent, 0.0))
    for k, (s0, s1, kind, sill, head, swing) in enumerate(ops):
        for j, (zz0, zz1) in enumerate(((0.0, sill), (head, height))):
            if zz1 - zz0 < 0.02:
                continue
            mid = (s0 + s1) / 2
            length = (s1 - s0) * scale
            size = (length, tt, (zz1 - zz0) * scale) if axis == "x" else (tt, length, (zz1 - zz0) * scale)
            loc = (mid * scale, at * scale) if axis == "x" else (at * scale, mid * scale)
            objs.append(_box(f"{prefix}-o{k}-{j}", size, (*loc, (z0 + (zz0 + zz1) / 2) * scale), material, parent, 0.0))
    return objs


def card_model(name, location, rotation_z=0.0, scale=1 / 50):
    """The house in white mount card at 1:50, standing straight on its plan (the origin is the
    plan's origin: the house's south-west corner)."""
    M = mats()
    cardm = M["card"]
    g = group(name, location, (0, 0, rotation_z))
    S = scale
    B = lambda n, x0, y0, z0, x1, y1, z1, mat=cardm: _box(f"{name}-{n}", ((x1 - x0) * S, (y1 - y0) * S, (z1 - z0) * S), ((x0 + x1) / 2 * S, (y0 + y1) / 2 * S, (z0 + z1) / 2 * S), mat, g, 0.0)  # noqa: E731
    B("plinth", -0.1, -0.1, 0, 10.1, 12.1, PLINTH)
    B("step1", 0.6, -0.6, 0, 2.5, -0.1, 0.3)
    B("step2", 0.6, -0.35, 0.3, 2.5, -0.1, PLINTH)
    for k, wall in enumerate(WALLS_GF):
        _card_wall(f"{name}-gf{k}", wall, PLINTH, GF_TOP - PLINTH, S, g, cardm)
    B("ff-slab", -0.15, -1.3, GF_TOP, 10.15, 12.15, FF_SLAB)
    for k, wall in enumerate(WALLS_FF):
        if wall[4] > 0.2:
            _card_wall(f"{name}-ff{k}", wall, FF_SLAB, FF_TOP - FF_SLAB, S, g, cardm)
    B("ff-int1", 6.45, 0, FF_SLAB, 6.6, 12, FF_TOP)
    B("balcony", 0, -1.3, FF_SLAB, 6.0, -1.15, FF_SLAB + 1.0)
    B("balcony-side", 0, -1.3, FF_SLAB, 0.15, 0, FF_SLAB + 1.0)
    B("roof", -0.35, -0.35, FF_TOP, 10.35, 12.35, ROOF)
    B("parapet-s", 0, 0, ROOF, 6.5, 0.15, 7.7)
    B("parapet-w", 0, 0, ROOF, 0.15, 12, 7.7)
    B("parapet-n", 0, 11.85, ROOF, 6.5, 12, 7.7)
    B("tower", 6.5, 6.5, ROOF, 10, 12, 9.4)
    B("tower-roof", 6.3, 6.3, 9.4, 10.2, 12.2, 9.55)
    B("tower-s", 6.5, 0, ROOF, 10, 0.15, 7.7)
    B("tower-e", 9.85, 0, ROOF, 10, 6.5, 7.7)
    for k, x in enumerate((0.4, 2.6, 4.8)):
        B(f"post{k}", x, 0.6, ROOF, x + 0.15, 0.75, 9.0)
        B(f"postb{k}", x, 4.6, ROOF, x + 0.15, 4.75, 9.0)
    B("beam-s", 0.2, 0.6, 9.0, 5.2, 0.75, 9.15)
    B("beam-n", 0.2, 4.6, 9.0, 5.2, 4.75, 9.15)
    for k in range(10):
        x = 0.35 + k * 0.5
        B(f"rafter{k}", x, 0.3, 9.15, x + 0.08, 5.1, 9.25)
    # The jaali: a lattice of thin card strips in front of the first-floor bedroom.
    for k in range(16):
        x = 6.7 + k * 0.2
        B(f"jaali-v{k}", x, -0.35, FF_SLAB + 0.3, x + 0.05, -0.3, FF_TOP - 0.3)
    for k in range(13):
        z = FF_SLAB + 0.3 + k * 0.2
        B(f"jaali-h{k}", 6.7, -0.36, z, 9.75, -0.31, z + 0.05)
    B("chajja", 7.8, -0.6, PLINTH + 2.5, 9.6, 0, PLINTH + 2.6)
    return g
