"""The company's design studio in Hyderabad: a bright room with tall east windows, Kota stone
floor, teak tables and shelves, drawings, card models and material samples. One room, many
cameras; each view lays out the table it looks at and chooses the hour.

Room: x 0..9 (windows in the east wall at x = 9), y 0..14, ceiling 3.2 m.
Stations: A drafting table (7.3, 2.2) - B model worktable (7.3, 5.15) - C material table
(7.4, 11.75) - D slate table (1.5, 5.7) - F meeting table (3.6, 8.6)."""
import math
import time

import bpy
from mathutils import Vector

from kit import furniture as f
from kit import materials as m
from kit import prints
from kit import seating
from kit import shapes as s
from kit import stage
from kit import studio_props as sp
from kit import timber
from kit import touches

try:
    from kit import plants
except Exception:  # noqa: BLE001
    plants = None

W, D, H = 9.0, 14.0, 3.2
WINDOWS = [2.0, 5.2, 8.6, 11.8]
WIN_W, SILL, HEAD = 1.8, 0.45, 2.85

_images = {}


def _sheet_mat(key, draw, w_mm, h_mm, ppmm=2.5, seed=1, **kw):
    """A drawing material, computed once per build."""
    if key in _images:
        return _images[key]
    started = time.time()
    cv = sp.Canvas(w_mm, h_mm, ppmm=ppmm, seed=seed)
    draw(cv)
    _images[key] = sp.drawing_material(key, cv.image(key), **kw)
    print(f"BUILD {key} {time.time() - started:.1f}s")
    return _images[key]


# ---------------------------------------------------------------- drawings

def _draw_elevation_half(cv):
    cv.border(12)
    sp.elevation_drawing(cv, 190, 62, 52.0, pencil=0.6, progress=0.6, shade=True, w=1.6)
    cv.text(60, 30, 7, 16, 0.6, 0.8)


def _draw_plan_gf(cv):
    cv.border(10)
    sp.plan_drawing(cv, 150, 110, 20.0, WALLS_GF_)
    cv.text(150, 50, 5, 14, 0.4)
    cv.text(150, 42, 3, 22, 0.25)
    # North arrow.
    cv.arc(500, 360, 12, 0, 360, w=0.3)
    cv.seg(500, 348, 500, 375, 0.4)
    cv.seg(500, 375, 495, 362, 0.4)
    cv.seg(500, 375, 505, 362, 0.4)


def _draw_big_plan(walls):
    def draw(cv):
        cv.border(8, title=False)
        sp.plan_drawing(cv, 95, 48, 27.0, walls)
        cv.text(440, 30, 6, 12, 0.5)
        cv.text(440, 20, 3.5, 18, 0.3)
    return draw


def _draw_plan_ff(cv):
    cv.border(10)
    sp.plan_drawing(cv, 150, 110, 20.0, sp.WALLS_FF, stair=True)
    cv.text(150, 50, 5, 14, 0.4)


def _draw_section(cv):
    cv.border(10, title=False)
    sp.section_drawing(cv, 80, 90, 20.0)
    cv.text(80, 45, 4.5, 12, 0.35)
    cv.text(80, 38, 2.6, 24, 0.22)


def _draw_elevation_print(cv):
    cv.border(10)
    sp.elevation_drawing(cv, 130, 110, 25.0, pencil=0.0, progress=1.0)
    cv.text(130, 60, 5, 16, 0.4)


def _draw_sketch_elev(seed, offset):
    def draw(cv):
        sp.elevation_drawing(cv, 95 + offset, 28, 26.0, pencil=1.3, progress=1.0, shade=False, a=1.0, w=0.9)
        cv.text(30, 30, 5, 10, 0.5, 0.8)
    return draw


def _draw_lakeside(cv):
    sp.lakeside_sketch(cv, 205, 118, 13.0)


WALLS_GF_ = sp.WALLS_GF


def paper_white():
    return dict(paper=(0.84, 0.83, 0.79))


# ---------------------------------------------------------------- the room

def _room(M):
    floor = m.tiles("studio-kota", (0.30, 0.34, 0.31), (0.26, 0.30, 0.28), tile=0.6, roughness=0.3, grout=(0.2, 0.22, 0.2), grout_width=0.002)
    wall = m.plaster("studio-wall", (0.74, 0.71, 0.65), roughness=0.9)
    ceiling = m.plaster("studio-ceiling", (0.78, 0.77, 0.74))
    skirting = M["teak"]
    s.slab("floor", -0.3, -0.3, W + 0.3, D + 0.3, -0.1, 0.0, floor, 0)
    s.slab("ceiling", -0.3, -0.3, W + 0.3, D + 0.3, H, H + 0.2, ceiling, 0)
    s.slab("wall-w", -0.25, -0.3, 0.0, D + 0.3, 0, H, wall, 0)
    s.slab("wall-s", -0.3, -0.25, W + 0.3, 0.0, 0, H, wall, 0)
    s.slab("wall-n", -0.3, D, W + 0.3, D + 0.25, 0, H, wall, 0)
    # East wall with the tall windows, built around the openings.
    edges = [0.0]
    for y in WINDOWS:
        edges += [y - WIN_W / 2, y + WIN_W / 2]
    edges.append(D)
    for k in range(0, len(edges), 2):
        s.slab(f"pier{k}", W, edges[k], W + 0.25, edges[k + 1], 0, H, wall, 0)
    frame = m.paint("window-frame", (0.06, 0.055, 0.05), roughness=0.45)
    glass = m.glass("studio-glass")
    for k, y in enumerate(WINDOWS):
        s.slab(f"sill{k}", W, y - WIN_W / 2, W + 0.25, y + WIN_W / 2, 0, SILL, wall, 0)
        s.slab(f"head{k}", W, y - WIN_W / 2, W + 0.25, y + WIN_W / 2, HEAD, H, wall, 0)
        s.slab(f"sill-stone{k}", W - 0.06, y - WIN_W / 2 - 0.03, W + 0.1, y + WIN_W / 2 + 0.03, SILL - 0.02, SILL + 0.02, m.tiles("sill-granite", (0.05, 0.05, 0.05), (0.06, 0.06, 0.06), tile=3, roughness=0.2, speckle=0.4), 0.004)
        s.window(f"win{k}", WIN_W, HEAD - SILL, (W + 0.12, y, (SILL + HEAD) / 2), frame, glass, axis="Y", mullions=2, transoms=1)
    # One portal over the whole window band guides the sky's samples in through the glass.
    light = bpy.data.lights.new("portal", "AREA")
    light.shape = "RECTANGLE"
    light.size = WINDOWS[-1] - WINDOWS[0] + WIN_W
    light.size_y = HEAD - SILL
    light.cycles.is_portal = True
    portal = bpy.data.objects.new("portal", light)
    bpy.context.scene.collection.objects.link(portal)
    portal.location = (W + 0.24, (WINDOWS[0] + WINDOWS[-1]) / 2, (SILL + HEAD) / 2)
    portal.rotation_euler = (math.radians(90), 0, math.radians(90))
    for name, x0, y0, x1, y1 in (("sk-w", 0.0, 0, 0.015, D), ("sk-s", 0, 0.0, W, 0.015), ("sk-n", 0, D - 0.015, W, D)):
        s.slab(name, x0, y0, x1, y1, 0, 0.1, skirting, 0.002)
    s.box("switch", (0.01, 0.14, 0.09), (0.005, 0.8, 1.2), m.paint("switch", (0.8, 0.79, 0.76), 0.3), 0.003)
    # Curtains gathered beside the windows: handloom cotton.
    curtain = sp.woven("curtain", (0.78, 0.74, 0.66), (0.72, 0.68, 0.6), scale=30)
    for k, y in enumerate(WINDOWS):
        for side in (-1, 1):
            yc = y + side * (WIN_W / 2 + 0.12)
            for f in range(4):
                s.cylinder(f"curtain{k}{side}{f}", 0.045, HEAD + 0.2, (W - 0.12 - (f % 2) * 0.03, yc + (f - 1.5) * 0.055, (HEAD + 0.2) / 2 + 0.02), curtain, 12)
    s.cylinder("curtain-rod", 0.012, D - 0.4, (W - 0.12, D / 2, HEAD + 0.25), M["brass"], 12, rotation=(math.radians(90), 0, 0))
    # Linear pendant lights over the tables, off by day.
    for k, (x, y) in enumerate(((3.6, 8.6), (7.3, 5.1))):
        s.box(f"pendant{k}", (0.08, 1.4, 0.05), (x, y, 2.35), M["steel"], 0.005)
        for dy in (-0.6, 0.6):
            s.cylinder(f"pendant-wire{k}{dy}", 0.001, H - 2.38, (x, y + dy, (H + 2.38) / 2), M["steel"], 6)
    return wall


def _fill(energy=70):
    """The light a sunny room bounces around, stood in by a large soft panel on the ceiling the
    renderer samples directly (the sun patches on the floor thrown back up)."""
    light = bpy.data.lights.new("fill-ceiling", "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = 7.0, D - 2.0
    light.energy = energy
    light.color = (1.0, 0.93, 0.82)
    light.cycles.cast_shadow = True
    obj = bpy.data.objects.new("fill-ceiling", light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = (4.5, D / 2, H - 0.02)
    obj.visible_camera = False
    obj.visible_glossy = False


def _outside():
    earth = m.ground("outside-earth", color=(0.2, 0.17, 0.08), dry=(0.42, 0.26, 0.15))
    s.plane("outside", 80, 80, (W + 40.3, D / 2, -0.45), earth)
    s.slab("compound", W + 5.5, -10, W + 5.8, D + 10, -0.45, 1.9, m.plaster("compound-wall", (0.72, 0.6, 0.48)), 0.01)
    s.slab("neighbour", W + 10, 16, W + 20, 30, -0.45, 9.5, m.plaster("neighbour", (0.78, 0.74, 0.66)), 0.02)
    if plants:
        try:
            plants.neem_tree("neem", (W + 8.5, 13.5, -0.45), height=8.5, seed=4)
            plants.palm_tree("palm", (W + 4.0, 9.5, -0.45), height=7.5, seed=2)
            plants.bougainvillea("bougain", (W + 5.0, 1.0, -0.45), height=2.4, seed=3, width=4.0, depth=0.9)
        except Exception as error:  # noqa: BLE001
            print("plants failed", error)


def _books(M, x0, y0, x1, z, depth, seed, axis="y", face=1):
    rng = s.scatter(seed)
    colors = [(0.35, 0.08, 0.05), (0.08, 0.12, 0.2), (0.6, 0.55, 0.45), (0.12, 0.2, 0.12), (0.7, 0.68, 0.62), (0.45, 0.3, 0.12), (0.05, 0.05, 0.05), (0.55, 0.2, 0.08)]
    mats_ = [m.paint(f"book{k}", c, roughness=0.6) for k, c in enumerate(colors)]
    pos = y0
    k = 0
    while pos < x1 - 0.03:
        t = rng.uniform(0.018, 0.05)
        h = rng.uniform(0.22, 0.31)
        if rng.random() < 0.08:
            pos += rng.uniform(0.05, 0.15)
            continue
        mat = rng.choice(mats_)
        if axis == "y":
            s.box(f"book{seed}-{k}", (depth * rng.uniform(0.8, 1.0), t, h), (x0 + depth / 2 * face, pos + t / 2, z + h / 2), mat, 0.002)
        pos += t + 0.002
        k += 1


def _shelves(M):
    """Teak shelving along the west wall: books, binders, card models, rolls of drawings."""
    teak = M["teak"]
    for k, (y0, y1) in enumerate(((0.6, 3.4), (3.6, 6.4))):
        for z in (0.0, 0.42, 0.84, 1.26, 1.68, 2.1):
            s.slab(f"shelf{k}-{z}", 0.02, y0, 0.4, y1, z + 0.0, z + 0.03, teak, 0.004)
        for y in (y0, (y0 + y1) / 2, y1):
            s.slab(f"shelf-side{k}-{y}", 0.02, y - 0.015, 0.4, y + 0.015, 0, 2.13, teak, 0.004)
        for j, z in enumerate((0.03, 0.45, 0.87, 1.29, 1.71)):
            _books(M, 0.04, y0 + 0.03, y1 - 0.03, z, 0.3, seed=k * 10 + j)
    # Card models on top of the shelves and rolls of drawings in a cane basket.
    card = M["card"]
    for k, y in enumerate((1.2, 2.6, 4.5, 5.8)):
        s.box(f"top-model{k}", (0.25, 0.3, 0.12 + 0.06 * (k % 2)), (0.2, y, 2.13 + 0.06 + 0.03 * (k % 2)), card, 0.001)
    basket = m.fabric("basket-cane", (0.5, 0.34, 0.16), weave=200)
    sp.lathe("basket", [(0, 0), (0.18, 0), (0.2, 0.45), (0.19, 0.45), (0.17, 0.01), (0, 0.01)], (0.45, 7.0, 0), basket, 32)
    rng = s.scatter(7)
    for k in range(9):
        a = rng.uniform(0, 2 * math.pi)
        rr = rng.uniform(0, 0.12)
        s.cylinder(f"roll{k}", 0.03, rng.uniform(0.7, 0.95), (0.45 + rr * math.cos(a), 7.0 + rr * math.sin(a), 0.42), m.paint("roll-paper", (0.82, 0.81, 0.77), 0.8), 16, rotation=(rng.uniform(-0.1, 0.1), rng.uniform(-0.1, 0.1), 0))


def _pinboard(M):
    """A pin-up wall of drawings along the west wall beyond the shelves."""
    s.slab("pinboard", 0.0, 7.8, 0.03, 12.8, 0.9, 2.4, m.fabric("pinboard-felt", (0.3, 0.28, 0.24)), 0.005)
    mats_ = [
        _sheet_mat("pin-plan", _draw_plan_gf, 594, 420, ppmm=1.0, seed=3, **paper_white()),
        _sheet_mat("pin-elev", _draw_elevation_print, 594, 420, ppmm=1.0, seed=4, **paper_white()),
        _sheet_mat("pin-sec", _draw_section, 420, 297, ppmm=1.2, seed=5, **paper_white()),
    ]
    for k, (y, z, w, h) in enumerate(((8.4, 1.95, 0.594, 0.42), (9.1, 1.4, 0.594, 0.42), (9.9, 1.95, 0.42, 0.297), (10.7, 1.45, 0.594, 0.42), (11.6, 1.9, 0.594, 0.42), (12.3, 1.35, 0.42, 0.297))):
        obj = sp.sheet(f"pin{k}", w, h, (0.035, y, z), mats_[k % 3])
        obj.rotation_euler = (math.radians(90), 0, math.radians(-90))


def _furnish(M):
    """Everything that is always in the room, whichever table a view looks at."""
    _shelves(M)
    _pinboard(M)
    # Plan chest (flat drawers) along the south wall.
    s.slab("plan-chest", 3.6, 0.05, 5.4, 1.05, 0, 0.85, M["teak"], 0.006)
    for k in range(5):
        s.box(f"plan-drawer-pull{k}", (0.3, 0.015, 0.015), (4.5, 1.06, 0.12 + k * 0.16), M["brass"], 0.004)
        s.slab(f"plan-drawer-line{k}", 3.62, 1.05, 5.38, 1.056, 0.04 + k * 0.16, 0.045 + k * 0.16, M["dark-wood"], 0)
    # A framed elevation print and a plant on the north wall.
    frame_mat = M["dark-wood"]
    s.box("north-frame", (0.74, 0.03, 0.54), (7.0, D - 0.015, 1.75), frame_mat, 0.004)
    art = sp.sheet("north-print", 0.64, 0.44, (7.0, D - 0.032, 1.75), _sheet_mat("pin-elev", _draw_elevation_print, 594, 420, ppmm=1.0, seed=4, **paper_white()))
    art.rotation_euler = (math.radians(90), 0, math.radians(180))
    s.box("north-console", (1.4, 0.4, 0.04), (4.6, D - 0.2, 0.78), M["teak"], 0.005)
    for k, x in enumerate((4.0, 5.2)):
        s.box(f"north-console-leg{k}", (0.04, 0.35, 0.76), (x, D - 0.2, 0.38), M["teak"], 0.003)
    if plants:
        try:
            plants.potted_plant("north-plant", (6.0, D - 0.45, 0), height=1.5, seed=9, kind="areca")
            plants.potted_plant("areca", (8.45, 3.55, 0), height=1.7, seed=3, kind="areca")
            plants.potted_plant("fiddle", (8.45, 10.2, 0), height=1.4, seed=5)
            plants.potted_plant("snake", (5.0, 0.5, 0.85), height=0.45, seed=7)
        except Exception as error:  # noqa: BLE001
            print("plants failed", error)


def _table(name, x0, y0, x1, y1, top, legs, height=0.76, thick=0.045):
    s.slab(name + "-top", x0, y0, x1, y1, height - thick, height, top, 0.006)
    inset = 0.06
    for k, (x, y) in enumerate(((x0 + inset, y0 + inset), (x1 - inset, y0 + inset), (x0 + inset, y1 - inset), (x1 - inset, y1 - inset))):
        s.slab(f"{name}-leg{k}", x - 0.03, y - 0.03, x + 0.03, y + 0.03, 0, height - thick, legs, 0.004)
    s.slab(name + "-apron1", x0 + inset, y0 + inset - 0.01, x1 - inset, y0 + inset + 0.01, height - thick - 0.08, height - thick, legs, 0.002)
    s.slab(name + "-apron2", x0 + inset, y1 - inset - 0.01, x1 - inset, y1 - inset + 0.01, height - thick - 0.08, height - thick, legs, 0.002)
    return height


# ---------------------------------------------------------------- stations

def drafting_table(M, half_drawn=True):
    """Station A: a drafting table by the first window, the board tilted 12 degrees."""
    tilt = math.radians(35)
    board = sp.group("board", (7.3, 1.8, 0.92), (tilt, 0, 0))
    sp.attach(board, s.box("board-top", (1.2, 0.85, 0.025), (0, 0.425, -0.0125), M["board"], 0.004))
    sp.attach(board, s.box("board-edge", (1.22, 0.04, 0.035), (0, -0.018, -0.01), M["teak"], 0.004))
    sp.attach(board, s.box("tray", (1.1, 0.06, 0.008), (0, -0.06, -0.02), M["teak"], 0.002))
    sp.attach(board, s.box("tray-lip", (1.1, 0.008, 0.02), (0, -0.088, -0.01), M["teak"], 0.002))
    # Legs and feet.
    for k, x in enumerate((-0.52, 0.52)):
        s.slab(f"dt-post{k}", 7.3 + x - 0.02, 2.07, 7.3 + x + 0.02, 2.11, 0, 1.0, M["steel"], 0.004)
        s.slab(f"dt-foot{k}", 7.3 + x - 0.025, 1.7, 7.3 + x + 0.025, 2.5, 0, 0.03, M["steel"], 0.004)
        s.slab(f"dt-arm{k}", 7.3 + x - 0.015, 1.9, 7.3 + x + 0.015, 2.35, 0.9, 0.93, M["steel"], 0.003)
    s.slab("dt-bar", 6.8, 2.07, 7.8, 2.11, 0.25, 0.29, M["steel"], 0.004)
    # Paper, taped at the corners, with the half-drawn elevation.
    paper = _sheet_mat("sheet-elev-half", _draw_elevation_half, 841, 594, ppmm=2.6, seed=2, paper=(0.84, 0.83, 0.79), ink=(0.09, 0.09, 0.1), grain=0.3)
    sp.sheet("dt-paper", 0.841, 0.594, (0.0, 0.44, 0.0004), paper, parent=board)
    for k, (x, y, r) in enumerate(((-0.42, 0.143, 0.7), (0.42, 0.143, -0.7), (-0.42, 0.737, -0.7), (0.42, 0.737, 0.7))):
        sp.tape(f"tape{k}", (x, y, 0.0009), r, board)
    # Parallel rule on its wires, the set square on it, the scale and pencils.
    sp.attach(board, s.box("parallel-rule", (1.16, 0.05, 0.012), (0, 0.26, 0.0066), M["alu"], 0.002))
    sp.attach(board, s.box("parallel-edge", (1.16, 0.012, 0.006), (0, 0.291, 0.0034), M["acrylic"], 0.001))
    for side in (-1, 1):
        sp.tube(f"wire{side}", [(0.595 * side, 0.02, 0.003), (0.595 * side, 0.84, 0.003)], 0.0006, M["steel"], board)
    sp.set_square("set-square", (0.04, 0.2985, 0.0006), 0.0, legs=(0.26, 0.15), parent=board)
    sp.triangular_scale("scale-ruler", (0.3, -0.058, -0.016), math.radians(0), parent=board)
    sp.pencil("dt-pencil", (-0.25, 0.255, 0.0126), math.radians(178), color=(0.1, 0.16, 0.35), parent=board)
    sp.pencil("dt-pencil2", (-0.2, -0.06, -0.016), math.radians(2), color=(0.05, 0.05, 0.05), parent=board)
    sp.pencil("dt-pencil3", (0.1, -0.06, -0.016), math.radians(-1), color=(0.75, 0.5, 0.04), parent=board)
    sp.eraser("dt-eraser", (-0.4, -0.06, -0.016), 0.1, board)
    # A mug of coffee on the side cabinet and a stool.
    s.slab("dt-cabinet", 8.05, 2.55, 8.6, 3.1, 0, 0.62, M["teak"], 0.006)
    sp.mug("dt-mug", (8.25, 2.75, 0.62), (0.14, 0.2, 0.3), 0.8)
    sp.lathe("dt-stool-seat", [(0, 0), (0.17, 0), (0.17, 0.04), (0, 0.04)], (7.05, 1.25, 0.66), M["teak"], 32)
    for k in range(3):
        a = k * 2 * math.pi / 3
        sp.tube(f"dt-stool-leg{k}", [(7.05 + 0.1 * math.cos(a), 1.25 + 0.1 * math.sin(a), 0.66), (7.05 + 0.2 * math.cos(a), 1.25 + 0.2 * math.sin(a), 0.0)], 0.012, M["steel"])


def model_table(M, arrangement="model"):
    """Station B: the teak worktable by the second window."""
    top = _table("wt", 6.45, 4.4, 8.25, 5.9, M["teak"], M["teak"])
    if arrangement != "model":
        return top
    plan = _sheet_mat("sheet-plan-gf", _draw_plan_gf, 594, 420, ppmm=3.0, seed=6, paper=(0.84, 0.83, 0.79))
    section = _sheet_mat("sheet-section", _draw_section, 420, 297, ppmm=3.0, seed=7, paper=(0.84, 0.83, 0.79))
    origin = (7.05, 4.75)
    rot = math.radians(8)
    sp.sheet("wt-section", 0.42, 0.297, (7.58, 4.85, top + 0.0003), section, math.radians(-12), lift=0.006)
    sp.sheet("wt-plan", 0.594, 0.42, (origin[0] + 0.0, origin[1] + 0.0, top + 0.0008), plan, rot)
    # The model stands on the plan: the plan's house origin is at (150, 110) mm from its corner.
    ca, sa = math.cos(rot), math.sin(rot)
    ox, oy = -0.297 + 0.15, -0.21 + 0.11
    mx, my = origin[0] + ox * ca - oy * sa, origin[1] + ox * sa + oy * ca
    base_top = site_base("site-base", (mx, my, top + 0.0012), rot)
    sp.card_model("house-model", (mx, my, base_top), rot)
    dress_model("house-model", (mx, my, base_top), rot)
    # Model-making kit: steel rule, scalpel, card offcuts, a pencil.
    s.box("wt-steel-rule", (0.3, 0.025, 0.001), (6.75, 5.35, top + 0.0005), M["chrome"], 0.0, rotation_z=math.radians(70))
    sp.pencil("wt-pencil", (7.45, 4.62, top), math.radians(160), color=(0.75, 0.5, 0.04))
    for k, (x, y, w, d, r) in enumerate(((6.72, 4.75, 0.09, 0.05, 0.3), (6.78, 4.66, 0.06, 0.04, -0.5), (6.64, 4.9, 0.12, 0.07, 1.1))):
        s.box(f"offcut{k}", (w, d, 0.0015), (x, y, top + 0.00075), M["card"], 0.0, rotation_z=r)
    sp.cutting_chai("wt-chai", (8.0, 5.35, top))
    return top


def dress_model(name, origin, rotation_z, scale=1 / 50):
    """The worktable's model as a studio makes one to show a client: walls in basswood, floors and
    roof left in white card, the jaali, pergola and sunshade in walnut strip, acetate in its
    openings, and model trees of green foam on wire trunks round it on its site board (all in
    white card it read as a massing block: review). origin and rotation_z as the model's; trees
    placed in the house's metres."""
    basswood = m.wood("model-basswood", (0.74, 0.6, 0.42), (0.64, 0.5, 0.34), roughness=0.6, scale=30.0)
    walnut = m.wood("model-walnut", (0.3, 0.18, 0.1), (0.19, 0.1, 0.05), roughness=0.5, scale=30.0)
    for obj in bpy.data.objects:
        if not obj.name.startswith(name + "-") or obj.type != "MESH":
            continue
        part = obj.name[len(name) + 1:]
        if part.startswith("gf") or (part.startswith("ff") and part != "ff-slab"):
            material = basswood
        elif part.startswith(("jaali", "post", "beam", "rafter", "chajja")):
            material = walnut
        else:
            continue
        obj.data.materials.clear()
        obj.data.materials.append(material)
    # acetate in every window and door, as a model maker glazes them: the openings read as black
    # holes into the unlit box (review)
    acetate = sp.acrylic("model-acetate", tint=(0.9, 0.93, 0.92))
    group = bpy.data.objects[name]
    for prefix, walls, z0 in (("gf", sp.WALLS_GF, sp.PLINTH), ("ff", sp.WALLS_FF, sp.FF_SLAB)):
        for w, (axis, at_, _a, _b, _t, openings) in enumerate(walls):
            for k, (s0, s1, _kind, sill, head, _swing) in enumerate(openings):
                mid, length, height = (s0 + s1) / 2 * scale, (s1 - s0) * scale, (head - sill) * scale
                size = (length, 0.0004, height) if axis == "x" else (0.0004, length, height)
                where = (mid, at_ * scale) if axis == "x" else (at_ * scale, mid)
                sp._box(f"{name}-pane-{prefix}{w}-{k}", size, (*where, (z0 + (sill + head) / 2) * scale), acetate, group, 0.0)
    # muted sage foam in loose clumps of three (one saturated ball per tree read as a lollipop:
    # review), low on short trunks (high on long ones they read as balls on pins: the next review)
    foam = m.foliage("model-foam", (0.17, 0.22, 0.12), vary=0.25)
    wire = m.metal("model-wire", (0.3, 0.25, 0.2), 0.5)
    oz = origin[2]
    at = _on_model(origin, rotation_z, scale)
    # clear of the house's front as the camera sees it (one in front of its corner hid the door)
    for k, (hx, hy, tall) in enumerate(((-3.8, 6.0, 6.5), (-3.4, 11.0, 7.5), (13.0, 7.5, 6.0), (12.8, 11.5, 8.0), (-3.6, -1.9, 5.5))):
        x, y = at(hx, hy)
        s.cylinder(f"{name}-tree-trunk{k}", 0.0018, tall * 0.45 * scale, (x, y, oz + tall * 0.225 * scale), wire, 8)
        r = tall * 0.2 * scale
        for j, (dx, dy, dz) in enumerate(((0.0, 0.0, 0.0), (0.9, 0.5, -0.5), (-0.6, 0.8, -0.3))):
            turn = k * 1.3
            cx, cy = dx * math.cos(turn) - dy * math.sin(turn), dx * math.sin(turn) + dy * math.cos(turn)
            s.sphere(f"{name}-tree-crown{k}-{j}", r * (1 - 0.15 * j), (x + cx * r, y + cy * r, oz + tall * 0.62 * scale + dz * r), foam, subdivisions=2, squash=0.8)


def _on_model(origin, rotation_z, scale):
    """Maps the house's metres (its south-west corner the origin) onto the table."""
    ca, sa = math.cos(rotation_z), math.sin(rotation_z)
    ox, oy = origin[0], origin[1]
    return lambda hx, hy: (ox + (hx * ca - hy * sa) * scale, oy + (hx * sa + hy * ca) * scale)


def site_base(name, origin, rotation_z, scale=1 / 50):
    """The plot the model stands on, as a studio builds it: a grey board with the lawn in green
    flock, the drive in grey card and the compound wall in basswood strip with its two gates (the
    house stood straight on its drawing, with no site: review). Returns the board's top."""
    at = _on_model(origin, rotation_z, scale)
    z = origin[2]
    board = 0.009

    def piece(part, hx0, hy0, hx1, hy1, z0, height, material):
        x, y = at((hx0 + hx1) / 2, (hy0 + hy1) / 2)
        s.box(f"{name}-{part}", ((hx1 - hx0) * scale, (hy1 - hy0) * scale, height), (x, y, z0 + height / 2), material, 0.0003, rotation_z=rotation_z)

    piece("board", -5.2, -3.5, 15.6, 14.2, z, board, m.paint("model-board", (0.6, 0.58, 0.54), 0.8))
    top = z + board
    piece("lawn", -4.9, -3.0, 10.4, -1.5, top, 0.0008, m.fabric("model-flock", (0.2, 0.26, 0.13), weave=2000))
    piece("lawn-side", -4.9, -1.5, -0.4, 13.9, top, 0.0008, m.fabric("model-flock", (0.2, 0.26, 0.13), weave=2000))
    piece("lawn-east", 10.4, 4.5, 15.1, 13.7, top, 0.0008, m.fabric("model-flock", (0.2, 0.26, 0.13), weave=2000))
    grey_card = m.paint("model-grey-card", (0.42, 0.41, 0.4), 0.85)
    piece("drive", 10.6, -3.0, 14.9, 4.5, top, 0.0006, grey_card)
    piece("path", 0.6, -3.0, 2.5, -0.6, top, 0.0006, grey_card)
    basswood = m.wood("model-basswood", (0.74, 0.6, 0.42), (0.64, 0.5, 0.34), roughness=0.6, scale=30.0)
    # 0.9 m: at 1.5 the front wall hid the ground floor from the camera
    wall = 0.9 * scale
    # the front wall broken by the wicket gate at the steps and the car gate at the drive
    for k, (hx0, hx1) in enumerate(((-5.0, 0.4), (2.7, 10.6), (14.9, 15.4))):
        piece(f"wall-s{k}", hx0, -3.2, hx1, -3.0, top, wall, basswood)
    piece("wall-w", -5.0, -3.0, -4.8, 14.0, top, wall, basswood)
    piece("wall-e", 15.2, -3.0, 15.4, 14.0, top, wall, basswood)
    piece("wall-n", -5.0, 13.8, 15.4, 14.0, top, wall, basswood)
    return top


def material_table(M, lamp=True):
    """Station C: a teak table by the last window with the material board."""
    top = _table("mt", 6.6, 11.0, 8.3, 12.5, M["teak"], M["teak"])
    board_z = top + 0.005
    s.slab("mat-board", 7.0, 11.35, 7.9, 12.0, top, board_z, m.paint("kraft-board", (0.45, 0.36, 0.25), 0.85), 0.001)
    # Stone samples, each one piece (no joint: grout_width 0): blue-green Kota with its faint
    # layering, a salt-and-pepper granite, a veined white marble, terracotta with a rounded edge
    # (flat tones read as plastic tiles: review).
    def stone(name, colour, **grain):
        material = m.tiles(name, colour, colour, tile=3.0, grout=colour, grout_width=0.0, **grain)
        # the stone's pattern at eight times its scale, so a 14 cm sample shows the veins a
        # slab's metre would (at the kit's scale it showed none: review); `touches.revein()`, at
        # the end of the build, draws them as wandering veins rather than rings
        if "veins" not in grain:
            return material
        coords = next(node for node in material.node_tree.nodes if node.type == "TEX_COORD")
        finer = material.node_tree.nodes.new("ShaderNodeVectorMath")
        finer.operation = "SCALE"
        finer.inputs["Scale"].default_value = 8.0
        for link in list(coords.outputs["Object"].links):
            m._link(material, finer.outputs["Vector"], link.to_socket)
        m._link(material, coords.outputs["Object"], finer.inputs["Vector"])
        return material

    stones = [
        # the layering and veins strong enough to read across the table (fainter, the samples
        # read as flat plastic tiles: the next review)
        # Kota is a near-plain blue-green limestone: its tone varies, it carries no veins (drawn
        # with them it read as green marble: review)
        stone("sample-kota", (0.3, 0.37, 0.34), roughness=0.4),
        stone("sample-granite", (0.36, 0.34, 0.33), roughness=0.3, speckle=0.85),
        stone("sample-marble", (0.8, 0.79, 0.76), roughness=0.18, veins=0.85),
        m.plaster("sample-terracotta", (0.5, 0.2, 0.09), roughness=0.8, mottle=0.45, scale=40, bump=0.3),
    ]
    for k, (x, y, mat) in enumerate(((7.12, 11.5, stones[0]), (7.29, 11.52, stones[1]), (7.12, 11.68, stones[2]), (7.3, 11.69, stones[3]))):
        s.box(f"stone{k}", (0.14, 0.14, 0.012), (x, y, board_z + 0.006), mat, 0.003 if k == 3 else 0.0015, rotation_z=math.radians((k * 7) % 5 - 2))
    # Timber: teak, a lighter veneer, cane webbing.
    s.box("timber-teak", (0.32, 0.07, 0.018), (7.6, 11.45, board_z + 0.009), M["teak"], 0.002, rotation_z=math.radians(1))
    s.box("timber-light", (0.32, 0.07, 0.012), (7.62, 11.53, board_z + 0.006), m.wood("sample-ash", light=(0.62, 0.48, 0.32), dark=(0.48, 0.34, 0.2), scale=7), 0.002, rotation_z=math.radians(-1))
    s.box("cane-panel", (0.14, 0.14, 0.004), (7.47, 11.72, board_z + 0.002), f.cane("sample-cane"), 0.0)
    # Fabric swatches: indigo handloom, ochre khadi, madder, natural linen, each a plain cloth
    # whose weave is in its surface, not its colour (a checker of warp and weft at 7 mm read as
    # coarse; at 2-2.5 mm, under two pixels, it beat with them into bands whatever its tones:
    # reviews), the dyes as vegetable dyes fade (saturated orange, yellow and royal blue read as
    # toys: review). Each lies a few millimetres over the one under it, its ripple shallower (at
    # 0.6 mm apart the yellow rose through the blue: review).
    fabrics = [
        m.fabric("swatch-indigo", (0.055, 0.07, 0.117)),
        m.fabric("swatch-ochre", (0.34, 0.245, 0.1)),
        m.fabric("swatch-madder", (0.28, 0.11, 0.065)),
        m.fabric("swatch-linen", (0.63, 0.585, 0.5)),
    ]
    for k, (x, y, r) in enumerate(((7.64, 11.66, 4), (7.78, 11.74, -6), (7.66, 11.85, 10), (7.8, 11.88, -3))):
        wav = lambda u, v, k=k: 0.0025 * (math.sin(u * 7 + k) * 0.5 + 0.5) * (u * 0.6 + 0.4) + 0.0006  # noqa: E731
        sp.sheet(f"swatch{k}", 0.16, 0.12, (x, y, board_z + 0.0035 * k), fabrics[k], math.radians(r), sag=wav, nx=10, ny=6)
    s.box("brass-sample", (0.06, 0.06, 0.004), (7.45, 11.9, board_z + 0.002), M["brass"], 0.001)
    for k, col in enumerate(((0.75, 0.7, 0.6), (0.62, 0.5, 0.38), (0.5, 0.25, 0.14), (0.3, 0.35, 0.3))):
        s.box(f"paint-chip{k}", (0.04, 0.06, 0.0008), (7.1 + k * 0.045, 11.92, board_z + 0.0004), m.paint(f"chip{k}", col, 0.6), 0.0)
    if lamp:
        sp.table_lamp("mt-lamp", (8.02, 12.05, top), base_color=(0.08, 0.2, 0.22), energy=6.0)
    return top


def sideboard(M):
    """A low teak sideboard on the north wall behind the material table: box files of samples in
    muted cloth spines and a small framed block print leaning on the wall."""
    top = 0.78
    s.slab("sideboard", 6.2, D - 0.46, 8.7, D - 0.02, 0.08, top, M["teak"], 0.006)
    s.slab("sideboard-plinth", 6.25, D - 0.43, 8.65, D - 0.05, 0.0, 0.08, M["dark-wood"], 0)
    for k in range(3):
        s.slab(f"sideboard-door-line{k}", 6.2 + (k + 1) * 0.625 - 0.002, D - 0.465, 6.2 + (k + 1) * 0.625 + 0.002, D - 0.46, 0.12, top - 0.04, M["dark-wood"], 0)
    spines = [(0.2, 0.22, 0.2), (0.36, 0.3, 0.22), (0.14, 0.17, 0.22), (0.42, 0.36, 0.28), (0.3, 0.14, 0.09), (0.5, 0.47, 0.4)]
    for k, colour in enumerate(spines):
        s.box(f"sample-binder{k}", (0.07, 0.3, 0.32), (7.9 + k * 0.075, D - 0.24, top + 0.16), m.fabric(f"binder-cloth{k}", colour, weave=160), 0.004)
    f.frame("sideboard-print", (7.45, D - 0.02, top + 0.3), 0, 0.42, 0.55, prints.block_print("sideboard-print", ground=(0.76, 0.69, 0.55), ink=(0.13, 0.17, 0.27), accent=(0.45, 0.15, 0.08), repeat=3))


def slate_table(M, top_material=None):
    """Station D: a dark slate-grey table in the quiet corner by the shelves (or another top)."""
    top = _table("st", 0.9, 4.9, 2.5, 6.5, top_material or sp.slate(), M["steel"], height=0.75, thick=0.04)
    return top


def meeting_table(M, review=True, sketchbook=False):
    """Station F: the long teak meeting table, 3.6 x 1.2 m, chairs pushed back."""
    top = _table("mtg", 3.0, 6.8, 4.2, 10.4, M["teak-y"], M["teak"])
    chairs = [((2.55, 7.4), 90, 0.1), ((2.45, 8.6), 90, -0.25), ((2.6, 9.8), 90, 0.15),
              ((4.7, 7.5), -90, -0.2), ((4.62, 8.7), -90, 0.12), ((4.75, 9.8), -90, 0.3), ((3.6, 10.95), 0, 0.1)]
    # padded chairs in an olive weave (a teak ladder-back with a cane seat stood here and in four
    # other rooms: review)
    fabric = m.fabric("mtg-chairfab", (0.2, 0.21, 0.14), weave=120)
    for k, ((x, y), rot, jitter) in enumerate(chairs):
        seating.upholstered_chair(f"chair{k}", (x, y, 0), rot + math.degrees(jitter), fabric, M["teak"])
    if review:
        plan = _sheet_mat("sheet-plan-gf", _draw_plan_gf, 594, 420, ppmm=3.0, seed=6, paper=(0.84, 0.83, 0.79))
        ff = _sheet_mat("sheet-plan-ff", _draw_plan_ff, 594, 420, ppmm=2.0, seed=8, paper=(0.84, 0.83, 0.79))
        elev = _sheet_mat("sheet-elev", _draw_elevation_print, 594, 420, ppmm=2.0, seed=9, paper=(0.84, 0.83, 0.79))
        section = _sheet_mat("sheet-section", _draw_section, 420, 297, ppmm=3.0, seed=7, paper=(0.84, 0.83, 0.79))
        z = top + 0.0004
        sp.sheet("mtg-plan", 0.594, 0.42, (3.55, 7.6, z), plan, math.radians(92), curl=0.01)
        sp.sheet("mtg-ff", 0.594, 0.42, (3.72, 8.25, z + 0.0005), ff, math.radians(84), lift=0.01)
        sp.sheet("mtg-elev", 0.594, 0.42, (3.45, 9.05, z), elev, math.radians(-88), curl=0.008)
        sp.sheet("mtg-sec", 0.42, 0.297, (3.8, 9.7, z + 0.0005), section, math.radians(-95))
        s.cylinder("mtg-roll", 0.028, 0.6, (3.25, 8.55, top + 0.028), m.paint("roll-paper2", (0.82, 0.81, 0.77), 0.8), 20, rotation=(math.radians(90), 0, math.radians(8)))
        sp.mug("mtg-mug1", (3.2, 7.2, top), (0.8, 0.79, 0.75), 0.4)
        sp.mug("mtg-mug2", (4.02, 9.2, top), (0.5, 0.18, 0.08), 2.6)
        sp.cutting_chai("mtg-chai", (3.15, 9.95, top))
        sp.triangular_scale("mtg-scale", (3.9, 7.75, top), math.radians(85))
        sp.pencil("mtg-pencil", (3.35, 8.05, top + 0.0004), math.radians(30), color=(0.1, 0.16, 0.35))
        sp.pencil("mtg-pencil2", (3.95, 9.55, top), math.radians(-70), color=(0.75, 0.5, 0.04))
        trace = _sheet_mat("trace-sketch", _draw_sketch_elev(21, 0), 420, 297, ppmm=1.6, seed=21, paper=(0.8, 0.77, 0.62), ink=(0.1, 0.1, 0.11), grain=0.3)
        sp.sheet("mtg-trace", 0.42, 0.297, (3.62, 8.3, z + 0.0012), trace, math.radians(70))
        sp.card_model("mtg-model", (3.5, 9.3, top), math.radians(180), scale=1 / 100)
    if sketchbook:
        sketchbook_prop(M, (3.85, 7.25, top), math.radians(-12))
        # no glass of chai beside it: at the spread's far corner the frame's top cut it, and any
        # nearer it stood on the page
    return top


def sketchbook_prop(M, location, rotation_z):
    """An open A4 sketchbook, its two pages bowed up toward the spine, the lakeside sketch on the
    spread."""
    g = sp.group("sketchbook", location, (0, 0, rotation_z))
    w, h = 0.42, 0.297
    sp.attach(g, s.box("sb-cover", (w + 0.012, h + 0.012, 0.003), (0, 0, 0.0015), M["cover"], 0.001))
    sp.attach(g, s.box("sb-block", (w, h, 0.008), (0, 0, 0.007), m.paint("sb-pages-edge", (0.78, 0.76, 0.7), 0.8), 0.002))
    mat = _sheet_mat("sketch-lakeside", _draw_lakeside, 420, 297, ppmm=5.0, seed=31, paper=(0.83, 0.81, 0.74), ink=(0.07, 0.07, 0.08), grain=0.2)

    def bow(u, v):
        d = abs(u - 0.5) * 2
        return 0.012 * (1 - d) ** 3 * (1 if d > 0.02 else 0.6) + 0.003 * math.sin(d * math.pi)

    page = sp.sheet("sb-pages", w, h, (0, 0, 0.011), mat, nx=40, ny=6, sag=bow)
    page.parent = g
    # the pencil put down on the right-hand page (the pages' bow shades the gutter by itself),
    # nearly along the spine, where the page is almost level (across the bow, it sank into the
    # page and cast no shadow: review); it rests at the page's height there
    pencil_x = 0.168
    sp.pencil("sb-pencil", (pencil_x, -0.01, 0.011 + bow(0.5 + pencil_x / w, 0.0) + 0.0004), math.radians(94), color=(0.05, 0.05, 0.05), parent=g)
    return g


# ---------------------------------------------------------------- views

def _day(elevation=24, azimuth=108, strength=1.0, sun=5.0):
    return stage.sky(elevation_deg=elevation, azimuth_deg=azimuth, strength=strength, sun_strength=sun, dust=1.5)


def build(view):
    started = time.time()
    _build(view)
    timber.regrain()
    touches.revein()
    print(f"BUILD total {time.time() - started:.1f}s")


def _build(view):
    _images.clear()
    M = sp.mats()
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 2
    scene.cycles.glossy_bounces = 1
    scene.cycles.max_bounces = 4
    scene.cycles.transparent_max_bounces = 6
    scene.cycles.transmission_bounces = 2
    scene.cycles.sample_clamp_indirect = 1.5
    _room(M)
    if view in ("hero-faq", "hero-md-portfolio"):
        # half the bounce: the low sun's patch is the key, the room around it in shade
        _fill(energy=35)
    else:
        _fill()
    _outside()
    _furnish(M)
    if view == "hero-about":
        _day(22, 112)
        drafting_table(M)
        model_table(M, "bare")
        meeting_table(M, review=True)
        material_table(M, lamp=False)
        slate_table(M)
        cam = stage.camera((6.45, 0.25, 1.55), (6.95, 2.2, 1.05), lens=30)
        stage.depth_of_field(cam, 2.0, 4.0)
    elif view == "architectural-planning":
        # the sun from the east-north-east through the second window, across the table and the
        # model's roof and east face (from the east-south-east it fell beyond the model; at 17
        # degrees something outside the window shaded it: reviews)
        _day(30, 78)
        model_table(M)
        drafting_table(M)
        cam = stage.camera((6.62, 3.72, 1.32), (7.15, 4.8, 0.86), lens=38)
        stage.depth_of_field(cam, 1.2, 8.0)
    elif view == "interior-design":
        _day(24, 110)
        material_table(M, lamp=True)
        # a teak sideboard against the wall beyond the table, with the studio's sample binders and
        # a small framed print (a flat grey wall filled a third of the picture: review)
        sideboard(M)
        # aimed a little higher and wider than at first: at 37 mm the lamp's shade was cut by the
        # frame's top (review)
        cam = stage.camera((6.85, 10.7, 1.28), (7.5, 11.7, 0.88), lens=33)
        stage.depth_of_field(cam, 1.25, 6.0)
    elif view == "concept-sketch":
        _day(18, 112)
        top = meeting_table(M, review=False, sketchbook=True)
        # the work around the sketch, as a designer leaves it: yellow trace with an earlier try,
        # pencils, an eraser and a tumbler of chai (an empty table: review)
        trace = _sheet_mat("trace-concept", _draw_sketch_elev(23, 6), 420, 297, ppmm=1.6, seed=23, paper=(0.8, 0.74, 0.5), ink=(0.1, 0.1, 0.11), grain=0.3)
        sp.sheet("cs-trace", 0.42, 0.297, (3.52, 7.5, top + 0.0004), trace, math.radians(9), curl=0.006)
        sp.pencil("cs-pencil-blue", (4.1, 7.42, top), math.radians(100), color=(0.1, 0.16, 0.35))
        sp.pencil("cs-pencil-ochre", (3.93, 7.52, top), math.radians(83), color=(0.75, 0.5, 0.04))
        sp.eraser("cs-eraser", (3.83, 7.64, top), math.radians(20))
        sp.cutting_chai("cs-chai", (4.02, 7.58, top))
        # Over the designer's shoulder, low across the table: the spread in front, the trace and
        # the chai around it, the far end of the table out of focus (at f/2.8 the sketch went soft
        # too). Tilted down like a still-life photograph: a level camera's shift would stretch the
        # far page at this angle.
        eye, aim = Vector((3.64, 6.78, 1.1)), Vector((3.86, 7.3, 0.76))
        cam = stage.camera(eye, aim, lens=38)
        cam.data.shift_y = 0.0
        cam.rotation_euler = (aim - eye).to_track_quat("-Z", "Y").to_euler()
        stage.depth_of_field(cam, (aim - eye).length, 5.6)
    elif view in ("hero-faq", "hero-md-portfolio"):
        # An early sun, low and warm enough to cross the room from the east windows to the desk
        # by the west wall: a hard, golden patch over the drawings (at blue hour the desk was a
        # dim still-life lit by its lamp alone; at first the sun here was white: reviews). At 11
        # degrees a table takes a fifth of the sun's light, hence the stronger sun; from 93
        # degrees nothing outside shades the desk.
        stage.sky(elevation_deg=11, azimuth_deg=93, strength=1.0, sun_strength=16.0, dust=1.5, warmth=0.35)
        # the desks in pale oak: in slate, 40 % of the picture was a near-black slab (reviews)
        top = slate_table(M, m.wood("port-oak", (0.6, 0.46, 0.3), (0.44, 0.32, 0.19), 0.5))
        meeting_table(M, review=False)
        if view == "hero-faq":
            _faq_table(M, top)
            cam = stage.camera((2.9, 4.9, 1.36), (1.6, 5.85, 0.86), lens=32)
            stage.depth_of_field(cam, 1.35, 4.0)
        else:
            _portfolio_table(M, top)
            # from the west wall toward the windows (from the east, it showed the same shelves as
            # the FAQ's hero: review)
            cam = stage.camera((0.55, 5.1, 1.25), (1.55, 6.2, 0.85), lens=32)
            stage.depth_of_field(cam, 1.6, 4.0)
    else:
        raise ValueError(view)


def _lamp_off(name):
    """A desk lamp switched off in the morning sun: its bulb no longer glows."""
    bpy.data.objects[name + "-bulb"].data.materials[0] = bpy.data.materials["lamp-inside"]


def _faq_table(M, top):
    plan = _sheet_mat("faq-plan-gf", _draw_big_plan(sp.WALLS_GF), 594, 420, ppmm=3.0, seed=6, paper=(0.84, 0.83, 0.79))
    ff = _sheet_mat("faq-plan-ff", _draw_big_plan(sp.WALLS_FF), 594, 420, ppmm=2.6, seed=8, paper=(0.84, 0.83, 0.79))
    sp.sheet("faq-ff", 0.594, 0.42, (1.5, 6.0, top + 0.0004), ff, math.radians(-100), curl=0.01)
    sp.sheet("faq-plan", 0.594, 0.42, (1.8, 5.62, top + 0.0010), plan, math.radians(-82), lift=0.012)
    sp.brass_lamp("faq-lamp", (1.3, 6.3, top), math.radians(-55), reach=0.42, energy=0.0, head_height=0.3)
    _lamp_off("faq-lamp")
    # the scale and the mug stand well inside the frame (at its edges they were cut)
    sp.triangular_scale("faq-scale", (2.0, 5.75, top + 0.0012), math.radians(60))
    sp.pencil("faq-pencil", (2.08, 6.0, top + 0.0012), math.radians(-30), color=(0.05, 0.05, 0.05))
    sp.mug("faq-mug", (2.05, 6.35, top), (0.1, 0.1, 0.1), 0.5)


def _portfolio_table(M, top):
    layers = [
        _sheet_mat("trace-a", _draw_sketch_elev(41, 0), 420, 297, ppmm=2.4, seed=41, paper=(0.78, 0.75, 0.6), ink=(0.1, 0.1, 0.11), grain=0.3),
        _sheet_mat("trace-b", _draw_sketch_elev(42, 12), 420, 297, ppmm=2.4, seed=42, paper=(0.78, 0.75, 0.6), ink=(0.1, 0.1, 0.11), grain=0.3),
        _sheet_mat("trace-c", _draw_sketch_elev(43, -8), 420, 297, ppmm=2.4, seed=43, paper=(0.8, 0.78, 0.68), ink=(0.1, 0.1, 0.11), grain=0.4),
    ]
    for k, ((x, y), r) in enumerate((((1.62, 6.05), -88), ((1.72, 5.9), -96), ((1.55, 6.2), -80))[::-1]):
        sp.sheet(f"port-trace{k}", 0.42, 0.297, (x, y, top + 0.0004 + 0.0005 * k), layers[2 - k], math.radians(r), lift=0.006 * k)
    sp.compass("port-compass", (1.82, 5.98, top + 0.0018), math.radians(215))
    sp.pencil("port-pencil", (1.9, 6.25, top + 0.0018), math.radians(-60), color=(0.05, 0.05, 0.05))
    sp.brass_lamp("port-lamp", (1.3, 6.5, top), math.radians(-60), reach=0.36, energy=0.0, head_height=0.19)
    _lamp_off("port-lamp")
