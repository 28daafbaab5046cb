"""Finished buildings along a Kukatpally street at dusk: the brick library with its sawtooth roof
in front, an office tower and a villa beyond, their lights on."""
import math

import bpy
from mathutils import Vector

from kit import civic_props as c
from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import stage


def ground():
    x1 = c.LIB["x1"]
    s.plane("earth", 400, 400, (0, 0, -0.01), c.dirt())
    kota = m.tiles("forecourt", (0.42, 0.4, 0.36), (0.36, 0.35, 0.31), tile=0.6, roughness=0.6)
    s.slab("forecourt", x1, -40, 28.2, 20, -0.02, 0.04, kota, bevel=0.005)
    kerb = m.concrete("kerb", (0.6, 0.6, 0.57))
    pav = m.tiles("pavers", (0.38, 0.33, 0.3), (0.3, 0.27, 0.25), tile=0.3, roughness=0.8)
    s.slab("kerb", 28.2, -120, 28.5, 80, -0.02, 0.15, kerb, bevel=0.02)
    s.slab("footpath", 26.8, -120, 28.2, 80, -0.02, 0.12, pav, bevel=0.005)
    s.slab("road", 28.5, -120, 36.5, 80, -0.02, 0.0, c.asphalt(), bevel=0)
    s.slab("kerb2", 36.5, -120, 36.8, 80, -0.02, 0.15, kerb, bevel=0.02)
    s.slab("footpath2", 36.8, -120, 39, 80, -0.02, 0.12, pav, bevel=0.005)
    line = m.paint("road-line", (0.7, 0.7, 0.65), 0.7)
    for k in range(-40, 27):
        s.slab(f"dash{k}", 32.45, k * 3, 32.55, k * 3 + 1.5, 0, 0.005, line, bevel=0)


def street_lamp(name, x, y, arm=-1.5):
    pole = m.paint("pole", (0.25, 0.26, 0.27), 0.4, metallic=0.6)
    c.tube(name + "-pole", [(x, y, 0), (x, y, 7.5), (x + arm, y, 7.8)], 0.07, pole)
    s.box(name + "-head", (0.6, 0.25, 0.1), (x + arm, y, 7.75), pole, bevel=0.03)
    s.box(name + "-glow", (0.5, 0.18, 0.01), (x + arm, y, 7.695), m.emission("lamp-glow", (1.0, 0.75, 0.45), 20.0), bevel=0)
    # strong enough to lay a pool on the road and footpath under the dusk sky (at 900 W there
    # was none: review)
    c.area_light(name + "-light", 0.5, (x + arm, y, 7.68), (0, 0, 0), 2600, (1.0, 0.72, 0.42), size_y=0.2)


def tower():
    """A twelve-storey office tower behind the library: glass bands, white fins, floors lit."""
    # far down the street, so it stands in open sky left of the library's roofs, not out of them
    x0, x1, y0, y1 = -6.0, 10.0, -103.0, -87.0
    fl = 3.8
    n = 12
    # grey concrete floor edges and bronze aluminium fins: white ones, in a regular grid, read as a
    # computer model's tower (last review)
    white = m.plaster("tower-edge", (0.5, 0.49, 0.46))
    fin = m.paint("tower-fin", (0.3, 0.26, 0.21), roughness=0.35, metallic=0.7)
    glass = m.paint("tower-glass", (0.03, 0.045, 0.06), roughness=0.08)
    # lit by floor, as offices are at dusk: each floor's run of bays on or off together, a few
    # floors dark (bays lit at random read as a QR code, the last review); each floor in its own
    # tenant's light, from cool LED to warm, brightest under its ceiling (one even cream in every
    # pane read as a grid of white cards: review)
    levels = [office_light(f"office-light{k}", colour, strength, fl) for k, (colour, strength) in enumerate((((0.9, 0.94, 1.0), 0.7), ((1.0, 0.9, 0.76), 0.6), ((1.0, 0.78, 0.55), 0.5)))]
    s.slab("tower-core", x0 + 0.6, y0 + 0.6, x1 - 0.6, y1 - 0.6, 0, n * fl + 2, glass, bevel=0)
    rnd = s.scatter(7)
    lit = c.Batch("tower-lit", levels)
    for f in range(n):
        z = f * fl
        s.slab(f"tower-slab{f}", x0, y0, x1, y1, z + fl - 0.5, z + fl, white, bevel=0.01)
        if rnd.random() < 0.2:
            continue
        level = rnd.randrange(3)
        for face in range(2):
            first, last = rnd.choice((0, 0, 1, 3)), rnd.choice((4, 7, 8, 8))
            for k in range(first, last):
                if face == 0:
                    lit.box((0.05, 1.9, fl - 1.4), (x1 - 0.58, y0 + 1.0 + k * 2.0, z + 0.6 + (fl - 1.4) / 2), level)
                else:
                    lit.box((1.9, 0.05, fl - 1.4), (x0 + 1.0 + k * 2.0, y1 - 0.58, z + 0.6 + (fl - 1.4) / 2), level)
    lit.done()
    fins = c.Batch("tower-fins", [fin])
    for k in range(9):
        fins.box((0.5, 0.15, n * fl), (x1 + 0.2, y0 + k * 2.0, n * fl / 2))
        fins.box((0.15, 0.5, n * fl), (x0 + k * 2.0, y1 + 0.2, n * fl / 2))
    fins.done()
    s.slab("tower-crown", x0 - 0.3, y0 - 0.3, x1 + 0.3, y1 + 0.3, n * fl + 1.5, n * fl + 2.6, white, bevel=0.02)


def office_light(name, colour, strength, storey):
    """A lit office floor seen through its glass: a wash from the ceiling's panels, brightest at the
    top of each storey (storey metres, counted from the ground), dimmer in some bays than others,
    the dark shapes of desks and screens along the sill."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    nodes.remove(nodes["Principled BSDF"])

    def math_node(operation, a, b):
        node = nodes.new("ShaderNodeMath")
        node.operation = operation
        for socket, value in zip(node.inputs, (a, b)):
            if isinstance(value, float):
                socket.default_value = value
            else:
                links.new(value, socket)
        return node.outputs[0]

    def noise(scale, low, high):
        tex = nodes.new("ShaderNodeTexNoise")
        tex.inputs["Scale"].default_value = scale
        links.new(coords.outputs["Object"], tex.inputs["Vector"])
        span = nodes.new("ShaderNodeMapRange")
        span.inputs["From Min"].default_value, span.inputs["From Max"].default_value = 0.3, 0.7
        span.inputs["To Min"].default_value, span.inputs["To Max"].default_value = low, high
        links.new(tex.outputs["Fac"], span.inputs["Value"])
        return span.outputs["Result"]

    coords = nodes.new("ShaderNodeTexCoord")
    xyz = nodes.new("ShaderNodeSeparateXYZ")
    links.new(coords.outputs["Object"], xyz.inputs["Vector"])
    up = math_node("FRACT", math_node("DIVIDE", xyz.outputs["Z"], storey), 0.0)
    ceiling = nodes.new("ShaderNodeMapRange")
    ceiling.inputs["From Min"].default_value, ceiling.inputs["From Max"].default_value = 0.16, 0.79
    ceiling.inputs["To Min"].default_value, ceiling.inputs["To Max"].default_value = 0.3, 1.0
    links.new(up, ceiling.inputs["Value"])
    desks = math_node("MULTIPLY", math_node("LESS_THAN", up, 0.34), math_node("GREATER_THAN", noise(2.0, 0.0, 1.0), 0.5))
    shadowed = math_node("SUBTRACT", 1.0, math_node("MULTIPLY", desks, 0.7))
    light = math_node("MULTIPLY", math_node("MULTIPLY", ceiling.outputs["Result"], shadowed), noise(0.35, 0.5, 1.3))
    emit = nodes.new("ShaderNodeEmission")
    emit.inputs["Color"].default_value = (*colour, 1)
    links.new(math_node("MULTIPLY", light, strength), emit.inputs["Strength"])
    links.new(emit.outputs["Emission"], nodes["Material Output"].inputs["Surface"])
    return material


def lit_room(name, strength):
    """A lit room seen through its glass at dusk: brighter toward the ceiling, where the lamps
    are, dimmer at the sill, with the soft dark shapes of furniture along the bottom (a flat
    emitter read as a white card with nothing behind it: review)."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    nodes.remove(nodes["Principled BSDF"])
    coords = nodes.new("ShaderNodeTexCoord")
    xyz = nodes.new("ShaderNodeSeparateXYZ")
    links.new(coords.outputs["Generated"], xyz.inputs["Vector"])
    height = nodes.new("ShaderNodeMapRange")
    height.inputs["To Min"].default_value = 0.35
    height.inputs["To Max"].default_value = 1.25
    links.new(xyz.outputs["Z"], height.inputs["Value"])
    shapes = nodes.new("ShaderNodeTexNoise")
    shapes.inputs["Scale"].default_value = 3.0
    shapes.inputs["Detail"].default_value = 1.0
    links.new(coords.outputs["Generated"], shapes.inputs["Vector"])
    furniture = nodes.new("ShaderNodeValToRGB")
    furniture.color_ramp.elements[0].position = 0.45
    furniture.color_ramp.elements[0].color = (0.25, 0.25, 0.25, 1)
    furniture.color_ramp.elements[1].position = 0.55
    furniture.color_ramp.elements[1].color = (1, 1, 1, 1)
    links.new(shapes.outputs["Fac"], furniture.inputs["Fac"])
    low = nodes.new("ShaderNodeMath")
    low.operation = "GREATER_THAN"
    low.inputs[1].default_value = 0.38
    links.new(xyz.outputs["Z"], low.inputs[0])
    shade = nodes.new("ShaderNodeMath")
    shade.operation = "MAXIMUM"
    links.new(low.outputs["Value"], shade.inputs[0])
    links.new(furniture.outputs["Color"], shade.inputs[1])
    scale = nodes.new("ShaderNodeMath")
    scale.operation = "MULTIPLY"
    links.new(height.outputs["Result"], scale.inputs[0])
    links.new(shade.outputs["Value"], scale.inputs[1])
    total = nodes.new("ShaderNodeMath")
    total.operation = "MULTIPLY"
    total.inputs[1].default_value = strength
    links.new(scale.outputs["Value"], total.inputs[0])
    emit = nodes.new("ShaderNodeEmission")
    emit.inputs["Color"].default_value = (1.0, 0.72, 0.45, 1)
    links.new(total.outputs["Value"], emit.inputs["Strength"])
    links.new(emit.outputs["Emission"], nodes["Material Output"].inputs["Surface"])
    return material


def villa():
    """A two-storey villa further down the street: white render, teak, a lit living room."""
    white = m.plaster("villa-white", (0.76, 0.73, 0.67))
    terra = m.plaster("villa-terracotta", (0.42, 0.16, 0.08))
    teak = m.wood("villa-teak")
    # dim enough to read as a room behind glass: at 3.5 the living room was a white card
    warm = lit_room("villa-warm", 1.4)
    x0, x1, y0, y1 = 12.0, 22.0, -32.0, -22.0
    s.slab("villa-gf", x0, y0, x1, y1, 0, 3.4, white, bevel=0.02)
    s.slab("villa-ff", x0 + 1.0, y0, x1 + 0.8, y1 - 2.0, 3.4, 6.8, white, bevel=0.02)
    s.slab("villa-roof", x0 + 0.6, y0 - 0.5, x1 + 1.6, y1 - 1.4, 6.8, 7.1, white, bevel=0.02)
    s.slab("villa-slab1", x0 - 0.4, y0 - 0.4, x1 + 1.2, y1 + 0.6, 3.4, 3.6, white, bevel=0.02)
    s.slab("villa-accent", x1 - 0.1, y0 + 1.0, x1 + 0.9, y0 + 4.0, 3.6, 6.8, terra, bevel=0.02)
    s.slab("villa-glow1", x1 + 0.01, y0 + 4.6, x1 + 0.03, y1 - 1.0, 0.4, 2.9, warm, bevel=0)
    s.slab("villa-glow2", x1 + 0.81, y0 + 4.6, x1 + 0.83, y1 - 3.0, 4.0, 6.2, warm, bevel=0)
    for k in range(8):
        s.slab(f"villa-jaali{k}", x1 + 0.85, y0 + 4.6 + k * 0.5, x1 + 0.95, y0 + 4.75 + k * 0.5, 3.7, 6.7, teak, bevel=0.005)
    # the side facing up the street: a lit sliding door and a dark bedroom window below the
    # first floor's lit study, each in a dark frame with mullions (a blank wall read as a box)
    frame = m.paint("villa-frame", (0.08, 0.08, 0.08), 0.5, metallic=0.4)
    dark = m.paint("villa-glass", (0.04, 0.05, 0.06), 0.08)
    for key, (a, b, z0, z1, face, lit) in enumerate((
        (13.2, 17.4, 0.3, 2.9, y1, True),
        (18.6, 20.8, 0.9, 2.6, y1, False),
        (14.2, 17.2, 4.0, 6.2, y1 - 2.0, True),
        (19.0, 21.6, 4.3, 6.2, y1 - 2.0, False),
    )):
        s.slab(f"villa-window{key}", a, face, b, face + 0.02, z0, z1, warm if lit else dark, bevel=0)
        bars = max(2, round((b - a) / 1.1))
        for k in range(bars + 1):
            x = a + (b - a) * k / bars
            s.slab(f"villa-mullion{key}-{k}", x - 0.04, face, x + 0.04, face + 0.06, z0, z1, frame, bevel=0)
        for z in (z0, z1):
            s.slab(f"villa-transom{key}-{z}", a - 0.04, face, b + 0.04, face + 0.06, z - 0.04, z + 0.04, frame, bevel=0)
    # drawn-back curtains at the ends of the lit glass, in front of the room's light
    curtain = m.fabric("villa-curtain", (0.55, 0.42, 0.28), weave=120)
    for k, (ya, yb) in enumerate(((y0 + 4.6, y0 + 5.3), (y1 - 1.7, y1 - 1.0))):
        s.slab(f"villa-curtain-gf{k}", x1 + 0.035, ya, x1 + 0.05, yb, 0.4, 2.9, curtain, bevel=0)
    for k, (a, b) in enumerate(((13.2, 13.8), (16.8, 17.4), (14.2, 14.7), (16.7, 17.2))):
        face = y1 if k < 2 else y1 - 2.0
        z0, z1 = ((0.3, 2.9) if k < 2 else (4.0, 6.2))
        s.slab(f"villa-curtain-side{k}", a, face + 0.022, b, face + 0.035, z0, z1, curtain, bevel=0)
    for k in range(4):
        y = y0 + 4.6 + (y1 - 1.0 - y0 - 4.6) * k / 3
        s.slab(f"villa-glow1-mullion{k}", x1, y - 0.04, x1 + 0.06, y + 0.04, 0.4, 2.9, frame, bevel=0)
    c.area_light("villa-spill", 4.0, (x1 + 1.5, (y0 + y1) / 2, 2.0), c.facing((1, 0, -0.3)), 150, (1.0, 0.72, 0.45), size_y=2.0)
    cw = m.plaster("villa-cwall", (0.7, 0.66, 0.58))
    s.slab("villa-cw", x1 + 3.6, y0 - 1, x1 + 3.8, y1 + 1, 0, 1.5, cw, bevel=0.01)
    plants.bougainvillea("villa-bougainvillea", (x1 + 3.5, y1 - 1.0, 0), height=2.4, seed=71, width=2.0, depth=0.8)


def name_board(x1):
    """A dark board behind the library's name, as signage is mounted: straight on the brick the
    letters crossed a pale column, which showed through them as a post (last review)."""
    bpy.context.view_layer.update()
    corners = [
        obj.matrix_world @ Vector(corner)
        for obj in (bpy.data.objects["lib-name"], bpy.data.objects["lib-name2"])
        for corner in obj.bound_box
    ]
    ys, zs = [p.y for p in corners], [p.z for p in corners]
    board = m.paint("name-board", (0.05, 0.06, 0.06), roughness=0.5, metallic=0.3)
    s.slab("lib-name-board", x1, min(ys) - 0.13, x1 + 0.024, max(ys) + 0.13, min(zs) - 0.14, max(zs) + 0.14, board, bevel=0.004)


def build(view):
    c.report_render_time()
    # a dimmer sky than before: at 1.6 the library's brick read as lit at midday (review)
    stage.sky(elevation_deg=-2.5, azimuth_deg=250, strength=1.0, sun_strength=0.0, dust=1.5, warmth=0.6)
    ground()
    c.library_building(lit=True)
    # from this side of the street the next gable's rake crosses the name over the door, and the
    # canopy, seen from below, cuts its foot: the letters move along the wall toward the camera,
    # a little higher and smaller, to clear both (last two reviews)
    for name in ("lib-name", "lib-name2"):
        bpy.data.objects[name].location.y += 2.0
        bpy.data.objects[name].location.z += 0.05
        bpy.data.objects[name].scale *= 0.78
    name_board(c.LIB["x1"])
    tower()
    villa()
    plants.neem_tree("neem3", (38.0, 4.0, 0), height=8.0, seed=12)
    plants.neem_tree("neem2", (25.8, -6.0, 0), height=7.5, seed=9)
    plants.neem_tree("neem5", (10.0, 22.5, 0), height=9.0, seed=21)
    # neem along the street as it runs on (no parked cars: the kit's cars read as toys this close)
    for k, (x, y) in enumerate(((40.5, -30.0), (25.5, -48.0), (41.0, -62.0), (25.0, -80.0), (40.0, -98.0))):
        plants.neem_tree(f"avenue{k}", (x, y, 0), height=8.5 + (k % 3) * 0.8, seed=40 + k)
    c.bike_stand("stand", (26.1, 8.6, 0.04), count=4, spacing=0.85, heading=math.pi)
    for k, y in enumerate((24.0, 4.0, -16.0, -36.0)):
        street_lamp(f"lamp{k}", 27.5, y, arm=1.4)
    for k, y in enumerate((0.5, 2.2, 11.0, 13.0, 15.5)):
        plants.shrub(f"bed{k}", (24.7, y, 0.04), height=0.61, seed=30 + k, width=1.1, depth=1.1, flowers=(0.75, 0.1, 0.05) if k % 2 == 0 else None)
    stage.camera((38.2, 20.0, 2.4), (20.0, -12.0, 8.4), lens=30)
