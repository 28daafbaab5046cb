"""A master bedroom: a full-width terracotta panelled headboard wall, a low teak bed dressed in
handloom cotton, bedside tables with lamps, an east window with linen curtains."""

import math

import bpy

from kit import bedding
from kit import furniture as f
from kit import materials as m
from kit import prints
from kit import shapes as s
from kit import stage
from kit import timber

H = 3.0
X0, X1, Y0, Y1 = -3.0, 3.2, -2.8, 2.4


def build(view):
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2
    scene.cycles.sample_clamp_indirect = 1.5
    # a blurred glossy bounce: the polished boards caught a lamp as a white speck by the chair
    scene.cycles.blur_glossy = 1.0
    stage.sky(elevation_deg=22, azimuth_deg=100, strength=0.9, sun_strength=4.0, dust=3.0)
    floor = m.wood("bd-floor", (0.42, 0.26, 0.14), (0.3, 0.17, 0.08), roughness=0.4, scale=3.0, along="Y")
    wall = m.plaster("bd-wall", (0.8, 0.74, 0.64))
    walls = f.room("bd", X0, Y0, X1, Y1, H, floor, wall, m.plaster("bd-ceil", (0.8, 0.78, 0.74), mottle=0.02), m.paint("bd-skirt", (0.55, 0.5, 0.44), 0.5))
    # Floor boards: thin dark joints.
    joint = m.paint("bd-joint", (0.1, 0.06, 0.03), 0.8)
    for i in range(int((X1 - X0) / 0.18)):
        x = X0 + 0.18 * (i + 1)
        s.slab(f"bd-j{i}", x - 0.0015, Y0, x + 0.0015, Y1, 0.0, 0.0006, joint, bevel=0)
    # The headboard wall: terracotta panels, full width, with deep grooves, capped by a teak ledge.
    terra = m.plaster("bd-terracotta", (0.52, 0.22, 0.11), roughness=0.8, mottle=0.1)
    n = int((X1 - X0) / 0.45)
    pw = (X1 - X0) / n
    for i in range(n):
        x = X0 + i * pw
        s.slab(f"bd-panel{i}", x + 0.006, Y1 - 0.05, x + pw - 0.006, Y1, 0.0, 1.55, terra, bevel=0.008)
    s.slab("bd-panelback", X0, Y1 - 0.03, X1, Y1, 0.0, 1.55, m.paint("bd-groove", (0.2, 0.08, 0.04), 0.9), bevel=0)
    teak = m.wood("bd-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04))
    s.slab("bd-ledge", X0, Y1 - 0.12, X1, Y1, 1.55, 1.59, teak, bevel=0.005)
    # a pair of block-printed cloths, framed, over the bed
    for k, x in enumerate((-0.28, 0.48)):
        cloth = prints.block_print(f"bd-print{k}", ground=(0.8, 0.74, 0.6), ink=(0.14, 0.2, 0.16), accent=(0.6, 0.28, 0.08), repeat=3 + k)
        f.frame(f"bd-art{k}", (x, Y1 - 0.12, 2.2), 0, 0.58, 0.74, cloth)
    f.vase("bd-ledgevase", (-1.9, Y1 - 0.07, 1.59), 0.22, f.ceramic("bd-lv", (0.8, 0.76, 0.68), 0.4))
    # East window with curtains and the morning sun.
    s.opening(walls["E"], (0.6, 1.8, 2.1), (X1 + 0.1, -1.0, 1.35))
    s.window("bd-ewin", 1.8, 2.1, (X1 + 0.1, -1.0, 1.35), m.metal("bd-frame", (0.08, 0.07, 0.06), 0.4), m.glass("bd-glass"), axis="Y", mullions=2, transoms=1)
    f.portal("bd-portal", (X1 + 0.01, -1.0, 1.35), 1.8, 2.1, (-1, 0, 0))
    linen = m.fabric("bd-curtain", (0.82, 0.76, 0.64))
    f.curtain("bd-c1", -2.45, -1.85, X1 - 0.12, 2.7, 2.65, linen, folds=5, axis="Y")
    f.curtain("bd-c2", -0.15, 0.45, X1 - 0.12, 2.7, 2.65, linen, folds=5, axis="Y")
    leaf = m.foliage("bd-outleaf", (0.07, 0.15, 0.04))
    rng = s.scatter(4)
    for i in range(30):
        s.sphere(f"bd-out{i}", rng.uniform(0.3, 0.7), (X1 + rng.uniform(4, 9), rng.uniform(-6, 6) if i % 2 else rng.uniform(1, 6), rng.uniform(1.0, 4.0)), leaf, 2, 0.75)
    s.plane("bd-ground", 60, 60, (0, 0, -0.3), m.ground("bd-ground"))
    # The bed and its dressing.
    throw = f.stripes_fabric("bd-throw", [(0.1, 0.16, 0.3), (0.8, 0.72, 0.55), (0.1, 0.16, 0.3), (0.55, 0.18, 0.06)], [5, 1, 5, 1], scale=3)
    f.bed("bd-bed", (-0.1, Y1 - 1.08, 0), rot=0, width=1.85, length=2.05, frame_mat=teak,
          duvet=m.fabric("bd-duvet", (0.84, 0.82, 0.77)), pillow=m.fabric("bd-pillow", (0.86, 0.84, 0.8)), throw=throw,
          accent=m.fabric("bd-accent", (0.65, 0.42, 0.12)))
    bedding.dress("bd-bed", 1.85, 2.05, m.fabric("bd-duvet", (0.84, 0.82, 0.77)), throw)
    for sx, x in ((-1, -1.55), (1, 1.35)):
        f.console(f"bd-night{sx}", (x, Y1 - 0.3, 0), rot=0, width=0.55, depth=0.42, height=0.52, fluted=True)
        f.table_lamp(f"bd-lamp{sx}", (x, Y1 - 0.3, 0.52), on=True, light=14, height=0.5)
    f.book_stack("bd-books", (1.25, Y1 - 0.35, 0.52), 20, 2, 3)
    f.cup("bd-cup", (-1.45, Y1 - 0.45, 0.52), saucer=False)
    rugm = prints.ikat("bd-rug", ground=(0.74, 0.68, 0.56), ink=(0.42, 0.16, 0.07), light=(0.14, 0.18, 0.28), bands=3, repeat=6, seed=22, floor=True)
    f.rug("bd-rug", (-0.1, 0.0, 0), 2.8, 2.0, rugm)
    # in the window corner, clear of the bedside table (beside it, the two read as jammed: review)
    f.armchair("bd-chair", (1.95, 0.6, 0.0), rot=-140, upholstery=m.fabric("bd-chairfab", (0.68, 0.6, 0.48)), style="cane", cushion_mat=m.fabric("bd-chc", (0.68, 0.6, 0.48)))
    f.plant("bd-plant", (2.2, 2.0, 0), 1.3, seed=7, pot_mat=f.ceramic("bd-pot", (0.42, 0.17, 0.08), 0.75))
    # a wall of wardrobes opposite the window: fluted teak doors on a cream carcass, brass pulls
    # where the pairs of doors meet
    s.slab("bd-wardrobe", X0, -2.6, X0 + 0.6, 0.9, 0.0, 2.45, m.paint("bd-wardrobe", (0.72, 0.66, 0.56), 0.5), bevel=0.005)
    brass = f.brass("bd-brass")
    for k in range(5):
        y = -2.6 + 0.7 * k + 0.35
        door = f.flutes(f"bd-wdoor{k}", 0.68, 2.33, (X0 + 0.6, y, 1.225), teak, pitch=0.04)
        door.rotation_euler[2] = math.pi / 2
        if k < 4:
            s.box(f"bd-wpull{k}", (0.025, 0.018, 0.34), (X0 + 0.63, y + (0.3 if k % 2 == 0 else -0.3), 1.1), brass, 0.004)
    f.switch_plate("bd-sw", (X0 + 0.005, 1.3, 1.2), 90)
    f.area_light("bd-fill", (0.0, -0.8, H - 0.02), 4.0, 90, (1.0, 0.93, 0.85), size_y=3.0, rotation=(0, 0, 0))
    timber.regrain()
    return stage.camera((2.2, -2.45, 1.3), (-0.45, 2.0, 1.0), lens=23)
