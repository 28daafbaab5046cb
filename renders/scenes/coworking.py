"""A co-working floor in HITEC City, ten floors up: pods of four desks turned this way and that
near the west glass, two long shared tables, planters between the zones, a lounge corner (a sofa
facing the view, two lounge chairs on a Pochampally ikat rug, a floor lamp, big plants), hanging
felt baffles, a glass meeting booth and a kitchenette at the back; the low afternoon sun lays the
glazing's bars across the floor and the desks. Plan: x 0..24 (glass at x = 0 and y = 16),
y 0..16, slab soffit at 3.6 m, the street 30 m below."""
import math

import bpy

from kit import clouds
from kit import furnishings
from kit import furniture as f
from kit import materials as m
from kit import office_props as op
from kit import plants
from kit import prints
from kit import seating
from kit import shapes as s
from kit import site_props as sp
from kit import skyline
from kit import stage
from kit import studio_props as st
from kit import timber

W, D, H = 24.0, 16.0, 3.6
HAZE = (0.64, 0.68, 0.74)
# The sun: low in the west-south-west on a winter afternoon. Every tower below stands clear of
# the ray from the floor toward it (at 252 a tower across the road once shaded the whole floor).
SUN_ELEVATION, SUN_AZIMUTH = 17.0, 246.0


def at(cx, cy, r, lx, ly):
    """The world (x, y) of a point (lx, ly) in the frame of a piece at (cx, cy) turned r radians."""
    return cx + lx * math.cos(r) - ly * math.sin(r), cy + lx * math.sin(r) + ly * math.cos(r)


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
    # The glazed wall: full-height panes between slim black mullions, a sill upstand. Solar-control
    # glass, greyed: clear glass showed the city a stop brighter than the room, burnt to white.
    glass = op.facade_glass("cw-glass", tint=(0.56, 0.6, 0.6), mirror=(0.8, 0.82, 0.82), reflect=0.03)
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
    f.portal("portal", (0.15, D / 2, H / 2), D, H, (1, 0, 0))
    f.portal("portal-n", (W / 2, D - 0.15, H / 2), W, H, (0, -1, 0))
    return frame


# HITEC City across the road: office towers each in its own cladding (blue, green and bronze glass
# curtain walls, ribbon windows between white bands, a terracotta block with punched windows, a
# white residential grid): (azimuth from the room, distance, width, depth, height above the street,
# turn, style). One grey striped box repeated read as a stage set (review). None stands in the
# sun's sector (azimuth 225-265) near enough to shade the floor: a tower at distance d shades it
# only if it rises more than d * tan(17 degrees), about 0.3 d, above the floor, 30 m up.
TOWER_STYLES = {
    "blue": ((0.46, 0.5, 0.53), (0.07, 0.13, 0.19), (1.5, 3.9, 0.12)),
    "green": ((0.36, 0.42, 0.4), (0.08, 0.15, 0.13), (1.8, 3.9, 0.16)),
    "bronze": ((0.3, 0.25, 0.2), (0.13, 0.09, 0.06), (1.2, 4.0, 0.2)),
    "ribbon": ((0.74, 0.73, 0.7), (0.08, 0.1, 0.12), (40.0, 3.9, 1.4)),
    "terracotta": ((0.52, 0.27, 0.17), (0.05, 0.055, 0.06), (2.4, 3.6, 1.2)),
    "white": ((0.76, 0.74, 0.69), (0.06, 0.07, 0.08), (3.0, 3.1, 1.0)),
}
TOWERS = (
    (276, 240, 36, 26, 62, 0, "blue"),
    (292, 360, 44, 30, 96, 8, "ribbon"),
    (306, 215, 26, 24, 46, 0, "terracotta"),
    (322, 300, 32, 26, 78, -12, "bronze"),
    (263, 470, 30, 30, 118, 0, "green"),
    (340, 250, 30, 22, 54, 0, "white"),
    (8, 190, 38, 24, 52, 0, "green"),
    (30, 280, 30, 30, 88, 15, "ribbon"),
    (52, 215, 26, 22, 40, 0, "bronze"),
    (356, 420, 42, 28, 122, 0, "blue"),
    (75, 330, 30, 26, 70, -6, "white"),
)


def towers():
    skyline.town_below(25, -30.0, rings=((320, 800, 18, (-180, 180), (25, 75)),), clear=34.0)
    cx, cy = W / 2, D / 2
    for i, (azimuth, distance, w, d, h, turn, style) in enumerate(TOWERS):
        wall, glass, windows = TOWER_STYLES[style]
        facade = sp.tower_facade(f"cw-tower-{style}", wall, glass=glass, haze=HAZE, distance=900.0, windows=windows)
        crown = sp.hazify(m.paint(f"cw-crown-{style}", tuple(c * 0.85 for c in wall), 0.6), HAZE, 900.0)
        a = math.radians(azimuth)
        x, y = cx + distance * math.sin(a), cy + distance * math.cos(a)
        r = math.radians(turn)
        s.box(f"cw-tower{i}", (w, d, h), (x, y, -30 + h / 2), facade, 0.0, rotation_z=r)
        # a plant-room crown, and on every other tower a lower podium block
        s.box(f"cw-tower{i}-crown", (w * 0.55, d * 0.5, 5.0), (x, y, -30 + h + 2.5), crown, 0.0, rotation_z=r)
        if i % 2:
            px, py = at(x, y, r, w * 0.5, 0)
            s.box(f"cw-tower{i}-podium", (w * 0.6, d * 1.1, 16.0), (px, py, -22.0), facade, 0.0, rotation_z=r)


def baffles():
    """Felt baffles over the work floor: half as many and higher than before, mostly pale with an
    accent in three (two dozen close rows of dark felt hung a metre down filled the top of the
    picture like a low dark ceiling: review)."""
    colours = [(0.72, 0.7, 0.66), (0.62, 0.45, 0.16), (0.72, 0.7, 0.66), (0.3, 0.44, 0.43), (0.72, 0.7, 0.66), (0.62, 0.6, 0.56)]
    for i in range(12):
        x = 1.9 + i * 1.1
        mat = op.felt(f"felt{i % 6}", colours[i % 6])
        for j, y in enumerate((4.2, 10.0)):
            op.baffle(f"baffle{i}-{j}", (x, y, H), math.pi / 2, length=4.8, height=0.45, thickness=0.035, drop=0.65, material=mat)


FABRICS = [(0.1, 0.26, 0.27), (0.58, 0.38, 0.1), (0.46, 0.18, 0.09), (0.34, 0.34, 0.33), (0.28, 0.34, 0.26), (0.16, 0.2, 0.32)]


def desk_things(name, cx, cy, r, rnd, lamp):
    """What a member leaves on a desk besides the laptop and mug the desk brings: a brass lamp, a
    fern, a cutting chai, a stack of books (in the desk's frame, its user at -Y)."""
    side = 1 if rnd.random() < 0.5 else -1
    if lamp:
        x, y = at(cx, cy, r, side * 0.56, 0.2)
        st.brass_lamp(f"{name}-lamp", (x, y, 0.75), r + (math.pi if side > 0 else 0.0) + rnd.uniform(-0.3, 0.3), reach=0.34, energy=5.0, head_height=0.42)
        # switched off in the afternoon: their small bright spots sparkled across the floor
        bpy.data.objects.remove(bpy.data.objects[f"{name}-lamp-spot"])
        bpy.data.objects[f"{name}-lamp-bulb"].hide_render = True
    elif rnd.random() < 0.5:
        x, y = at(cx, cy, r, side * 0.56, 0.2)
        plants.potted_plant(f"{name}-fern", (x, y, 0.75), height=0.32, seed=rnd.randrange(999), kind=rnd.choice(["fern", "snake"]), pot_radius=0.07)
    roll = rnd.random()
    if roll < 0.3:
        x, y = at(cx, cy, r, -side * 0.5, 0.15)
        f.book_stack(f"{name}-books", (x, y, 0.75), math.degrees(r) + rnd.uniform(-25, 25), rnd.randint(2, 4), rnd.randrange(99))
    elif roll < 0.5:
        x, y = at(cx, cy, r, -side * 0.3, -0.22)
        st.cutting_chai(f"{name}-chai", (x, y, 0.75))
    elif roll < 0.65:
        x, y = at(cx, cy, r, -side * 0.42, -0.2)
        st.mug(f"{name}-mug2", (x, y, 0.75), color=rnd.choice([(0.75, 0.55, 0.2), (0.15, 0.3, 0.32), (0.8, 0.79, 0.75)]), rotation_z=rnd.uniform(0, 6.28))


def pod(name, cx, cy, rot_deg, seed, top, fabrics, divider, chair_legs):
    """Four desks, two facing two, a felt screen between them; each chair in its own place (one
    pushed back and turned, one seat empty), a lamp on one desk."""
    rnd = s.scatter(seed)
    r = math.radians(rot_deg)
    w, d = 1.4, 0.7
    lamp_at = rnd.randrange(4)
    empty = rnd.randrange(4) if rnd.random() < 0.5 else -1
    for i, (lx, side) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        dx, dy = at(cx, cy, r, lx * (w / 2 + 0.005), side * (d / 2 + 0.005))
        dr = r if side < 0 else r + math.pi
        op.desk(f"{name}-d{i}", (dx, dy, 0), dr, width=w, depth=d, top=top, seed=seed * 10 + i,
                laptop_on=i != empty and rnd.random() < 0.85, chair=False, screen_riser=rnd.random() < 0.2)
        desk_things(f"{name}-d{i}", dx, dy, dr, rnd, lamp=i == lamp_at)
        if i == empty and rnd.random() < 0.5:
            continue
        pushed = rnd.random() < 0.35
        back = rnd.uniform(0.35, 0.6) if pushed else rnd.uniform(0.0, 0.12)
        turn = rnd.choice((-1, 1)) * rnd.uniform(20, 40) if pushed else rnd.uniform(-8, 8)
        x, y = at(dx, dy, dr, rnd.uniform(-0.12, 0.12), -d / 2 - 0.2 - back)
        seating.upholstered_chair(f"{name}-ch{i}", (x, y, 0), math.degrees(dr) + 180 + turn, fabrics[i % 2], chair_legs)
    s.box(f"{name}-screen", (2 * w - 0.1, 0.03, 0.36), (cx, cy, 0.75 + 0.18), divider, 0.01, rotation_z=r)


def long_table(name, cx, cy, rot_deg, length, seed, top, chair_frame, seat):
    """A long shared table: the bench's laptops, mugs and books, walnut chairs with upholstered
    seats set square to the table, a couple pushed out (the bench's own chairs replaced)."""
    r = math.radians(rot_deg)
    op.bench(name, (cx, cy, 0), r, length=length, depth=1.1, top=top, seed=seed)
    bpy.context.view_layer.update()
    rnd = s.scatter(seed + 100)
    for chair in [obj for obj in bpy.data.objects if obj.name.startswith(f"{name}-ch") and obj.type == "EMPTY"]:
        p = chair.matrix_world.translation
        lx = (p.x - cx) * math.cos(r) + (p.y - cy) * math.sin(r)
        ly = -(p.x - cx) * math.sin(r) + (p.y - cy) * math.cos(r)
        for part in chair.children_recursive:
            bpy.data.objects.remove(part)
        bpy.data.objects.remove(chair)
        side = -1 if ly < 0 else 1
        pushed = rnd.random() < 0.25
        ly = side * (0.55 + 0.22 + (rnd.uniform(0.3, 0.5) if pushed else rnd.uniform(0, 0.08)))
        x, y = at(cx, cy, r, lx, ly)
        turn = rnd.uniform(15, 35) * rnd.choice((-1, 1)) if pushed else rnd.uniform(-5, 5)
        f.dining_chair(f"{name}-c{lx:.2f}{side}", (x, y, 0), rot_deg + (180 if side < 0 else 0) + turn, wood_mat=chair_frame, seat_mat=seat)
    for j, dx in enumerate((-length / 4, length / 4)):
        x, y = at(cx, cy, r, dx, 0)
        f.pendant(f"{name}-pend{j}", (x, y, 2.1), radius=0.2, style="dome", shell=m.paint("pendant-black", (0.03, 0.03, 0.03), 0.4), drop=1.5, ceiling=H, light=0.0, strength=4.0)


def planter(name, x, y, length, rot_deg, seed, material):
    """A long planter box as a divider between zones: snake plants and an areca in it."""
    r = math.radians(rot_deg)
    s.box(name, (length, 0.42, 0.5), (x, y, 0.25), material, 0.01, rotation_z=r)
    s.box(name + "-soil", (length - 0.06, 0.36, 0.02), (x, y, 0.49), m.paint("cw-soil", (0.1, 0.07, 0.05), 0.95), 0.0, rotation_z=r)
    rnd = s.scatter(seed)
    n = max(2, int(length / 0.5))
    for k in range(n):
        lx = -length / 2 + (k + 0.5) * length / n + rnd.uniform(-0.06, 0.06)
        px, py = at(x, y, r, lx, rnd.uniform(-0.04, 0.04))
        kind = "areca" if k == n // 2 else rnd.choice(["snake", "snake", "fern"])
        height = 1.0 if kind == "areca" else rnd.uniform(0.45, 0.7)
        # the pot stands in the box, its soil at the box's: only the leaves show
        plants.potted_plant(f"{name}-p{k}", (px, py, 0.26), height=height, seed=seed * 10 + k, kind=kind, pot_radius=0.13)


def work_floor():
    oak = m.wood("cw-oak", light=(0.6, 0.44, 0.27), dark=(0.44, 0.3, 0.17), roughness=0.7, scale=3.0)
    birch = m.wood("cw-birch", light=(0.66, 0.54, 0.4), dark=(0.55, 0.43, 0.3), roughness=0.7, scale=3.0)
    walnut = m.wood("cw-chair-walnut", light=(0.16, 0.1, 0.06), dark=(0.08, 0.05, 0.03), roughness=0.6)
    fabrics = [m.fabric(f"cw-seat{i}", c, weave=420) for i, c in enumerate(FABRICS)]
    felts = [op.felt("cw-screen-teal", (0.16, 0.3, 0.3)), op.felt("cw-screen-ochre", (0.58, 0.42, 0.16)), op.felt("cw-screen-grey", (0.42, 0.42, 0.41))]
    # Pods of four near the west glass, each turned its own way (rows of benches read as an exam
    # hall: review).
    pods = ((3.0, 2.7, 0), (7.5, 3.6, 14), (2.9, 7.6, 90), (6.9, 8.6, -10), (3.2, 12.6, 4), (7.6, 12.9, 22))
    for k, (x, y, rot) in enumerate(pods):
        pod(f"pod{k}", x, y, rot, 60 + k, birch if k % 2 else oak, (fabrics[k % 6], fabrics[(k + 2) % 6]), felts[k % 3], walnut)
    # Two longer shared tables further in, under pendants.
    long_table("lt0", 13.0, 12.4, 0, 4.8, 11, oak, walnut, fabrics[3])
    long_table("lt1", 12.7, 3.0, 0, 4.2, 12, oak, walnut, fabrics[0])
    # Planters between the zones.
    box = m.plaster("cw-planter", (0.46, 0.24, 0.15), roughness=0.8, mottle=0.05)
    planter("planter0", 10.0, 6.1, 2.0, 90, 71, box)
    planter("planter1", 10.0, 10.1, 1.8, 90, 72, box)
    planter("planter2", 15.2, 9.4, 1.6, 0, 73, box)
    # Big plants in the corners and along the glass.
    plants.potted_plant("cw-plant1", (0.9, 0.9, 0), height=2.0, seed=41, kind="areca")
    plants.potted_plant("cw-plant2", (0.9, 10.1, 0), height=1.5, seed=42, kind="rubber")
    plants.potted_plant("cw-plant3", (0.9, 15.1, 0), height=1.9, seed=43, kind="areca")
    plants.potted_plant("cw-plant4", (10.3, 15.2, 0), height=1.7, seed=44, kind="rubber")
    plants.potted_plant("cw-plant6", (10.2, 1.0, 0), height=1.2, seed=46, kind="snake")


def lounge():
    """A lounge corner between the work floor and the kitchenette: a sofa facing the view, two
    lounge chairs across a low table on a Pochampally ikat rug, a floor lamp, big plants."""
    rug = prints.ikat("cw-ikat-rug", ground=(0.12, 0.15, 0.3), ink=(0.5, 0.14, 0.07), light=(0.8, 0.74, 0.6), bands=4, repeat=6, seed=3, floor=True)
    f.rug("cw-rug", (17.4, 6.3, 0), 3.2, 2.4, rug)
    cushions = [m.fabric("cw-cush-ochre", (0.6, 0.38, 0.1)), m.fabric("cw-cush-rust", (0.45, 0.15, 0.07))]
    furnishings.track_sofa("cw-sofa", (18.75, 6.3, 0), rot=-90, width=2.2, depth=0.9, upholstery=m.fabric("cw-sofa-fab", (0.5, 0.47, 0.42), weave=160), cushions=cushions)
    f.coffee_table("cw-ctable", (17.3, 6.3, 0), rot=90, width=1.0, depth=0.6, seed=9)
    # to one side of the booth view's line of sight (its back blocked the lounge: review)
    furnishings.tub_chair("cw-tub", (16.55, 5.25, 0), rot=150, upholstery=m.fabric("cw-teal", (0.08, 0.24, 0.25)))
    furnishings.sling_chair("cw-sling", (15.95, 7.05, 0), rot=72)
    f.floor_lamp("cw-flamp", (18.85, 7.75, 0), light=0.0)
    f.side_table("cw-side", (18.85, 4.85, 0), radius=0.22, height=0.5)
    st.cutting_chai("cw-side-chai", (18.85, 4.85, 0.5))
    plants.potted_plant("cw-plant5", (19.55, 4.3, 0), height=2.1, seed=45, kind="areca")
    plants.potted_plant("cw-plant7", (15.3, 8.3, 0), height=1.7, seed=47, kind="rubber")
    plants.potted_plant("cw-plant8", (16.7, 8.9, 0), height=0.9, seed=48, kind="snake")


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
    stage.sky(elevation_deg=SUN_ELEVATION, azimuth_deg=SUN_AZIMUTH, strength=0.35, sun_strength=14.0, dust=1.0, warmth=0.15)
    clouds.deck(cover=0.4)
    frame = room()
    towers()
    baffles()
    work_floor()
    booth_and_kitchen(frame)
    lounge()
    # A small warm fill from the soffit: a broad strong one flattened the room and drowned the
    # sun's patches (review).
    f.area_light("cw-lights", (W / 2 + 2, D / 2, H - 1.0), 16.0, 170, color=(1.0, 0.93, 0.85), size_y=12.0, rotation=(0, 0, 0))
    # Uplight off the trays onto the soffit and the baffles.
    f.area_light("cw-up", (W / 2, D / 2, 2.2), 18.0, 130, color=(1.0, 0.95, 0.88), size_y=12.0, rotation=(math.pi, 0, 0))
    quiet_emitters()
    if view == "wide":
        # from the end of a long table, its laptops and mugs in front, across the pods toward the
        # sunlit west glass
        stage.camera((16.0, 1.4, 1.3), (3.0, 10.5, 1.25), lens=24)
    elif view == "tables":
        # from the north-west corner, past a pod's desks, across the floor toward the lounge and
        # the kitchenette, the sun from behind the camera's right
        stage.camera((0.9, 10.6, 1.3), (14.0, 6.2, 1.2), lens=26)
    else:
        stage.camera((13.4, 3.4, 1.3), (20.6, 9.8, 1.25), lens=26)
    timber.regrain()
