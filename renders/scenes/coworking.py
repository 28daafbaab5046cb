"""A co-working floor in HITEC City: long shared oak tables under rows of hanging felt baffles, a
glazed west and north walls with the afternoon sun on the polished concrete floor, a glass meeting
booth and a kitchenette at the back. Plan: x 0..24 (glass at x = 0 and y = 16), y 0..16, slab
soffit at 3.6 m."""
import math

import bpy

from kit import furniture as f
from kit import materials as m
from kit import office_props as op
from kit import plants
from kit import shapes as s
from kit import stage
from kit import timber

W, D, H = 24.0, 16.0, 3.6


def quiet_emitters():
    for material in bpy.data.materials:
        material.cycles.sample_as_light = False
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2


def room():
    # a warm-toned screed: grey concrete read cold in every review
    floor = m.concrete("polished-screed", (0.5, 0.44, 0.36), roughness=0.35)
    soffit = m.paint("soffit-grey", (0.46, 0.45, 0.43), 0.85)
    wall = m.plaster("cw-wall", (0.74, 0.72, 0.68), mottle=0.04)
    brick = m.tiles("cw-brick", (0.36, 0.16, 0.09), (0.30, 0.13, 0.07), tile=0.075, grout=(0.55, 0.52, 0.48), roughness=0.85, grout_width=0.008)
    frame = m.metal("cw-frame", (0.03, 0.03, 0.032), 0.45)
    s.slab("floor", 0, 0, W, D, -0.2, 0, floor, 0.0)
    s.slab("soffit", -0.5, -0.5, W + 0.5, D + 0.5, H, H + 0.3, soffit, 0.0)
    s.slab("back", W, 0, W + 0.2, D, 0, H, wall, 0.0)
    s.slab("south", 0, -0.2, W, 0, 0, H, brick, 0.0)
    # The glazed wall: full-height panes between slim black mullions, a sill upstand.
    glass = op.facade_glass("cw-glass", tint=(0.7, 0.76, 0.74), mirror=(0.8, 0.82, 0.82), reflect=0.03)
    op.pane("glazing", D, H, (0.01, D / 2, H / 2), glass, (1, 0))
    for i in range(11):
        s.box(f"mullion{i}", (0.1, 0.06, H), (0.03, i * 1.6, H / 2), frame, 0.004)
    s.box("transom", (0.1, D, 0.06), (0.03, D / 2, 2.7), frame, 0.004)
    s.slab("upstand", -0.05, 0, 0.12, D, 0, 0.1, frame, 0.0)
    # The floor is a corner of the building: the north side is glazed too, so every aisle runs
    # toward daylight (with a plaster wall there the aisle view read as a basement: review).
    op.pane("glazing-n", W, H, (W / 2, D - 0.01, H / 2), glass, (0, -1))
    for i in range(16):
        s.box(f"mullion-n{i}", (0.06, 0.1, H), (i * 1.6, D - 0.03, H / 2), frame, 0.004)
    s.box("transom-n", (W, 0.1, 0.06), (W / 2, D - 0.03, 2.7), frame, 0.004)
    s.slab("upstand-n", 0, D - 0.12, W, D + 0.05, 0, 0.1, frame, 0.0)
    # Exposed services: a black duct and cable trays along the soffit.
    s.cylinder("duct", 0.3, W - 2, (W / 2 + 1, 14.6, H - 0.4), soffit, 24, rotation=(0, math.pi / 2, 0))
    for y in (5.0, 11.0):
        s.box(f"tray{y}", (W - 1, 0.3, 0.06), (W / 2, y, H - 0.35), m.metal("tray", (0.3, 0.3, 0.3), 0.4), 0.003)
    # Outside: the ground far below and HITEC City's towers in the haze.
    s.plane("ground", 600, 600, (0, 0, -30), m.ground("cw-ground", (0.2, 0.2, 0.1), (0.35, 0.28, 0.2), 0.05))
    tower = m.plaster("tower", (0.6, 0.6, 0.6))
    band = m.paint("tower-glass", (0.08, 0.1, 0.12), 0.1)
    for i, (x, y, w, h) in enumerate(((-80, -30, 30, 50), (-120, 30, 40, 70), (-70, 60, 25, 40), (-160, -80, 40, 80))):
        s.slab(f"tower{i}", x - w, y, x, y + w, -30, h, tower, 0.0)
        for j in range(int((h + 30) / 4)):
            s.slab(f"tower{i}-b{j}", x - 0.05, y + 1, x + 0.05, y + w - 1, -28 + j * 4, -26.2 + j * 4, band, 0.0)
    # nearer blocks across the road to the north, so that glazing looks onto the city, not haze
    for i, (x, y, w, h) in enumerate(((10, 90, 30, 60), (60, 140, 45, 85), (-30, 70, 25, 45), (-6, 38, 22, 26), (24, 46, 18, 40))):
        s.slab(f"tower-n{i}", x, y, x + w, y + w, -30, h, tower, 0.0)
        for j in range(int((h + 30) / 4)):
            s.slab(f"tower-n{i}-b{j}", x + 1, y - 0.05, x + w - 1, y + 0.05, -28 + j * 4, -26.2 + j * 4, band, 0.0)
    f.portal("portal", (0.15, D / 2, H / 2), D, H, (1, 0, 0))
    f.portal("portal-n", (W / 2, D - 0.15, H / 2), W, H, (0, -1, 0))
    return frame


def baffles():
    colours = [(0.5, 0.5, 0.49), (0.62, 0.45, 0.16), (0.2, 0.36, 0.36), (0.5, 0.5, 0.49), (0.68, 0.65, 0.6)]
    for i in range(24):
        x = 1.6 + i * 0.55
        mat = op.felt(f"felt{i % 5}", colours[i % 5])
        for j, y in enumerate((4.2, 10.0)):
            op.baffle(f"baffle{i}-{j}", (x, y, H), math.pi / 2, length=4.8, height=0.55, thickness=0.035, drop=0.95, material=mat)


def tables():
    oak = m.wood("cw-oak", light=(0.6, 0.44, 0.27), dark=(0.44, 0.3, 0.17), roughness=0.45, scale=3.0)
    # chairs in three colours, a row each: a room of black chairs read as a block
    chair_colours = [(0.16, 0.26, 0.28), (0.45, 0.38, 0.3), (0.14, 0.14, 0.15)]
    for i, y in enumerate((3.0, 6.6, 10.2)):
        op.bench(f"bench{i}", (7.0, y, 0), 0, length=7.2, depth=1.2, top=oak, seed=10 + i, chair_color=chair_colours[i])
        # walnut chairs with upholstered seats where the bench puts its task chairs: rows of the kit's
        # slab-backed office chairs read as a call centre (review)
        seat = m.fabric(f"cw-seat{i}", chair_colours[i], weave=420)
        chair_frame = m.wood("cw-chair-walnut", light=(0.16, 0.1, 0.06), dark=(0.08, 0.05, 0.03), roughness=0.5)
        bpy.context.view_layer.update()
        for chair in [obj for obj in bpy.data.objects if obj.name.startswith(f"bench{i}-ch") and obj.type == "EMPTY"]:
            (x, y_, _), turn = chair.matrix_world.translation, chair.matrix_world.to_euler().z
            for part in chair.children_recursive:
                bpy.data.objects.remove(part)
            bpy.data.objects.remove(chair)
            f.dining_chair(f"cw-chair{i}-{x:.2f}-{y_:.2f}", (x, y_, 0), math.degrees(turn), wood_mat=chair_frame, seat_mat=seat)
        for j, x in enumerate((4.6, 9.4)):
            f.pendant(f"pend{i}{j}", (x, y, 2.2), radius=0.2, style="dome", shell=m.paint("pendant-black", (0.03, 0.03, 0.03), 0.4), drop=1.4, ceiling=H, light=0.0, strength=4.0)
    plants.potted_plant("cw-plant1", (1.0, 1.2, 0), height=1.8, seed=41, kind="areca")
    plants.potted_plant("cw-plant2", (1.0, 8.4, 0), height=1.4, seed=42, kind="rubber")
    plants.potted_plant("cw-plant3", (1.0, 14.6, 0), height=1.9, seed=43, kind="areca")
    plants.potted_plant("cw-plant4", (16.6, 9.2, 0), height=1.6, seed=44, kind="rubber")


def lounge():
    """A low seating corner between the booth and the kitchenette: a rug, two armchairs, a table."""
    rug = f.rug_material("cw-rug", (0.62, 0.3, 0.14), (0.22, 0.12, 0.07), (0.82, 0.74, 0.58), seed=8)
    f.rug("cw-rug", (18.2, 7.2, 0), 2.8, 2.2, rug)
    f.armchair("cw-arm1", (17.3, 7.2, 0), -90, seed=12, upholstery=m.fabric("cw-teal", (0.08, 0.24, 0.25)))
    f.armchair("cw-arm2", (19.1, 7.2, 0), 90, seed=13, upholstery=m.fabric("cw-ochre", (0.55, 0.35, 0.1)))
    f.coffee_table("cw-ctable", (18.2, 7.2, 0), 0, width=0.9, depth=0.6, seed=9)
    plants.potted_plant("cw-plant5", (19.6, 5.2, 0), height=1.3, seed=45, kind="areca")


def booth_and_kitchen(frame):
    # Glass booth with a round table and chairs.
    clear = op.clear_glass("booth-glass", (0.8, 0.84, 0.82))
    x0, y0, x1, y1 = 17.2, 9.6, 20.8, 13.2
    s.slab("booth-roof", x0, y0, x1, y1, 2.6, 2.68, frame, 0.004)
    for name, a, b, c, d in (("s", x0, y0, x1, y0 + 0.02), ("w", x0, y0, x0 + 0.02, y1), ("e", x1 - 0.02, y0, x1, y1 - 1.0)):
        s.slab(f"booth-{name}", a, b, c, d, 0, 2.6, clear, 0.0)
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1), (x1, y1 - 1.0)):
        s.slab(f"booth-post{x}{y}", x - 0.03, y - 0.03, x + 0.03, y + 0.03, 0, 2.6, frame, 0.0)
    for z in (0.05, 1.05):
        s.slab(f"booth-rail{z}", x0, y0 - 0.02, x1, y0 + 0.04, z - 0.03, z + 0.03, frame, 0.0)
    s.slab("booth-north", x0, y1, x1, y1 + 0.1, 0, 2.6, m.plaster("booth-wall", (0.16, 0.27, 0.26)), 0.0)
    op.round_table("booth-table", ((x0 + x1) / 2, (y0 + y1) / 2, 0), radius=0.6, top=m.wood("booth-top", roughness=0.4))
    for i in range(4):
        a = i * math.pi / 2 + 0.4
        cx, cy = (x0 + x1) / 2 + 0.95 * math.cos(a), (y0 + y1) / 2 + 0.95 * math.sin(a)
        op.task_chair(f"booth-chair{i}", (cx, cy, 0), a - math.pi / 2, color=(0.45, 0.3, 0.12))
    op.laptop("booth-laptop", ((x0 + x1) / 2 - 0.2, (y0 + y1) / 2 - 0.15, 0.75), 0.3)
    s.cylinder("booth-cup", 0.04, 0.09, ((x0 + x1) / 2 + 0.25, (y0 + y1) / 2 + 0.1, 0.795), m.paint("cw-cup", (0.8, 0.78, 0.72), 0.3), 20)
    f.pendant("booth-pendant", ((x0 + x1) / 2, (y0 + y1) / 2, 1.7), radius=0.25, style="globe", shell=m.paint("pendant-black", (0.03, 0.03, 0.03), 0.4), ceiling=2.6, light=0.0, strength=5.0)
    # Kitchenette along the back wall: base units, a counter, open shelves and bar stools.
    ky0, ky1 = 3.0, 9.0
    unit = m.paint("unit-sage", (0.28, 0.34, 0.28), 0.5)
    top = m.tiles("counter-granite", (0.06, 0.06, 0.06), (0.07, 0.07, 0.07), tile=3.0, roughness=0.2, speckle=0.6)
    s.slab("k-units", W - 0.65, ky0, W, ky1, 0.1, 0.88, unit, 0.005)
    s.slab("k-plinth", W - 0.6, ky0, W, ky1, 0, 0.1, m.paint("plinth", (0.03, 0.03, 0.03), 0.5), 0.0)
    s.slab("k-top", W - 0.68, ky0 - 0.02, W, ky1 + 0.02, 0.88, 0.92, top, 0.004)
    s.slab("k-splash", W - 0.02, ky0, W, ky1, 0.92, 1.6, m.tiles("splash", (0.82, 0.8, 0.76), (0.78, 0.76, 0.72), tile=0.1, roughness=0.2), 0.0)
    for i in range(int((ky1 - ky0) / 0.6)):
        s.box(f"k-handle{i}", (0.02, 0.3, 0.015), (W - 0.66, ky0 + 0.3 + i * 0.6, 0.8), m.metal("handle", (0.7, 0.55, 0.3), 0.3), 0.003)
    shelf = m.wood("shelf-oak", roughness=0.5)
    rnd = s.scatter(5)
    jar_colours = [(0.7, 0.45, 0.15), (0.3, 0.15, 0.07), (0.8, 0.78, 0.7), (0.15, 0.3, 0.2)]
    for j, z in enumerate((1.75, 2.2)):
        s.slab(f"k-shelf{j}", W - 0.3, ky0 + 0.3, W, ky1 - 0.3, z, z + 0.035, shelf, 0.004)
        y = ky0 + 0.45
        while y < ky1 - 0.5:
            kind = rnd.random()
            if kind < 0.4:
                s.cylinder(f"k-jar{j}{y:.2f}", 0.05, 0.16, (W - 0.15, y, z + 0.115), m.paint(f"jar{int(kind * 10) % 4}", jar_colours[int(kind * 10) % 4], 0.3), 20)
                y += 0.14
            elif kind < 0.7:
                for c in range(3):
                    s.cylinder(f"k-cup{j}{y:.2f}{c}", 0.04, 0.09, (W - 0.15, y + c * 0.1, z + 0.08), m.paint("cw-cup", (0.8, 0.78, 0.72), 0.3), 16)
                y += 0.35
            elif kind < 0.85:
                plants.potted_plant(f"k-plant{j}{y:.2f}", (W - 0.15, y + 0.1, z + 0.035), height=0.35, seed=int(y * 10), kind="fern")
                y += 0.3
            else:
                s.box(f"k-books{j}{y:.2f}", (0.2, 0.22, 0.25), (W - 0.15, y + 0.1, z + 0.16), m.paint("box-kraft", (0.45, 0.32, 0.2), 0.7), 0.005)
                y += 0.3
    # A coffee machine and a fruit bowl on the counter.
    s.box("k-machine", (0.35, 0.3, 0.42), (W - 0.3, ky0 + 1.0, 1.13), m.paint("machine", (0.05, 0.05, 0.05), 0.3), 0.02)
    f.bowl("k-bowl", (W - 0.35, ky0 + 2.6, 0.92), 0.15, m.paint("bowl", (0.75, 0.72, 0.66), 0.3), fruit=True)
    # A high bar table with stools facing the kitchenette.
    s.slab("bar", W - 2.6, ky0 + 0.5, W - 2.0, ky1 - 0.5, 1.02, 1.06, m.wood("cw-oak2", roughness=0.45), 0.006)
    for y in (ky0 + 0.8, ky1 - 0.8):
        s.slab(f"bar-leg{y}", W - 2.33, y - 0.03, W - 2.27, y + 0.03, 0, 1.02, frame, 0.0)
    for i in range(4):
        op.stool(f"stool{i}", (W - 2.85, ky0 + 1.2 + i * 1.2, 0), 0, height=0.75)
    for i, y in enumerate((ky0 + 1.5, ky1 - 1.5)):
        f.pendant(f"k-pend{i}", (W - 2.3, y, 2.0), radius=0.18, style="dome", shell=m.metal("pend-brass", (0.78, 0.56, 0.26), 0.3), drop=1.0, ceiling=H, light=0.0, strength=4.0)


def build(view):
    # from the west-south-west, south of the towers across the way (at 252 the nearest one
    # shaded the whole floor: no sun on it, the review)
    stage.sky(elevation_deg=22, azimuth_deg=240, strength=0.8, sun_strength=5.0, dust=1.8, warmth=0.25)
    frame = room()
    baffles()
    tables()
    booth_and_kitchen(frame)
    lounge()
    f.area_light("cw-lights", (W / 2 + 2, D / 2, H - 1.0), 16.0, 900, color=(1.0, 0.93, 0.85), size_y=12.0, rotation=(0, 0, 0))
    # Uplight off the trays onto the soffit and the baffles.
    f.area_light("cw-up", (W / 2, D / 2, 2.2), 18.0, 500, color=(1.0, 0.95, 0.88), size_y=12.0, rotation=(math.pi, 0, 0))
    quiet_emitters()
    if view == "wide":
        stage.camera((14.0, 2.3, 1.5), (4.5, 7.5, 1.55), lens=24)
    elif view == "tables":
        # from the glass, down the aisle toward the lounge and the kitchenette, the sun behind the
        # camera (toward the glass, it repeated the wide view: review)
        stage.camera((1.4, 4.8, 1.35), (14.0, 8.2, 1.25), lens=28)
    else:
        stage.camera((14.6, 4.4, 1.4), (20.6, 8.8, 1.3), lens=26)
    timber.regrain()
