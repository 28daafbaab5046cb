"""A boutique hotel lobby in Begumpet, about 60 % through its fit-out: the stone floor laid
(one corner still screed, with tile boxes), fluted teak panelling half up the long wall and bare
battens beyond it, a step ladder, stacked panels on bearers, the false ceiling half boarded with
its grid and a duct showing, the reception desk a plywood carcass. The 'finished' view shows the
lounge as designed: two tub chairs and a round low table before a backlit jaali under warm
pendants.

Plan: the lobby runs 0..12 m along X and 0..9 m along Y; the panelled wall is the north one
(y = 9), tall windows on the west (x = 0) take the afternoon sun."""
import math

import bpy

from kit import civic_props as cp
from kit import furnishings
from kit import furniture as fu
from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import site_props as sp
from kit import stage
from kit import timber
from kit import touches
from kit import trade_props as tp
from kit import wear

def wool_rug(name, colour, abrash=0.18, pile=0.8):
    """A hand-knotted wool rug's pile: the colour drifts in soft bands across it (each batch of
    dyed wool a shade apart), tufts break the surface every few millimetres, and wool's sheen
    catches the light at a low angle. A plain fabric read as vinyl: review."""
    material = bpy.data.materials.get(name)
    if material:
        return material
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coords = nodes.new("ShaderNodeTexCoord")
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (0.4, 3.0, 1.0)
    links.new(coords.outputs["Object"], stretch.inputs["Vector"])
    bands = nodes.new("ShaderNodeTexNoise")
    bands.inputs["Scale"].default_value = 1.2
    bands.inputs["Detail"].default_value = 2.0
    links.new(stretch.outputs["Vector"], bands.inputs["Vector"])
    tone = nodes.new("ShaderNodeValToRGB")
    tone.color_ramp.elements[0].position = 0.35
    tone.color_ramp.elements[0].color = (*[c * (1 - abrash) for c in colour], 1)
    tone.color_ramp.elements[1].position = 0.65
    tone.color_ramp.elements[1].color = (*[c * (1 + abrash) for c in colour], 1)
    links.new(bands.outputs["Fac"], tone.inputs["Fac"])
    tufts = nodes.new("ShaderNodeTexNoise")
    tufts.inputs["Scale"].default_value = 160.0
    tufts.inputs["Detail"].default_value = 2.0
    links.new(coords.outputs["Object"], tufts.inputs["Vector"])
    depth = nodes.new("ShaderNodeMapRange")
    depth.inputs["To Min"].default_value = 0.7
    depth.inputs["To Max"].default_value = 1.15
    links.new(tufts.outputs["Fac"], depth.inputs["Value"])
    shaded = nodes.new("ShaderNodeMixRGB")
    shaded.blend_type = "MULTIPLY"
    shaded.inputs["Fac"].default_value = 1.0
    links.new(tone.outputs["Color"], shaded.inputs["Color1"])
    links.new(depth.outputs["Result"], shaded.inputs["Color2"])
    links.new(shaded.outputs["Color"], bsdf.inputs["Base Color"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = pile
    bump.inputs["Distance"].default_value = 0.003
    links.new(tufts.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    bsdf.inputs["Roughness"].default_value = 1.0
    bsdf.inputs["Specular"].default_value = 0.25
    bsdf.inputs["Sheen"].default_value = 1.0
    bsdf.inputs["Sheen Tint"].default_value = 0.6
    return material


W, D, H = 12.0, 9.0, 3.7     # room, to the false ceiling
SLAB = 4.6                   # structural soffit
PANEL_END = 5.8              # panelling is up to here along the north wall


def teak():
    return m.wood("lobby-teak", light=(0.5, 0.3, 0.14), dark=(0.28, 0.15, 0.06), roughness=0.4, scale=5.0, along="Z")


def stone():
    # honed Kota, as the project's text says (a veined beige marble did not match it: review):
    # blue-grey limestone in two-foot slabs with brass divider strips, a satin finish that still
    # mirrors the lights and panels softly
    return m.tiles("lobby-stone", (0.37, 0.41, 0.39), (0.34, 0.38, 0.37), tile=0.6, grout=(0.62, 0.45, 0.2), roughness=0.2, veins=0.06, speckle=0.15, grout_width=0.004)


def shell(finished):
    wall = m.plaster("lobby-wall", (0.72, 0.68, 0.6), mottle=0.05)
    # the walls behind the fit-out are puttied and sanded, not painted: a patchy off-white (a grey
    # bare render made the whole lobby read as an empty shell: review)
    bare = m.plaster("lobby-putty", (0.7, 0.67, 0.61), mottle=0.16, scale=1.6, bump=0.08)
    t = 0.25
    # floor: stone laid, except a screed patch in the south-east corner (during fit-out)
    s.slab("screed", 0, 0, W, D, -0.12, -0.01, m.concrete("screed", (0.36, 0.35, 0.33)), bevel=0)
    if finished:
        s.slab("floor", 0, 0, W, D, -0.02, 0.0, stone(), bevel=0)
    else:
        # the trades' dust over the new stone (as clean as on handover day, it read as a
        # showroom: review)
        # (a thicker film in small drifts left the polished stone between them dark, like wet
        # blotches: reviews)
        s.slab("floor-a", 0, 3.6, W, D, -0.02, 0.0, wear.dusty(stone(), film=(0.62, 0.6, 0.56), scale=0.5, amount=0.3), bevel=0)
        s.slab("floor-b", 0, 0, 8.1, 3.6, -0.02, 0.0, stone(), bevel=0)
    # walls
    north = bare if not finished else wall
    s.slab("wall-n", -t, D, W + t, D + t, 0, SLAB, north, bevel=0)
    s.slab("wall-e", W, 0, W + t, D, 0, SLAB, wall if finished else bare, bevel=0)
    s.slab("wall-s", -t, -t, W + t, 0, 0, SLAB, wall, bevel=0)
    # west wall: three tall windows
    west = s.slab("wall-w", -t, 0, 0, D, 0, SLAB, wall, bevel=0)
    frame_mat = m.paint("win-frame", (0.08, 0.07, 0.06), roughness=0.4)
    glass = m.glass("lobby-glass")
    for i, yc in enumerate((1.8, 4.5, 7.2)):
        s.opening(west, (1.0, 2.0, 3.0), (-t / 2, yc, 1.65))
        s.window(f"win{i}", 2.0, 3.0, (-0.1, yc, 1.65), frame_mat, glass, axis="Y", mullions=2, transoms=1)
        fu.portal(f"portal{i}", (-0.02, yc, 1.65), 2.0, 3.0, (1, 0, 0))
    s.slab("soffit", -t, -t, W + t, D + t, SLAB, SLAB + 0.2, m.concrete("soffit", (0.45, 0.44, 0.42)), bevel=0)
    # outside: a garden strip and the street light
    s.plane("outside", 60, 60, (-30, 4.5, -0.3), m.ground("lawn-out"))
    for k, (yy, seed) in enumerate(((0.5, 3), (6.0, 4))):
        plants.palm_tree(f"palm{k}", (-6.0, yy, -0.3), height=7.5, seed=seed)


def board_material():
    return m.paint("gypsum", (0.8, 0.79, 0.76), roughness=0.9)


def cove_light(x0, x1, energy):
    """A cove of warm light washing the panelled wall from the ceiling's edge (an area light, not
    a thin emitter)."""
    fu.area_light("cove", ((x0 + x1) / 2, D - 0.3, H - 0.02), x1 - x0, energy, color=(1.0, 0.72, 0.42), size_y=0.15)


def ceiling(finished):
    board = board_material()
    if finished:
        s.slab("ceiling", 0, 0, W, D, H, H + 0.012, board, bevel=0)
        cove_light(0.3, W - 0.3, 220)
        return
    s.slab("ceiling-a", 0, 0, PANEL_END + 0.6, D, H, H + 0.012, board, bevel=0)
    # the first run of cove light, over the finished panels, is wired and tested: the finished half
    # glows warm against the work beyond it (a grey lobby said nothing about what it becomes: review)
    cove_light(0.2, PANEL_END - 0.1, 130)
    # the downlights' holes are cut, their fittings still to come
    for x in (1.5, 3.3, 5.1):
        for y in (1.8, 4.5, 7.2):
            s.cylinder(f"downlight-hole-{x}-{y}", 0.075, 0.004, (x, y, H - 0.001), m.paint("hole", (0.02, 0.02, 0.02), roughness=0.9), 24)
    s.slab("cove-strip", 0.05, D - 0.32, PANEL_END - 0.05, D - 0.28, H - 0.03, H - 0.01, m.emission("cove-led", (1.0, 0.74, 0.45), 8.0), bevel=0)
    grid = sp.Batch()
    x = PANEL_END + 0.6
    while x <= W:
        grid.box(x - 0.015, 0, H, x + 0.015, D, H + 0.04)
        x += 0.6
    y = 0.0
    while y <= D:
        grid.box(PANEL_END + 0.6, y - 0.012, H + 0.04, W, y + 0.012, H + 0.065)
        y += 1.2
    # hangers up to the slab
    x = PANEL_END + 1.2
    while x < W:
        y = 0.6
        while y < D:
            grid.strut((x, y, H + 0.06), (x, y, SLAB), 0.003, 4)
            y += 1.2
        x += 1.2
    grid.done("ceiling-grid", sp.galvanised())
    # a few boards fixed on the grid beyond the finished part
    some = sp.Batch()
    for (x0, y0) in ((6.4, 0.0), (6.4, 1.2), (7.0, 0.0), (6.4, 7.2), (6.4, 8.4), (7.0, 8.4)):
        some.box(x0, y0, H - 0.012, x0 + 0.6, min(D, y0 + 1.2), H)
    some.done("ceiling-boards", board)
    # a galvanised duct and cable trays above
    duct = sp.Batch()
    duct.box(9.0, 0.0, 4.0, 9.6, D, 4.35)
    duct.box(6.6, 4.2, 4.05, 9.0, 4.6, 4.3)
    duct.done("duct", sp.galvanised())
    tray = sp.Batch()
    tray.box(10.6, 0.0, 4.15, 10.9, D, 4.18)
    for k in range(5):
        tray.strut((10.62 + k * 0.06, 0.0, 4.2), (10.62 + k * 0.06, D, 4.2), 0.008, 5)
    tray.done("cables", m.paint("cable", (0.15, 0.15, 0.15), roughness=0.5))
    # the sprinkler mains, red, with drops to heads at the new ceiling's level: the hotel's
    # existing system extended, as the project's text says
    sprinkler = sp.Batch()
    heads = sp.Batch()
    for y in (2.4, 6.0):
        sprinkler.strut((PANEL_END + 0.6, y, 4.42), (W, y, 4.42), 0.035, 10)
        x = PANEL_END + 1.5
        while x < W - 0.3:
            sprinkler.strut((x, y, 4.42), (x, y, H + 0.06), 0.014, 8)
            heads.strut((x, y, H + 0.06), (x, y, H - 0.01), 0.012, 8)
            heads.strut((x, y, H - 0.01), (x, y, H - 0.025), 0.03, 10)
            x += 2.4
    sprinkler.strut((PANEL_END + 0.6, 2.4, 4.42), (PANEL_END + 0.6, 6.0, 4.42), 0.035, 10)
    sprinkler.done("sprinkler-pipes", m.paint("sprinkler-red", (0.55, 0.04, 0.03), roughness=0.4))
    heads.done("sprinkler-heads", fu.brass())
    # a caged work lamp hangs from the grid (clear of the close view's top edge, where its bulb
    # sat cut in half)
    s.sphere("work-bulb", 0.05, (9.3, 5.3, H - 0.4), m.emission("bulb", (1.0, 0.8, 0.55), 4.0))
    s.cylinder("work-cord", 0.004, 0.4, (9.3, 5.3, H - 0.18), m.paint("cord", (0.02, 0.02, 0.02), 0.5))
    fu.point_light("work-lamp", (9.3, 5.3, H - 0.45), 60.0, radius=0.1, color=(1.0, 0.82, 0.6))


def panelling(finished):
    """Fluted teak panels on the north wall; beyond PANEL_END, bare battens on the plaster."""
    end = W if finished else PANEL_END
    slats = sp.Batch()
    pitch, width = 0.06, 0.045
    x = 0.0
    while x + width <= end:
        slats.box(x, D - 0.08, 0.1, x + width, D - 0.03, H - 0.1)
        x += pitch
    slats.done("panel-slats", teak())
    back = sp.Batch()
    back.box(0, D - 0.03, 0.1, end, D - 0.012, H - 0.1)
    back.done("panel-back", m.paint("panel-back", (0.08, 0.05, 0.03), roughness=0.6))
    trim = sp.Batch()
    trim.box(0, D - 0.1, 0.0, end, D - 0.01, 0.1)
    trim.box(0, D - 0.1, H - 0.1, end, D - 0.01, H)
    trim.done("panel-trim", m.paint("bronze-trim", (0.3, 0.2, 0.1), roughness=0.35, metallic=0.8))
    if finished:
        return
    # battens: verticals every 0.6, horizontals every 0.6, on the bare wall
    bat = sp.Batch()
    x = PANEL_END + 0.02
    while x < W - 0.05:
        bat.box(x, D - 0.04, 0.0, x + 0.05, D, H)
        x += 0.6
    z = 0.3
    while z < H:
        bat.box(PANEL_END, D - 0.03, z, W, D - 0.0, z + 0.04)
        z += 0.6
    bat.done("battens", sp.timber("batten", (0.55, 0.42, 0.28)))
    # the next bays' backing ply screwed to the battens, ready for its slats, a strip of its
    # screws in each batten line (bare battens on white read as a paper screen: review)
    ply = sp.plywood("backing-ply", color=(0.6, 0.45, 0.3), stained=False)
    backing = sp.Batch()
    screws = sp.Batch()
    for x0, z0, z1 in ((PANEL_END + 0.6, 0.1, 2.54), (PANEL_END + 1.82, 0.1, 2.54), (PANEL_END + 0.6, 2.56, H - 0.1)):
        backing.box(x0, D - 0.058, z0, x0 + 1.2, D - 0.04, z1)
        xs = x0 + 0.025
        while xs < x0 + 1.2:
            zs = z0 + 0.15
            while zs < z1 - 0.05:
                screws.box(xs - 0.005, D - 0.0595, zs - 0.005, xs + 0.005, D - 0.058, zs + 0.005)
                zs += 0.3
            xs += 0.6
    backing.done("backing", ply)
    screws.done("backing-screws", m.paint("screw-heads", (0.12, 0.12, 0.12), roughness=0.4, metallic=0.8))
    # one more section clamped up, its slats only half fitted
    half = sp.Batch()
    x = PANEL_END
    k = 0
    while x < PANEL_END + 0.55:
        half.box(x, D - 0.08, 0.1, x + width, D - 0.03, 0.1 + (H - 0.2) * (0.55 if k % 2 else 0.62))
        x += pitch
        k += 1
    half.done("half-slats", teak())


def fitout_clutter():
    z = 0.0
    sp.stepladder("ladder", (6.35, 8.15, 0), height=2.1, rotation_z=math.radians(90))
    # stacked panels on bearers
    bear = sp.Batch()
    for yy in (6.55, 7.45):
        bear.box(7.9, yy - 0.05, 0, 10.6, yy + 0.05, 0.08)
    bear.done("panel-bearers", sp.timber("bearer", (0.5, 0.38, 0.25)))
    st = sp.Batch()
    for k in range(7):
        st.cbox((9.25 + 0.02 * (k % 3 - 1), 7.0, 0.08 + 0.025 + k * 0.05), (2.5, 1.18, 0.05), 0.01 * (k % 2))
    st.done("panel-stack", teak())
    # panels leaning against the battened wall
    for k in range(3):
        p = s.box(f"lean{k}", (1.2, 0.05, 2.4), (11.0 + k * 0.08, D - 0.3 - k * 0.07, 1.19), teak(), 0.004)
        p.rotation_euler = (math.radians(-8 - k * 1.5), 0, 0)
    # a dust sheet over part of the stone
    sheet = s.box("dust-sheet", (2.6, 1.8, 0.004), (3.4, 7.6, 0.002), m.fabric("dust-sheet", (0.62, 0.6, 0.55)), 0)
    # tile boxes on the screed, emulsion pails, a toolbox, a cable reel
    cart = m.paint("carton", (0.5, 0.38, 0.24), roughness=0.85)
    for k in range(6):
        s.box(f"tilebox{k}", (0.62, 0.62, 0.1), (10.2 + (k // 3) * 0.68, 1.3, -0.01 + 0.05 + (k % 3) * 0.1), cart, 0.006, rotation_z=0.04 * (k % 2))
    for k, (x, y) in enumerate(((7.0, 8.3), (7.35, 8.45), (4.6, 8.5))):
        tp.pail(f"pail{k}", (x, y, 0.0), open_top=k == 1, band=(0.1, 0.14, 0.17))
    # clear of the ladder (at 6.9, 7.7 its rail stood in the toolbox: review)
    # a dark steel box, not a toy red one (review)
    tp.toolbox("toolbox", (7.45, 7.75, 0.0), rotation_z=0.2, color=(0.07, 0.09, 0.1))
    s.cylinder("reel", 0.17, 0.14, (8.6, 5.2, 0.17), m.paint("reel", (0.5, 0.33, 0.08), roughness=0.55), 24, rotation=(math.pi / 2, 0, 0.5))
    # the reel's cable snaking over the floor to the flood's tripod and up its pole, and a second
    # run to the socket on the east wall
    cable = sp.Batch()
    # (lying on the stone, then on the screed in the south-east corner, 1 cm lower)
    cable.polyline([(8.6, 5.2, 0.17), (8.45, 5.15, 0.006), (8.0, 5.08, 0.006), (7.6, 5.15, 0.006), (7.3, 5.5, 0.006), (7.18, 6.2, 0.006), (7.12, 6.75, 0.006), (7.08, 7.0, 0.006), (7.06, 7.12, 0.03), (7.03, 7.18, 0.6), (7.02, 7.2, 1.6), (7.0, 7.17, 1.78)], 0.006, 8)
    cable.polyline([(8.7, 5.1, 0.17), (8.95, 4.9, 0.006), (9.6, 4.75, 0.006), (10.15, 4.2, 0.006), (9.85, 3.55, 0.006), (9.8, 2.4, -0.004), (9.6, 0.8, -0.004), (10.4, 0.55, -0.004), (11.3, 0.5, -0.004), (11.96, 0.5, -0.004), (11.97, 0.5, 0.4)], 0.006, 8)
    cable.done("cables-floor", m.paint("cable-rubber", (0.04, 0.04, 0.04), roughness=0.55))
    s.box("socket", (0.02, 0.09, 0.09), (11.99, 0.5, 0.42), m.paint("socket", (0.85, 0.84, 0.8), roughness=0.4), 0.004)
    # the reception desk, a bare plywood carcass along the east wall
    ply = sp.plywood("desk-ply", color=(0.55, 0.4, 0.25), stained=False)
    desk = sp.Batch()
    desk.box(10.3, 2.2, 0, 10.33, 6.0, 1.1)
    desk.box(10.3, 2.2, 1.07, 11.0, 6.0, 1.1)
    for yy in (2.2, 3.45, 4.7, 5.97):
        desk.box(10.3, yy, 0, 11.0, yy + 0.03, 1.07)
    desk.done("desk-carcass", ply)
    # the desk's front panels cut and waiting, leaning on the carcass
    for k in range(2):
        p = s.box(f"desk-front{k}", (0.018, 1.2, 1.05), (10.2 - k * 0.03, 2.9 + k * 1.4, 0.52), ply, 0.002)
        p.rotation_euler = (0, math.radians(-7 - 2 * k), 0)
    # a mobile aluminium tower under the open grid, a gypsum board on its deck
    alu = m.paint("tower-alu", (0.62, 0.63, 0.64), roughness=0.35, metallic=0.9)
    tower = sp.Batch()
    tx, ty, tw, td, deck = 7.6, 3.1, 1.35, 1.9, 2.2
    for (px, py) in ((tx, ty), (tx + tw, ty), (tx, ty + td), (tx + tw, ty + td)):
        tower.strut((px, py, 0.16), (px, py, deck + 1.0), 0.024, 8)
        tower.cbox((px, py, 0.08), (0.1, 0.1, 0.12))
    for side in (tx, tx + tw):
        zz = 0.45
        while zz < deck + 1.05:
            tower.strut((side, ty, zz), (side, ty + td, zz), 0.012, 6)  # rungs on the ends
            zz += 0.28
    for face in (ty, ty + td):
        tower.strut((tx, face, 0.45), (tx + tw, face, deck - 0.1), 0.014, 6)  # diagonal braces
        tower.strut((tx, face, deck + 0.5), (tx + tw, face, deck + 0.5), 0.014, 6)  # guardrail
        tower.strut((tx, face, deck + 1.0), (tx + tw, face, deck + 1.0), 0.014, 6)
    tower.done("tower", alu)
    s.slab("tower-deck", tx, ty, tx + tw, ty + td, deck, deck + 0.04, sp.plywood("tower-ply", color=(0.5, 0.36, 0.2), stained=True), bevel=0.004)
    s.slab("tower-board", tx + 0.1, ty + 0.2, tx + 1.3, ty + 1.6, deck + 0.04, deck + 0.0525, board_material(), bevel=0.002)
    # gypsum boards stacked for the rest of the ceiling
    # on three bearers whose ends stand out past the boards (bearers hidden under the stack left
    # it floating on a dark gap: review)
    stack = sp.Batch()
    for k in range(9):
        stack.cbox((6.3 + 0.01 * (k % 2), 1.9, 0.075 + 0.0125 * k + 0.006), (2.4, 1.2, 0.0125), 0.01 * (k % 3))
    stack.done("gypsum-stack", board_material())
    bear2 = sp.Batch()
    for xx in (5.25, 6.3, 7.35):
        bear2.box(xx - 0.04, 1.12, 0, xx + 0.04, 2.68, 0.075)
    bear2.done("gypsum-bearers", sp.timber("bearer", (0.5, 0.38, 0.25)))
    # the lounge's pendant points: flex dropped through the grid, capped, waiting for fittings
    flex = m.paint("flex", (0.9, 0.9, 0.88), roughness=0.5)
    for k, dx in enumerate((-0.55, 0.0, 0.55)):
        px, py = 7.2 + dx, 5.3 + 0.1 * (k % 2)
        s.cylinder(f"flex{k}", 0.005, SLAB - 2.6 - 0.2 * (k % 2), (px, py, (SLAB + 2.6 + 0.2 * (k % 2)) / 2), flex)
        s.box(f"flex-cap{k}", (0.03, 0.03, 0.05), (px, py, 2.58 + 0.2 * (k % 2)), m.paint("flex-cap", (0.85, 0.3, 0.05), roughness=0.5), 0.004)
    # hardboard sheets taped over the new stone along the path the trades use, scuffed
    hard = m.plaster("hardboard", (0.4, 0.27, 0.16), roughness=0.8, mottle=0.2, scale=4.0, bump=0.02)
    tape = m.paint("floor-tape", (0.5, 0.4, 0.26), roughness=0.6)
    for k, (x0, y0) in enumerate(((1.9, 2.3), (4.36, 2.3), (1.9, 3.53), (4.36, 3.53))):
        s.box(f"hardboard{k}", (2.44, 1.22, 0.004), (x0 + 1.22, y0 + 0.61, 0.002), hard, 0, rotation_z=0.004 * (k - 1.5))
    taped = sp.Batch()
    taped.box(1.9, 3.5, 0.003, 6.8, 3.56, 0.0045)
    taped.box(4.33, 2.3, 0.003, 4.39, 4.75, 0.0045)
    taped.done("hardboard-tape", tape)
    # an LED flood on a tripod, aimed at the battens where the next panels go up: a flat lamp
    # with a finned black back in a yellow yoke
    legs = sp.Batch()
    fx, fy = 7.0, 7.2  # far enough from the close view's camera for its feet to stay in frame
    for a in (0, 120, 240):
        ra = math.radians(a + 33)
        legs.strut((fx + 0.36 * math.cos(ra), fy + 0.36 * math.sin(ra), 0), (fx, fy, 0.7), 0.012, 6)
    legs.strut((fx, fy, 0.7), (fx, fy, 1.7), 0.016, 8)
    legs.done("flood-stand", m.paint("flood-stand", (0.06, 0.06, 0.06), roughness=0.45))
    yoke = sp.Batch()
    yoke.box(fx - 0.2, fy - 0.015, 1.7, fx + 0.2, fy + 0.015, 1.73)
    for side in (-1, 1):
        yoke.box(fx + side * 0.2 - 0.015, fy - 0.015, 1.7, fx + side * 0.2 + 0.015, fy + 0.015, 1.9)
    yoke.done("flood-yoke", m.paint("flood-yoke", (0.8, 0.55, 0.04), roughness=0.4))
    fins = sp.Batch()
    fins.box(fx - 0.18, fy - 0.02, 1.76, fx + 0.18, fy + 0.03, 1.98)
    for k in range(9):
        x = fx - 0.16 + k * 0.04
        fins.box(x - 0.004, fy - 0.05, 1.77, x + 0.004, fy - 0.02, 1.97)
    fins.done("flood-back", m.paint("flood-body", (0.05, 0.05, 0.055), roughness=0.45, metallic=0.5))
    s.box("flood-face", (0.32, 0.006, 0.18), (fx, fy + 0.033, 1.87), m.emission("flood-led", (1.0, 0.93, 0.82), 6.0), 0)
    # on, washing the battens (a lamp whose light cannot be seen reads as off: review), in a
    # flood's broad beam (a 75 degree spread laid a hard white disc, a stage spot: review)
    # (at 260 W in a 125-degree beam its pool was too soft to tell the lamp was on: reviews)
    flood = fu.area_light("flood", (fx, fy + 0.05, 1.87), 0.32, 300, color=(1.0, 0.9, 0.76), size_y=0.18, target=(fx, D, 1.45))
    flood.data.spread = math.radians(105)
    # the site's fire extinguisher by the panelled wall
    red = m.paint("extinguisher", (0.6, 0.04, 0.03), roughness=0.35)
    s.cylinder("extinguisher", 0.085, 0.5, (5.1, D - 0.35, 0.27), red, 20)
    s.sphere("extinguisher-top", 0.085, (5.1, D - 0.35, 0.52), red)
    s.box("extinguisher-valve", (0.06, 0.05, 0.1), (5.1, D - 0.35, 0.63), m.paint("valve", (0.05, 0.05, 0.05), roughness=0.4), 0.01)
    # trestles with a teak panel being trimmed, sawdust below
    tr = sp.Batch()
    for xx in (3.3, 4.7):
        for dy in (-0.25, 0.25):
            tr.strut((xx - 0.2, 5.2 + dy, 0), (xx, 5.2 + dy * 0.3, 0.75), 0.02, 4, square=True)
            tr.strut((xx + 0.2, 5.2 + dy, 0), (xx, 5.2 + dy * 0.3, 0.75), 0.02, 4, square=True)
        tr.box(xx - 0.05, 5.0, 0.72, xx + 0.05, 5.4, 0.78)
    tr.done("trestles", sp.timber("trestle", (0.45, 0.33, 0.2)))
    s.box("trim-panel", (2.2, 0.6, 0.018), (4.0, 5.2, 0.79), teak(), 0.003)
    level_and_tape("level", (4.4, 5.15, 0.8), 12)
    # the sawdust in soft overlapping drifts under the cut (ninety square flakes read as confetti:
    # reviews)
    sawdust = m.paint("sawdust", (0.62, 0.5, 0.36), roughness=0.95)
    rng = s.scatter(41)
    for k in range(12):
        x, y = 4.0 + rng.gauss(0, 0.4), 5.2 + rng.gauss(0, 0.18)
        drift = s.cylinder(f"sawdust{k}", rng.uniform(0.12, 0.3), 0.002, (x, y, 0.001 + k * 0.0003), sawdust, 24)
        drift.scale = (1.0, rng.uniform(0.35, 0.7), 1.0)
        drift.rotation_euler = (0, 0, rng.uniform(-0.4, 0.4))


def hard_case(name, size, base, colour, rot=0.0):
    """A hard-shell spinner case standing on its wheels: two shells meeting at a rubber-lipped
    zip seam, raised ribs down the front, a carry handle on top, the telescopic handle's grip
    folded down at the back and four twin castors."""
    w, d, h = size
    x, y, z = base
    a = math.radians(rot)
    shell_mat = m.paint(name + "-shell", colour, roughness=0.28)
    black = m.paint("case-rubber", (0.02, 0.02, 0.02), roughness=0.6)
    body = z + 0.05 + h / 2

    def at(u, v, w_):
        return (x + u * math.cos(a) - v * math.sin(a), y + u * math.sin(a) + v * math.cos(a), w_)

    parts = [fu.soft_box(name, (w, d, h), at(0, 0, body), shell_mat, radius=0.035, rot=rot)]
    parts.append(fu.soft_box(name + "-seam", (w + 0.008, 0.014, h + 0.008), at(0, 0.01, body), black, radius=0.038, rot=rot))
    for k in range(4):
        u = -w * 0.3 + k * w * 0.2
        parts.append(s.box(f"{name}-rib{k}", (0.035, 0.008, h * 0.82), at(u, -d / 2 - 0.002, body), shell_mat, 0.003, rotation_z=a))
    parts.append(s.box(name + "-carry", (0.16, 0.035, 0.025), at(0, -0.04, body + h / 2 + 0.015), black, 0.008, rotation_z=a))
    parts.append(s.box(name + "-grip", (0.24, 0.05, 0.03), at(0, d / 2 - 0.05, body + h / 2 + 0.017), black, 0.01, rotation_z=a))
    for u in (-w / 2 + 0.05, w / 2 - 0.05):
        for v in (-d / 2 + 0.05, d / 2 - 0.05):
            parts.append(s.box(f"{name}-castor-{u:.2f}-{v:.2f}", (0.05, 0.05, 0.03), at(u, v, z + 0.037), black, 0.008))
            for side in (-0.014, 0.014):
                parts.append(s.cylinder(f"{name}-wheel-{u:.2f}-{v:.2f}-{side}", 0.022, 0.012, at(u + side, v, z + 0.022), black, 16, rotation=(0, math.pi / 2, a)))
    return parts


def holdall(name, size, base):
    """A leather holdall lying flat: a soft body, a darker band round it and two handles."""
    w, d, h = size
    x, y, z = base
    leather = m.paint(name + "-leather", (0.29, 0.15, 0.06), roughness=0.5)
    band = m.paint(name + "-band", (0.13, 0.07, 0.03), roughness=0.45)
    parts = [fu.soft_box(name, (w, d, h), (x, y, z + h / 2), leather, radius=0.07)]
    parts.append(s.box(name + "-band", (w + 0.004, 0.05, h + 0.004), (x, y, z + h / 2), band, 0.02))
    handles = sp.Batch()
    # flopped over the sides, under the case laid on it
    for side in (-1, 1):
        edge, out = y + side * (d / 2 - 0.03), y + side * (d / 2 + 0.03)
        handles.polyline([(x - 0.14, edge, z + h - 0.01), (x - 0.1, out, z + h - 0.1), (x + 0.1, out, z + h - 0.1), (x + 0.14, edge, z + h - 0.01)], 0.01, 8)
    parts.append(handles.done(name + "-handles", band))
    return parts


def duffel(name, base, length, radius):
    """A canvas barrel duffel lying across the trolley (along Y): leather ends, two straps round it
    joined over the top into a handle (a rounded box read as a stone: review)."""
    x, y, z = base
    canvas = m.fabric(name + "-canvas", (0.2, 0.19, 0.14), weave=300)
    leather = m.paint(name + "-leather", (0.2, 0.1, 0.04), roughness=0.5)
    along = (math.pi / 2, 0, 0)
    parts = [s.cylinder(name, radius, length, (x, y, z + radius), canvas, 32, rotation=along, bevel=0.03)]
    for end in (-1, 1):
        parts.append(s.cylinder(f"{name}-end{end}", radius * 0.96, 0.012, (x, y + end * length / 2, z + radius), leather, 32, rotation=along))
    straps = sp.Batch()
    for v in (-0.1, 0.1):
        straps.polyline([(x + (radius + 0.004) * math.cos(a), y + v, z + radius + (radius + 0.004) * math.sin(a)) for a in (k * math.pi / 12 for k in range(13))], 0.008, 6)
    straps.polyline([(x, y - 0.1, z + 2 * radius), (x, y - 0.06, z + 2 * radius + 0.07), (x, y + 0.06, z + 2 * radius + 0.07), (x, y + 0.1, z + 2 * radius)], 0.009, 8)
    parts.append(straps.done(name + "-straps", leather))
    return parts


def level_and_tape(name, location, rot):
    """The fitter's spirit level and tape measure left on the panel being trimmed: a yellow
    aluminium level with its vials, the tape's case with a few centimetres of blade out. (A saw
    without a visible blade read as a hair-dryer: review.)"""
    yellow = m.paint(name + "-yellow", (0.62, 0.42, 0.02), roughness=0.45)
    black = m.paint(name + "-black", (0.03, 0.03, 0.03), roughness=0.55)
    vial = m.glass(name + "-vial", tint=(0.55, 0.8, 0.3), architectural=False)
    parts = [
        s.box(name + "-level", (0.6, 0.028, 0.055), (0.0, 0.0, 0.0275), yellow, 0.003),
        s.box(name + "-level-end-a", (0.02, 0.032, 0.059), (-0.3, 0.0, 0.0295), black, 0.004),
        s.box(name + "-level-end-b", (0.02, 0.032, 0.059), (0.3, 0.0, 0.0295), black, 0.004),
        s.box(name + "-window", (0.07, 0.03, 0.024), (0.0, 0.0, 0.03), black, 0.002),
        s.cylinder(name + "-vial", 0.007, 0.05, (0.0, 0.0, 0.03), vial, 12, rotation=(0, math.pi / 2, 0)),
        s.box(name + "-tape", (0.075, 0.04, 0.075), (0.16, -0.14, 0.0375), yellow, 0.015),
        s.box(name + "-tape-grip", (0.04, 0.042, 0.05), (0.145, -0.14, 0.03), black, 0.01),
        s.box(name + "-tape-blade", (0.09, 0.019, 0.0012), (0.245, -0.14, 0.0006), m.paint(name + "-blade", (0.7, 0.55, 0.05), roughness=0.35), 0),
    ]
    fu.attach(fu.group(name, location, rot), parts)


def luggage_trolley(name, location, rot):
    """A bellman's luggage trolley in brass: a carpeted deck on castors, a hoop at each end joined
    by a hanging rail, cases and a duffel bag on the deck. The hotel keeps taking
    guests through the fit-out, and this says hotel where nothing else yet does (review)."""
    brass = fu.brass()
    frame = sp.Batch()
    L, Wd, deck, top = 1.1, 0.62, 0.26, 1.8
    for x in (-L / 2, L / 2):
        for y in (-Wd / 2, Wd / 2):
            frame.strut((x, y, deck), (x, y, top - 0.12), 0.016, 12)
        # the hoop over each end
        for k in range(8):
            a0, a1 = math.pi * k / 8, math.pi * (k + 1) / 8
            frame.strut((x, -Wd / 2 * math.cos(a0), top - 0.12 + 0.12 * math.sin(a0)), (x, -Wd / 2 * math.cos(a1), top - 0.12 + 0.12 * math.sin(a1)), 0.016, 12)
    frame.strut((-L / 2, 0, top), (L / 2, 0, top), 0.014, 12)  # hanging rail
    for y in (-Wd / 2, Wd / 2):
        frame.strut((-L / 2 - 0.02, y, deck + 0.015), (L / 2 + 0.02, y, deck + 0.015), 0.012, 10)
    parts = [frame.done(name + "-frame", brass, smooth=True)]
    parts.append(s.box(name + "-deck", (L + 0.06, Wd + 0.06, 0.05), (0, 0, deck - 0.025), m.fabric(name + "-carpet", (0.17, 0.03, 0.04), weave=500), 0.012))
    wheels = m.paint(name + "-rubber", (0.03, 0.03, 0.03), roughness=0.6)
    for x in (-L / 2 + 0.08, L / 2 - 0.08):
        for y in (-Wd / 2 + 0.08, Wd / 2 - 0.08):
            parts.append(s.cylinder(f"{name}-castor-{x:.1f}-{y:.1f}", 0.075, 0.04, (x, y, 0.075), wheels, 20, rotation=(math.pi / 2, 0, 0)))
            parts.append(s.box(f"{name}-fork-{x:.1f}-{y:.1f}", (0.06, 0.06, 0.1), (x, y, 0.19), brass, 0.01))
    # the cases: a graphite spinner upright, a tan leather holdall lying flat with a silver cabin
    # case on it, a canvas duffel on top (plain blocks in navy, tan and red read as toys: review)
    parts += hard_case(name + "-case-a", (0.46, 0.27, 0.68), (-0.24, -0.05, deck), (0.045, 0.047, 0.05))
    parts += holdall(name + "-holdall", (0.58, 0.34, 0.26), (0.28, 0.05, deck))
    parts += hard_case(name + "-cabin", (0.36, 0.22, 0.5), (0.3, -0.01, deck + 0.26), (0.42, 0.43, 0.44), rot=4)
    parts += duffel(name + "-duffel", (-0.22, -0.03, deck + 0.76), 0.5, 0.13)
    fu.attach(fu.group(name, location, rot), parts)


def reception_sign(name, location, rot):
    """A freestanding sign sending guests round the works to the reception in use meanwhile."""
    board = m.paint(name + "-board", (0.03, 0.03, 0.035), roughness=0.35)
    brass = fu.brass()
    parts = [
        s.box(name + "-board", (0.72, 0.03, 0.5), (0, 0, 1.15), board, 0.006),
        s.cylinder(name + "-post", 0.018, 0.9, (0, 0.03, 0.45), brass),
        s.cylinder(name + "-base", 0.2, 0.025, (0, 0.03, 0.0125), brass, 32),
        cp.text(name + "-word", "RECEPTION", (0, -0.017, 1.2), 0.085, brass, depth=0.002),
        cp.text(name + "-line", "at the side entrance", (0, -0.017, 1.07), 0.045, brass, depth=0.002),
    ]
    arrow = sp.Batch()
    arrow.box(-0.17, -0.019, 0.985, 0.12, -0.016, 0.995)
    for k in range(6):
        d = 0.006 * k
        arrow.box(0.12 + d, -0.019, 0.972 + d, 0.126 + d, -0.016, 1.008 - d)
    parts.append(arrow.done(name + "-arrow", brass))
    fu.attach(fu.group(name, location, rot), parts)


def lounge():
    """The finished lounge: tub chairs, a round low table, a backlit jaali, brass pendants."""
    cx, cy = 7.2, 5.4
    jy = 7.6
    # the jaali: a teak frame around a diagonal lattice, a warm light panel behind it
    jw, jh = 3.2, 2.6
    fr = sp.Batch()
    fr.box(cx - jw / 2 - 0.08, jy - 0.05, 0, cx + jw / 2 + 0.08, jy + 0.05, 0.08)
    fr.box(cx - jw / 2 - 0.08, jy - 0.05, jh, cx + jw / 2 + 0.08, jy + 0.05, jh + 0.08)
    fr.box(cx - jw / 2 - 0.08, jy - 0.05, 0, cx - jw / 2, jy + 0.05, jh)
    fr.box(cx + jw / 2, jy - 0.05, 0, cx + jw / 2 + 0.08, jy + 0.05, jh)
    fr.done("jaali-frame", teak())
    lat = sp.Batch()
    step = 0.16
    z0, z1 = 0.08, jh
    x0, x1 = cx - jw / 2, cx + jw / 2
    # diagonal bars both ways, clipped to the frame
    for sgn in (1, -1):
        c = -jh
        while c < jw + jh:
            # line: x = x0 + c + sgn * (z - z0)
            za, zb = z0, z1
            xa = x0 + c
            xb = x0 + c + sgn * (zb - za)
            # clip to x range
            if sgn > 0:
                if xa < x0:
                    za += x0 - xa
                    xa = x0
                if xb > x1:
                    zb -= xb - x1
                    xb = x1
            else:
                if xa > x1:
                    za += xa - x1
                    xa = x1
                if xb < x0:
                    zb -= x0 - xb
                    xb = x0
            if zb - za > 0.05:
                lat.strut((xa, jy, za), (xb, jy, zb), 0.022, square=True)
            c += step
    lat.done("jaali", teak())
    glow = m.emission("jaali-glow", (1.0, 0.66, 0.36), 1.1)
    s.slab("jaali-light", x0, jy + 0.2, x1, jy + 0.23, z0, z1, glow, bevel=0)
    # furniture
    # the lobby's own pieces (the cane armchairs and the diamond dhurrie were in other rooms:
    # review): two tub chairs in a deep teal velvet on a wool rug, indigo in a rust border
    s.box("rug", (3.2, 2.4, 0.012), (cx, cy, 0.006), wool_rug("lobby-rug-border", (0.42, 0.17, 0.08)), 0.003)
    s.box("rug-guard", (2.86, 2.06, 0.0125), (cx, cy, 0.00625), wool_rug("lobby-rug-guard", (0.72, 0.62, 0.46), abrash=0.05), 0.002)
    s.box("rug-field", (2.78, 1.98, 0.013), (cx, cy, 0.0065), wool_rug("lobby-rug-field", (0.1, 0.12, 0.2)), 0.002)
    velvet = m.fabric("chair-velvet", (0.025, 0.1, 0.11), roughness=0.7, weave=400)
    furnishings.tub_chair("chair-a", (cx - 1.05, cy + 0.1, 0.012), rot=-60, upholstery=velvet, plinth=fu.brass())
    furnishings.tub_chair("chair-b", (cx + 1.05, cy + 0.1, 0.012), rot=60, upholstery=velvet, plinth=fu.brass())
    brass = fu.brass()
    fu.side_table("low-table", (cx, cy - 0.15, 0.012), radius=0.42, height=0.42, top=m.tiles("table-marble", (0.8, 0.78, 0.74), (0.78, 0.76, 0.72), tile=2.0, veins=0.5, roughness=0.15), base=brass)
    fu.bowl("table-bowl", (cx + 0.1, cy - 0.1, 0.432), 0.13, brass, fruit=True, seed=2)
    fu.book_stack("table-books", (cx - 0.2, cy - 0.25, 0.432), 15, 2, 3)
    fu.plant("plant-a", (cx + 2.2, jy - 0.3, 0), height=1.6, seed=3)
    fu.plant("plant-b", (cx - 2.2, jy - 0.3, 0), height=1.3, seed=6, kind="snake")
    for k, dx in enumerate((-0.55, 0.0, 0.55)):
        fu.pendant(f"pendant{k}", (cx + dx, cy - 0.15 + 0.1 * (k % 2), 2.3 + 0.15 * (k % 2)), radius=0.2, style="dome", light=35.0, ceiling=H)
    # a console on the south-east and a big vase by the reception
    fu.console("console", (2.5, D - 0.35, 0), rot=0, width=1.8)
    fu.vase("vase", (2.0, D - 0.35, 0.62), 0.45, fu.brass("vase-brass", (0.7, 0.48, 0.2), 0.3), seed=3, stems=True)
    # the reception desk as designed: teak-clad with a stone top
    desk = sp.Batch()
    desk.box(10.3, 2.2, 0, 11.0, 6.0, 1.05)
    desk.done("desk", teak())
    s.slab("desk-top", 10.25, 2.15, 11.05, 6.05, 1.05, 1.1, m.tiles("desk-granite", (0.08, 0.07, 0.07), (0.1, 0.09, 0.08), tile=3.0, speckle=0.4, roughness=0.15), bevel=0.005)


def build(view):
    finished = view == "lounge"
    cycles = bpy.context.scene.cycles
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 3
    cycles.sample_clamp_indirect = 1.2  # keeps the sun patch and brass from throwing fireflies
    stage.sky(elevation_deg=22, azimuth_deg=255, strength=0.8, sun_strength=3.5, dust=1.5)
    shell(finished)
    ceiling(finished)
    panelling(finished)
    if finished:
        lounge()
    else:
        fitout_clutter()
        # in the close view, parked whole by the stacked panels (at the frame's edge, two metres
        # off, its hoop cut across the picture: review)
        luggage_trolley("trolley", (8.05, 5.85, 0.004) if view == "close" else (5.5, 4.3, 0.004), 24 if view == "close" else 12)
        reception_sign("sign", (3.2, 3.9, 0.004), -35)
    if view == "wide":
        stage.camera((1.4, 0.9, 1.25), (8.6, 7.4, 1.4), lens=24)
    elif view == "close":
        # back and a little up: the lit cove over the finished panels and the bell desk's trolley at
        # the right edge say hotel (the work alone said nothing about the building: review)
        stage.camera((3.7, 3.3, 1.45), (7.5, 9.0, 1.75), lens=28)
    elif view == "lounge":
        stage.camera((6.2, 1.3, 1.35), (7.4, 7.0, 1.3), lens=30)
    else:
        raise ValueError(view)
    timber.regrain()
    touches.revein()
