"""The low-rise town round a site, house by house: two- to five-storey independent houses on a
street grid, as most of Hyderabad is built. Each house has its windows as parts, not painted on:
a pane set in a moulded surround, a chajja (sunshade) over it, a balcony with a railing or a
parapet on the street side, some on stilts with parking under them, some with the top floor set
back behind a terrace, a stair head, tanks and a solar heater on the roof, a compound wall and a
gate. The walls take the weather's streaks.

Both reviews of the set named the old town (`surroundings.low_town`: boxes in pastel paints with
one grid of black squares painted on every face) as the strongest "video game" signal. Scenes
move to this module as they are next rendered; the old one goes when none calls it."""
import math
import random

from kit import materials as m
from kit import plants
from kit import site_props as sp
from kit import wear

# Creams and off-whites outnumber the colours, as on a real street; none quite white, or a high
# sun and the haze turn the town to a sheet of paper.
PAINTS = [(0.64, 0.62, 0.56), (0.66, 0.56, 0.42), (0.56, 0.55, 0.52), (0.68, 0.5, 0.36), (0.58, 0.32, 0.22), (0.7, 0.58, 0.32), (0.46, 0.54, 0.42), (0.62, 0.6, 0.54), (0.5, 0.53, 0.52), (0.7, 0.52, 0.4)]
TRIMS = [(0.78, 0.77, 0.74), (0.36, 0.36, 0.36), (0.42, 0.2, 0.13)]  # white, grey, tile red
PANES = [(0.02, 0.025, 0.03), (0.3, 0.22, 0.15), (0.5, 0.47, 0.42)]  # dark glass, curtains drawn
GATES = [(0.05, 0.05, 0.05), (0.08, 0.18, 0.12), (0.3, 0.06, 0.05)]
STOREY = 3.0


class _Parts:
    """One batch per material, shared by every house of a town."""

    def __init__(self):
        self.bodies = [sp.Batch() for _ in PAINTS]
        self.trims = [sp.Batch() for _ in TRIMS]
        self.panes = [sp.Batch() for _ in PANES]
        self.gates = [sp.Batch() for _ in GATES]
        self.rails, self.walls, self.tanks, self.solar, self.streets, self.yards = (sp.Batch() for _ in range(6))


def _wall_box(batch, face, u0, u1, z0, z1, out0, out1):
    """A box on a house's face: face is (axis, position, outward sign) with axis "x" for a wall
    running along X; u runs along the wall, out away from it."""
    axis, at, sign = face
    a, b = at + sign * out0, at + sign * out1
    if axis == "x":
        batch.box(u0, a, z0, u1, b, z1)
    else:
        batch.box(a, u0, z0, b, u1, z1)


def _window(parts, rnd, face, u, z, width, height, trim, surround):
    """A pane a little proud of the wall, its surround, a sill and the chajja over it."""
    pane = parts.panes[0 if rnd.random() < 0.62 else rnd.choice((1, 2))]
    _wall_box(pane, face, u - width / 2, u + width / 2, z, z + height, -0.05, 0.03)
    if surround:
        for side in (-1, 1):
            edge = u + side * (width / 2 + 0.06)
            _wall_box(trim, face, edge - 0.06, edge + 0.06, z - 0.05, z + height, 0.0, 0.08)
    _wall_box(trim, face, u - width / 2 - 0.12, u + width / 2 + 0.12, z - 0.08, z, 0.0, 0.12)
    _wall_box(trim, face, u - width / 2 - 0.25, u + width / 2 + 0.25, z + height + 0.2, z + height + 0.28, 0.0, rnd.choice((0.45, 0.6)))


def _railing(parts, face, u0, u1, z, out, ends):
    """An MS railing along a balcony's edge: a top rail, a bottom rail and bars every 0.2 m."""
    _wall_box(parts.rails, face, u0, u1, z + 0.9, z + 0.95, out - 0.05, out)
    _wall_box(parts.rails, face, u0, u1, z + 0.1, z + 0.14, out - 0.05, out)
    n = int((u1 - u0) / 0.2)
    for k in range(n + 1):
        u = u0 + (u1 - u0) * k / max(n, 1)
        _wall_box(parts.rails, face, u - 0.015, u + 0.015, z + 0.1, z + 0.9, out - 0.04, out - 0.01)
    for u in ends:
        _wall_box(parts.rails, face, u - 0.02, u + 0.02, z + 0.1, z + 0.95, 0.0, out)


def _panel(batch, x0, x1, y_low, z_low, y_high, z_high, thick=0.06):
    """A flat panel from x0 to x1, tilted up from (y_low, z_low) to (y_high, z_high)."""
    bm = batch.bm
    v = [bm.verts.new((x, y, z + dz)) for dz in (0.0, thick) for y, z in ((y_low, z_low), (y_high, z_high)) for x in (x0, x1)]
    for f in ((0, 2, 3, 1), (4, 5, 7, 6), (0, 1, 5, 4), (2, 6, 7, 3), (0, 4, 6, 2), (1, 3, 7, 5)):
        bm.faces.new([v[i] for i in f])


def house(parts, rnd, x0, y0, x1, y1, front):
    """A house on the plot x0..x1, y0..y1 (metres), its street on the south (front -1) or north
    (front 1) side."""
    lot_w, lot_d = x1 - x0, y1 - y0
    w = rnd.uniform(8.5, lot_w - 1.5)
    d = rnd.uniform(9.0, lot_d - 3.5)
    hx0 = x0 + rnd.uniform(0.6, lot_w - w - 0.6)
    hy0 = (y1 - 0.8 - d) if front < 0 else (y0 + 0.8)
    hx1, hy1 = hx0 + w, hy0 + d
    floors = rnd.choice((2, 2, 3, 3, 3, 4, 4, 5))
    stilt = floors >= 4 and rnd.random() < 0.6
    set_back = floors >= 3 and rnd.random() < 0.4
    body = parts.bodies[rnd.randrange(len(PAINTS))]
    trim = parts.trims[rnd.choice((0, 0, 0, 1, 2))]
    surround = rnd.random() < 0.55
    pane_w = rnd.choice((1.2, 1.5, 1.8))
    full = floors - 1 if set_back else floors
    room = None
    top = floors * STOREY + 0.15
    z_body = STOREY if stilt else 0.0
    # the walls; on stilts the ground floor is open parking between columns, its stair core closed
    body.box(hx0, hy0, z_body, hx1, hy1, full * STOREY + 0.15)
    if stilt:
        for cx in (hx0, (hx0 + hx1) / 2, hx1 - 0.35):
            for cy in (hy0, hy1 - 0.35):
                body.box(cx, cy, 0, cx + 0.35, cy + 0.35, STOREY)
        core_y = (hy1 - 4.0, hy1) if front < 0 else (hy0, hy0 + 4.0)
        body.box(hx0 + 0.3, core_y[0], 0, hx0 + 3.6, core_y[1], STOREY)
    # the top floor set back to the rear, the rest of the roof below it a terrace
    roof_z = full * STOREY + 0.15
    if set_back:
        room = (hy0 + d * 0.45, hy1) if front < 0 else (hy0, hy1 - d * 0.45)
        body.box(hx0, room[0], roof_z, hx1, room[1], top)
    for z, (ya, yb) in (((roof_z, (hy0, hy1)),) + (((top, room),) if set_back else ())):
        body.box(hx0, ya, z, hx1, ya + 0.2, z + 1.0)
        body.box(hx0, yb - 0.2, z, hx1, yb, z + 1.0)
        body.box(hx0, ya, z, hx0 + 0.2, yb, z + 1.0)
        body.box(hx1 - 0.2, ya, z, hx1, yb, z + 1.0)
    # the stair head, its tanks and a solar heater tilted to the south
    sx = hx0 + 0.2 if rnd.random() < 0.5 else hx1 - 3.4
    sy = hy1 - 4.4 if front < 0 else hy0 + 0.2
    body.box(sx, sy, top, sx + 3.2, sy + 4.2, top + 2.7)
    for t in range(rnd.randint(1, 2)):
        tx, ty = sx + 0.9 + t * 1.4, sy + 2.1
        parts.tanks.strut((tx, ty, top + 2.7), (tx, ty, top + 3.9), 0.6, 10)
    if rnd.random() < 0.45:
        px = hx1 - 3.0 if sx < (hx0 + hx1) / 2 else hx0 + 1.0
        py = (hy0 + hy1) / 2
        _panel(parts.solar, px, px + 2.0, py + 0.6, top + 0.3, py - 0.4, top + 1.1)
        parts.tanks.strut((px, py + 0.75, top + 1.3), (px + 2.0, py + 0.75, top + 1.3), 0.22, 10)
    # the faces, each with its windows; the street face gets the balcony
    street_y = hy0 if front < 0 else hy1
    back_y = hy1 if front < 0 else hy0
    faces = [
        (("x", street_y, front), hx0, hx1, True),
        (("x", back_y, -front), hx0, hx1, False),
        (("y", hx0, -1), hy0, hy1, False),
        (("y", hx1, 1), hy0, hy1, False),
    ]
    bal_w = w * rnd.uniform(0.35, 0.55)
    bal_u0 = hx0 + rnd.uniform(0.4, w - bal_w - 0.4)
    bal_out = rnd.choice((1.0, 1.2, 1.5))
    railing = rnd.random() < 0.5
    for face, u0, u1, is_street in faces:
        length = u1 - u0
        slots = max(1, int(length / rnd.uniform(3.0, 4.2)))
        # a blank column on a side or the back: a bathroom stack, the stair, a wall to a neighbour
        blank = rnd.randrange(slots) if (not is_street and slots > 2 and rnd.random() < 0.35) else None
        for f in range(floors):
            if stilt and f == 0:
                continue
            z = f * STOREY + 0.9
            on_roof_room = f >= full
            for k in range(slots):
                u = u0 + length * (k + 0.5) / slots
                at = face
                if on_roof_room and face[0] == "x" and face[1] == street_y:
                    # the room's own front wall, behind the terrace
                    at = ("x", room[0] if front < 0 else room[1], front)
                if on_roof_room and face[0] == "y" and not (room[0] + 1.0 < u < room[1] - 1.0):
                    continue
                if is_street and 1 <= f < full and bal_u0 - 0.8 < u < bal_u0 + bal_w + 0.8:
                    continue
                if k == blank:
                    continue
                _window(parts, rnd, at, u, z, pane_w, 1.35, trim, surround)
        if is_street:
            # the front door and its canopy on the ground floor
            if not stilt:
                door = bal_u0 + bal_w / 2
                _wall_box(parts.panes[0], face, door - 0.6, door + 0.6, 0.15, 2.25, -0.05, 0.03)
                _wall_box(trim, face, door - 0.9, door + 0.9, 2.45, 2.55, 0.0, 0.9)
            for f in range(1, full):
                z = f * STOREY
                _wall_box(trim, face, bal_u0, bal_u0 + bal_w, z - 0.15, z + 0.02, 0.0, bal_out)
                _wall_box(parts.panes[0], face, bal_u0 + bal_w / 2 - 0.75, bal_u0 + bal_w / 2 + 0.75, z + 0.02, z + 2.2, -0.05, 0.03)
                if railing:
                    _railing(parts, face, bal_u0, bal_u0 + bal_w, z + 0.02, bal_out, (bal_u0, bal_u0 + bal_w))
                else:
                    _wall_box(body, face, bal_u0, bal_u0 + bal_w, z + 0.02, z + 1.0, bal_out - 0.12, bal_out)
                    for u in (bal_u0, bal_u0 + bal_w - 0.12):
                        _wall_box(body, face, u, u + 0.12, z + 0.02, z + 1.0, 0.0, bal_out)
            if rnd.random() < 0.3 and full >= 3:
                # an elevation frame round the balconies, in the trim's colour
                for u in (bal_u0 - 0.35, bal_u0 + bal_w):
                    _wall_box(trim, face, u, u + 0.35, 0.0, full * STOREY + 1.2, 0.0, bal_out + 0.1)
                _wall_box(trim, face, bal_u0 - 0.35, bal_u0 + bal_w + 0.35, full * STOREY + 0.6, full * STOREY + 1.2, 0.0, bal_out + 0.1)
    return hx0, hy0, hx1, hy1


def low_town(seed, centre, near, far, keep_out=(), haze=(0.66, 0.67, 0.7), distance=600.0, lot=(13.0, 16.0), street=8.0, trees=0.25):
    """Houses on a street grid of blocks four plots long and two deep, between near and far metres
    from centre, none inside a keep_out rectangle (x0, y0, x1, y1): the site, its road, a neighbour
    built by hand. Some plots hold a tree instead of, or as well as, a house."""
    rnd = random.Random(seed)
    parts = _Parts()
    cx, cy = centre
    lot_w, lot_d = lot
    block_x, block_y = 4 * lot_w + street, 2 * lot_d + street
    nx, ny = int(far / block_x) + 1, int(far / block_y) + 1

    def kept_out(x0, y0, x1, y1):
        return any(x0 < k[2] and x1 > k[0] and y0 < k[3] and y1 > k[1] for k in keep_out)

    for bi in range(-nx, nx + 1):
        for bj in range(-ny, ny + 1):
            bx, by = cx + bi * block_x, cy + bj * block_y
            # the street along the block's south and west sides
            for x0, y0, x1, y1 in ((bx - street, by - street, bx + 4 * lot_w, by), (bx - street, by, bx, by + 2 * lot_d)):
                if math.hypot((x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy) < far + block_x and not kept_out(x0, y0, x1, y1):
                    parts.streets.box(x0, y0, 0.0, x1, y1, 0.02)
            for i in range(4):
                for j in range(2):
                    x0, y0 = bx + i * lot_w, by + j * lot_d
                    x1, y1 = x0 + lot_w, y0 + lot_d
                    r = math.hypot((x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy)
                    if r < near or r > far or kept_out(x0 - 2, y0 - 2, x1 + 2, y1 + 2):
                        continue
                    front = -1 if j == 0 else 1
                    parts.yards.box(x0, y0, 0.0, x1, y1, 0.015)
                    # trees only where they still read as trees; the haze takes the rest
                    if r < near + 110 and rnd.random() < trees:
                        # a neem or, in one yard in five, a coconut palm (the kit's distant tree,
                        # a few round clumps, read as a lollipop at 60 m: review)
                        at = ((x0 + x1) / 2 + rnd.uniform(-3, 3), (y0 + y1) / 2 + rnd.uniform(-3, 3), 0)
                        name = f"town-tree-{seed}-{bi}-{bj}-{i}-{j}"
                        if rnd.random() < 0.2:
                            plants.palm_tree(name, at, height=rnd.uniform(8, 12), seed=rnd.randrange(10000))
                        else:
                            plants.neem_tree(name, at, height=rnd.uniform(7, 11), seed=rnd.randrange(10000), density=0.6)
                        if rnd.random() < 0.6:
                            continue
                    _compound(parts, rnd, x0, y0, x1, y1, front)
                    house(parts, rnd, x0, y0, x1, y1, front)
    _finish(parts, seed, haze, distance)


def _compound(parts, rnd, x0, y0, x1, y1, front):
    """The plot's compound wall with a steel gate on the street side."""
    wall_h = rnd.uniform(1.5, 2.0)
    ys = y0 if front < 0 else y1
    gate = x0 + rnd.uniform(1, x1 - x0 - 4)
    walls = parts.walls
    walls.box(x0, ys - 0.1, 0, gate, ys + 0.1, wall_h)
    walls.box(gate + 3.2, ys - 0.1, 0, x1, ys + 0.1, wall_h)
    walls.box(x0, y0, 0, x0 + 0.2, y1, wall_h)
    walls.box(x1 - 0.2, y0, 0, x1, y1, wall_h)
    for post in (gate - 0.35, gate + 3.2):
        walls.box(post, ys - 0.18, 0, post + 0.35, ys + 0.18, wall_h + 0.25)
    parts.gates[rnd.randrange(len(GATES))].box(gate, ys - 0.04, 0.05, gate + 3.2, ys + 0.04, wall_h - 0.1)


def _finish(parts, seed, haze, distance):
    def hazed(material):
        return sp.hazify(material, haze, distance)

    def weathered_plaster(name, colour):
        return hazed(wear.weathered(m.plaster(name, colour, mottle=0.12), tone=0.78, scale=1.5))

    for i, (batch, paint) in enumerate(zip(parts.bodies, PAINTS)):
        batch.done(f"town-houses-{seed}-{i}", weathered_plaster(f"town-wall-paint-{i}", paint))
    for i, (batch, colour) in enumerate(zip(parts.trims, TRIMS)):
        batch.done(f"town-trims-{seed}-{i}", weathered_plaster(f"town-trim-{i}", colour))
    for i, (batch, colour) in enumerate(zip(parts.panes, PANES)):
        batch.done(f"town-panes-{seed}-{i}", hazed(m.paint(f"town-pane-{i}", colour, 0.12 if i == 0 else 0.6)))
    for i, (batch, colour) in enumerate(zip(parts.gates, GATES)):
        batch.done(f"town-gates-{seed}-{i}", hazed(m.paint(f"town-gate-{i}", colour, 0.45)))
    parts.rails.done(f"town-railings-{seed}", hazed(m.paint("town-rail", (0.08, 0.08, 0.085), 0.5)))
    parts.walls.done(f"town-walls-{seed}", weathered_plaster("town-compound", (0.6, 0.57, 0.52)))
    parts.tanks.done(f"town-tanks-{seed}", hazed(m.paint("town-tank", (0.04, 0.04, 0.04), 0.5)))
    parts.solar.done(f"town-solar-{seed}", hazed(m.paint("town-solar", (0.03, 0.05, 0.1), 0.2)))
    parts.streets.done(f"town-streets-{seed}", hazed(m.concrete("town-street", (0.23, 0.22, 0.21), roughness=0.9)))
    parts.yards.done(f"town-yards-{seed}", hazed(m.ground("town-yard", (0.3, 0.24, 0.17), dry=(0.42, 0.36, 0.28), scale=0.3)))


# The far towers' paints: cream, beige, a warm grey, a terracotta wash and an off-white (near-white
# towers with large black panes read as white boxes: reviews).
TOWER_WALLS = [(0.64, 0.58, 0.49), (0.6, 0.5, 0.41), (0.66, 0.63, 0.57), (0.52, 0.51, 0.49), (0.7, 0.69, 0.66)]
FLOOR = 3.1


def towers(seed, centre, radius_min, radius_max, count, sector=(0, 360), heights=(35, 110), haze=(0.62, 0.66, 0.72), distance=700.0, building=0.25):
    """The gated communities' towers in a ring round the site, hazed with distance: on every floor
    a slab edge all round and balconies along the long faces, a solid parapet in some bays and a
    glass railing in the others, set in front of the walls and their windows; a stair and lift
    shaft in an accent colour, a lift head and tanks on the roof. A share of them (building) are
    still going up: the top floors a bare frame of columns and slabs, a tower crane beside them,
    as round Kokapet and the Financial District. Plain boxes with bands read as white boxes."""
    rnd = random.Random(seed)
    walls = [sp.Batch() for _ in TOWER_WALLS]
    parapets = [sp.Batch() for _ in TOWER_WALLS]
    slabs, glass, frames, tanks = sp.Batch(), sp.Batch(), sp.Batch(), sp.Batch()
    accent_colours = [(0.42, 0.42, 0.43), (0.52, 0.32, 0.24), (0.6, 0.55, 0.46)]
    accents = [sp.Batch() for _ in accent_colours]
    cranes = []  # (base, mast height, jib heading)
    cx, cy = centre
    for i in range(count):
        a = math.radians(rnd.uniform(*sector))
        r = rnd.uniform(radius_min, radius_max)
        x, y = cx + math.sin(a) * r, cy + math.cos(a) * r
        w, d = rnd.uniform(18, 40), rnd.uniform(16, 26)
        h = rnd.uniform(*heights)
        rot = rnd.choice((0, 0, math.radians(rnd.uniform(-20, 20))))
        k = i % len(TOWER_WALLS)
        # details take their own generator, so every tower keeps its place and size whatever they draw
        detail = random.Random(seed * 7919 + i)
        cos_r, sin_r = math.cos(rot), math.sin(rot)

        def at(ox, oy, z):
            return (x + ox * cos_r - oy * sin_r, y + ox * sin_r + oy * cos_r, z)

        floors = max(2, int(h / FLOOR))
        going_up = h > 30 and detail.random() < building
        done = int(floors * detail.uniform(0.6, 0.8)) if going_up else floors
        top = done * FLOOR
        # the walls stand 1.5 m behind the slab edge all round, where the balconies are
        walls[k].cbox((x, y, top / 2), (w - 3.0, d - 3.0, top), rot)
        walls[k].cbox(at(detail.uniform(-0.2, 0.2) * w, 0, top + 2.0), (w * 0.22, d * 0.35, 4.0), rot)
        for t in range(detail.randint(2, 4)):
            tanks.cbox(at(detail.uniform(-0.4, 0.4) * w, detail.uniform(-0.35, 0.35) * d, top + 0.6), (1.4, 1.4, 1.2), rot)
        shaft = detail.uniform(0.12, 0.2) * w
        for side in (-1, 1):
            accents[detail.randrange(len(accents))].cbox(at(0, side * (d / 2 - 1.2), (top + 3.0) / 2), (shaft, 2.6, top + 3.0), rot)
        # the balconies' bays: along the long faces either side of the shaft, along the ends
        run = (w - shaft) / 2
        bays = max(2, int(run / 4.0))
        long_bays = [half * (shaft / 2 + run * (b + 0.5) / bays) for half in (-1, 1) for b in range(bays)]
        end_bays = max(2, int(d / 4.0))
        solid = [detail.random() < 0.5 for _ in range(max(bays, end_bays))]
        for floor in range(1, done + 1):
            z = floor * FLOOR
            slabs.cbox((x, y, z - 0.1), (w, d, 0.2), rot)
            if floor == done:
                continue
            for side in (-1, 1):
                for b, u in enumerate(long_bays):
                    part = parapets[k] if solid[b % bays] else glass
                    part.cbox(at(u, side * (d / 2 - 0.06), z + 0.45), (run / bays - 0.3, 0.12, 0.9), rot)
                for b in range(end_bays):
                    v = -d / 2 + d * (b + 0.5) / end_bays
                    part = parapets[k] if solid[b] else glass
                    part.cbox(at(side * (w / 2 - 0.06), v, z + 0.45), (0.12, d / end_bays - 0.3, 0.9), rot)
        if going_up:
            # the frame above the finished floors: columns on a 6 m grid, slabs cast up to two
            # floors below the top, a column cage's stubs on the last
            nx, ny = max(2, int(w / 6) + 1), max(2, int(d / 6) + 1)
            for floor in range(done, floors + 1):
                z = floor * FLOOR
                if floor < floors - 1:
                    frames.cbox((x, y, z + FLOOR - 0.1), (w, d, 0.2), rot)
                for ix in range(nx):
                    for iy in range(ny):
                        frames.cbox(at(-w / 2 + w * ix / (nx - 1), -d / 2 + d * iy / (ny - 1), z + FLOOR / 2), (0.45, 0.45, FLOOR), rot)
            cranes.append((at(w / 2 + 4.0, 0, 0), floors * FLOOR + 12.0, detail.uniform(0, 360)))
    for i, (batch, wall) in enumerate(zip(walls, TOWER_WALLS)):
        batch.done(f"towers-{seed}-{i}", sp.tower_facade(f"town-tower-facade-{i}", wall, haze=haze, distance=distance, windows=(3.2, 3.1, 0.8)))
    for i, (batch, wall) in enumerate(zip(parapets, TOWER_WALLS)):
        batch.done(f"towers-parapets-{seed}-{i}", sp.hazify(m.plaster(f"town-tower-parapet-{i}", tuple(c * 0.9 for c in wall), mottle=0.1), haze, distance))
    for i, (batch, colour) in enumerate(zip(accents, accent_colours)):
        batch.done(f"towers-accents-{seed}-{i}", sp.hazify(m.paint(f"town-tower-accent-{i}", colour, 0.7), haze, distance))
    slabs.done(f"towers-slabs-{seed}", sp.hazify(m.plaster("town-tower-slab", (0.74, 0.73, 0.7), mottle=0.1), haze, distance))
    glass.done(f"towers-glass-{seed}", sp.hazify(m.paint("town-tower-glass", (0.12, 0.16, 0.18), 0.1), haze, distance))
    frames.done(f"towers-frames-{seed}", sp.hazify(m.concrete("town-tower-frame", (0.42, 0.41, 0.39)), haze, distance))
    tanks.done(f"towers-tanks-{seed}", sp.hazify(m.paint("town-tower-tank", (0.05, 0.05, 0.05), 0.5), haze, distance))
    # the far cranes as a mast, a jib and a counter-jib with its weights: the kit's lattice crane
    # is finer than a pixel this far off
    crane = sp.Batch()
    for (bx, by, _), mast, heading in cranes:
        th = math.radians(heading)
        dx, dy = math.cos(th), math.sin(th)
        crane.strut((bx, by, 0), (bx, by, mast), 0.6, square=True)
        crane.strut((bx - dx * 12, by - dy * 12, mast + 0.8), (bx + dx * 40, by + dy * 40, mast + 0.8), 0.45, square=True)
        crane.strut((bx, by, mast), (bx, by, mast + 6.0), 0.4, square=True)
        crane.cbox((bx - dx * 11, by - dy * 11, mast), (2.0, 2.0, 2.4), th)
        crane.strut((bx + dx * 22, by + dy * 22, mast + 0.5), (bx + dx * 22, by + dy * 22, mast - 14.0), 0.05)
    crane.done(f"towers-cranes-{seed}", sp.hazify(m.paint("town-far-crane", (0.75, 0.55, 0.05), 0.5), haze, distance))
