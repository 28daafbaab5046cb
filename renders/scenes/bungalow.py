"""A restored heritage bungalow in Secunderabad: the long shaded veranda, seen along its length.
Lime-washed walls with arched doors and louvred windows on the left, teak columns on granite
bases carrying a Mangalore-tiled lean-to roof on timber brackets on the right, a polished red
oxide floor with a black border, late-afternoon sun raking in between the columns, cane chairs,
planters, and the garden beyond."""
import math

import bpy
from mathutils import Vector

from kit import furniture as f
from kit import materials as m
from kit import shapes as s
from kit import stage
from kit import villa_parts as vp

try:
    from kit import plants
except Exception:
    plants = None

PL = 0.6           # plinth: veranda floor level
EDGE = -3.2        # outer edge of the veranda floor (the wall's face is y = 0)
WALL_TOP = 4.5     # where the lean-to roof meets the wall
EAVE = 3.55        # roof height over the column line
X0, X1 = -1.0, 17.0


def arch_cutter(name, x, width, spring, thickness=1.0, y=0.0):
    """A box + half cylinder cutter for an arched opening whose arch springs at z = spring."""
    r = width / 2
    body = s.box(name + "-cb", (width, thickness, spring - PL + 0.02), (x, y, PL + (spring - PL) / 2 - 0.01), bevel=0)
    top = s.cylinder(name + "-cc", r, thickness, (x, y, spring), vertices=48, rotation=(math.radians(90), 0, 0))
    return body, top


def arch_frame(name, x, width, spring, material, depth=0.1, y=-0.05, t=0.08):
    """The teak frame of an arched opening: jambs and a bent head made of a curve."""
    r = width / 2
    parts = [
        s.box(name + "-jl", (t, depth, spring - PL), (x - r + t / 2, y, PL + (spring - PL) / 2), material, 0.004),
        s.box(name + "-jr", (t, depth, spring - PL), (x + r - t / 2, y, PL + (spring - PL) / 2), material, 0.004),
    ]
    pts = []
    for k in range(17):
        a = math.pi * k / 16
        pts.append((Vector((x + math.cos(a) * (r - t / 2), y, spring + math.sin(a) * (r - t / 2))), t / 2))
    curve = vp.curve_tube(name + "-head", [pts], material, resolution=4, bevel_res=1)
    parts.append(curve)
    return parts


def build(view):
    stage.sky(elevation_deg=17, azimuth_deg=222, strength=1.0, sun_strength=4.0, dust=2.0)

    lime = m.plaster("bg-lime", (0.8, 0.7, 0.5), roughness=0.95, mottle=0.16, scale=1.6, bump=0.015)
    lime_dado = m.plaster("bg-dado", (0.62, 0.5, 0.34), roughness=0.95, mottle=0.18, scale=2.0)
    white_trim = m.plaster("bg-trim", (0.84, 0.82, 0.76), roughness=0.9, mottle=0.06)
    teak = m.wood("bg-teak", (0.36, 0.2, 0.09), (0.17, 0.08, 0.035), roughness=0.5, along="Z")
    teak_x = m.wood("bg-teak-x", (0.36, 0.2, 0.09), (0.17, 0.08, 0.035), roughness=0.5, along="X")
    teak_y = m.wood("bg-teak-y", (0.3, 0.16, 0.07), (0.14, 0.07, 0.03), roughness=0.6, along="Y")
    green = m.paint("bg-shutter", (0.05, 0.16, 0.1), roughness=0.55)
    red_floor = vp.red_oxide()
    black_floor = m.paint("bg-black-oxide", (0.025, 0.022, 0.02), roughness=0.15, clearcoat=0.3)
    granite = vp.granite("bg-granite", (0.3, 0.27, 0.25))
    tiles_mat = vp.roof_tiles("bg-tiles")
    tile_under = m.plaster("bg-tile-under", (0.42, 0.16, 0.08), roughness=0.9, mottle=0.2, scale=8)
    dark = m.paint("bg-interior-dark", (0.03, 0.025, 0.02), roughness=0.9)

    # garden
    s.plane("bg-lawn", 200, 200, (0, 0, 0), m.ground("bg-lawn", color=(0.12, 0.17, 0.05), dry=(0.3, 0.24, 0.14)))
    s.slab("bg-path", 6.6, -30, 9.0, EDGE - 1.0, 0, 0.03, m.tiles("bg-path", (0.34, 0.31, 0.28), (0.3, 0.27, 0.25), tile=0.6, roughness=0.8), bevel=0.005)

    # plinth, veranda floor with a black border, granite coping, steps
    s.slab("bg-plinth", X0 - 0.4, EDGE - 0.12, X1 + 0.4, 8, 0, PL - 0.04, lime_dado, bevel=0.02)
    s.slab("bg-coping", X0 - 0.4, EDGE - 0.14, X1 + 0.4, EDGE + 0.25, PL - 0.06, PL, granite, bevel=0.012)
    s.slab("bg-border", X0, EDGE + 0.25, X1, -0.0, PL - 0.02, PL - 0.002, black_floor, bevel=0.0)
    s.slab("bg-floor", X0 + 0.2, EDGE + 0.45, X1 - 0.2, -0.2, PL - 0.02, PL, red_floor, bevel=0.003)
    for i in range(3):
        s.slab(f"bg-step{i}", 6.5, EDGE - 0.14 - 0.35 * (3 - i), 9.1, EDGE - 0.14 - 0.35 * (2 - i), 0, PL - 0.04 - 0.15 * (2 - i) - 0.02, granite, bevel=0.01)

    # the house wall with arched doors and windows
    wall = s.slab("bg-wall", X0 - 0.4, 0.0, X1 + 0.4, 0.6, PL, WALL_TOP + 0.6, lime, bevel=0.0)
    s.slab("bg-wall-dado", X0 - 0.4, -0.015, X1 + 0.4, 0.0, PL, PL + 0.15, lime_dado, bevel=0.0)
    s.slab("bg-endwall", X1, EDGE - 0.1, X1 + 0.5, 0.3, PL, WALL_TOP, lime, bevel=0.01)
    openings = [(1.3, "door"), (4.1, "window"), (7.85, "door"), (11.6, "window"), (14.4, "door")]
    cutters = []
    for k, (x, kind) in enumerate(openings):
        width = 1.3 if kind == "door" else 1.1
        spring = PL + (2.4 if kind == "door" else 2.35)
        bottom = PL if kind == "door" else PL + 0.75
        body, top = arch_cutter(f"bg-op{k}", x, width, spring, y=0.1)
        if kind == "window":
            body.scale = (1, 1, (spring - bottom) / (spring - PL))
            body.location.z = bottom + (spring - bottom) / 2 - 0.01
        cutters += [body, top]
        # recess: the dark of the room inside and the joinery in the opening
        s.slab(f"bg-op{k}-back", x - width / 2, 0.45, x + width / 2, 0.5, bottom, spring + width / 2, dark, bevel=0.0)
        for p in arch_frame(f"bg-op{k}-fr", x, width, spring, teak, y=0.42):
            pass
        # moulded surround (a raised lime band) down both jambs and round the arch, and a keystone
        # (round the arch alone, wider than the jambs below it, it read as stuck on: last review)
        r = width / 2 + 0.08
        arch = [(Vector((x + math.cos(math.pi * j / 20) * r, -0.02, spring + math.sin(math.pi * j / 20) * r)), 0.055) for j in range(21)]
        jamb = [bottom + (spring - bottom) * i / 8 for i in range(8)]
        pts = [(Vector((x + r, -0.02, z)), 0.055) for z in jamb] + arch + [(Vector((x - r, -0.02, z)), 0.055) for z in reversed(jamb)]
        vp.curve_tube(f"bg-op{k}-band", [pts], white_trim, resolution=4, bevel_res=1)
        s.box(f"bg-op{k}-key", (0.16, 0.08, 0.22), (x, -0.02, spring + width / 2 + 0.06), white_trim, 0.01)
        s.box(f"bg-op{k}-sill", (width + 0.2, 0.12, 0.06), (x, -0.04, bottom - 0.03), granite if kind == "window" else white_trim, 0.01)
        if kind == "door":
            # a pair of panelled teak doors, one ajar
            lw = width / 2 - 0.04
            for side in (-1, 1):
                cx = x + side * (width / 4 - 0.01)
                leaf = s.box(f"bg-op{k}-leaf{side}", (lw, 0.05, spring - PL - 0.02), (cx, 0.38, PL + (spring - PL) / 2), teak, 0.006)
                for j, (z0, z1) in enumerate(((PL + 0.15, PL + 0.95), (PL + 1.1, spring - 0.15))):
                    s.box(f"bg-op{k}-panel{side}{j}", (lw - 0.16, 0.02, z1 - z0), (cx, 0.35, (z0 + z1) / 2), teak_x, 0.01)
                if k == 2 and side == 1:
                    leaf.location.x += 0.25
                    leaf.location.y += 0.2
                    leaf.rotation_euler[2] = math.radians(-70)
            # the fanlight: radiating glazing bars over dark glass
            s.slab(f"bg-op{k}-fan", x - width / 2, 0.44, x + width / 2, 0.45, spring - 0.02, spring + width / 2, m.paint("bg-fanglass", (0.04, 0.05, 0.05), roughness=0.1), bevel=0.0)
            for j in range(1, 6):
                a = math.pi * j / 6
                bar = s.box(f"bg-op{k}-bar{j}", (0.03, 0.03, width / 2), (x + math.cos(a) * width / 4, 0.42, spring + math.sin(a) * width / 4), teak, 0.004)
                bar.rotation_euler[1] = -(a - math.pi / 2)
            s.box(f"bg-op{k}-transom", (width, 0.06, 0.06), (x, 0.42, spring), teak, 0.006)
        else:
            # green louvred shutters, folded open against the reveals, and a grille
            for side in (-1, 1):
                for j in range(16):
                    z = bottom + 0.08 + j * (spring - bottom - 0.12) / 16
                    lou = s.box(f"bg-op{k}-lou{side}{j}", (width / 2 - 0.06, 0.012, 0.07), (x + side * (width / 4), 0.3, z), green, 0.002)
                    lou.rotation_euler[0] = math.radians(35)
                s.box(f"bg-op{k}-stile{side}", (0.04, 0.05, spring - bottom), (x + side * (width / 2 - 0.04), 0.3, bottom + (spring - bottom) / 2), green, 0.004)
                s.box(f"bg-op{k}-stilem{side}", (0.04, 0.05, spring - bottom), (x + side * 0.02, 0.3, bottom + (spring - bottom) / 2), green, 0.004)
            # the grille's bars within the opening, from sill to springing (taller, they ran past
            # the opening into the arch: last review)
            for j in range(5):
                s.cylinder(f"bg-op{k}-rod{j}", 0.008, spring - bottom, (x - width / 2 + (j + 1) * width / 6, 0.2, bottom + (spring - bottom) / 2), m.metal("bg-iron", (0.04, 0.04, 0.04), 0.5), vertices=8)
            s.slab(f"bg-op{k}-fanwin", x - width / 2, 0.36, x + width / 2, 0.38, spring, spring + width / 2, green, bevel=0.0)
    for c in cutters:
        s.cut(wall, c)
    # cornice band at the top of the wall, and a wall lamp between the openings
    s.slab("bg-cornice", X0 - 0.4, -0.12, X1 + 0.4, 0.0, WALL_TOP - 0.35, WALL_TOP - 0.25, white_trim, bevel=0.02)
    brass = f.brass("bg-brass")
    for k, x in enumerate((2.7, 9.75, 13.0)):
        f.switch_plate(f"bg-switch{k}", (x - 0.25, -0.005, PL + 1.25), gangs=2) if k == 0 else None
        s.box(f"bg-lampback{k}", (0.12, 0.03, 0.18), (x, -0.015, PL + 2.25), brass, 0.008)
        s.cylinder(f"bg-lamparm{k}", 0.01, 0.2, (x, -0.12, PL + 2.3), brass, vertices=8, rotation=(math.radians(90), 0, 0))
        s.sphere(f"bg-lampglobe{k}", 0.09, (x, -0.24, PL + 2.22), m.paint("bg-opal", (0.85, 0.82, 0.75), roughness=0.2))
    # a framed old photograph and a name board
    f.frame("bg-photo", (6.0, 0.0, PL + 1.75), 0, 0.5, 0.65, f.art_material("bg-art", [(0.5, 0.42, 0.3), (0.25, 0.2, 0.15), (0.7, 0.62, 0.48)], seed=5))

    # teak columns on granite bases, a beam, brackets
    cols = [X0 + 0.35 + i * 2.95 for i in range(7)]
    yc = EDGE + 0.25
    for i, x in enumerate(cols):
        s.box(f"bg-colbase{i}", (0.4, 0.4, 0.32), (x, yc, PL + 0.16), granite, 0.02)
        s.box(f"bg-colcap{i}", (0.3, 0.3, 0.06), (x, yc, PL + 0.35), granite, 0.01)
        col = s.cylinder(f"bg-col{i}", 0.1, EAVE - PL - 0.58, (x, yc, PL + 0.38 + (EAVE - PL - 0.58) / 2), teak, vertices=16, bevel=0.0)
        col.modifiers.clear()
        # square-to-octagonal column: a box at top and bottom
        s.box(f"bg-colsq{i}", (0.22, 0.22, 0.3), (x, yc, PL + 0.53), teak, 0.008)
        s.box(f"bg-colsqt{i}", (0.22, 0.22, 0.22), (x, yc, EAVE - 0.31), teak, 0.008)
        # capital and brackets along the beam
        s.box(f"bg-colhead{i}", (0.34, 0.3, 0.08), (x, yc, EAVE - 0.16), teak, 0.01)
        for side in (-1, 1):
            pts = [(Vector((x + side * 0.1, yc, EAVE - 0.62)), 0.04), (Vector((x + side * 0.22, yc, EAVE - 0.3)), 0.05),
                   (Vector((x + side * 0.55, yc, EAVE - 0.14)), 0.035)]
            vp.curve_tube(f"bg-brk{i}{side}", [pts], teak, resolution=6, bevel_res=2)
    s.slab("bg-beam", X0 - 0.3, yc - 0.12, X1 + 0.1, yc + 0.12, EAVE - 0.12, EAVE + 0.12, teak_x, bevel=0.012)

    # the lean-to roof: rafters, tile underside, tiles, a timber fascia
    depth = 0.0 - (EDGE - 0.9)
    slope = math.atan2(WALL_TOP - EAVE, -yc)
    roof_len = depth / math.cos(slope) + 0.2
    mid_y = (EDGE - 0.9) / 2
    z_at = lambda y: EAVE + (y - yc) * math.tan(slope)
    under = s.box("bg-roofunder", (X1 - X0 + 0.9, roof_len, 0.02), (X0 / 2 + X1 / 2 + 0.05, mid_y, z_at(mid_y) + 0.19), tile_under, 0.0)
    under.rotation_euler[0] = slope
    top = s.box("bg-rooftiles", (X1 - X0 + 1.1, roof_len + 0.1, 0.05), (X0 / 2 + X1 / 2 + 0.05, mid_y, z_at(mid_y) + 0.24), tiles_mat, 0.0)
    top.rotation_euler[0] = slope
    for j in range(int((X1 - X0) / 0.5) + 2):
        x = X0 - 0.2 + j * 0.5
        r = s.box(f"bg-rafter{j}", (0.07, roof_len, 0.11), (x, mid_y, z_at(mid_y) + 0.12), teak_y, 0.006)
        r.rotation_euler[0] = slope
    for j, y in enumerate((yc - 0.7, -1.4, -0.4)):
        s.box(f"bg-purlin{j}", (X1 - X0 + 0.6, 0.1, 0.08), (X0 / 2 + X1 / 2, y, z_at(y) + 0.02), teak_x, 0.006)
    fascia = s.box("bg-fascia", (X1 - X0 + 1.1, 0.04, 0.22), (X0 / 2 + X1 / 2 + 0.05, EDGE - 0.92, z_at(EDGE - 0.92) + 0.16), teak_x, 0.006)
    # the main house roof beyond, a Madras terrace parapet
    s.slab("bg-upper", X0 - 0.4, 0.0, X1 + 0.4, 8, WALL_TOP + 0.6, WALL_TOP + 1.5, lime, bevel=0.02)

    # life on the veranda: cane chairs, a low table with tea, planters, a rug, slippers
    cane_cushion = f.stripes_fabric("bg-cushion", [(0.55, 0.12, 0.05), (0.75, 0.6, 0.35), (0.2, 0.25, 0.35)], scale=8.0)
    f.armchair("bg-chair1", (4.0, -1.35, PL), rot=-25, style="cane", cushion_mat=cane_cushion)
    f.armchair("bg-chair2", (5.75, -1.25, PL), rot=20, style="cane", cushion_mat=cane_cushion)
    s.box("bg-teapoy", (0.6, 0.6, 0.04), (4.9, -2.05, PL + 0.44), teak_x, 0.01)
    for sx in (-1, 1):
        for sy in (-1, 1):
            s.box(f"bg-teapoyleg{sx}{sy}", (0.05, 0.05, 0.42), (4.9 + sx * 0.25, -2.05 + sy * 0.25, PL + 0.21), teak, 0.005)
    f.cup("bg-cup1", (4.8, -2.0, PL + 0.46))
    f.cup("bg-cup2", (5.05, -2.15, PL + 0.46))
    f.book_stack("bg-books", (4.95, -1.88, PL + 0.46), 10, 3, 7)
    f.rug("bg-rug", (4.9, -1.8), 2.6, 1.7, f.rug_material("bg-dhurrie", (0.55, 0.38, 0.22), (0.2, 0.12, 0.08), (0.7, 0.55, 0.3), seed=3))
    bpy.data.objects["bg-rug"].location.z = PL + 0.006
    slip = m.paint("bg-slipper", (0.12, 0.07, 0.04), roughness=0.6)
    for k, (x, y, r) in enumerate(((7.5, -0.55, 10), (7.68, -0.5, -5), (8.3, -0.7, 30))):
        s.box(f"bg-slipper{k}", (0.1, 0.26, 0.02), (x, y, PL + 0.01), slip, 0.008, rotation_z=math.radians(r))
    s.box("bg-mat", (1.0, 0.55, 0.01), (7.85, -0.6, PL + 0.005), f.rug_material("bg-coir", (0.45, 0.3, 0.15), (0.3, 0.18, 0.08), (0.5, 0.35, 0.18), seed=4, style="dhurrie"), 0.003)
    terracotta = m.plaster("bg-pot", (0.45, 0.17, 0.08), roughness=0.8, mottle=0.15, scale=6)
    if plants:
        for k, (x, y, h, kind) in enumerate(((cols[1] + 0.45, yc + 0.2, 1.4, "areca"), (cols[3] + 0.5, yc + 0.2, 0.9, "fern"), (cols[4] - 0.5, yc + 0.2, 1.1, "rubber"),
                                           (X1 - 0.5, -0.5, 1.5, "areca"), (0.4, -0.5, 1.0, "snake"), (cols[5] + 0.5, yc + 0.2, 0.8, "fern"))):
            plants.potted_plant(f"bg-pot{k}", (x, y, PL), height=h, seed=30 + k, kind=kind)
        plants.neem_tree("bg-neem", (4.0, -17.0, 0), height=11, seed=4)
        plants.neem_tree("bg-neem2", (22.0, -6.0, 0), height=10, seed=9)
        plants.palm_tree("bg-palm", (13.0, -13.0, 0), height=10, seed=3)
        plants.bougainvillea("bg-bougain", (X1 + 1.2, EDGE - 1.0, 0), height=2.6, seed=2, width=2.8, depth=1.0)
        plants.shrub("bg-hedge", (3.5, EDGE - 1.0, 0), height=0.7, seed=3, width=5.0, depth=0.7)
        plants.shrub("bg-hedge2", (13.0, EDGE - 1.0, 0), height=0.7, seed=4, width=6.0, depth=0.7)
        plants.tulsi_planter("bg-tulsi", (8.0, -7.5, 0), height=0.9, seed=2)
    if plants:
        plants.neem_tree("bg-neem3", (24.0, -12.0, 0), height=12, seed=11)
        plants.palm_tree("bg-palm2", (19.0, -8.5, 0), height=9, seed=6)
        plants.shrub("bg-hedge3", (27.0, -8.0, 0), height=1.2, seed=5, width=1.5, depth=8.0)
    s.slab("bg-compound2", 28.5, -24, 28.8, 8, 0, 2.0, m.plaster("bg-compound", (0.7, 0.62, 0.5), mottle=0.14), bevel=0.01)
    s.slab("bg-neighbour", 34, -20, 46, 4, 0, 7.5, m.plaster("bg-neighbour", (0.72, 0.66, 0.56), mottle=0.1), bevel=0.02)
    # compound wall at the garden's end
    s.slab("bg-compound", -20, -24, 40, -23.7, 0, 2.0, m.plaster("bg-compound", (0.7, 0.62, 0.5), mottle=0.14), bevel=0.01)

    # soft fill bouncing off the sunlit garden into the veranda
    fill = bpy.data.lights.new("bg-fill", "AREA")
    fill.shape = "RECTANGLE"
    fill.size, fill.size_y = X1 - X0, 2.6
    fill.energy = 150
    fill.color = (1.0, 0.9, 0.75)
    lamp = bpy.data.objects.new("bg-fill", fill)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.location = ((X0 + X1) / 2, EDGE - 0.7, PL + 1.4)
    lamp.rotation_euler = (math.radians(90), 0, 0)
    fill.cycles.is_portal = False

    return stage.camera((-0.7, -1.55, PL + 1.45), (12.0, -2.3, PL + 1.3), lens=24)
