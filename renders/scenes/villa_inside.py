"""Inside the courtyard villa: the double-height stair hall with its floating stair and gallery
('floating-staircase'), and the stair in the light well under its jaali skylight
('courtyard-villa-stair')."""
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
    # (a quarter metre further off than it was: from the hall it read as jammed against the tread)
    bench_y = 0.7
    s.box("vs-bench", (0.45, 1.0, 0.06), (0.5, bench_y, 0.42), teak_y, 0.01)
    for dy in (-0.42, 0.42):
        s.box(f"vs-bench-leg{dy}", (0.4, 0.06, 0.39), (0.5, bench_y + dy, 0.195), teak, 0.005)
    f.book_stack("vs-books", (0.5, bench_y - 0.25, 0.45), 5, 3, 9)
    f.cushion("vs-cush", (0.4, 0.14, 0.38), (0.32, bench_y + 0.27, 0.66), f.stripes_fabric("vs-cushf", [(0.55, 0.14, 0.05), (0.82, 0.7, 0.45)], scale=8.0), tilt=12, rot=90)
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
    # matte: at 0.55 the balusters caught the sky in white speckle (review)
    steel = m.paint("vw-steel", (0.03, 0.03, 0.032), roughness=0.8)
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
    # a concrete jaali over the glass: a diamond lattice whose sunlight falls as a net of soft
    # lozenges over the treads and up the stone (the fins it replaces laid plain stripes)
    spacing, bar = 0.34, 0.07
    for direction in (1, -1):
        for k in range(-16, 17):
            # bars at 45 degrees; their ends run on into the roof slabs round the opening
            along = k * spacing
            centre = (LX / 2 + along / math.sqrt(2), L / 2 - direction * along / math.sqrt(2), TOP + 0.12)
            s.box(f"vw-jaali{direction}-{k}", (7.0, bar, 0.16), centre, white, 0.004, rotation_z=direction * math.pi / 4)
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
    # flight 1's open side: steel flats, two to a tread as on the landing's edge, under a teak
    # handrail along the pitch (without them the stair looked unsafe to a parent: review)
    y_start, y_end, pitch = 0.15, 0.15 + 9 * run, rise / run
    rail_x = w - 0.04
    for i in range(9):
        for part in (0.25, 0.75):
            y = y_start + (i + part) * run
            top = rise + (y - y_start) * pitch + 0.9
            base = (i + 1) * rise
            s.box(f"vw-bal1-{i}-{part}", (0.012, 0.04, top - base), (rail_x, y, (base + top) / 2), steel, 0.002)
    rail_length = (y_end - y_start) * math.hypot(1, pitch)
    rail1 = s.box("vw-rail1", (0.05, rail_length, 0.04), (rail_x, (y_start + y_end) / 2, rise + (y_end - y_start) * pitch / 2 + 0.92), teak_y, 0.01)
    rail1.rotation_euler[0] = math.atan(pitch)
    # a steel newel at the landing, where the flight's rail ends and the landing's rail begins
    # (lower, it meets the post instead of ending in the air beside it)
    newel_top = rise + (y_end - y_start) * pitch + 0.95
    s.box("vw-newel", (0.05, 0.05, newel_top - zl), (rail_x, y_end + 0.02, (zl + newel_top) / 2), steel, 0.004)
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
    # its teak lining closes the opening's sides, head and floor out to the back (open, the sky
    # showed as white slits round the shelves)
    s.slab("vw-niche-left", nx0 - 0.03, L, nx0, L + 0.45, zl, zl + 2.23, teak_y, bevel=0.0)
    s.slab("vw-niche-right", nx1, L, nx1 + 0.03, L + 0.45, zl, zl + 2.23, teak_y, bevel=0.0)
    s.slab("vw-niche-head", nx0 - 0.03, L, nx1 + 0.03, L + 0.45, zl + 2.2, zl + 2.23, teak, bevel=0.0)
    s.slab("vw-niche-floor", nx0, L - 0.01, nx1, L + 0.45, zl - 0.18, zl, tread_mat, bevel=0.0)
    s.slab("vw-desk", nx0, L - 0.2, nx1, L + 0.45, zl + 0.72, zl + 0.76, teak, bevel=0.006)
    s.slab("vw-shelf1", nx0, L + 0.15, nx1, L + 0.45, zl + 1.35, zl + 1.38, teak, bevel=0.004)
    s.slab("vw-shelf2", nx0, L + 0.15, nx1, L + 0.45, zl + 1.8, zl + 1.83, teak, bevel=0.004)
    f.book_row("vw-books1", (nx0 + 0.05, L + 0.3, zl + 1.38), 1.1, 0.22, 0.32, 7)
    f.book_row("vw-books2", (nx0 + 0.3, L + 0.3, zl + 1.83), 1.0, 0.22, 0.3, 8)
    # the lamp at the desk's left end, lit: the lined niche is in shade (at its right end the
    # frame cut it: review)
    f.table_lamp("vw-lamp", (nx0 + 0.3, L + 0.25, zl + 0.76), on=True, height=0.45)
    f.book_stack("vw-deskbooks", (nx1 - 0.45, L + 0.1, zl + 0.76), 12, 3, 5)
    f.cup("vw-cup", (nx0 + 0.8, L + 0.05, zl + 0.76))
    f.stool("vw-stool", (2.1, L - 0.45, zl), height=0.46)
    # ground floor: a bench, a plant, a rug and a brass urli under the well
    if plants:
        # on the well's floor beside the urli, under the open sky of the skylight
        plants.potted_plant("vw-plant", (3.0, 2.2, 0), height=1.6, seed=51, kind="areca")
        plants.potted_plant("vw-plant2", (0.5, L - 0.35, zl), height=0.7, seed=52, kind="fern")
        # small pots up the wall side of the first flight, as families keep them on a sunny stair
        for k, (step, kind) in enumerate(((2, "fern"), (4, "snake"), (6, "fern"))):
            plants.potted_plant(f"vw-step-plant{k}", (0.17, 0.15 + step * run + run / 2, (step + 1) * rise), height=0.32 + 0.08 * (k % 2), seed=53 + k, kind=kind, pot_radius=0.09)
    f.bowl("vw-urli", (2.1, 1.4, 0), 0.45, f.brass("vw-brass"))
    f.switch_plate("vw-switch", (LX, -0.5, 1.2), rot=90, gangs=2)


def compose(view):
    if view == "courtyard-villa-stair":
        # from the foot of the first flight looking up it to the landing's study niche; a high
        # east sun through the skylight's jaali nets the treads and the stone wall with light
        stage.sky(elevation_deg=62, azimuth_deg=110, strength=1.0, sun_strength=4.2, dust=1.8, warmth=0.25)
        light_well()
        return stage.camera((0.6, -0.75, 1.45), (1.0, 3.0, 2.55), lens=24)
    if view == "floating-staircase":
        stage.sky(elevation_deg=38, azimuth_deg=28, strength=1.0, sun_strength=4.2, dust=1.8)
        stair_hall()
        # turned a little toward the concrete wall: the bench and the hanging whole in frame (they
        # were cut at the left edge: review); at 22 mm the door's handle stays in it too
        return stage.camera((5.7, -0.7, 1.4), (0.8, 4.2, 2.8), lens=22)
    raise ValueError(view)


def build(view):
    camera = compose(view)
    timber.regrain()
    return camera
