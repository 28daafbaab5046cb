"""A bathroom with a free-standing tub on a terrazzo floor, lit from above by a skylight and from
the side by a window on a walled garden: lime plaster walls, a walk-in shower behind a glass screen,
a teak vanity with a stone basin, brass taps, a round mirror that shows the garden, towels."""
import math

import bpy

from kit import civic_props as cp
from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import prints
from kit import shapes as s
from kit import stage
from kit import timber

H = 3.0
X0, X1, Y0, Y1 = -1.8, 1.8, -2.2, 1.6


def terrazzo_chips(name):
    """Terrazzo: broken marble packed close in a warm grey matrix, polished. Each layer is a
    Voronoi pattern whose cells are the chips, shrunk from their edges so the matrix shows between
    them: angular pieces of every size, not round dots (round confetti on a bare floor read as
    vinyl: review). Large chips in half their cells, small ones in nearly all the rest (a third
    and three quarters left it sparse on white: review). Polished, it mirrors the room softly (a
    matt floor read as vinyl too: review)."""
    if name in bpy.data.materials:
        return bpy.data.materials[name]
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coord = nodes.new("ShaderNodeTexCoord")
    base = nodes.new("ShaderNodeRGB")
    base.outputs[0].default_value = (0.68, 0.64, 0.58, 1)
    out_color = base.outputs[0]
    # (scale, matrix round each chip, share of cells with a chip, chip colours)
    for scale, gap, share, colors in ((95.0, 0.1, 0.92, [(0.62, 0.6, 0.56), (0.3, 0.29, 0.28), (0.84, 0.82, 0.77), (0.55, 0.4, 0.3)]),
                                      (34.0, 0.08, 0.5, [(0.42, 0.19, 0.12), (0.26, 0.26, 0.25), (0.86, 0.84, 0.79), (0.6, 0.47, 0.34)])):
        cells = nodes.new("ShaderNodeTexVoronoi")
        cells.inputs["Scale"].default_value = scale
        links.new(coord.outputs["Object"], cells.inputs["Vector"])
        edges = nodes.new("ShaderNodeTexVoronoi")
        edges.feature = "DISTANCE_TO_EDGE"
        edges.inputs["Scale"].default_value = scale
        links.new(coord.outputs["Object"], edges.inputs["Vector"])
        ramp = nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.interpolation = "CONSTANT"
        el = ramp.color_ramp.elements
        el[0].color = (*colors[0], 1)
        el[1].position = 0.99
        el[1].color = (*colors[-1], 1)
        for i, c in enumerate(colors[1:-1]):
            e = el.new((i + 1) / len(colors))
            e.color = (*c, 1)
        sep = nodes.new("ShaderNodeSeparateRGB")
        links.new(cells.outputs["Color"], sep.inputs[0])
        links.new(sep.outputs["R"], ramp.inputs["Fac"])
        inside = nodes.new("ShaderNodeMath")
        inside.operation = "GREATER_THAN"
        inside.inputs[1].default_value = gap
        links.new(edges.outputs["Distance"], inside.inputs[0])
        chosen = nodes.new("ShaderNodeMath")
        chosen.operation = "LESS_THAN"
        chosen.inputs[1].default_value = share
        links.new(sep.outputs["G"], chosen.inputs[0])
        mask = nodes.new("ShaderNodeMath")
        mask.operation = "MULTIPLY"
        links.new(inside.outputs[0], mask.inputs[0])
        links.new(chosen.outputs[0], mask.inputs[1])
        mix = nodes.new("ShaderNodeMixRGB")
        links.new(mask.outputs[0], mix.inputs["Fac"])
        links.new(out_color, mix.inputs[1])
        links.new(ramp.outputs["Color"], mix.inputs[2])
        out_color = mix.outputs[0]
    links.new(out_color, bsdf.inputs["Base Color"])
    # a polish worn a little unevenly by feet: mirror-like in places, softer in others
    wear = nodes.new("ShaderNodeTexNoise")
    wear.inputs["Scale"].default_value = 3.0
    links.new(coord.outputs["Object"], wear.inputs["Vector"])
    gloss = nodes.new("ShaderNodeMapRange")
    gloss.inputs["To Min"].default_value = 0.04
    gloss.inputs["To Max"].default_value = 0.16
    links.new(wear.outputs["Fac"], gloss.inputs["Value"])
    links.new(gloss.outputs["Result"], bsdf.inputs["Roughness"])
    return material


def build(view):
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2
    scene.cycles.sample_clamp_indirect = 1.5
    stage.sky(elevation_deg=68, azimuth_deg=200, strength=1.0, sun_strength=4.5, dust=3.0)
    terrazzo = m.tiles("bt-terrazzo", (0.72, 0.68, 0.62), (0.7, 0.66, 0.6), tile=0.6, grout=(0.6, 0.57, 0.52), roughness=0.3, speckle=0.55, grout_width=0.002)
    wall = m.plaster("bt-lime", (0.76, 0.68, 0.58), roughness=0.6, mottle=0.12, scale=2.0)
    ceiling = m.plaster("bt-ceil", (0.8, 0.78, 0.74), mottle=0.02)
    walls = f.room("bt", X0, Y0, X1, Y1, H, terrazzo_chips("bt-terrazzo-chips"), wall, ceiling, None)
    joint = m.metal("bt-brassstrip", (0.7, 0.5, 0.25), 0.3)
    for i in range(1, 4):
        x = X0 + i * 0.9
        s.slab(f"bt-strip{i}", x - 0.002, Y0, x + 0.002, Y1, 0.0, 0.0008, joint, bevel=0)
    ceil = [o for o in bpy.data.objects if o.name == "bt-ceiling"][0]
    # The skylight: a deep shaft through the roof slab, glazed on top.
    sx, sy, sw, sd = 0.3, 0.55, 1.3, 0.9
    s.opening(ceil, (sw, sd, 1.0), (sx, sy, H))
    shaft = m.plaster("bt-shaft", (0.82, 0.79, 0.74), mottle=0.03)
    for name, a, b, c, d in (("w", sx - sw / 2 - 0.1, sy - sd / 2, sx - sw / 2, sy + sd / 2), ("e", sx + sw / 2, sy - sd / 2, sx + sw / 2 + 0.1, sy + sd / 2),
                             ("s", sx - sw / 2 - 0.1, sy - sd / 2 - 0.1, sx + sw / 2 + 0.1, sy - sd / 2), ("n", sx - sw / 2 - 0.1, sy + sd / 2, sx + sw / 2 + 0.1, sy + sd / 2 + 0.1)):
        s.slab("bt-shaft" + name, a, b, c, d, H, H + 0.6, shaft, bevel=0)
    s.box("bt-skyglass", (sw, sd, 0.012), (sx, sy, H + 0.6), m.glass("bt-glass"), 0)
    f.portal("bt-portal", (sx, sy, H + 0.58), sw, sd, (0, 0, -1)).rotation_euler = (0, 0, 0)
    # The tub: an oval free-standing bath in white stone resin, brass floor-standing filler.
    white = f.ceramic("bt-tub", (0.86, 0.85, 0.82), 0.25)
    prof = [(0.3, 0.0), (0.36, 0.06), (0.42, 0.3), (0.44, 0.56), (0.42, 0.58), (0.37, 0.56), (0.34, 0.2), (0.0, 0.14)]
    tub = f.lathe("bt-tubshell", prof, (0.35, 0.45, 0.0), white, 48)
    tub.scale = (2.0, 1.0, 1.0)
    brass = f.brass("bt-brass", (0.75, 0.55, 0.28), 0.25)
    # The filler stands at the tub's foot and bends over its rim, spout down into the bath.
    fx, fy = 1.36, 0.45
    gooseneck = [(fx, fy, 0.02), (fx, fy, 0.8)]
    # a smooth bend (six points drew it faceted) reaching well inside the rim, over the water
    bend = 0.2
    gooseneck += [(fx - bend + bend * math.cos(math.pi * k / 16), fy, 0.8 + bend * math.sin(math.pi * k / 16)) for k in range(1, 17)]
    gooseneck += [(fx - 2 * bend, fy, 0.72)]
    cp.tube("bt-filler", gooseneck, 0.016, brass, resolution=8)
    s.cylinder("bt-fbase", 0.055, 0.02, (fx, fy, 0.01), brass, 24)
    for side in (-1, 1):
        s.cylinder(f"bt-fvalve{side}", 0.012, 0.05, (fx, fy + side * 0.035, 0.62), brass, 12, rotation=(math.pi / 2, 0, 0))
        s.box(f"bt-fhandle{side}", (0.05, 0.012, 0.012), (fx - 0.02, fy + side * 0.06, 0.62), brass, 0.004)
    s.cylinder("bt-hand-shower", 0.02, 0.2, (fx + 0.03, fy - 0.03, 0.5), brass, 12)
    # A bath tray with a book and a candle.
    s.box("bt-tray", (0.18, 0.75, 0.02), (0.35, 0.45, 0.6), m.wood("bt-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04)), 0.005)
    f.book_stack("bt-book", (0.35, 0.3, 0.61), 90, 1, 5)
    s.cylinder("bt-candle", 0.035, 0.08, (0.35, 0.65, 0.65), f.ceramic("bt-candle", (0.85, 0.82, 0.75), 0.5), 20)
    # Vanity on the west wall: teak with a stone counter, a vessel basin, a round mirror.
    teak = m.wood("bt-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04))
    f.console("bt-vanity", (X0 + 0.28, -1.2, 0.25), rot=-90 + 180, width=1.1, depth=0.5, height=0.55, wood_mat=teak, legs=False)
    stone = m.tiles("bt-stone", (0.3, 0.3, 0.29), (0.32, 0.31, 0.3), tile=2.0, speckle=0.3, roughness=0.3)
    s.slab("bt-counter", X0, -1.8, X0 + 0.56, -0.6, 0.8, 0.84, stone, bevel=0.004)
    f.lathe("bt-basin", [(0.1, 0), (0.18, 0.05), (0.2, 0.14), (0.185, 0.14), (0.16, 0.06), (0.0, 0.025)], (X0 + 0.28, -1.2, 0.84), white, 40)
    s.cylinder("bt-tap", 0.012, 0.35, (X0 + 0.04, -1.2, 1.1), brass, 12, rotation=(0, math.pi / 2, 0))
    mirror = m.metal("bt-mirror", (0.9, 0.9, 0.9), 0.02)
    s.cylinder("bt-mirror", 0.38, 0.01, (X0 + 0.015, -1.2, 1.6), mirror, 64, rotation=(0, math.pi / 2, 0))
    s.cylinder("bt-mirrorrim", 0.4, 0.008, (X0 + 0.008, -1.2, 1.6), brass, 64, rotation=(0, math.pi / 2, 0))
    # A wall light beside the mirror: a brass plate and a lit opal globe.
    s.cylinder("bt-sconce-plate", 0.05, 0.015, (X0 + 0.008, -0.55, 1.75), brass, 24, rotation=(0, math.pi / 2, 0))
    s.cylinder("bt-sconce-arm", 0.008, 0.08, (X0 + 0.05, -0.55, 1.75), brass, 12, rotation=(0, math.pi / 2, 0))
    globe = s.sphere("bt-sconce-globe", 0.07, (X0 + 0.14, -0.55, 1.77), f.glow("bt-opal", (1.0, 0.82, 0.6), strength=8.0))
    # a lamp in the globe that lights the wall and the counter (a globe that only glowed lit
    # nothing: review); the globe lets its light through
    globe.visible_shadow = False
    f.point_light("bt-sconce-lamp", (X0 + 0.14, -0.55, 1.77), 10.0, radius=0.07, color=(1.0, 0.78, 0.52))
    f.vase("bt-soap", (X0 + 0.15, -0.85, 0.84), 0.16, f.ceramic("bt-soapb", (0.35, 0.14, 0.06), 0.6))
    # Towel rail on the east wall (no stool by the tub: from the door it stood behind the filler).
    s.cylinder("bt-rail", 0.012, 0.7, (X1 - 0.06, -1.4, 1.3), brass, 12, rotation=(math.pi / 2, 0, 0))
    f.soft_box("bt-towel2", (0.05, 0.55, 0.7), (X1 - 0.07, -1.4, 1.0), m.fabric("bt-towelw", (0.86, 0.84, 0.8)), 0.02)
    # A handloom cotton mat where one steps out of the tub, and an areca palm in a glazed pot in
    # the corner by the vanity (a bare floor round the tub read as a showroom: review); thick,
    # soft-edged and fringed at its ends (a thin flat mat read as a hard slab: review)
    cotton = m.fabric("bt-mat", (0.15, 0.18, 0.25), weave=160.0)
    f.soft_box("bt-mat", (0.7, 0.42, 0.02), (0.22, -0.12, 0.01), cotton, 0.009, rot=8)
    turn = math.radians(8)
    for end in (-1, 1):
        for k in range(26):
            v = -0.195 + k * 0.0156
            u = end * (0.35 + 0.022)
            x, y = 0.22 + u * math.cos(turn) - v * math.sin(turn), -0.12 + u * math.sin(turn) + v * math.cos(turn)
            s.box(f"bt-mat-fringe{end}-{k}", (0.045, 0.004, 0.003), (x, y, 0.0015), cotton, 0, rotation_z=turn + 0.15 * math.sin(k * 2.3))
    plants.potted_plant("bt-palm", (X0 + 0.3, -0.2, 0.0), height=1.0, seed=3, kind="areca", pot_material=f.ceramic("bt-pot", (0.55, 0.5, 0.42), 0.4))
    # Glazed tiles to dado height on the wet walls behind the tub and the vanity.
    glaze = m.tiles("bt-glaze", (0.24, 0.38, 0.34), (0.2, 0.33, 0.3), tile=0.1, grout=(0.72, 0.7, 0.64), roughness=0.12, grout_width=0.0015)
    s.slab("bt-dado-n", X0, Y1 - 0.012, X1, Y1, 0.0, 1.2, glaze, bevel=0)
    s.slab("bt-dado-w", X0, Y0, X0 + 0.012, Y1, 0.0, 1.2, glaze, bevel=0)
    s.slab("bt-dado-cap", X0, Y1 - 0.03, X1, Y1, 1.2, 1.22, brass, bevel=0.002)
    f.frame("bt-art", (0.35, Y1, 1.85), 0, 0.8, 0.6, prints.landscape("bt-art", seed=5))
    # The walk-in shower in the north-west corner: tiled to the ceiling, a glass screen on a brass
    # channel, a rain head on an arm, its mixer, and a niche with bottles.
    shower_x = -0.8
    s.slab("bt-shower-n", X0, Y1 - 0.012, shower_x, Y1, 1.22, H, glaze, bevel=0)
    s.slab("bt-shower-w", X0, 0.55, X0 + 0.012, Y1 - 0.012, 1.2, H, glaze, bevel=0)
    screen = m.glass("bt-screen", tint=(0.9, 0.95, 0.94), architectural=False)
    s.box("bt-screen", (0.01, 0.95, 2.0), (shower_x, Y1 - 0.475, 1.02), screen, 0)
    s.box("bt-screen-channel", (0.03, 0.95, 0.03), (shower_x, Y1 - 0.475, 0.015), brass, 0.003)
    s.box("bt-screen-bar", (0.012, 0.6, 0.012), (shower_x, Y1 - 0.3, 2.0), brass, 0.002)
    s.cylinder("bt-rain-arm", 0.01, 0.35, (-1.3, Y1 - 0.175, 2.25), brass, 12, rotation=(math.pi / 2, 0, 0))
    s.cylinder("bt-rain-head", 0.12, 0.012, (-1.3, Y1 - 0.35, 2.24), brass, 32)
    s.cylinder("bt-mixer", 0.045, 0.02, (-1.3, Y1 - 0.01, 1.05), brass, 24, rotation=(math.pi / 2, 0, 0))
    s.box("bt-mixer-lever", (0.012, 0.03, 0.09), (-1.3, Y1 - 0.03, 1.09), brass, 0.004)
    s.box("bt-drain", (0.8, 0.06, 0.004), (-1.3, 0.8, 0.002), m.metal("bt-steel", (0.6, 0.6, 0.6), 0.35), 0.001)
    niche = m.plaster("bt-niche", (0.7, 0.66, 0.6), mottle=0.03)
    s.slab("bt-niche-back", -1.6, Y1 - 0.013, -1.0, Y1 - 0.012, 1.3, 1.6, niche, bevel=0)
    s.slab("bt-niche-shelf", -1.6, Y1 - 0.12, -1.0, Y1 - 0.013, 1.28, 1.3, stone, bevel=0.002)
    for k, (bx, height, colour) in enumerate(((-1.5, 0.2, (0.75, 0.72, 0.66)), (-1.38, 0.17, (0.2, 0.32, 0.3)), (-1.25, 0.14, (0.55, 0.3, 0.15)))):
        s.cylinder(f"bt-bottle{k}", 0.032, height, (bx, Y1 - 0.07, 1.3 + height / 2), f.ceramic(f"bt-bottle{k}", colour, 0.35), 20)
    # The east window on a walled garden: its light lands on the tub, and the mirror shows it.
    wy, wz, ww, wh = -0.3, 1.75, 1.3, 1.3
    s.opening(walls["E"], (0.6, ww, wh), (X1 + 0.1, wy, wz))
    s.window("bt-window", ww, wh, (X1 + 0.1, wy, wz), teak, m.glass("bt-glass"), axis="Y", mullions=2, transoms=1)
    s.slab("bt-window-sill", X1 - 0.06, wy - ww / 2, X1 + 0.05, wy + ww / 2, wz - wh / 2 - 0.03, wz - wh / 2, stone, bevel=0.003)
    f.portal("bt-window-portal", (X1 + 0.19, wy, wz), ww, wh, (-1, 0, 0))
    s.slab("bt-garden", X1 + 0.2, -8, X1 + 6, 8, -0.1, -0.02, m.ground("bt-lawn"), bevel=0)
    s.slab("bt-garden-wall", X1 + 3.2, -8, X1 + 3.4, 8, -0.1, 2.6, m.plaster("bt-garden-wall", (0.72, 0.64, 0.55), mottle=0.15, scale=1.5), bevel=0.01)
    plants.bougainvillea("bt-bougainvillea", (X1 + 2.9, -0.6, 0), height=2.8, width=3.2, depth=0.9, seed=4, rotation=math.pi / 2)
    plants.shrub("bt-hedge", (X1 + 1.6, 0.8, 0), height=1.1, width=1.6, seed=8, rotation=math.pi / 2)
    plants.neem_tree("bt-neem", (X1 + 5.5, 1.5, 0), height=8.0, seed=6)
    f.area_light("bt-fill", (0.0, -1.6, H - 0.02), 1.5, 25, (1.0, 0.93, 0.85), rotation=(0, 0, 0))
    timber.regrain()
    # From the south-east corner: the tub under its skylight, the vanity and mirror beyond.
    return stage.camera((1.5, -2.0, 1.4), (-0.6, 0.5, 0.95), lens=22)
