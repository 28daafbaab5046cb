"""A family kitchen and dining room in Manikonda: a run of cabinets under open shelves, a central
island, tall dark green pantry doors and a dining table under two pendants, lit by a west window.
Views: 'family', 'island', 'dining', and 'modular' (the same room fitted as a modular kitchen:
dark lower cabinets, a timber-clad island, pendants over it)."""
import math

import bpy

from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import seating
from kit import shapes as s
from kit import stage
from kit import surroundings
from kit import timber
from kit import touches

H = 3.05
X0, X1, Y0, Y1 = -4.5, 4.5, -3.2, 3.4


def cabinets(name, x0, x1, y_back, depth, height, body, top, handle, z0=0.0, doors=None, plinth=0.1, toe=None, wall=False):
    """A run of cabinets against a wall at y_back, fronts facing -Y: doors, gaps, handles. Wall
    units (wall=True) have no drawers and their handles at the bottom, within reach."""
    gap = m.paint("k-gap", (0.02, 0.02, 0.02), 0.9)
    y_front = y_back - depth
    toe = toe or m.paint("k-toe", (0.08, 0.08, 0.08), 0.6)
    if plinth:
        s.slab(name + "-plinth", x0, y_front + 0.06, x1, y_back, z0, z0 + plinth, toe, bevel=0)
    s.slab(name + "-body", x0, y_front, x1, y_back, z0 + plinth, z0 + height, body, bevel=0.003)
    n = doors or max(1, round((x1 - x0) / 0.6))
    w = (x1 - x0) / n
    for i in range(n + 1):
        x = x0 + i * w
        if 0 < i < n:
            s.slab(f"{name}-gap{i}", x - 0.002, y_front - 0.002, x + 0.002, y_front + 0.01, z0 + plinth + 0.01, z0 + height - 0.01, gap, bevel=0)
        if i < n:
            # Drawer line on alternate units; a slim bar handle at the top.
            if height < 1.2 and i % 3 == 1 and not wall:
                for zz in (z0 + plinth + (height - plinth) * 0.36, z0 + plinth + (height - plinth) * 0.68):
                    s.slab(f"{name}-dl{i}-{zz:.2f}", x + 0.01, y_front - 0.002, x + w - 0.01, y_front + 0.01, zz - 0.002, zz + 0.002, gap, bevel=0)
                for zz in (z0 + plinth + (height - plinth) * 0.22, z0 + plinth + (height - plinth) * 0.52, z0 + height - 0.12):
                    s.box(f"{name}-h{i}-{zz:.2f}", (0.16, 0.025, 0.012), (x + w / 2, y_front - 0.015, zz), handle, 0.004)
            else:
                hz = z0 + 0.12 if wall else z0 + height - 0.1 if height < 1.2 else z0 + 1.0
                s.box(f"{name}-h{i}", (0.012, 0.025, 0.2 if height < 1.2 else 0.5), (x + (w - 0.06 if i % 2 == 0 else 0.06), y_front - 0.015, hz), handle, 0.004)
    if top:
        s.slab(name + "-top", x0 - 0.01, y_front - 0.03, x1 + 0.01, y_back, z0 + height, z0 + height + 0.03, top, bevel=0.004)


def utensil_rail(name, x0, x1, y, z, seed=3):
    rng = s.scatter(seed)
    steel = m.metal("k-steel", (0.75, 0.74, 0.72), 0.25)
    black = m.metal("k-iron", (0.04, 0.04, 0.04), 0.5)
    brassm = f.brass()
    wood = m.wood("k-spoonwood", (0.55, 0.36, 0.18), (0.38, 0.22, 0.1))
    s.cylinder(name + "-rail", 0.008, x1 - x0, ((x0 + x1) / 2, y - 0.05, z), brassm, 12, rotation=(0, math.pi / 2, 0))
    for k in (x0 + 0.03, x1 - 0.03):
        s.box(f"{name}-bracket{k:.2f}", (0.012, 0.05, 0.012), (k, y - 0.025, z), brassm, 0.002)
    x = x0 + 0.12
    i = 0
    while x < x1 - 0.1:
        kind = rng.random()
        mat = rng.choice([steel, steel, brassm, wood])
        if kind < 0.55:
            # Ladle or spoon: a handle and a small bowl.
            L = rng.uniform(0.22, 0.32)
            s.cylinder(f"{name}-h{i}", 0.006, L, (x, y - 0.05, z - 0.02 - L / 2), mat, 8)
            s.sphere(f"{name}-b{i}", 0.035, (x, y - 0.05, z - 0.03 - L), mat, 2, 0.5)
            x += 0.08
        elif kind < 0.8:
            # A kadai or pan hanging by its handle.
            r = rng.uniform(0.1, 0.14)
            s.cylinder(f"{name}-ph{i}", 0.009, 0.16, (x, y - 0.05, z - 0.1), black, 8)
            pan = f.lathe(f"{name}-pan{i}", [(r * 0.7, 0), (r, 0.05), (r * 0.97, 0.05), (0, 0.006)], (x, y - 0.05 - 0.008, z - 0.18 - r), black, 28)
            pan.rotation_euler = (math.pi / 2, 0, 0)
            x += 2 * r + 0.05
        else:
            s.box(f"{name}-board{i}", (0.2, 0.018, 0.32), (x + 0.05, y - 0.02, z - 0.2), wood, 0.008)
            x += 0.26
        i += 1


def stone_top(name, color_a, color_b, speckle, roughness, veins=0.0):
    """A worktop of one piece: the tile material's joints and slab-to-slab tones taken out, or a
    joint would cross the island at its centre."""
    material = m.tiles(name, color_a, color_b, tile=3.0, speckle=speckle, roughness=roughness, veins=veins)
    brick = next(node for node in material.node_tree.nodes if node.type == "TEX_BRICK")
    brick.inputs["Mortar Size"].default_value = 0.0
    brick.inputs["Color2"].default_value = brick.inputs["Color1"].default_value
    return material


def gas_hob(name, x, y, z, burners):
    """A glass-topped gas hob: brass burner caps on black rings, cast-iron pan supports."""
    iron = m.metal(name + "-iron", (0.03, 0.03, 0.03), 0.6)
    cap = f.brass(name + "-cap", (0.62, 0.45, 0.24), 0.35)
    for i, (dx, dy, r) in enumerate(burners):
        bx, by = x + dx, y + dy
        s.cylinder(f"{name}-ring{i}", r + 0.02, 0.012, (bx, by, z + 0.006), iron, 24)
        s.cylinder(f"{name}-cap{i}", r, 0.014, (bx, by, z + 0.016), cap, 24, bevel=0.003)
        for a in range(4):
            ang = a * math.pi / 2 + math.pi / 4
            px, py = bx + math.cos(ang) * (r + 0.045), by + math.sin(ang) * (r + 0.045)
            s.box(f"{name}-arm{i}{a}", (0.06, 0.008, 0.012), (px, py, z + 0.03), iron, 0.002, rotation_z=ang)
            s.box(f"{name}-foot{i}{a}", (0.01, 0.01, 0.03), (bx + math.cos(ang) * (r + 0.075), by + math.sin(ang) * (r + 0.075), z + 0.015), iron, 0.002)


def appliance_tower(name, x0, x1, y_back, depth, body, handle):
    """A tall unit with a built-in oven and a microwave at eye level, drawers below, a door above."""
    steel = m.metal(name + "-steel", (0.6, 0.6, 0.6), 0.3)
    black_glass = m.paint(name + "-glass", (0.012, 0.012, 0.014), 0.06)
    y_front = y_back - depth
    s.slab(name + "-body", x0, y_front, x1, y_back, 0.08, 2.4, body, bevel=0.003)
    s.slab(name + "-toe", x0, y_front + 0.06, x1, y_back, 0, 0.08, m.paint("k-toe", (0.08, 0.08, 0.08), 0.6), bevel=0)
    for part, z0, z1 in (("oven", 0.86, 1.46), ("micro", 1.5, 1.88)):
        s.slab(f"{name}-{part}-frame", x0 + 0.02, y_front - 0.012, x1 - 0.02, y_front, z0, z1, steel, bevel=0.004)
        s.slab(f"{name}-{part}-glass", x0 + 0.05, y_front - 0.016, x1 - 0.05, y_front - 0.01, z0 + 0.05, z1 - (0.1 if part == "oven" else 0.05), black_glass, bevel=0.002)
        s.cylinder(f"{name}-{part}-bar", 0.009, x1 - x0 - 0.12, ((x0 + x1) / 2, y_front - 0.04, z1 - 0.05), steel, 12, rotation=(0, math.pi / 2, 0))
    gap = m.paint("k-gap", (0.02, 0.02, 0.02), 0.9)
    for z in (0.48, 0.84, 1.92):
        s.slab(f"{name}-gap{z}", x0 + 0.005, y_front - 0.002, x1 - 0.005, y_front + 0.01, z - 0.002, z + 0.002, gap, bevel=0)
    for z in (0.74, 0.4):
        s.box(f"{name}-h{z}", (0.2, 0.025, 0.012), ((x0 + x1) / 2, y_front - 0.015, z), handle, 0.004)
    s.box(f"{name}-h-top", (0.012, 0.025, 0.3), (x1 - 0.06, y_front - 0.015, 2.12), handle, 0.004)


def build(view):
    bpy.context.scene.cycles.diffuse_bounces = 3
    bpy.context.scene.cycles.glossy_bounces = 2
    bpy.context.scene.cycles.sample_clamp_indirect = 1.0
    modular = view == "modular"
    stage.sky(elevation_deg=11, azimuth_deg=268, strength=1.0, sun_strength=5.0, dust=3.0)

    floor = m.tiles("k-kota", (0.42, 0.45, 0.4), (0.38, 0.41, 0.37), tile=0.6, grout=(0.3, 0.31, 0.28), roughness=0.35)
    if modular:
        floor = m.tiles("k-vitrified", (0.6, 0.56, 0.5), (0.58, 0.54, 0.48), tile=0.8, grout=(0.45, 0.42, 0.38), roughness=0.25, speckle=0.15)
    wall = m.plaster("k-wall", (0.8, 0.75, 0.66))
    ceiling = m.plaster("k-ceiling", (0.8, 0.78, 0.74), mottle=0.02)
    walls = f.room("k", X0, Y0, X1, Y1, H, floor, wall, ceiling, m.paint("k-skirt", (0.55, 0.5, 0.44), 0.5))
    frame = m.metal("k-frame", (0.08, 0.07, 0.06), 0.4)
    glass = m.glass("k-glass")

    # West: a wide window with a low sill, the afternoon sun coming in.
    s.opening(walls["W"], (0.6, 2.4, 2.0), (X0 - 0.1, 0.0, 1.9 - 0.0))
    s.window("k-wwin", 2.4, 2.0, (X0 - 0.1, 0.0, 1.9), frame, glass, axis="Y", mullions=3)
    f.portal("k-portal-w", (X0 - 0.01, 0.0, 1.9), 2.4, 2.0, (1, 0, 0))
    s.slab("k-wsill", X0 - 0.02, -1.25, X0 + 0.08, 1.25, 0.88, 0.92, m.tiles("k-sillgranite", (0.1, 0.09, 0.09), (0.12, 0.1, 0.1), tile=3, speckle=0.4, roughness=0.2), bevel=0.004)
    f.plant("k-sillplant", (X0 + 0.02, 0.7, 0.92), 0.45, seed=6, kind="broad", pot_mat=f.ceramic("k-pot", (0.42, 0.17, 0.08), 0.75), pot_height=0.14)
    # North: over the sink, a second window.
    s.opening(walls["N"], (1.5, 0.6, 1.2), (-1.6, Y1 + 0.1, 1.7))
    s.window("k-nwin", 1.5, 1.2, (-1.6, Y1 + 0.1, 1.7), frame, glass, mullions=2)
    f.portal("k-portal-n", (-1.6, Y1 + 0.01, 1.7), 1.5, 1.2, (0, -1, 0))
    # Outside: neem trees kept clear of the sun's way in and of the north window (its bare trunk
    # filled the window like a concrete pier), hedges along the compound walls, and the
    # neighbours' houses over the walls.
    # The west pair stand wide of the west window for the same reason.
    for i, (tx, ty, height) in enumerate(((X0 - 8.0, -7.5, 7.5), (X0 - 8.5, 8.0, 8.5), (1.8, Y1 + 6.0, 8.0))):
        plants.neem_tree(f"k-neem{i}", (tx, ty, -0.3), height=height, seed=60 + i)
    plants.shrub("k-hedge-w", (X0 - 2.4, 0.0, -0.3), height=1.2, seed=63, width=0.8, depth=14)
    plants.shrub("k-hedge-n", (-1.0, Y1 + 2.6, -0.3), height=1.2, seed=64, width=12, depth=0.8)
    cw = m.plaster("k-compound", (0.72, 0.62, 0.5))
    s.slab("k-cwall-w", X0 - 3.0, -8, X0 - 2.8, 8, -0.3, 1.8, cw)
    s.slab("k-cwall-n", -8, Y1 + 3.0, 6, Y1 + 3.2, -0.3, 1.8, cw)
    surroundings.low_town(31, (0.0, 0.0), 15.0, 110.0, keep_out=[(X0 - 3.2, -9.0, 7.0, Y1 + 3.4)], distance=300.0)
    s.plane("k-outground", 60, 60, (0, 0, -0.3), m.ground("k-outground"))

    # Materials of the fitted kitchen.
    if modular:
        lower = m.paint("k-charcoal", (0.035, 0.036, 0.04), 0.45)
        # a white quartz veined in grey, honed (black granite read as a flat slab: review; polished
        # stone caught the pendants in a scatter of sparks)
        top = stone_top("k-quartz", (0.8, 0.79, 0.76), (0.78, 0.77, 0.74), 0.0, 0.3, veins=0.35)
        handle = m.metal("k-handle-black", (0.05, 0.05, 0.05), 0.35)
    else:
        lower = m.paint("k-cream", (0.72, 0.68, 0.6), 0.45)
        # a pale granite, not white quartz: the white top took the low sun as one flat glare
        # (review: "darker, not sunlit")
        top = stone_top("k-granite-pale", (0.6, 0.57, 0.51), (0.52, 0.49, 0.44), 0.3, 0.3)
        handle = f.brass()
    teak = m.wood("k-teak", (0.45, 0.26, 0.12), (0.25, 0.13, 0.05), roughness=0.45)
    green = m.paint("k-pantry-green", (0.05, 0.16, 0.09), 0.4)
    splash = m.tiles("k-splash", (0.78, 0.76, 0.7), (0.74, 0.72, 0.66), tile=0.1, grout=(0.66, 0.64, 0.6), roughness=0.12)
    if modular:
        splash = m.tiles("k-splash-m", (0.62, 0.6, 0.56), (0.6, 0.58, 0.54), tile=0.6, grout=(0.55, 0.53, 0.5), roughness=0.3, veins=0.3)

    # The back run: cabinets, worktop, backsplash, sink, hob and hood.
    cabinets("k-run", X0 + 0.6, 1.55, Y1, 0.6, 0.88, lower, top, handle)
    s.slab("k-splash", X0 + 0.6, Y1 - 0.012, 1.55, Y1, 0.91, 1.5, splash, bevel=0)
    steel = m.metal("k-steel", (0.75, 0.74, 0.72), 0.25)
    s.slab("k-sink", -2.0, Y1 - 0.5, -1.2, Y1 - 0.12, 0.905, 0.912, m.metal("k-sinksteel", (0.55, 0.55, 0.55), 0.35), bevel=0.002)
    s.cylinder("k-tap", 0.012, 0.3, (-1.6, Y1 - 0.08, 1.06), steel, 12)
    s.cylinder("k-spout", 0.01, 0.2, (-1.6, Y1 - 0.17, 1.2), steel, 12, rotation=(math.pi / 2, 0, 0))
    hob_x = 0.5
    s.slab("k-hob", hob_x - 0.38, Y1 - 0.52, hob_x + 0.38, Y1 - 0.08, 0.91, 0.915, m.paint("k-hobglass", (0.01, 0.01, 0.01), 0.05), bevel=0.002)
    # Four burners; the pressure cooker and an iron kadai on the back two.
    gas_hob("k-gas", hob_x, Y1 - 0.3, 0.915, [(-0.2, 0.1, 0.045), (0.2, 0.1, 0.04), (-0.2, -0.1, 0.04), (0.2, -0.1, 0.035)])
    pan_z = 0.952
    f.lathe("k-cooker", [(0.1, 0), (0.11, 0.02), (0.11, 0.16), (0.1, 0.17), (0.0, 0.17)], (hob_x - 0.2, Y1 - 0.2, pan_z), steel, 28)
    s.cylinder("k-cookerhandle", 0.012, 0.2, (hob_x - 0.2, Y1 - 0.35, pan_z + 0.185), m.paint("k-bakelite", (0.02, 0.02, 0.02), 0.4), 8, rotation=(math.pi / 2, 0, 0))
    iron = m.metal("k-iron", (0.06, 0.055, 0.05), 0.45)
    kadai = [(0.0, 0.0), (0.06, 0.004), (0.12, 0.03), (0.16, 0.07), (0.17, 0.095), (0.162, 0.097), (0.152, 0.072), (0.112, 0.036), (0.055, 0.012), (0.0, 0.008)]
    f.lathe("k-kadai", kadai, (hob_x + 0.2, Y1 - 0.2, pan_z), iron, 40, cap=False)
    for side in (-1, 1):
        s.box(f"k-kadai-ear{side}", (0.05, 0.012, 0.02), (hob_x + 0.2 + side * 0.185, Y1 - 0.2, pan_z + 0.09), iron, 0.005)
    hood = m.paint("k-hood", (0.1, 0.1, 0.1), 0.4) if modular else m.paint("k-hood-w", (0.74, 0.71, 0.66), 0.5)
    hood_half, chimney_half = 0.45, 0.15
    s.slab("k-hood", hob_x - hood_half, Y1 - 0.5, hob_x + hood_half, Y1, 1.65, 1.9, hood, bevel=0.01)
    s.slab("k-chimney", hob_x - chimney_half, Y1 - 0.3, hob_x + chimney_half, Y1, 1.9, H, hood, bevel=0.005)
    # Things on the counter: masala dabba, a chopping board with vegetables, a bottle, a plant.
    s.cylinder("k-dabba", 0.12, 0.08, (-0.5, Y1 - 0.3, 0.95), steel, 32, bevel=0.004)
    s.box("k-board", (0.42, 0.28, 0.02), (-2.7, Y1 - 0.32, 0.92), m.wood("k-boardwood", (0.55, 0.36, 0.18), (0.38, 0.22, 0.1)), 0.006)
    for i, (dx, c) in enumerate([(-0.1, (0.6, 0.05, 0.03)), (0.0, (0.6, 0.05, 0.03)), (0.1, (0.25, 0.45, 0.05))]):
        s.sphere(f"k-veg{i}", 0.035, (-2.7 + dx, Y1 - 0.3, 0.965), m.paint(f"k-veg{i}", c, 0.35), 2)
    f.bowl("k-runbowl", (-3.4, Y1 - 0.3, 0.91), 0.13, f.ceramic("k-bowlw", (0.15, 0.2, 0.3), 0.3), fruit=True, seed=3)
    f.plant("k-herb", (1.2, Y1 - 0.25, 0.91), 0.35, seed=17, pot_mat=f.ceramic("k-herbpot", (0.75, 0.72, 0.66), 0.5), pot_height=0.12)

    # Open shelves of jars and a rail of utensils (the family kitchen); a wall of tall units in
    # the modular one.
    if not modular:
        contents = [m.paint("k-dal", (0.75, 0.55, 0.1), 0.8), m.paint("k-rice", (0.85, 0.82, 0.75), 0.8),
                    m.paint("k-rajma", (0.35, 0.08, 0.05), 0.6), m.paint("k-moong", (0.35, 0.45, 0.1), 0.8),
                    m.paint("k-chilli", (0.55, 0.08, 0.03), 0.8), m.paint("k-turmeric", (0.85, 0.55, 0.05), 0.8)]
        rng = s.scatter(9)
        for k, z in enumerate((1.95, 2.4)):
            # the shelves stop at the chimney (run through it, their edge drew a line across it),
            # the lower ones well clear of the hood's canopy (ending near it, they seemed to touch
            # its corner: review)
            gap = chimney_half + 0.01 if k else hood_half + 0.15
            for x0, x1 in ((X0 + 0.6, -2.3), (-0.9, hob_x - gap), (hob_x + gap, 1.55)):
                s.slab(f"k-shelf{k}{x0}", x0, Y1 - 0.3, x1, Y1, z - 0.04, z, teak, bevel=0.004)
                # x is the left edge of the next thing; each is placed only if it ends on the shelf
                x = x0 + 0.06
                while True:
                    r = rng.random()
                    if r < 0.55:
                        rad = rng.uniform(0.045, 0.065)
                        if x + 2 * rad > x1 - 0.03:
                            break
                        f.jar(f"k-jar{k}{x:.2f}", (x + rad, Y1 - 0.15, z), rad, rng.uniform(0.14, 0.26), rng.choice(contents))
                        x += 2 * rad + 0.03
                    elif r < 0.75:
                        if x + 0.3 > x1 - 0.03:
                            break
                        f.book_stack(f"k-cb{k}{x:.2f}", (x + 0.15, Y1 - 0.15, z), 0, 3, rng.randint(0, 99))
                        x += 0.33
                    elif r < 0.9:
                        if x + 0.2 > x1 - 0.03:
                            break
                        f.bowl(f"k-sb{k}{x:.2f}", (x + 0.1, Y1 - 0.15, z), 0.1, rng.choice([f.ceramic("k-bowlw", (0.15, 0.2, 0.3), 0.3), f.ceramic("k-bowlt", (0.5, 0.2, 0.08), 0.6)]))
                        x += 0.23
                    else:
                        x += 0.15
        utensil_rail("k-rail", -0.9, 0.0, Y1, 1.62)
        utensil_rail("k-rail2", X0 + 0.7, -2.3, Y1, 1.62, seed=8)
    if modular:
        # Wall units on either side of the window and the hood, lofts above them to the ceiling,
        # LED strips under them lighting the backsplash; a rail of ladles and pans by the hob.
        upper = m.paint("k-upper", (0.74, 0.7, 0.62), 0.45)
        led = m.emission("k-led", (1.0, 0.82, 0.6), 6.0)
        for ux0, ux1 in ((X0 + 0.6, -2.42), (-0.78, hob_x - 0.47), (hob_x + 0.47, 1.55)):
            cabinets(f"k-upper{ux0}", ux0, ux1, Y1, 0.35, 0.78, upper, None, handle, z0=1.5, plinth=0, wall=True)
            s.slab(f"k-led{ux0}", ux0 + 0.03, Y1 - 0.33, ux1 - 0.03, Y1 - 0.31, 1.494, 1.5, led, bevel=0)
            f.area_light(f"k-ledlight{ux0}", ((ux0 + ux1) / 2, Y1 - 0.3, 1.49), ux1 - ux0 - 0.06, 12.0 * (ux1 - ux0), (1.0, 0.8, 0.58), size_y=0.04, rotation=(math.radians(-20), 0, 0))
        for lx0, lx1 in ((X0 + 0.6, hob_x - 0.17), (hob_x + 0.17, 1.55)):
            cabinets(f"k-loft{lx0}", lx0, lx1, Y1, 0.35, H - 2.34, upper, None, handle, z0=2.34, plinth=0, wall=True)
        for dx in (-0.25, 0.25):
            s.cylinder(f"k-hoodlamp{dx}", 0.025, 0.004, (hob_x + dx, Y1 - 0.3, 1.648), led, 16)
        f.spot_light("k-hoodlight", (hob_x, Y1 - 0.3, 1.64), 12.0, (hob_x, Y1 - 0.3, 0.9), angle=100, radius=0.1)
        utensil_rail("k-rail-m", -0.75, hob_x - 0.5, Y1, 1.42, seed=5)
        # Beside the hob: a crock of wooden spoons and two bottles of oil.
        crock = f.ceramic("k-crock", (0.55, 0.5, 0.44), 0.4)
        f.lathe("k-crock", [(0.06, 0), (0.065, 0.15), (0.06, 0.16), (0.0, 0.16)], (-0.05, Y1 - 0.16, 0.92), crock, 24)
        spoon = m.wood("k-spoonwood", (0.55, 0.36, 0.18), (0.38, 0.22, 0.1))
        for k, (dx, tilt) in enumerate(((-0.02, -0.15), (0.015, 0.1), (0.0, 0.02))):
            s.cylinder(f"k-spoon{k}", 0.007, 0.3, (-0.05 + dx, Y1 - 0.16, 1.12), spoon, 8, rotation=(0, tilt, 0))
        oil = m.glass("k-oilglass", (0.75, 0.62, 0.2))
        for k, (bx, by) in enumerate(((1.0, Y1 - 0.14), (1.09, Y1 - 0.2))):
            f.lathe(f"k-oil{k}", [(0.035, 0), (0.037, 0.18), (0.012, 0.24), (0.012, 0.27), (0.0, 0.27)], (bx, by, 0.92), oil, 20)
    # The pantry: tall doors in dark green, brass handles (in the modular kitchen, charcoal tall
    # units with the oven and microwave built in).
    if modular:
        appliance_tower("k-tower", 1.6, 2.35, Y1, 0.62, lower, handle)
        cabinets("k-pantry", 2.35, X1, Y1, 0.62, 2.4, lower, None, handle, doors=3, plinth=0.08)
    else:
        cabinets("k-pantry", 1.6, X1, Y1, 0.62, 2.4, green, None, f.brass(), doors=4, plinth=0.08)
    s.slab("k-pantry-top", 1.6, Y1 - 0.62, X1, Y1, 2.4, H, wall, bevel=0)

    # The island: fluted teak base (family) or vertical teak boards (modular), a stone top.
    ix, iy, iw, idp = -0.7, 0.75, 2.4, 0.95
    if modular:
        s.slab("k-island-core", ix - iw / 2, iy - idp / 2, ix + iw / 2, iy + idp / 2, 0, 0.88, lower, bevel=0.003)
        for i in range(int(iw / 0.12)):
            x = ix - iw / 2 + 0.06 + i * 0.12
            s.slab(f"k-islboard{i}", x - 0.058, iy - idp / 2 - 0.02, x + 0.058, iy - idp / 2, 0.0, 0.88, m.wood("k-teakv", (0.45, 0.26, 0.12), (0.25, 0.13, 0.05), 0.45, along="Z"), bevel=0.003)
        for sx in (-1, 1):
            s.slab(f"k-islend{sx}", ix + sx * iw / 2 - (0.02 if sx > 0 else 0), iy - idp / 2 - 0.02, ix + sx * iw / 2 + (0.02 if sx < 0 else 0) * 0 + (0.02 if sx > 0 else 0), iy + idp / 2, 0, 0.88, m.wood("k-teakv", (0.45, 0.26, 0.12), (0.25, 0.13, 0.05), 0.45, along="Z"), bevel=0.003)
    else:
        s.slab("k-island-core", ix - iw / 2, iy - idp / 2, ix + iw / 2, iy + idp / 2, 0, 0.88, teak, bevel=0.003)
        f.flutes("k-islflutes", iw - 0.02, 0.86, (ix, iy - idp / 2, 0.44), m.wood("k-teakz", (0.45, 0.26, 0.12), (0.25, 0.13, 0.05), 0.45, along="Z"), pitch=0.035)
        fl = f.flutes("k-islflutes-b", iw - 0.02, 0.86, (ix, iy + idp / 2, 0.44), teak, pitch=0.035)
        fl.rotation_euler[2] = math.pi
    s.slab("k-island-top", ix - iw / 2 - 0.06, iy - idp / 2 - 0.28, ix + iw / 2 + 0.06, iy + idp / 2 + 0.03, 0.88, 0.92, top, bevel=0.005)
    # On the island: a fruit bowl, cups of chai, an open cookbook, a vase of flowers.
    f.bowl("k-islbowl", (ix + 0.5, iy + 0.1, 0.92), 0.17, f.brass("k-brassbowl", (0.7, 0.5, 0.22), 0.35), fruit=True, seed=5)
    f.cup("k-islcup1", (ix - 0.6, iy - 0.35, 0.92))
    f.cup("k-islcup2", (ix - 0.35, iy - 0.42, 0.92))
    f.vase("k-islvase", (ix - 0.05, iy + 0.2, 0.92), 0.22, f.ceramic("k-vase", (0.45, 0.18, 0.08), 0.7))
    f.book_stack("k-islbook", (ix + 1.0, iy - 0.1, 0.92), 15, 2, 4)
    # at the island's far end, the evening's cooking begun: a board of tomatoes, an onion and
    # green chillies, a knife beside them
    s.box("k-islboard", (0.4, 0.26, 0.02), (ix - 0.85, iy + 0.05, 0.93), m.wood("k-boardwood", (0.55, 0.36, 0.18), (0.38, 0.22, 0.1)), 0.006)
    for i, (dx, dy, r, c) in enumerate([(-0.1, 0.04, 0.034, (0.6, 0.05, 0.03)), (-0.03, -0.05, 0.032, (0.62, 0.07, 0.03)), (0.07, 0.05, 0.036, (0.45, 0.16, 0.2))]):
        s.sphere(f"k-islveg{i}", r, (ix - 0.85 + dx, iy + 0.05 + dy, 0.94 + r), m.paint(f"k-islveg{i}", c, 0.35), 2)
    for i, dy in enumerate((-0.07, -0.09)):
        s.cylinder(f"k-chilli{i}", 0.006, 0.09, (ix - 0.72, iy + 0.05 + dy, 0.946), m.paint("k-chilli-green", (0.08, 0.3, 0.04), 0.4), 8, rotation=(0, math.pi / 2, math.radians(10 + 12 * i)))
    s.box("k-knife", (0.2, 0.025, 0.004), (ix - 0.86, iy - 0.12, 0.922), m.metal("k-blade", (0.75, 0.74, 0.72), 0.2), 0.001)
    stool_seat = m.wood("k-stoolteak", (0.45, 0.26, 0.12), (0.25, 0.13, 0.05)) if not modular else f.cane()
    for i, dx in enumerate((-0.75, 0.0, 0.75)):
        f.stool(f"k-stool{i}", (ix + dx, iy - idp / 2 - 0.45, 0), rot=i * 20, height=0.66, seat_mat=stool_seat)

    # Pendants: three brass domes over the island (modular); two over the dining table.
    if modular:
        for i, dx in enumerate((-0.75, 0.0, 0.75)):
            f.pendant(f"k-ipend{i}", (ix + dx, iy - 0.05, 1.75), radius=0.16, style="dome", on=True, strength=4.0, light=25, ceiling=H)

    # Dining: a teak table for six under two pendants, beside the pantry (the modular kitchen's
    # picture keeps to the kitchen: its chairs would stand cut at the frame's edge).
    dx_, dy_ = 2.85, 0.2
    if not modular:
        f.dining_table("k-dtable", (dx_, dy_, 0), rot=90, length=1.8, width=0.95)
        # padded chairs in a terracotta cotton on teak legs (the teak ladder-back chair stood in four
        # other rooms: review)
        chair_fabric = m.fabric("k-chairfab", (0.3, 0.15, 0.09), weave=120)
        chair_legs = m.wood("k-chairteak", (0.38, 0.21, 0.09), (0.2, 0.1, 0.04))
        for side in (-1, 1):
            for j, oy in enumerate((-0.6, 0.0, 0.6)):
                # the chair nearest the kitchen stands pulled out and turned, as if just left
                out, turn = (0.16, 6) if (side, j) == (-1, 0) else (0.0, 0)
                seating.upholstered_chair(f"k-dchair{side}{j}", (dx_ + side * (0.68 + out), dy_ + oy, 0), -90 * side + turn, chair_fabric, chair_legs)
        for j, oy in enumerate((-0.6, 0.0, 0.6)):
            for side in (-1, 1):
                x = dx_ + side * 0.25
                f.plate(f"k-plate{side}{j}", (x, dy_ + oy, 0.76))
                if j != 1:
                    f.glass_tumbler(f"k-tumbler{side}{j}", (x + side * 0.1, dy_ + oy + 0.18, 0.76))
        runner = f.stripes_fabric("k-runner", [(0.55, 0.15, 0.05), (0.8, 0.7, 0.5), (0.55, 0.15, 0.05), (0.1, 0.12, 0.2)], [4, 1, 4, 1], scale=4)
        s.box("k-runner", (0.32, 1.7, 0.003), (dx_, dy_, 0.7615), runner, 0)
        f.bowl("k-dbowl", (dx_, dy_ - 0.05, 0.763), 0.16, f.ceramic("k-dbowlc", (0.8, 0.78, 0.72), 0.3), fruit=False)
        f.lathe("k-handi", [(0.08, 0), (0.12, 0.06), (0.11, 0.12), (0.07, 0.15), (0.075, 0.16), (0.0, 0.16)], (dx_, dy_ + 0.35, 0.763), f.brass("k-copper", (0.7, 0.35, 0.2), 0.3), 28)
        f.lathe("k-jug", [(0.05, 0), (0.06, 0.1), (0.045, 0.2), (0.05, 0.22), (0.0, 0.22)], (dx_ + 0.05, dy_ - 0.45, 0.763), f.brass(), 24)
        for j, oy in enumerate((-0.45, 0.45)):
            f.pendant(f"k-dpend{j}", (dx_, dy_ + oy, 1.62), radius=0.2, style="dome", on=True, strength=3.0, light=60, ceiling=H)
    # Beside the table, three brass thalis hung one above the other, where no pendant stands in
    # front of them from either camera (a print over the table hung behind a pendant).
    thali = f.brass("k-thali", (0.74, 0.52, 0.24), 0.32)
    for j, (ty, tz, tr) in enumerate(((-0.42, 2.02, 0.17), (-0.39, 1.64, 0.13), (-0.43, 1.33, 0.1))):
        plate = f.lathe(f"k-thali{j}", [(0.0, 0.0), (tr * 0.8, 0.0), (tr, 0.018), (tr * 1.02, 0.024), (tr * 0.97, 0.024), (tr * 0.78, 0.006), (0.0, 0.006)], (X1 - 0.01, ty, tz), thali, 48)
        plate.rotation_euler = (0.0, -math.pi / 2, 0.0)
    f.switch_plate("k-sw", (X1 - 0.005, -2.2, 1.2), -90, gangs=3)
    f.plant("k-dplant", (X1 - 0.35, Y0 + 0.4, 0), 1.4, seed=31, pot_mat=f.ceramic("k-dpot", (0.3, 0.25, 0.2), 0.6))

    # Daylight bounced about the room: a broad, soft fill from the ceiling.
    f.area_light("k-fill", (0.0, 0.0, H - 0.02), 7.0, 120, (1.0, 0.95, 0.88), size_y=5.0, rotation=(0, 0, 0))
    if view == "island":
        # three-quarters from the dining side, at a standing eye (square on, it read as a
        # diagram: review)
        cam = stage.camera((1.55, -1.35, 1.2), (-1.15, 1.65, 0.98), lens=26)
    elif view == "dining":
        # turned far enough right that the hood stays out of the frame's left edge (review)
        cam = stage.camera((0.75, -3.0, 1.55), (3.5, 1.2, 0.95), lens=28)
    elif view == "modular":
        # closer on the island and the run (review: crop tighter)
        cam = stage.camera((1.7, -2.7, 1.35), (-1.2, 2.4, 1.08), lens=31)
    else:
        cam = stage.camera((-3.6, -2.75, 1.35), (0.6, 2.3, 1.1), lens=26)
    timber.regrain()
    touches.revein()
    return cam
