"""Inside the courtyard villa: the finished open-to-sky courtyard with its neem tree and stone
water trough, seen from the shade of the colonnade. No glass faces the camera: the openings round
the courtyard carry teak doors, louvred shutters and jaali screens."""
import math

import bpy
from mathutils import Vector

from kit import furniture as f
from kit import materials as m
from kit import prints
from kit import shapes as s
from kit import stage
from kit import surroundings
from kit import villa_parts as vp
from kit import timber

try:
    from kit import plants
except Exception:
    plants = None

W, D, H = 9.0, 9.0, 6.6       # courtyard size and wall height
FL2 = 3.4                     # first floor level


def jaali(name, x0, x1, z0, z1, y, material, pitch=0.12, bar=0.03, axis="X"):
    """A teak jaali screen: a lattice of crossing slats."""
    parts = []
    n = int((x1 - x0) / pitch)
    for i in range(n + 1):
        x = x0 + i * (x1 - x0) / n
        loc = (x, y, (z0 + z1) / 2) if axis == "X" else (y, x, (z0 + z1) / 2)
        size = (bar, 0.04, z1 - z0) if axis == "X" else (0.04, bar, z1 - z0)
        parts.append(s.box(f"{name}-v{i}", size, loc, material, 0.003))
    nz = int((z1 - z0) / pitch)
    for j in range(nz + 1):
        z = z0 + j * (z1 - z0) / nz
        loc = ((x0 + x1) / 2, y - 0.01, z) if axis == "X" else (y - 0.01, (x0 + x1) / 2, z)
        size = (x1 - x0, 0.03, bar) if axis == "X" else (0.03, x1 - x0, bar)
        parts.append(s.box(f"{name}-h{j}", size, loc, material, 0.003))
    return parts


def courtyard():
    white = m.plaster("vi-white", (0.8, 0.77, 0.71), mottle=0.06, bump=0.02)
    terra = m.plaster("vi-terracotta", (0.5, 0.2, 0.1), mottle=0.12, bump=0.02)
    kota = m.tiles("vi-kota", (0.33, 0.38, 0.34), (0.28, 0.33, 0.3), tile=0.6, roughness=0.5)
    stone = vp.granite("vi-granite", (0.32, 0.28, 0.25))
    teak = m.wood("vi-teak", (0.36, 0.2, 0.09), (0.17, 0.08, 0.035), along="Z")
    teak_x = m.wood("vi-teak-x", (0.36, 0.2, 0.09), (0.17, 0.08, 0.035), along="X")
    dark = m.paint("vi-dark", (0.03, 0.025, 0.02), roughness=0.9)
    iron = m.metal("vi-iron", (0.05, 0.05, 0.05), 0.5)

    # floor: Kota paving over the courtyard and the colonnade
    s.slab("vi-floor", -0.3, -2.8, W + 0.3, D + 0.3, -0.1, 0.0, kota, bevel=0.0)
    # walls
    north = s.slab("vi-north", -0.3, D, W + 0.3, D + 0.3, 0, H, white, bevel=0.0)
    east = s.slab("vi-east", W, -2.8, W + 0.3, D, 0, H, white, bevel=0.0)
    west = s.slab("vi-west", -0.3, -2.8, 0.0, D, 0, H, white, bevel=0.0)
    s.slab("vi-south-back", -0.3, -3.1, W + 0.3, -2.8, 0, H, white, bevel=0.0)
    # the east wall's ground floor clad in split-face granite, a terracotta accent on the north
    clad = m.tiles("vi-stoneclad", (0.36, 0.31, 0.27), (0.27, 0.24, 0.21), tile=0.3, roughness=0.85, speckle=0.35, grout=(0.2, 0.18, 0.16), grout_width=0.006)
    s.slab("vi-east-clad", W - 0.04, 0.5, W, D, 0, FL2 - 0.2, clad, bevel=0.0)
    s.slab("vi-north-accent", 5.6, D - 0.03, W, D, 0, H, terra, bevel=0.0)
    # parapet coping and the first-floor slab edge (a white band)
    for k, (a, b, c, d) in enumerate(((-0.35, D - 0.05, W + 0.35, D + 0.35), (W - 0.05, -2.8, W + 0.35, D + 0.35), (-0.35, -2.8, 0.05, D + 0.35))):
        s.slab(f"vi-coping{k}", a, b, c, d, H, H + 0.08, white, bevel=0.01)
        s.slab(f"vi-band{k}", a + (0.02 if k == 2 else 0), b + (0.02 if k == 0 else 0), c, d, FL2 - 0.2, FL2 + 0.05, white, bevel=0.01)

    # north wall: a tall teak door, a niche, and upstairs a jaali screen and louvred shutters
    s.opening(north, (1.4, 1.0, 2.4), (2.6, D + 0.15, 1.2))
    s.slab("vi-door-back", 1.9, D + 0.25, 3.3, D + 0.3, 0, 2.4, dark, bevel=0.0)
    for side in (-1, 1):
        cx = 2.6 + side * 0.35
        s.box(f"vi-door{side}", (0.68, 0.05, 2.38), (cx, D + 0.2, 1.19), teak, 0.006)
        for j in range(4):
            s.box(f"vi-door{side}-p{j}", (0.5, 0.02, 0.45), (cx, D + 0.17, 0.3 + j * 0.56), teak_x, 0.01)
        s.sphere(f"vi-door{side}-knob", 0.025, (2.6 + side * 0.06, D + 0.15, 1.05), f.brass("vi-brass"))
    s.box("vi-door-frame", (1.6, 0.12, 0.1), (2.6, D + 0.06, 2.45), teak_x, 0.008)
    s.opening(north, (2.8, 1.0, 2.0), (3.2, D + 0.15, FL2 + 1.3))
    s.slab("vi-up-back", 1.8, D + 0.25, 4.6, D + 0.3, FL2 + 0.3, FL2 + 2.3, dark, bevel=0.0)
    jaali("vi-jaali-n", 1.8, 4.6, FL2 + 0.3, FL2 + 2.3, D + 0.08, teak)
    s.slab("vi-up-sill", 1.7, D - 0.12, 4.7, D + 0.05, FL2 + 0.22, FL2 + 0.3, stone, bevel=0.01)
    # planter trough along the upper sill with trailing plants
    if plants:
        plants.shrub("vi-sill-plants", (3.2, D - 0.1, FL2 + 0.3), height=0.35, seed=12, width=2.6, depth=0.3, flowers=(0.75, 0.1, 0.1))

    # east wall: a shuttered window upstairs and a niche with a brass lamp at eye height
    s.opening(east, (1.0, 1.6, 1.8), (W + 0.15, 4.5, FL2 + 1.3))
    s.slab("vi-east-back", W + 0.25, 3.7, W + 0.3, 5.3, FL2 + 0.4, FL2 + 2.2, dark, bevel=0.0)
    for side in (-1, 1):
        for j in range(18):
            z = FL2 + 0.5 + j * 0.095
            lou = s.box(f"vi-eshut{side}-{j}", (0.012, 0.7, 0.08), (W + 0.12, 4.5 + side * 0.38, z), teak_x, 0.002)
            lou.rotation_euler[1] = math.radians(-35)
        s.box(f"vi-eshut{side}-stile", (0.05, 0.05, 1.8), (W + 0.12, 4.5 + side * 0.76, FL2 + 1.3), teak, 0.004)
    s.slab("vi-east-sill", W - 0.1, 3.6, W + 0.05, 5.4, FL2 + 0.32, FL2 + 0.4, stone, bevel=0.01)
    s.opening(east, (0.5, 0.6, 0.7), (W + 0.05, 2.2, 1.4))
    s.slab("vi-niche-back", W + 0.25, 1.9, W + 0.3, 2.5, 1.05, 1.75, terra, bevel=0.0)
    s.box("vi-niche-shelf", (0.32, 0.62, 0.04), (W + 0.12, 2.2, 1.05), stone, 0.005)
    f.lathe("vi-niche-diya", [(0.0, 0.0), (0.03, 0.0), (0.06, 0.03), (0.055, 0.035), (0.0, 0.02)], (W + 0.12, 2.2, 1.07), f.brass("vi-brass"), 24)
    f.lathe("vi-niche-pot", [(0.0, 0.0), (0.05, 0.0), (0.08, 0.1), (0.05, 0.2), (0.06, 0.24), (0.0, 0.24)], (W + 0.12, 2.4, 1.07), m.plaster("vi-pot-t", (0.45, 0.17, 0.08), mottle=0.15), 24)

    # west wall: a teak bench with cushions, a framed mirror-less wall hanging, a switch
    s.box("vi-bench", (0.55, 2.0, 0.06), (0.35, 5.2, 0.45), teak_x, 0.01)
    for dy in (-0.85, 0.85):
        s.box(f"vi-bench-leg{dy}", (0.45, 0.06, 0.42), (0.35, 5.2 + dy, 0.21), teak, 0.005)
    cush = f.stripes_fabric("vi-cush", [(0.6, 0.2, 0.05), (0.8, 0.66, 0.4), (0.25, 0.3, 0.4)], scale=9.0)
    f.cushion("vi-cushion1", (0.42, 0.14, 0.4), (0.14, 4.7, 0.68), cush, tilt=10, rot=90)
    f.cushion("vi-cushion2", (0.42, 0.14, 0.4), (0.14, 5.6, 0.68), cush, tilt=8, rot=95)
    f.switch_plate("vi-switch", (0.0, 6.6, 1.2), rot=90, gangs=2)

    # the colonnade along the south, where the camera stands: a slab on square columns
    s.slab("vi-colonnade-roof", -0.3, -2.8, W + 0.3, 0.3, FL2 - 0.2, FL2 + 0.05, white, bevel=0.01)
    s.slab("vi-colonnade-upper", -0.3, 0.0, W + 0.3, 0.3, FL2 + 0.05, H, white, bevel=0.0)
    for k, x in enumerate((0.15, 3.1, 6.05, W - 0.15)):
        s.slab(f"vi-col{k}", x - 0.15, -0.02, x + 0.15, 0.28, 0, FL2 - 0.2, white, bevel=0.015)
        s.slab(f"vi-colbase{k}", x - 0.18, -0.05, x + 0.18, 0.31, 0, 0.12, stone, bevel=0.01)
    # step down from the colonnade into the courtyard
    s.slab("vi-step-edge", -0.3, 0.28, W + 0.3, 0.45, -0.1, 0.0, stone, bevel=0.01)
    return stone, teak, teak_x, kota


def neem_with_seat(stone, x, y):
    """The neem, with a real flaring, forked trunk, in a round bed with a granite seat ring."""
    bed_r, seat_r = 1.25, 1.7
    ring = s.cylinder("vi-seat", seat_r, 0.45, (x, y, 0.225), stone, vertices=64)
    ring.modifiers.clear()
    inner = s.cylinder("vi-seat-in", bed_r, 1.0, (x, y, 0.3), None, vertices=64)
    s.cut(ring, inner)
    s.cylinder("vi-bed", bed_r + 0.01, 0.02, (x, y, 0.33), vp.land("vi-soil", color=(0.16, 0.08, 0.04), grass=(0.08, 0.1, 0.03), scale=3.0), vertices=64)
    # pebbles in the bed
    rng = s.scatter(4)
    peb = vp.granite("vi-pebble", (0.45, 0.42, 0.38))
    for i in range(60):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(0.45, bed_r - 0.08)
        sc = rng.uniform(0.05, 0.11)
        vp.boulder(f"vi-peb{i}", (x + math.cos(a) * r, y + math.sin(a) * r, 0.34), (sc * 1.3, sc, sc * 0.6), peb, seed=900 + i, subdiv=2)
    if plants:
        tree = plants.neem_tree("vi-neem", (x, y, 0.33), height=8.2, seed=7, spread=7.8, clear_trunk=1.75, lean=0.6, density=1.0)
        bark = plants._bark_material()
    else:
        bark = m.wood("vi-bark")
    # root flare: buttresses gripping the bed
    flare = []
    for k in range(6):
        a = k * 2 * math.pi / 6 + 0.3
        d = Vector((math.cos(a), math.sin(a), 0))
        flare.append([(Vector((x, y, 0.33)) + d * 0.05 + Vector((0, 0, 0.7)), 0.12), (Vector((x, y, 0.33)) + d * 0.22 + Vector((0, 0, 0.25)), 0.1),
                      (Vector((x, y, 0.33)) + d * 0.45 + Vector((0, 0, 0.02)), 0.06), (Vector((x, y, 0.3)) + d * 0.7, 0.03)])
    vp.curve_tube("vi-roots", flare, bark, resolution=4, bevel_res=3)


def trough(stone, x, y):
    """A monolithic granite water trough, brimming, with floating flowers and a brass lota."""
    L, Wd, Ht = 1.7, 0.62, 0.5
    body = s.box("vi-trough", (L, Wd, Ht), (x, y, Ht / 2), stone, 0.03)
    inner = s.box("vi-trough-in", (L - 0.2, Wd - 0.2, Ht), (x, y, Ht - 0.08 + Ht / 2), None, 0)
    s.cut(body, inner)
    water = vp.water("vi-trough-water", deep=(0.02, 0.03, 0.025), ripple=0.01)
    s.box("vi-trough-water", (L - 0.2, Wd - 0.2, 0.02), (x, y, Ht - 0.04), water, 0)
    rng = s.scatter(11)
    orange = m.paint("vi-marigold", (0.85, 0.35, 0.02), roughness=0.8)
    white = m.paint("vi-jasmine", (0.85, 0.83, 0.75), roughness=0.7)
    for i in range(9):
        fx = x + rng.uniform(-L / 2 + 0.18, L / 2 - 0.18)
        fy = y + rng.uniform(-Wd / 2 + 0.15, Wd / 2 - 0.15)
        s.sphere(f"vi-flower{i}", rng.uniform(0.025, 0.04), (fx, fy, Ht - 0.03), orange if i % 3 else white, subdivisions=2, squash=0.45)
    # lily pads
    pad = m.paint("vi-pad", (0.05, 0.14, 0.03), roughness=0.4)
    for i in range(4):
        s.cylinder(f"vi-pad{i}", rng.uniform(0.07, 0.1), 0.004, (x + rng.uniform(-0.6, 0.6), y + rng.uniform(-0.15, 0.15), Ht - 0.028), pad, vertices=20)
    brass = f.brass("vi-brass")
    f.lathe("vi-lota", [(0.0, 0.0), (0.05, 0.0), (0.085, 0.06), (0.08, 0.12), (0.04, 0.16), (0.045, 0.2), (0.0, 0.2)], (x + L / 2 + 0.25, y - 0.1, 0.0), brass, 32)
    # wet stone around the trough: a darker patch of floor
    s.box("vi-trough-plinth", (L + 0.3, Wd + 0.3, 0.04), (x, y, 0.02), stone, 0.01)


def stair_hall():
    """The double-height entrance hall: granite treads cantilevered from a fair-faced concrete
    wall climb along it toward a gallery, beside a tall window onto the garden."""
    HH = 6.4
    white = m.plaster("vs-white", (0.8, 0.78, 0.73), mottle=0.05, bump=0.015)
    concrete = m.concrete("vs-concrete", (0.5, 0.48, 0.45), formwork=True)
    floor = m.tiles("vs-marble", (0.78, 0.76, 0.72), (0.72, 0.7, 0.66), tile=0.9, roughness=0.25, veins=0.25, grout_width=0.002)
    tread_mat = m.tiles("vs-granite", (0.3, 0.28, 0.26), (0.28, 0.26, 0.24), tile=3.0, roughness=0.4, speckle=0.6, grout_width=0.0001)
    teak = m.wood("vs-teak", (0.38, 0.21, 0.09), (0.18, 0.09, 0.04), along="X")
    teak_y = m.wood("vs-teak-y", (0.38, 0.21, 0.09), (0.18, 0.09, 0.04), along="Y")
    frame = m.metal("vs-frame", (0.05, 0.05, 0.05), 0.45)
    glass = m.glass("vs-glass")
    # room: x 0..7, y 0..6.5; the stair wall is x = 0; the window wall y = 6.5
    s.slab("vs-floor", -0.3, -1.0, 7.3, 6.8, -0.1, 0.0, floor, bevel=0.0)
    s.slab("vs-stairwall", -0.3, -1.0, 0.0, 6.8, 0, HH, concrete, bevel=0.0)
    back = s.slab("vs-back", -0.3, 6.5, 7.3, 6.8, 0, HH, white, bevel=0.0)
    s.slab("vs-right", 7.0, -1.0, 7.3, 6.8, 0, HH, white, bevel=0.0)
    s.slab("vs-ceiling", -0.3, -1.0, 7.3, 6.8, HH, HH + 0.2, white, bevel=0.0)
    s.slab("vs-front", -0.3, -1.3, 7.3, -1.0, 0, HH, white, bevel=0.0)
    # The stair's top rise lands on the bridge along the window (landing_y), whose glass balustrade
    # with its teak cap turns along the gallery: one edge detail for both (a solid parapet over a
    # teak fascia read as a beam floating over the slab: review).
    landing_y = 5.6
    s.slab("vs-gallery", 3.6, 3.3, 7.0, 6.5, 2.95, 3.2, white, bevel=0.01)
    s.slab("vs-gallery-glass-side", 3.6, 3.3, 3.612, landing_y, 3.2, 4.16, glass, bevel=0.0)
    s.slab("vs-gallery-glass-front", 3.6, 3.3, 7.0, 3.312, 3.2, 4.16, glass, bevel=0.0)
    s.slab("vs-gallery-cap-side", 3.58, 3.28, 3.64, landing_y, 4.16, 4.21, teak_y, bevel=0.004)
    s.slab("vs-gallery-cap-front", 3.58, 3.28, 7.0, 3.34, 4.16, 4.21, teak, bevel=0.004)
    for k, x in enumerate((3.61, 4.75, 5.9)):
        s.slab(f"vs-gallery-post{k}", x - 0.02, 3.29, x + 0.02, 3.32, 3.2, 4.16, frame, bevel=0.002)
    lens = m.emission("vs-downlight", (1.0, 0.86, 0.7), 6.0)
    for k, y in enumerate((3.9, 4.9, 5.9)):
        s.cylinder(f"vs-soffit-light{k}", 0.05, 0.01, (3.9, y, 2.945), lens, 20)
    # under the gallery, a study's wall and its teak door carry the slab, which then reaches out
    # 0.6 m past it (without any support it read as floating; a column under its corner stood in
    # front of the window: last review); the downlights are in that strip of soffit
    # (the door at the wall's near end, where the camera sees it: further right it was outside
    # the frame and the wall read as a blank)
    s.slab("vs-study-wall", 4.2, 3.3, 7.0, 3.45, 0.0, 2.95, white, bevel=0.005)
    s.slab("vs-study-door", 4.4, 3.27, 5.25, 3.3, 0.0, 2.25, teak, bevel=0.004)
    # its casing: a head and two jambs, proud of the wall (a leaf with a head alone read as
    # pasted on: review)
    s.slab("vs-study-architrave", 4.32, 3.25, 5.33, 3.3, 2.25, 2.33, teak, bevel=0.003)
    for x in (4.32, 5.25):
        s.slab(f"vs-study-jamb{x}", x, 3.25, x + 0.08, 3.3, 0.0, 2.25, teak_y, bevel=0.003)
    s.cylinder("vs-study-handle", 0.012, 0.3, (5.12, 3.25, 1.05), f.brass("vs-handle"), 12)
    # the double-height window in the back wall, beside the top of the stair
    wx0, wx1, wz0, wz1 = 0.9, 3.3, 0.25, 6.0
    s.opening(back, (wx1 - wx0, 1.0, wz1 - wz0), ((wx0 + wx1) / 2, 6.65, (wz0 + wz1) / 2))
    for p in s.window("vs-win", wx1 - wx0, wz1 - wz0, ((wx0 + wx1) / 2, 6.62, (wz0 + wz1) / 2), frame, glass, axis="X", frame=0.06, mullions=2, transoms=2):
        pass
    s.slab("vs-win-sill", wx0 - 0.05, 6.3, wx1 + 0.05, 6.5, 0.0, wz0, m.tiles("vs-sill", (0.3, 0.28, 0.26), (0.28, 0.26, 0.24), tile=3.0, speckle=0.6), bevel=0.01)
    f.portal("vs-portal", ((wx0 + wx1) / 2, 6.5, (wz0 + wz1) / 2), wx1 - wx0, wz1 - wz0, (0, -1, 0))
    # outside the window: a garden
    s.plane("vs-garden", 80, 40, (0, 26, -0.05), m.ground("vs-lawn"))
    s.slab("vs-compound", -20, 18, 20, 18.3, 0, 2.4, m.plaster("vs-cwall", (0.72, 0.64, 0.52), mottle=0.12), bevel=0.01)
    if plants:
        plants.neem_tree("vs-neem", (-3.5, 11.0, 0), height=9, seed=12)
        plants.palm_tree("vs-palm", (-2.0, 14.0, 0), height=9, seed=9)
        plants.shrub("vs-hedge", (1.5, 17.2, 0), height=1.4, seed=13, width=8, depth=1.0, flowers=(0.8, 0.1, 0.15))
    # the neighbours' houses over the compound wall (the palm's trunk alone read as a column)
    surroundings.low_town(41, (3.5, 3.0), 20.0, 140.0, keep_out=((-25.0, -15.0, 25.0, 19.5),), distance=500.0)
    # the floating stair: 15 granite treads, 80 mm thick, cantilevered from the concrete wall,
    # rising along +Y from the hall floor; the sixteenth rise is the landing at the bridge's edge
    # (ending under the bridge, its top treads seemed to run into it: review)
    rise, run, width = 0.2, 0.27, 1.05
    n = 15
    y0 = landing_y - n * run
    for i in range(n):
        z = (i + 1) * rise
        y = y0 + i * run
        s.slab(f"vs-tread{i}", 0.0, y, width, y + run + 0.03, z - 0.08, z, tread_mat, bevel=0.006)
    top = (n + 1) * rise
    # glass along the stair's open side, its panel following the pitch, with a teak cap
    pitch = rise / run

    def stair_glass(bm):
        y1, z_low = landing_y, 0.12
        corners = [(y0, z_low), (y1, z_low + (y1 - y0) * pitch), (y1, z_low + (y1 - y0) * pitch + 0.92), (y0, z_low + 0.92)]
        verts = [bm.verts.new((width + dx, y, z)) for dx in (0.0, 0.012) for y, z in corners]
        bm.faces.new(verts[:4])
        bm.faces.new(verts[4:][::-1])
        for k in range(4):
            j = (k + 1) % 4
            bm.faces.new((verts[k], verts[4 + k], verts[4 + j], verts[j])[::-1])

    s._mesh_object("vs-stair-glass", stair_glass, glass)
    cap_length = (landing_y - y0) * math.hypot(1, pitch)
    cap = s.box("vs-stair-cap", (0.05, cap_length, 0.04), (width + 0.006, (y0 + landing_y) / 2, 0.12 + 0.92 + (landing_y - y0) * pitch / 2 + 0.02), teak_y, 0.01)
    cap.rotation_euler[0] = math.atan(pitch)
    # from the top tread, one more rise onto a bridge along the window to the gallery, with a
    # glass balustrade on a teak-capped steel edge
    s.slab("vs-bridge", width, landing_y, 3.6, 6.5, top - 0.25, top, white, bevel=0.01)
    s.slab("vs-landing", 0.0, landing_y, width, 6.5, top - 0.25, top, white, bevel=0.01)
    s.slab("vs-bridge-glass", width + 0.02, landing_y, 3.6, landing_y + 0.012, top, top + 0.96, glass, bevel=0.0)
    s.slab("vs-bridge-cap", width, landing_y - 0.02, 3.6, landing_y + 0.04, top + 0.96, top + 1.01, teak, bevel=0.004)
    for k, x in enumerate((width + 0.03, 2.3, 3.57)):
        s.slab(f"vs-bridge-post{k}", x - 0.02, landing_y - 0.03, x + 0.02, landing_y, top, top + 0.96, frame, bevel=0.002)
    # a slim teak handrail on the wall, on steel brackets, ending over the top tread
    slope = (n * rise) / (n * run + 0.3)
    top_y = y0 + n * run - 0.2
    pts = [(Vector((0.06, y0 - 0.2, 0.95)), 0.022), (Vector((0.06, top_y, 0.95 + (top_y - y0 + 0.2) * slope)), 0.022)]
    vp.curve_tube("vs-handrail", [pts], teak_y, resolution=2, bevel_res=3)
    for k in range(4):
        yy = y0 + (k + 0.5) * n * run / 4
        zz = 0.95 + (yy - y0 + 0.2) * (n * rise) / (n * run + 0.3) - 0.05
        s.cylinder(f"vs-bracket{k}", 0.008, 0.07, (0.03, yy, zz), frame, vertices=8, rotation=(0, math.radians(90), 0))
    # under and around the stair: a teak bench, a big pot, books, a rug; art on the right wall
    # the bench stands clear of the first tread (y0), where the stair begins
    s.box("vs-bench", (0.45, 1.0, 0.06), (0.5, 0.95, 0.42), teak_y, 0.01)
    for dy in (-0.42, 0.42):
        s.box(f"vs-bench-leg{dy}", (0.4, 0.06, 0.39), (0.5, 0.95 + dy, 0.195), teak, 0.005)
    f.book_stack("vs-books", (0.5, 0.7, 0.45), 5, 3, 9)
    f.cushion("vs-cush", (0.4, 0.14, 0.38), (0.32, 1.22, 0.66), f.stripes_fabric("vs-cushf", [(0.55, 0.14, 0.05), (0.82, 0.7, 0.45)], scale=8.0), tilt=12, rot=90)
    if plants:
        plants.potted_plant("vs-plant1", (0.6, 5.9, 0), height=1.7, seed=31, kind="areca")
        plants.potted_plant("vs-plant2", (6.3, 1.0, 0), height=1.2, seed=32, kind="rubber")
    # (no rug: an ikat on the floor under one on the wall repeated the pattern)
    # a Pochampally ikat hung on the concrete wall over the bench, clear of the handrail's start
    f.frame("vs-hanging", (0.0, 1.0, 1.85), 90, 1.0, 1.3, prints.ikat("vs-ikat", bands=4, repeat=4, seed=8), mat_border=0.0)
    f.console("vs-console", (6.75, 3.0, 0), rot=90, width=1.6)
    f.vase("vs-vase", (6.75, 2.6, 0.62), 0.35, f.ceramic("vs-ceramic", (0.2, 0.3, 0.35)))
    f.bowl("vs-bowl", (6.75, 3.4, 0.62), 0.14, f.brass("vs-brass"))
    f.frame("vs-art", (7.0, 3.0, 1.65), 90, 1.2, 0.9, f.art_material("vs-artm", [(0.6, 0.35, 0.15), (0.15, 0.2, 0.3), (0.8, 0.72, 0.55)], seed=8))
    f.switch_plate("vs-switch", (7.0, 0.6, 1.2), rot=90, gangs=3)
    # skirting
    s.slab("vs-skirt", 0.0, -1.0, 7.0, -0.99, 0, 0.1, white, bevel=0.0)
    fill = bpy.data.lights.new("vs-fill", "AREA")
    fill.size, fill.energy, fill.color = 3.0, 120, (1.0, 0.95, 0.88)
    lamp = bpy.data.objects.new("vs-fill", fill)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.location = (5.5, -0.8, 2.5)
    lamp.rotation_euler = (math.radians(-90), 0, 0)
    lamp.rotation_euler = (math.radians(90), 0, 0)


def stair_detail():
    """A straight stair of teak treads on two folded steel-plate stringers, against a white wall,
    lit from a window at its side: the close view of the joinery."""
    white = m.plaster("vd-white", (0.8, 0.78, 0.73), mottle=0.05, bump=0.015)
    kota = m.tiles("vd-kota", (0.33, 0.38, 0.34), (0.28, 0.33, 0.3), tile=0.6, roughness=0.35)
    teak = m.wood("vd-teak", (0.42, 0.24, 0.11), (0.2, 0.1, 0.045), roughness=0.4, along="X", scale=9)
    steel = m.paint("vd-steel", (0.055, 0.055, 0.058), roughness=0.6)
    frame = m.metal("vd-frame", (0.05, 0.05, 0.05), 0.45)
    s.slab("vd-floor", -0.3, -3.0, 5.0, 7.0, -0.1, 0.0, kota, bevel=0.0)
    s.slab("vd-wall", -0.3, -3.0, 0.0, 7.0, 0, 6.4, white, bevel=0.0)
    s.slab("vd-skirting", 0.0, -3.0, 0.012, 1.0, 0, 0.1, m.paint("vd-skirt", (0.3, 0.34, 0.3), 0.5), bevel=0.0)
    s.slab("vd-back", -0.3, 7.0, 5.0, 7.3, 0, 6.4, white, bevel=0.0)
    side = s.slab("vd-side", 4.5, -3.0, 4.8, 7.3, 0, 6.4, white, bevel=0.0)
    s.slab("vd-ceiling", -0.3, -3.0, 5.0, 7.3, 6.4, 6.6, white, bevel=0.0)
    s.slab("vd-front", -0.3, -3.3, 5.0, -3.0, 0, 6.4, white, bevel=0.0)
    # a tall window in the side wall lights the stair
    s.opening(side, (1.0, 2.2, 3.2), (4.65, 2.6, 2.1))
    for p in s.window("vd-win", 2.2, 3.2, (4.62, 2.6, 2.1), frame, m.glass("vd-glass"), axis="Y", frame=0.05, mullions=2, transoms=1):
        pass
    f.portal("vd-portal", (4.5, 2.6, 2.1), 2.2, 3.2, (-1, 0, 0))
    s.plane("vd-garden", 40, 40, (25, 2, -0.05), m.ground("vd-lawn"))
    # the stair rises along +Y against the wall
    rise, run, width, n = 0.18, 0.28, 1.0, 14
    y0 = 0.6
    tread_t = 0.05
    for i in range(n):
        z = (i + 1) * rise
        y = y0 + i * run
        s.slab(f"vd-tread{i}", 0.04, y - 0.02, 0.04 + width, y + run + 0.02, z - tread_t, z, teak, bevel=0.004)
    # stringers: 12 mm steel plates, 300 mm deep, sloping, each a thin box rotated about X
    ang = math.atan2(rise, run)
    length = (n + 1) * run / math.cos(ang)
    for k, x in enumerate((0.055, 0.04 + width - 0.015)):
        midy = y0 + (n * run) / 2 - run / 2
        midz = (n * rise) / 2 - 0.12
        st = s.box(f"vd-stringer{k}", (0.012, length, 0.3), (x if k == 0 else x + 0.02, midy, midz), steel, 0.002)
        st.rotation_euler[0] = ang
    # steel balustrade on the open side: flat posts and a teak handrail
    for i in range(0, n, 2):
        y = y0 + i * run + run / 2
        z = (i + 1) * rise
        s.box(f"vd-post{i}", (0.012, 0.04, 0.95), (0.04 + width + 0.03, y, z + 0.45), steel, 0.002)
    hr = s.box("vd-handrail", (0.05, length, 0.04), (0.04 + width + 0.03, y0 + (n * run) / 2 - run / 2, (n * rise) / 2 + 0.95), m.wood("vd-teak-y", (0.42, 0.24, 0.11), (0.2, 0.1, 0.045), along="Y"), 0.012)
    hr.rotation_euler[0] = ang
    # life: a potted plant at the foot, a pair of sandals, a basket, art on the wall
    if plants:
        plants.potted_plant("vd-plant", (1.5, 0.45, 0), height=1.0, seed=41, kind="snake")
    slip = m.paint("vd-slipper", (0.12, 0.07, 0.04), roughness=0.6)
    s.box("vd-sandal1", (0.1, 0.26, 0.02), (0.55, 0.62 + 0.14, rise + 0.01), slip, 0.008, rotation_z=math.radians(8))
    s.box("vd-sandal2", (0.1, 0.26, 0.02), (0.72, 0.62 + 0.13, rise + 0.01), slip, 0.008, rotation_z=math.radians(-4))
    f.frame("vd-art", (0.0, 2.8, 2.4), 90, 0.6, 0.8, f.art_material("vd-artm", [(0.7, 0.45, 0.2), (0.2, 0.25, 0.3), (0.85, 0.8, 0.7)], seed=11))
    f.switch_plate("vd-switch", (0.0, -0.4, 1.2), rot=-90, gangs=2)


def ledger_stone(name):
    """A feature wall of split sandstone strips (about 600 x 100 mm, each its own tone) laid in
    running bond with deep dark joints: the skylight's grazing light picks out its relief."""
    material = m.tiles(name, (0.62, 0.47, 0.3), (0.42, 0.31, 0.2), tile=0.2, grout=(0.16, 0.13, 0.1), roughness=0.8, grout_width=0.008)
    tree = material.node_tree
    # tiles() lays its pattern on the floor's plane: stood up on the wall's (x, z) instead
    coords = next(node for node in tree.nodes if node.type == "TEX_COORD").outputs["Object"]
    upright = tree.nodes.new("ShaderNodeMapping")
    upright.inputs["Rotation"].default_value = (math.radians(90), 0, 0)
    for link in list(coords.links):
        tree.links.new(upright.outputs["Vector"], link.to_socket)
    tree.links.new(coords, upright.inputs["Vector"])
    for node in tree.nodes:
        if node.type == "TEX_BRICK":
            node.offset = 0.5
            node.offset_frequency = 2
            node.inputs["Brick Width"].default_value = 3.0
            node.inputs["Row Height"].default_value = 0.5
            node.inputs["Mortar Smooth"].default_value = 0.3
    return material


def light_well():
    """A tall light well under a skylight: Kota treads climb round it, with a landing whose wall
    holds a built-in teak study niche."""
    TOP = 6.7
    white = m.plaster("vw-white", (0.8, 0.78, 0.73), mottle=0.05, bump=0.015)
    lime = ledger_stone("vw-ledger")
    kota = m.tiles("vw-kota", (0.33, 0.38, 0.34), (0.28, 0.33, 0.3), tile=0.6, roughness=0.35)
    tread_mat = m.tiles("vw-tread", (0.33, 0.38, 0.34), (0.3, 0.35, 0.32), tile=3.0, roughness=0.35, grout_width=0.0001)
    teak = m.wood("vw-teak", (0.4, 0.22, 0.1), (0.19, 0.09, 0.04), along="X")
    teak_y = m.wood("vw-teak-y", (0.4, 0.22, 0.1), (0.19, 0.09, 0.04), along="Y")
    steel = m.paint("vw-steel", (0.03, 0.03, 0.032), roughness=0.55)
    frame = m.metal("vw-frame", (0.05, 0.05, 0.05), 0.45)
    L = 3.4
    LX = 4.4
    rise, run, w = 0.19, 0.28, 1.0
    s.slab("vw-floor", -0.3, -3.0, LX + 0.3, L + 0.3, -0.1, 0.0, kota, bevel=0.0)
    s.slab("vw-west", -0.3, -3.0, 0.0, L + 0.3, 0, TOP, white, bevel=0.0)
    s.slab("vw-east", LX, -3.0, LX + 0.3, L + 0.3, 0, TOP, white, bevel=0.0)
    north = s.slab("vw-north", -0.3, L, LX + 0.3, L + 0.3, 0, TOP, lime, bevel=0.0)
    s.slab("vw-south-upper", -0.3, -1.3, LX + 0.3, -1.0, 3.62, TOP, white, bevel=0.0)
    s.slab("vw-gallery", -0.3, -3.0, LX + 0.3, -1.0, 3.4, 3.62, white, bevel=0.01)
    s.slab("vw-gallery-bridge", LX - w - 0.05, -1.0, LX, 0.2, 3.25, 3.45, white, bevel=0.01)
    # skylight: a glazed frame over the open top
    s.slab("vw-roof-e", LX, -0.3, LX + 0.6, L + 0.6, TOP, TOP + 0.25, white, bevel=0.01)
    s.slab("vw-roof-w", -0.6, -0.3, 0.0, L + 0.6, TOP, TOP + 0.25, white, bevel=0.01)
    s.slab("vw-roof-n", -0.6, L, LX + 0.6, L + 0.6, TOP, TOP + 0.25, white, bevel=0.01)
    s.slab("vw-roof-s", -0.6, -1.3, LX + 0.6, 0.0, TOP, TOP + 0.25, white, bevel=0.01)
    for k in range(4):
        x = k * LX / 3
        s.box(f"vw-sky-bar{k}", (0.06, L, 0.1), (x, L / 2, TOP + 0.3), frame, 0.004)
    for k in range(7):
        y = 0.25 + k * (L - 0.5) / 6
        s.box(f"vw-sky-fin{k}", (LX, 0.09, 0.32), (LX / 2, y, TOP + 0.1), white, 0.01)
    s.box("vw-sky-glass", (LX, L, 0.012), (LX / 2, L / 2, TOP + 0.36), m.glass("vw-glass"), 0.0)
    f.portal("vw-portal", (LX / 2, L / 2, TOP + 0.2), LX, L, (0, 0, -1))
    # flight 1 along the west wall rising north to the landing
    rise, run, w = 0.19, 0.28, 1.0
    for i in range(9):
        z = (i + 1) * rise
        y = 0.15 + i * run
        # the tread stops where the next step's fill begins: tucked 2 cm into it, their end faces
        # at x = w were coplanar and rendered a black sliver at each tread's end
        s.slab(f"vw-t1-{i}", 0.0, y, w, y + run, z - 0.06, z, tread_mat, bevel=0.004)
        # the riser stands 6 mm proud of the fill under the flight and 3 mm inside its sides: flush,
        # their faces fought (black)
        s.slab(f"vw-r1-{i}", 0.003, y - 0.006, w - 0.003, y + 0.02, z - rise, z - 0.06, white, bevel=0.0)
    zl = 9 * rise
    s.slab("vw-landing", 0.0, 0.15 + 9 * run, LX, L, zl - 0.18, zl, tread_mat, bevel=0.005)
    # the stringer wall under flight 1 and landing (a solid white plastered soffit)
    for i in range(9):
        y = 0.15 + i * run
        # each step's fill ends where the next begins: overlapping, their side faces fought (black lines)
        s.slab(f"vw-under1-{i}", 0.0, y, w, y + run, 0, (i + 1) * rise - 0.06, white, bevel=0.0)
    s.slab("vw-landing-under", w, 0.15 + 9 * run, LX, L, zl - 0.5, zl - 0.18, white, bevel=0.0)
    # flight 2 along the east wall rising south to the gallery
    for i in range(9):
        z = zl + (i + 1) * rise
        y = 0.15 + 9 * run - (i + 1) * run
        s.slab(f"vw-t2-{i}", LX - w, y - 0.02, LX, y + run, z - 0.06, z, tread_mat, bevel=0.004)
    ang = math.atan2(rise, run)
    length = 9 * run / math.cos(ang) + 0.3
    st = s.box("vw-soffit2", (w, length, 0.16), (LX - w / 2, 0.15 + 4.5 * run, zl + 4.5 * rise - 0.16), white, 0.005)
    st.rotation_euler[0] = -ang
    # balustrade: steel flats and a teak rail along the landing edge and flight 2
    for k in range(9):
        x = w + 0.1 + k * (LX - 2 * w - 0.2) / 8
        s.box(f"vw-bal{k}", (0.012, 0.04, 0.95), (x, 0.15 + 9 * run + 0.02, zl + 0.47), steel, 0.002)
    s.box("vw-rail", (LX - 2 * w, 0.05, 0.04), (LX / 2, 0.15 + 9 * run + 0.02, zl + 0.96), teak, 0.01)
    for i in range(0, 9, 2):
        y = 0.15 + 9 * run - (i + 0.5) * run
        s.box(f"vw-bal2-{i}", (0.012, 0.04, 0.95), (LX - w - 0.02, y, zl + (i + 1) * rise + 0.47), steel, 0.002)
    rail2 = s.box("vw-rail2", (0.05, length, 0.04), (LX - w - 0.02, 0.15 + 4.5 * run, zl + 4.5 * rise + 0.96), teak_y, 0.01)
    rail2.rotation_euler[0] = -ang
    # the study niche in the north wall at the landing
    nx0, nx1 = 1.3, 2.9
    s.opening(north, (nx1 - nx0, 0.9, 2.2), ((nx0 + nx1) / 2, L, zl + 1.1))
    s.slab("vw-niche-back", nx0, L + 0.42, nx1, L + 0.45, zl, zl + 2.2, teak, bevel=0.0)
    s.slab("vw-desk", nx0, L - 0.2, nx1, L + 0.45, zl + 0.72, zl + 0.76, teak, bevel=0.006)
    s.slab("vw-shelf1", nx0, L + 0.15, nx1, L + 0.45, zl + 1.35, zl + 1.38, teak, bevel=0.004)
    s.slab("vw-shelf2", nx0, L + 0.15, nx1, L + 0.45, zl + 1.8, zl + 1.83, teak, bevel=0.004)
    f.book_row("vw-books1", (nx0 + 0.05, L + 0.3, zl + 1.38), 1.1, 0.22, 0.32, 7)
    f.book_row("vw-books2", (nx0 + 0.3, L + 0.3, zl + 1.83), 1.0, 0.22, 0.3, 8)
    f.table_lamp("vw-lamp", (nx1 - 0.25, L + 0.25, zl + 0.76), on=False, height=0.45)
    f.book_stack("vw-deskbooks", (nx0 + 0.35, L + 0.1, zl + 0.76), 12, 3, 5)
    f.cup("vw-cup", (nx0 + 0.75, L + 0.05, zl + 0.76))
    f.stool("vw-stool", (2.1, L - 0.45, zl), height=0.46)
    # ground floor: a bench, a plant, a rug and a brass urli under the well
    if plants:
        plants.potted_plant("vw-plant", (3.0, 2.3, 0), height=1.6, seed=51, kind="areca")
        plants.potted_plant("vw-plant2", (0.5, L - 0.35, zl), height=0.7, seed=52, kind="fern")
    f.bowl("vw-urli", (2.1, 1.4, 0), 0.45, f.brass("vw-brass"))
    f.switch_plate("vw-switch", (LX, -0.5, 1.2), rot=90, gangs=2)


def compose(view):
    if view == "courtyard-villa-stair":
        # low and close on the first flight; a high east sun through the skylight's fins lays warm
        # bands across the treads and up the ledger wall
        stage.sky(elevation_deg=62, azimuth_deg=110, strength=1.0, sun_strength=4.2, dust=1.8, warmth=0.25)
        light_well()
        return stage.camera((2.7, -0.5, 1.0), (0.6, 2.4, 1.6), lens=24)
    if view == "staircase-detail":
        stage.sky(elevation_deg=14, azimuth_deg=105, strength=1.0, sun_strength=4.2, dust=1.8)
        stair_detail()
        cam = stage.camera((2.75, 1.55, 1.35), (0.3, 3.3, 1.45), lens=32)
        stage.depth_of_field(cam, 2.7, 5.6)
        return cam
    if view == "floating-staircase":
        stage.sky(elevation_deg=38, azimuth_deg=28, strength=1.0, sun_strength=4.2, dust=1.8)
        stair_hall()
        return stage.camera((5.7, -0.7, 1.4), (1.2, 4.4, 2.9), lens=24)
    stage.sky(elevation_deg=62, azimuth_deg=160, strength=1.0, sun_strength=4.2, dust=1.8)
    stone, teak, teak_x, kota = courtyard()
    tx, ty = 5.6, 5.4
    neem_with_seat(stone, tx, ty)
    trough(stone, 2.75, 4.05)
    if plants:
        plants.tulsi_planter("vi-tulsi", (7.7, 1.4, 0), height=0.9, seed=3)
        plants.bougainvillea("vi-bougain", (0.5, 8.3, 0), height=3.0, seed=5, width=2.0, depth=0.8)
        plants.potted_plant("vi-pot1", (8.4, 8.4, 0), height=1.6, seed=21, kind="areca")
        plants.potted_plant("vi-pot2", (0.45, 7.5, 0), height=0.7, seed=22, kind="fern")
        plants.potted_plant("vi-pot3", (8.55, 6.9, 0), height=1.0, seed=23, kind="snake")
        plants.potted_plant("vi-pot4", (4.1, D - 0.45, 0), height=1.1, seed=24, kind="rubber")
    # life: slippers by the door, a cane chair under the colonnade, a book on the seat ring
    slip = m.paint("vi-slipper", (0.1, 0.06, 0.03), roughness=0.6)
    for k, (x, y, r) in enumerate(((2.35, D - 0.5, 5), (2.55, D - 0.48, -8), (3.2, D - 0.7, 35))):
        s.box(f"vi-slipper{k}", (0.1, 0.26, 0.02), (x, y, 0.01), slip, 0.008, rotation_z=math.radians(r))
    f.armchair("vi-chair", (7.4, -1.3, 0), rot=200, style="cane")
    f.book_stack("vi-books", (tx - 1.45, ty - 0.5, 0.45), 20, 2, 3)
    f.cup("vi-cup", (tx - 1.2, ty - 1.05, 0.45))

    fill = bpy.data.lights.new("vi-fill", "AREA")
    fill.size = 8.0
    fill.energy = 300
    fill.color = (1.0, 0.92, 0.8)
    lamp = bpy.data.objects.new("vi-fill", fill)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.location = (W / 2, -0.6, 2.6)
    lamp.rotation_euler = (math.radians(-90), 0, 0)

    return stage.camera((1.3, 0.4, 1.5), (6.2, 7.8, 2.7), lens=24)


def build(view):
    camera = compose(view)
    timber.regrain()
    return camera
