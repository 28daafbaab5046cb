"""The neighbourhood beyond a site: trees over the neighbours' walls and mid-rise apartment blocks
behind them in the haze, so the ground never ends against the sky. Reviews of the exteriors kept
finding that edge (a flat plane meeting the horizon behind the building). `low_town()` fills the
middle distance round a building site with the houses of a residential street grid."""
import math
import random

from kit import materials as m
from kit import shapes as s
from kit import site_props as sp


def neighbourhood(seed, centre, trees, sector=(-115, 115), near=110, far=280, blocks=34, heights=(14, 42)):
    """trees: (x, y, height) for each tree near the site; the apartment blocks stand in a ring
    between near and far metres from centre, within sector (degrees, 0 is north, +Y)."""
    for i, (x, y, h) in enumerate(trees):
        sp.tree(f"bg-tree-{seed}-{i}", (x, y, 0), height=h, spread=3.5 + (i % 3), seed=seed * 10 + i)
    # Ground under the far blocks, fading into the haze: scenes' own ground ends at about 150 m.
    far_ground = sp.hazify(m.ground(f"far-ground-{seed}", (0.2, 0.15, 0.08), dry=(0.3, 0.22, 0.14), scale=0.05), (0.7, 0.74, 0.8), 260)
    s.plane(f"far-ground-{seed}", 1400, 1400, (centre[0], centre[1], -0.06), far_ground)
    sp.far_city(seed, centre, near, far, blocks, sector=sector, heights=heights, haze=(0.7, 0.74, 0.8), distance=260)


HOUSE_PAINTS = [(0.62, 0.52, 0.34), (0.62, 0.4, 0.32), (0.46, 0.56, 0.44), (0.66, 0.63, 0.56), (0.44, 0.52, 0.58), (0.58, 0.38, 0.26), (0.7, 0.58, 0.3), (0.5, 0.5, 0.49)]


def low_town(seed, centre, near, far, keep_out=(), haze=(0.66, 0.67, 0.7), distance=600.0, lot=(13.0, 16.0), street=8.0, trees=0.25):
    """The low-rise houses that surround most sites in Hyderabad: two- to five-storey independent
    houses on a street grid, each in its own paint, with a sunshade over every row of windows, a
    front balcony, a parapet, a stair head and black water tanks on the roof, a compound wall round
    its plot; some plots hold a tree. Plots stand between near and far metres from centre, and none
    inside a keep_out rectangle (x0, y0, x1, y1): the site, its road, a neighbour built by hand."""
    rnd = random.Random(seed)
    cx, cy = centre
    lot_w, lot_d = lot
    bodies = [sp.Batch() for _ in HOUSE_PAINTS]
    shades = sp.Batch()
    rails = sp.Batch()
    walls = sp.Batch()
    tanks = sp.Batch()
    streets = sp.Batch()
    yards = sp.Batch()
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
                    streets.box(x0, y0, 0.0, x1, y1, 0.02)
            for i in range(4):
                for j in range(2):
                    x0, y0 = bx + i * lot_w, by + j * lot_d
                    x1, y1 = x0 + lot_w, y0 + lot_d
                    r = math.hypot((x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy)
                    if r < near or r > far or kept_out(x0 - 2, y0 - 2, x1 + 2, y1 + 2):
                        continue
                    front = -1 if j == 0 else 1  # the side facing the street
                    yards.box(x0, y0, 0.0, x1, y1, 0.015)
                    # trees only where they still read as trees; the haze takes the rest
                    if r < near + 110 and rnd.random() < trees:
                        sp.tree(f"town-tree-{seed}-{bi}-{bj}-{i}-{j}", ((x0 + x1) / 2 + rnd.uniform(-3, 3), (y0 + y1) / 2 + rnd.uniform(-3, 3), 0), height=rnd.uniform(6, 10), spread=rnd.uniform(3, 5), seed=rnd.randrange(10000))
                        if rnd.random() < 0.6:
                            continue
                    # the compound wall, broken by a gate on the street side
                    wall_h = rnd.uniform(1.5, 2.0)
                    ys = y0 if front < 0 else y1
                    gate = x0 + rnd.uniform(1, lot_w - 4)
                    walls.box(x0, ys - 0.1, 0, gate, ys + 0.1, wall_h)
                    walls.box(gate + 3.2, ys - 0.1, 0, x1, ys + 0.1, wall_h)
                    walls.box(x0, y0, 0, x0 + 0.2, y1, wall_h)
                    walls.box(x1 - 0.2, y0, 0, x1, y1, wall_h)
                    # the house, set back from the street
                    w = rnd.uniform(8.5, lot_w - 1.5)
                    d = rnd.uniform(9.0, lot_d - 3.5)
                    hx0 = x0 + rnd.uniform(0.6, lot_w - w - 0.6)
                    hy0 = (y1 - 0.8 - d) if front < 0 else (y0 + 0.8)
                    hx1, hy1 = hx0 + w, hy0 + d
                    floors = rnd.choice((2, 2, 3, 3, 3, 4, 4, 5))
                    top = floors * 3.0 + 0.15
                    body = bodies[rnd.randrange(len(HOUSE_PAINTS))]
                    body.box(hx0, hy0, 0, hx1, hy1, top)
                    # parapet, and the stair head with a tank on it
                    body.box(hx0, hy0, top, hx1, hy0 + 0.2, top + 1.0)
                    body.box(hx0, hy1 - 0.2, top, hx1, hy1, top + 1.0)
                    body.box(hx0, hy0, top, hx0 + 0.2, hy1, top + 1.0)
                    body.box(hx1 - 0.2, hy0, top, hx1, hy1, top + 1.0)
                    sx = hx0 + 0.2 if rnd.random() < 0.5 else hx1 - 3.4
                    sy = hy1 - 4.4 if front < 0 else hy0 + 0.2
                    body.box(sx, sy, top, sx + 3.2, sy + 4.2, top + 2.7)
                    for t in range(rnd.randint(1, 2)):
                        tx, ty = sx + 0.9 + t * 1.4, sy + 2.1
                        tanks.strut((tx, ty, top + 2.7), (tx, ty, top + 3.9), 0.6, 10)
                    # a sunshade over each row of windows, all round
                    for f in range(floors):
                        z = f * 3.0 + 2.3
                        shades.box(hx0 - 0.5, hy0 - 0.5, z, hx1 + 0.5, hy1 + 0.5, z + 0.08)
                    # a balcony on each upper floor of the street side
                    bw = w * rnd.uniform(0.35, 0.6)
                    bx0 = hx0 + rnd.uniform(0.3, w - bw - 0.3)
                    face = hy0 if front < 0 else hy1
                    out = front * 1.2
                    for f in range(1, floors):
                        z = f * 3.0
                        shades.box(bx0, face, z - 0.12, bx0 + bw, face + out, z + 0.02)
                        rails.box(bx0, face + out - front * 0.05, z + 0.02, bx0 + bw, face + out, z + 1.0)
    for i, (b, paint) in enumerate(zip(bodies, HOUSE_PAINTS)):
        b.done(f"town-houses-{seed}-{i}", sp.house_facade(f"house-facade-{i}", paint, haze=haze, distance=distance))
    shades.done(f"town-sunshades-{seed}", sp.hazify(m.plaster(f"town-shade-{seed}", (0.62, 0.6, 0.56), mottle=0.15), haze, distance))
    rails.done(f"town-railings-{seed}", sp.hazify(m.paint(f"town-rail-{seed}", (0.16, 0.16, 0.17), 0.5), haze, distance))
    walls.done(f"town-walls-{seed}", sp.hazify(m.plaster(f"town-wall-{seed}", (0.56, 0.53, 0.48), mottle=0.2), haze, distance))
    tanks.done(f"town-tanks-{seed}", sp.hazify(m.paint(f"town-tank-{seed}", (0.04, 0.04, 0.04), 0.5), haze, distance))
    streets.done(f"town-streets-{seed}", sp.hazify(m.concrete(f"town-street-{seed}", (0.23, 0.22, 0.21), roughness=0.9), haze, distance))
    yards.done(f"town-yards-{seed}", sp.hazify(m.ground(f"town-yard-{seed}", (0.3, 0.24, 0.17), dry=(0.42, 0.36, 0.28), scale=0.3), haze, distance))
