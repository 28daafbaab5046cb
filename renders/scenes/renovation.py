"""A room in an old Hyderabad house being renovated: its long wall half stripped back to the
brick (scraps of the old green distemper and plaster still clinging at the edges) beside a half
freshly plastered and painted warm white; a red-oxide floor under a drop cloth, emulsion pails, a
roller and tray, a step ladder, a teak window near the corner whose low afternoon sun falls across
the bricks, so the chipped plaster's edges throw shadows.

Plan: the room is 0..5.2 m along X and 0..4.2 m along Y, 3.1 m high; the renovated wall is the
north one (y = 4.2) and the window is in the west wall (x = 0)."""
import math

import bmesh
import bpy
from mathutils import Vector, noise

from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import site_props as sp
from kit import stage
from kit import trade_props as tp

W, D, H = 5.2, 4.2, 3.1
SPLIT = 2.65  # the stripped half runs from x = 0 to here
WIN_Y = 3.2   # the west window's middle, close to the north wall so its sun reaches the bricks


def plaster_layer(name, x0, x1, height, keep, depth, face, edge, cell=0.01, wall_y=D):
    """A layer of plaster on the north wall's face (at wall_y), where keep(x, z) holds: a 1 cm grid
    of kept cells made solid, its broken edges in the edge material."""
    bm = bmesh.new()
    verts = {}

    def vert(i, k):
        if (i, k) not in verts:
            verts[(i, k)] = bm.verts.new((x0 + i * cell, wall_y, k * cell))
        return verts[(i, k)]

    for i in range(int((x1 - x0) / cell)):
        for k in range(int(height / cell)):
            if keep(x0 + (i + 0.5) * cell, (k + 0.5) * cell):
                bm.faces.new((vert(i, k), vert(i + 1, k), vert(i + 1, k + 1), vert(i, k + 1)))
    obj = mesh_object(name, bm, (face, edge))
    solid = obj.modifiers.new("thickness", "SOLIDIFY")
    solid.thickness = depth
    solid.offset = 1.0
    solid.material_offset_rim = 1
    solid.use_rim = True
    return obj


def plaster_chunks(name, rnd, count, face, body, thickness, size):
    """Broken pieces lying at the wall's foot: irregular slabs, their top in the face material and
    their broken sides in the body's, some tilted as they landed."""
    bm = bmesh.new()
    for k in range(count):
        x = rnd.uniform(0.1, 2.5)
        r = rnd.uniform(*size)
        y = D - 0.04 - r - rnd.uniform(0.0, 0.7 if k % 3 else 1.2) ** 1.6
        sides = rnd.randint(5, 7)
        turn = rnd.uniform(0, math.tau)
        rim = [(r * rnd.uniform(0.55, 1.0) * math.cos(turn + i * math.tau / sides), r * rnd.uniform(0.55, 1.0) * math.sin(turn + i * math.tau / sides)) for i in range(sides)]
        depth = rnd.uniform(*thickness)
        tilt = Vector((rnd.uniform(-0.6, 0.6), rnd.uniform(-0.6, 0.6), 1.0)).normalized()
        frame_q = Vector((0, 0, 1)).rotation_difference(tilt)
        base = Vector((x, y, 0.0))
        low = [bm.verts.new(base + frame_q @ Vector((u, v, 0))) for u, v in rim]
        high = [bm.verts.new(base + frame_q @ Vector((u, v, depth))) for u, v in rim]
        bottom = bm.faces.new(list(reversed(low)))
        top = bm.faces.new(high)
        top.material_index = 0
        bottom.material_index = 1
        for i in range(sides):
            j = (i + 1) % sides
            bm.faces.new((low[i], low[j], high[j], high[i])).material_index = 1
        # rest the lowest corner on the floor
        lowest = min(v.co.z for v in low + high)
        for v in low + high:
            v.co.z -= lowest
    return mesh_object(name, bm, (face, body))


def mesh_object(name, bm, materials):
    """The object made of a bmesh (which is freed), its faces' material slots in this order."""
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    for material in materials:
        mesh.materials.append(material)
    return obj


def weathered(material):
    """Gives site_props' brick the look of a fifty-year-old country-kiln wall: hand-moulded bricks
    in wandering courses, each its own firing (dark clinker to pale under-fired salmon), joints of
    cement-grey mortar set well back, slurried over the edges in places and dulled unevenly, and
    chisel dust settled on the lower courses (one firing for every brick and clean joints read as
    a new printed wall: review)."""
    tree = material.node_tree
    nodes, link = tree.nodes, tree.links.new
    brick = next(node for node in nodes if node.type == "TEX_BRICK")
    tinted = brick.outputs["Color"].links[0].to_socket
    # hand-moulded country brick: courses that wander a few millimetres and bricks of uneven size
    # (a true grid read as machine-made facing brick: review)
    source = brick.inputs["Vector"].links[0].from_socket
    wobble = nodes.new("ShaderNodeTexNoise")
    wobble.inputs["Scale"].default_value = 5.0
    wobble.inputs["Detail"].default_value = 3.0
    link(source, wobble.inputs["Vector"])
    centred = nodes.new("ShaderNodeVectorMath")
    centred.operation = "SUBTRACT"
    centred.inputs[1].default_value = (0.5, 0.5, 0.5)
    link(wobble.outputs["Color"], centred.inputs[0])
    warped = nodes.new("ShaderNodeVectorMath")
    warped.operation = "MULTIPLY_ADD"
    warped.inputs[1].default_value = (0.028, 0.028, 0.028)
    link(centred.outputs["Vector"], warped.inputs[0])
    link(source, warped.inputs[2])
    link(warped.outputs["Vector"], brick.inputs["Vector"])
    # worn joint edges (crisp joints read as new: review)
    brick.inputs["Mortar Smooth"].default_value = 0.4
    # a twin of the pattern whose colour output is each brick's own random number
    firing = nodes.new("ShaderNodeTexBrick")
    firing.offset = brick.offset
    for key in ("Scale", "Brick Width", "Row Height", "Mortar Size", "Mortar Smooth", "Bias"):
        firing.inputs[key].default_value = brick.inputs[key].default_value
    firing.inputs["Color1"].default_value = (0, 0, 0, 1)
    firing.inputs["Color2"].default_value = (1, 1, 1, 1)
    link(brick.inputs["Vector"].links[0].from_socket, firing.inputs["Vector"])
    stops = [(0.0, (0.11, 0.05, 0.04)), (0.12, (0.17, 0.07, 0.05)), (0.35, (0.25, 0.1, 0.065)), (0.6, (0.31, 0.13, 0.07)), (0.82, (0.36, 0.17, 0.1)), (0.95, (0.42, 0.24, 0.15))]
    shades = m._ramp(material, nodes, firing.outputs["Color"], stops)
    # mortar: grey cement, blotched where the old plaster's lime stayed in the joint
    blotch = nodes.new("ShaderNodeTexNoise")
    blotch.inputs["Scale"].default_value = 30.0
    link(brick.inputs["Vector"].links[0].from_socket, blotch.inputs["Vector"])
    mortar = nodes.new("ShaderNodeMixRGB")
    mortar.inputs["Color1"].default_value = (0.3, 0.29, 0.27, 1)
    mortar.inputs["Color2"].default_value = (0.5, 0.48, 0.43, 1)
    link(blotch.outputs["Fac"], mortar.inputs["Fac"])
    # the mortar slurried over the bricks' edges in places, as a mason's trowel leaves it
    smear = nodes.new("ShaderNodeTexNoise")
    smear.inputs["Scale"].default_value = 45.0
    smear.inputs["Detail"].default_value = 4.0
    link(brick.inputs["Vector"].links[0].from_socket, smear.inputs["Vector"])
    spread = nodes.new("ShaderNodeMath")
    spread.operation = "MULTIPLY_ADD"
    spread.inputs[1].default_value = 0.9
    spread.inputs[2].default_value = -0.45
    link(smear.outputs["Fac"], spread.inputs[0])
    joint = nodes.new("ShaderNodeMath")
    joint.operation = "ADD"
    joint.use_clamp = True
    link(brick.outputs["Fac"], joint.inputs[0])
    link(spread.outputs["Value"], joint.inputs[1])
    wall = nodes.new("ShaderNodeMixRGB")
    link(joint.outputs["Value"], wall.inputs["Fac"])
    link(shades, wall.inputs["Color1"])
    link(mortar.outputs["Color"], wall.inputs["Color2"])
    # chisel dust: pale, thickest on the lowest courses, patchy
    height = nodes.new("ShaderNodeSeparateXYZ")
    link(next(node for node in nodes if node.type == "TEX_COORD").outputs["Object"], height.inputs[0])
    settle = nodes.new("ShaderNodeMapRange")
    settle.inputs["From Min"].default_value = 0.1 - H / 2  # object space: the wall slab's origin is its middle
    settle.inputs["From Max"].default_value = 1.2 - H / 2
    settle.inputs["To Min"].default_value = 0.6
    # a haze of cement over every course where the plaster was hacked off (clean bricks: two
    # reviews; at a quarter, still clean facing brick: the next two)
    settle.inputs["To Max"].default_value = 0.4
    link(height.outputs["Z"], settle.inputs["Value"])
    patchy = nodes.new("ShaderNodeMath")
    patchy.operation = "MULTIPLY"
    link(settle.outputs["Result"], patchy.inputs[0])
    link(blotch.outputs["Fac"], patchy.inputs[1])
    dusted = nodes.new("ShaderNodeMixRGB")
    link(patchy.outputs[0], dusted.inputs["Fac"])
    link(wall.outputs["Color"], dusted.inputs["Color1"])
    dusted.inputs["Color2"].default_value = (0.55, 0.52, 0.47, 1)
    link(dusted.outputs["Color"], tinted)
    # joints set deeper than site_props sets them
    bump = next(node for node in nodes if node.type == "BUMP")
    bump.inputs["Strength"].default_value = 1.0
    bump.inputs["Distance"].default_value = 0.02
    return material


def build(view):
    cycles = bpy.context.scene.cycles
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 3
    cycles.sample_clamp_indirect = 1.2  # keeps the sun patch and brass from throwing fireflies
    # a low sun through the west window falls across the stripped half at a slant
    # (a dimmer sky and a stronger sun: the patch on the bricks barely showed against the room)
    stage.sky(elevation_deg=17, azimuth_deg=226, strength=0.55, sun_strength=9.0, dust=1.5)
    fresh = m.plaster("fresh-paint", (0.7, 0.6, 0.46), mottle=0.03, bump=0.02)
    old = m.plaster("old-distemper", (0.46, 0.55, 0.48), mottle=0.2, scale=2.5, bump=0.08)
    # the coat's body: sand and cement, a darker grey than its paint (a pale one read as more
    # paint: review)
    grey = m.plaster("old-plaster", (0.4, 0.39, 0.36), mottle=0.2, scale=9, bump=0.25)
    base = m.plaster("old-base-coat", (0.4, 0.38, 0.35), mottle=0.25, scale=6, bump=0.3)
    t = 0.23
    # floor: red oxide, and the ceiling
    s.slab("floor", -t, -t, W + t, D + t, -0.1, 0, m.tiles("red-oxide", (0.33, 0.07, 0.04), (0.3, 0.065, 0.04), tile=1.2, grout=(0.25, 0.06, 0.04), roughness=0.3, grout_width=0.002), bevel=0)
    s.slab("ceiling", -t, -t, W + t, D + t, H, H + 0.15, m.plaster("ceiling", (0.72, 0.7, 0.66), mottle=0.08), bevel=0)
    # the north wall: brick core, fresh plaster on the right half, old scraps on the left
    # old country bricks, browner and duller than new ones, in joints dulled grey by the hacked
    # plaster's cement (brighter, they read as a printed brick wallpaper: review)
    s.slab("wall-n-brick", -t, D, W + t, D + t, 0, H, weathered(sp.brick("old-brick", (0.25, 0.1, 0.065), mortar=(0.42, 0.4, 0.36))), bevel=0)
    s.slab("wall-n-fresh", SPLIT, D - 0.018, W, D, 0, H, fresh, bevel=0)
    # What the chisel left of the old plaster: bands under the ceiling and over the floor, a ragged
    # edge toward the fresh half and islands in between, 14 mm proud of the brick with the grey base
    # coat showing at every broken edge; and thin smears of base coat still on the bricks. Masks of
    # fractal noise on a 1 cm grid, so the edges wander like chipped plaster, not like stencils.
    rnd = s.scatter(7)

    def n(x, z, scale, seed):
        return noise.fractal(Vector((x * scale, z * scale, seed)), 0.6, 2.0, 4)

    def old_plaster(x, z, grow=0.0):
        rag = 0.05 * n(x, z, 9.0, 1.0)
        return (z > H - 0.2 - 0.18 * (1 + n(x, 0, 1.3, 2.0)) + rag - grow
                or z < 0.1 + 0.14 * (1 + n(x, 0, 1.7, 3.0)) + rag + grow
                or x > SPLIT - 0.16 - 0.3 * (1 + n(0, z, 1.1, 4.0)) + rag - grow
                or x < 0.06 + 0.08 * (1 + n(0, z, 1.5, 8.0)) + rag + grow
                or n(x, z, 1.6, 5.0) + rag > 0.8 - grow * 2.5)

    # The chisel breaks the coats apart unevenly: the grey base coat stands a ragged 1-5 cm past
    # the painted top coat before the bricks show (one clean edge through both read as a sticker
    # on the bricks: review).
    def base_step(x, z):
        return old_plaster(x, z, 0.01 + 0.04 * max(0.0, 0.5 + n(x, z, 7.0, 9.0)))

    # (a few small islands of the old coat: many read as paper flakes stuck on the bricks: review)
    def base_smear(x, z):
        return n(x, z, 3.0, 6.0) + 0.08 * n(x, z, 20.0, 7.0) > 0.5

    # on a 5 mm grid: at 1 cm the thick plaster's edge stepped visibly at the picture's size
    plaster_layer("old-plaster-remains", 0.0, SPLIT, H, old_plaster, 0.035, old, grey, cell=0.005)
    plaster_layer("old-base-coat", 0.0, SPLIT, H, lambda x, z: base_step(x, z) and not old_plaster(x, z), 0.018, base, base, cell=0.005)
    # the smears in the base coat's darker, dusty grey (pale, they read as paper flakes: review)
    plaster_layer("base-coat-smears", 0.0, SPLIT, H, lambda x, z: base_smear(x, z) and not base_step(x, z), 0.004, base, base, cell=0.005)
    # other walls: old green distemper (not yet touched) on the west, fresh on the east
    west = s.slab("wall-w", -t, -t, 0, D + t, 0, H, old, bevel=0)
    s.opening(west, (0.6, 1.4, 1.6), (-t / 2, WIN_Y, 1.55))
    s.slab("wall-e", W, -t, W + t, D + t, 0, H, fresh, bevel=0)
    s.slab("wall-s", -t, -t, W + t, 0, 0, H, old, bevel=0)
    # the teak window with its iron grill
    teak = m.wood("window-teak", (0.36, 0.2, 0.09), (0.18, 0.09, 0.04), roughness=0.5, along="Z")
    s.window("win", 1.4, 1.6, (-0.12, WIN_Y, 1.55), teak, m.glass("win-glass"), axis="Y", frame=0.07, depth=0.1, mullions=2, transoms=1)
    grill = sp.Batch()
    for k in range(7):
        yy = WIN_Y - 0.6 + k * 0.2
        grill.strut((-0.05, yy, 0.75), (-0.05, yy, 2.35), 0.008, 6)
    grill.done("grill", m.paint("grill", (0.06, 0.06, 0.06), roughness=0.5))
    portal = bpy.data.lights.new("portal", "AREA")
    portal.shape = "RECTANGLE"
    portal.size, portal.size_y = 1.6, 1.4
    portal.cycles.is_portal = True
    lamp = bpy.data.objects.new("portal", portal)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.location = (-0.02, WIN_Y, 1.55)
    lamp.rotation_euler = (0, math.radians(90), 0)
    # wide enough to reach the horizon (40 m wide, the sky's grey underside showed as a sea: review)
    s.plane("outside", 400, 400, (-22, 2, -0.5), m.ground("garden-out"))
    # beyond the window: the compound wall and the neighbour's neem over it (a bare lawn to the
    # horizon read as a backdrop)
    s.slab("compound-wall", -4.2, -6.0, -4.0, 14.0, -0.5, 1.4, m.plaster("compound", (0.7, 0.6, 0.47), mottle=0.2), bevel=0.01)
    plants.neem_tree("out-neem", (-11.0, 12.0, -0.5), height=9.0, seed=71)
    # the neighbour's house across the lane, its wall and a window with a sunshade
    house = m.plaster("neighbour-house", (0.72, 0.66, 0.55), mottle=0.15)
    s.slab("neighbour", -19.0, -6.0, -13.0, 24.0, -0.5, 6.6, house, bevel=0.02)
    glass = m.paint("neighbour-glass", (0.05, 0.06, 0.07), roughness=0.2)
    for k, y in enumerate((9.0, 15.0, 21.0)):
        s.slab(f"neighbour-window{k}", -13.02, y, -12.99, y + 1.8, 2.6, 4.0, glass, bevel=0)
        s.slab(f"neighbour-chajja{k}", -13.0, y - 0.3, -12.4, y + 2.1, 4.15, 4.25, house, bevel=0.01)
    # a soft fill from the open door behind the camera
    fill = bpy.data.lights.new("door-fill", "AREA")
    fill.shape = "RECTANGLE"
    fill.size, fill.size_y = 1.0, 2.1
    fill.energy = 120
    fill.color = (0.85, 0.9, 1.0)
    fo = bpy.data.objects.new("door-fill", fill)
    bpy.context.scene.collection.objects.link(fo)
    fo.location = (3.8, 0.05, 1.1)
    fo.rotation_euler = (math.radians(90), 0, 0)
    # the red-oxide skirting along the whole wall: the old one kept under the stripped half (it is
    # cast with the floor), new on the fresh half; a switch plate, a cable chase
    skirt = m.paint("skirt", (0.3, 0.07, 0.04), roughness=0.4)
    s.slab("skirting", SPLIT, D - 0.03, W, D - 0.018, 0, 0.1, skirt, bevel=0.002)
    s.slab("skirting-old", 0.0, D - 0.048, SPLIT, D - 0.001, 0, 0.1, skirt, bevel=0.002)
    s.slab("switch", 4.5, D - 0.03, 4.65, D - 0.018, 1.2, 1.32, m.paint("switch", (0.85, 0.85, 0.82), roughness=0.3), bevel=0.004)
    s.slab("chase", 1.6, D - 0.002, 1.65, D + 0.001, 0.0, 1.2, m.concrete("chase-mortar", (0.5, 0.48, 0.45)), bevel=0)
    # the drop cloth: a crumpled sheet over the floor by the wall
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=60, y_subdivisions=40, size=1.0, location=(2.6, 3.25, 0.012))
    cloth = bpy.context.active_object
    cloth.name = "drop-cloth"
    cloth.scale = (4.6, 1.7, 1)
    bpy.ops.object.transform_apply(scale=True)
    tex = bpy.data.textures.new("crumple", "CLOUDS")
    tex.noise_scale = 0.25
    disp = cloth.modifiers.new("crumple", "DISPLACE")
    disp.texture = tex
    disp.strength = 0.035
    disp.mid_level = 0.2
    for p in cloth.data.polygons:
        p.use_smooth = True
    cloth.data.materials.append(m.fabric("canvas", (0.44, 0.4, 0.33)))
    # paint tin, roller and tray, a bucket, a brush, the step ladder, rubble of old plaster
    tp.pail("pail-open", (3.55, 3.2, 0.0), open_top=True, band=(0.24, 0.07, 0.05))
    tp.pail_lid("pail-lid", (3.9, 3.0, 0.002))
    tray = sp.Batch()
    tray.cbox((3.2, 2.7, 0.05), (0.34, 0.42, 0.05), 0.4)
    tray.done("roller-tray", m.paint("tray", (0.15, 0.3, 0.55), roughness=0.45))
    s.cylinder("roller", 0.035, 0.23, (3.25, 2.55, 0.115), m.fabric("roller-nap", (0.8, 0.75, 0.66)), 24, rotation=(0, math.pi / 2, 0.4))
    handle = sp.Batch()
    handle.polyline([(3.35, 2.5, 0.115), (3.42, 2.47, 0.115), (3.5, 2.2, 0.09), (3.6, 1.9, 0.05)], 0.01)
    handle.done("roller-handle", m.paint("handle", (0.05, 0.05, 0.05), 0.5))
    tp.pail("pail-shut", (1.0, 3.35, 0.0), open_top=False, band=(0.24, 0.07, 0.05))
    # its wire handle laid down over the side, clear of the tools on the lid (standing up, it rose
    # through the hammer's shaft: review)
    bpy.data.objects.remove(bpy.data.objects["pail-shut-handle"])
    bail = sp.Batch()
    bail.polyline([(1.0 + 0.162 * math.cos(k * math.pi / 16), 3.35 - 0.2 * math.sin(k * math.pi / 16), 0.33 - 0.1 * math.sin(k * math.pi / 16)) for k in range(17)], 0.003, 5)
    bail.done("pail-shut-handle", m.metal("pail-wire", (0.6, 0.6, 0.6), 0.35))
    s.box("brush", (0.2, 0.05, 0.02), (3.85, 3.45, 0.03), m.wood("brush-wood", (0.5, 0.35, 0.2), (0.3, 0.2, 0.1)), 0.005, rotation_z=0.7)
    # side-on to the camera, its A clear of the wall (turned to face the wall, its back legs ran
    # into the plaster and seemed to stop in mid-air: last review)
    # a painter's wooden ladder (in plain aluminium it read as a flat grey cut-out: review)
    sp.stepladder("ladder", (2.2, 3.5, 0.0), height=1.8, rotation_z=math.radians(10),
                  material=m.wood("ladder-sal", (0.5, 0.36, 0.22), (0.34, 0.23, 0.13), roughness=0.7, along="Z"))
    # Shade trials brushed on the fresh wall, the client's choice still to make: four patches one
    # above the other, their edges ragged where the brush ran out.
    x0, x1 = 2.8, 3.1
    for k, colour in enumerate(((0.42, 0.5, 0.4), (0.6, 0.3, 0.18), (0.78, 0.72, 0.6), (0.66, 0.48, 0.2))):
        z0 = 1.0 + k * 0.31

        def patch(x, z, z0=z0, k=k):
            rag = 0.02 * n(x, z, 14.0, 20.0 + k)
            return x0 + rag < x < x1 - rag and z0 + rag < z < z0 + 0.25 - rag

        shade = m.paint(f"shade{k}", colour, roughness=0.6)
        plaster_layer(f"shade-trial{k}", x0 - 0.04, x1 + 0.04, z0 + 0.3, patch, 0.0006, shade, shade, cell=0.004, wall_y=D - 0.018)
    # chiselled-off plaster in a drift along the wall's foot and scattered on the sheet: broken
    # slabs of the old coat, painted face and grey body, tilted where they fell on each other,
    # with crumbs of base coat and brick (square tiles of one colour read as a decal: review)
    # (thin wide slabs read as paper: review) lumps as thick as the coat, many face down, grey
    # (mostly grey: the green faces read as confetti: review)
    plaster_chunks("rubble", rnd, 40, old, grey, thickness=(0.02, 0.04), size=(0.025, 0.09))
    plaster_chunks("rubble-down", rnd, 140, grey, grey, thickness=(0.02, 0.045), size=(0.02, 0.07))
    plaster_chunks("crumbs", rnd, 320, grey, grey, thickness=(0.008, 0.018), size=(0.008, 0.03))
    plaster_chunks("brick-bits", rnd, 40, sp.brick("old-brick"), sp.brick("old-brick"), thickness=(0.02, 0.045), size=(0.02, 0.06))
    dust = sp.Batch()
    dust.box(0.0, D - 0.5, 0, 2.5, D, 0.002)
    dust.done("dust", m.plaster("dust", (0.5, 0.45, 0.4), mottle=0.3, scale=6))
    # the mason's club hammer and cold chisel, put down on the shut pail's lid where he stopped
    # (no tools in sight read as work long over: review); on the floor by the wall, the rubble hid
    # them
    steel = m.metal("tool-steel", (0.2, 0.2, 0.21), 0.45)
    shaft = m.wood("hammer-shaft", (0.45, 0.3, 0.16), (0.3, 0.18, 0.08), roughness=0.6)
    lid, turn = 0.372, math.radians(90)
    s.box("hammer-head", (0.05, 0.11, 0.05), (1.0, 3.26, lid + 0.025), steel, 0.006, rotation_z=turn)
    s.cylinder("hammer-shaft", 0.014, 0.26, (1.0, 3.4, lid + 0.016), shaft, 12, rotation=(0, math.pi / 2, turn))
    s.cylinder("chisel", 0.009, 0.24, (0.92, 3.36, lid + 0.009), steel, 8, rotation=(0, math.pi / 2, math.radians(100)))
    # furniture pushed into the middle, under a sheet
    bpy.ops.mesh.primitive_cube_add(size=1.0, location=(1.2, 1.0, 0.45))
    sofa = bpy.context.active_object
    sofa.name = "covered-sofa"
    sofa.scale = (1.9, 0.9, 0.9)
    bpy.ops.object.transform_apply(scale=True)
    sub = sofa.modifiers.new("s", "SUBSURF")
    sub.levels = 2
    sub.render_levels = 2
    d2 = sofa.modifiers.new("c", "DISPLACE")
    d2.texture = tex
    d2.strength = 0.04
    sofa.data.materials.append(m.fabric("sheet", (0.7, 0.68, 0.62)))
    for p in sofa.data.polygons:
        p.use_smooth = True
    # close on the stripped half, the window beside it (the fresh half filled the right before)
    stage.camera((3.3, 1.25, 1.35), (1.35, 4.2, 1.2), lens=27)
