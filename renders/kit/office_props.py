"""Offices and workplaces: Tandur limestone, facade glazing, felt, and the furniture of a working
floor (desks, task chairs, laptops, acoustic baffles, reception desk, meeting table, stools), plus
a plain parked car for street scenes. Every prop is built around a parent empty, so a whole desk
can be placed and turned as one: pass location and rotation_z."""
import math

import bpy

from kit import materials as m
from kit import shapes as s

_cache = {}


# ---------------------------------------------------------------- materials

def _new(name):
    if name in _cache:
        return None, None, None
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    _cache[name] = material
    return material, material.node_tree.nodes, material.node_tree.nodes["Principled BSDF"]


def tandur(name="tandur", color=(0.40, 0.34, 0.25), joint=0.9, roughness=0.7, width=0.6):
    """Tandur limestone cladding, honed: warm grey-beige slabs with cloudy tone differences,
    faint darker bedding streaks and fine joints every `joint` metres up a fin."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    brick = nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.5
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Brick Width"].default_value = width
    brick.inputs["Row Height"].default_value = joint
    brick.inputs["Mortar Size"].default_value = 0.004
    brick.inputs["Mortar Smooth"].default_value = 0.3
    brick.inputs["Bias"].default_value = 0.0
    tone = tuple(c * 1.06 for c in color)
    brick.inputs["Color1"].default_value = (*color, 1)
    brick.inputs["Color2"].default_value = (*tone, 1)
    brick.inputs["Mortar"].default_value = (*(c * 0.6 for c in color), 1)
    # Joints run horizontally on a vertical face: map Z to the brick's rows.
    swap = nodes.new("ShaderNodeSeparateXYZ")
    join = nodes.new("ShaderNodeCombineXYZ")
    links.new(coords, swap.inputs[0])
    add = nodes.new("ShaderNodeMath")
    add.operation = "ADD"
    links.new(swap.outputs["X"], add.inputs[0])
    links.new(swap.outputs["Y"], add.inputs[1])
    links.new(add.outputs[0], join.inputs["X"])
    links.new(swap.outputs["Z"], join.inputs["Y"])
    links.new(join.outputs[0], brick.inputs["Vector"])
    cloud = nodes.new("ShaderNodeTexNoise")
    cloud.inputs["Scale"].default_value = 2.5
    cloud.inputs["Detail"].default_value = 8
    links.new(coords, cloud.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[0].color = (0.86, 0.86, 0.86, 1)
    ramp.color_ramp.elements[1].position = 0.7
    ramp.color_ramp.elements[1].color = (1.05, 1.03, 1.0, 1)
    links.new(cloud.outputs["Fac"], ramp.inputs["Fac"])
    streak = nodes.new("ShaderNodeTexWave")
    streak.wave_type = "BANDS"
    streak.bands_direction = "Z"
    streak.inputs["Scale"].default_value = 2.0
    streak.inputs["Distortion"].default_value = 4.0
    streak.inputs["Detail"].default_value = 3.0
    links.new(coords, streak.inputs["Vector"])
    streak_ramp = nodes.new("ShaderNodeValToRGB")
    streak_ramp.color_ramp.elements[0].position = 0.0
    streak_ramp.color_ramp.elements[0].color = (0.88, 0.88, 0.9, 1)
    streak_ramp.color_ramp.elements[1].position = 0.12
    streak_ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    links.new(streak.outputs["Fac"], streak_ramp.inputs["Fac"])
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    links.new(brick.outputs["Color"], mix.inputs[1])
    links.new(ramp.outputs["Color"], mix.inputs[2])
    mix2 = nodes.new("ShaderNodeMixRGB")
    mix2.blend_type = "MULTIPLY"
    mix2.inputs["Fac"].default_value = 1.0
    links.new(mix.outputs[0], mix2.inputs[1])
    links.new(streak_ramp.outputs["Color"], mix2.inputs[2])
    links.new(mix2.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = 0.35
    pores = nodes.new("ShaderNodeTexNoise")
    pores.inputs["Scale"].default_value = 150
    links.new(coords, pores.inputs["Vector"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.12
    bump.inputs["Distance"].default_value = 0.004
    height = nodes.new("ShaderNodeMath")
    height.operation = "MULTIPLY_ADD"
    links.new(brick.outputs["Fac"], height.inputs[0])
    height.inputs[1].default_value = 0.8
    links.new(pores.outputs["Fac"], height.inputs[2])
    links.new(height.outputs[0], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def facade_glass(name="facade-glass", tint=(0.14, 0.18, 0.19), mirror=(0.20, 0.25, 0.30), reflect=0.3):
    """Double glazing as seen from the street: a tinted, partly see-through pane that reflects
    the sky more and more toward grazing angles. Shadow and diffuse rays pass straight through
    (tinted), so rooms behind it are lit without caustic noise."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    links = material.node_tree.links
    output = nodes["Material Output"]
    nodes.remove(bsdf)
    glossy = nodes.new("ShaderNodeBsdfGlossy")
    glossy.inputs["Color"].default_value = (*mirror, 1)
    glossy.inputs["Roughness"].default_value = 0.02
    clear = nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    fresnel = nodes.new("ShaderNodeLayerWeight")
    fresnel.inputs["Blend"].default_value = 0.35
    weight = nodes.new("ShaderNodeMath")
    weight.operation = "MULTIPLY_ADD"
    links.new(fresnel.outputs["Fresnel"], weight.inputs[0])
    weight.inputs[1].default_value = 1.0 - reflect
    weight.inputs[2].default_value = reflect
    weight.use_clamp = True
    mix = nodes.new("ShaderNodeMixShader")
    links.new(weight.outputs[0], mix.inputs["Fac"])
    links.new(clear.outputs[0], mix.inputs[1])
    links.new(glossy.outputs[0], mix.inputs[2])
    light_path = nodes.new("ShaderNodeLightPath")
    either = nodes.new("ShaderNodeMath")
    either.operation = "MAXIMUM"
    links.new(light_path.outputs["Is Shadow Ray"], either.inputs[0])
    links.new(light_path.outputs["Is Diffuse Ray"], either.inputs[1])
    through = nodes.new("ShaderNodeBsdfTransparent")
    through.inputs["Color"].default_value = (0.8, 0.86, 0.85, 1)
    final = nodes.new("ShaderNodeMixShader")
    links.new(either.outputs[0], final.inputs["Fac"])
    links.new(mix.outputs[0], final.inputs[1])
    links.new(through.outputs[0], final.inputs[2])
    links.new(final.outputs[0], output.inputs["Surface"])
    return material


def pane(name, length, height, centre, material, facing):
    """A pane of glass seen from one side: a single face turned toward the viewer (facing is
    (±1, 0) or (0, ±1)). Seen from inside, a glazing box's far face sends every ray past about 41
    degrees back in (the shader's Fresnel takes it for glass-to-air) and the panes read black."""
    fx, fy = facing
    if fx:
        return s.plane(name, height, length, centre, material, rotation=(0, fx * math.pi / 2, 0))
    return s.plane(name, length, height, centre, material, rotation=(-fy * math.pi / 2, 0, 0))


def clear_glass(name="clear-glass", tint=(0.82, 0.86, 0.84)):
    """Glass seen close up and straight through (doors, booths, partitions): a clean tinted
    pass-through, free of the noise a refracting pane makes in a few samples."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    nodes.remove(bsdf)
    clear = nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    material.node_tree.links.new(clear.outputs[0], nodes["Material Output"].inputs["Surface"])
    return material


def felt(name, color):
    """Acoustic PET felt: matt, fibrous, a faint fuzz."""
    mat = m.fabric(name, color, roughness=1.0, weave=600.0)
    return mat


def screen(name="laptop-screen", color=(0.55, 0.62, 0.72), strength=0.45):
    """A laptop's lit screen: a soft glow that does not light the room (no noise)."""
    mat = m.emission(name, color, strength)
    mat.cycles.sample_as_light = False
    return mat


def asphalt(name="asphalt"):
    mat = m.concrete(name, (0.11, 0.11, 0.11), roughness=0.9)
    return mat


# ---------------------------------------------------------------- helpers

def group(name, location=(0, 0, 0), rotation_z=0.0):
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler[2] = rotation_z
    return empty


def _parent(objects, parent):
    for obj in objects:
        obj.parent = parent
    return objects


def _mats():
    return {
        "black": m.paint("powder-black", (0.025, 0.025, 0.027), roughness=0.45),
        "chrome": m.metal("steel-satin", (0.62, 0.62, 0.63), roughness=0.25),
        "white": m.paint("laminate-white", (0.78, 0.77, 0.74), roughness=0.4),
        "oak": m.wood("oak-top", light=(0.56, 0.40, 0.24), dark=(0.40, 0.26, 0.14), roughness=0.5, scale=4.0),
        "chair": m.fabric("chair-charcoal", (0.05, 0.05, 0.055)),
        "mesh": m.fabric("chair-mesh", (0.03, 0.03, 0.035), weave=900.0),
        "alu": m.metal("laptop-alu", (0.55, 0.56, 0.58), roughness=0.3),
        "brass": m.metal("brass", (0.78, 0.56, 0.26), roughness=0.28),
    }


# ---------------------------------------------------------------- props

def task_chair(name, location, rotation_z=0.0, color=None, turn=0.0):
    """An office task chair: five-star base, gas lift, upholstered seat and mesh back.
    Its front faces local -Y (toward a desk placed at -Y)."""
    k = _mats()
    seat_mat = m.fabric(f"chair-{color}", color) if color else k["chair"]
    g = group(name, location, rotation_z + turn)
    parts = []
    for i in range(5):
        a = i * 2 * math.pi / 5
        spoke = s.box(f"{name}-spoke{i}", (0.30, 0.045, 0.035), (0.15 * math.cos(a), 0.15 * math.sin(a), 0.085), k["black"], 0.01)
        spoke.rotation_euler[2] = a
        parts.append(spoke)
        parts.append(s.sphere(f"{name}-castor{i}", 0.03, (0.29 * math.cos(a), 0.29 * math.sin(a), 0.03), k["black"], 2))
    parts.append(s.cylinder(f"{name}-lift", 0.025, 0.32, (0, 0, 0.25), k["chrome"], 16))
    parts.append(s.box(f"{name}-seat", (0.49, 0.47, 0.08), (0, -0.02, 0.45), seat_mat, 0.03, segments=3))
    back = s.box(f"{name}-back", (0.46, 0.04, 0.52), (0, 0.24, 0.82), k["mesh"], 0.02, segments=3)
    back.rotation_euler[0] = math.radians(-8)
    parts.append(back)
    parts.append(s.box(f"{name}-spine", (0.05, 0.03, 0.35), (0, 0.25, 0.56), k["black"], 0.01))
    for side in (-1, 1):
        parts.append(s.box(f"{name}-armpost{side}", (0.03, 0.04, 0.2), (side * 0.27, 0.02, 0.55), k["black"], 0.01))
        parts.append(s.box(f"{name}-arm{side}", (0.06, 0.24, 0.03), (side * 0.27, 0.0, 0.66), k["black"], 0.012))
    _parent(parts, g)
    return g


def laptop(name, location, rotation_z=0.0, open_deg=110):
    """A laptop open toward local -Y (its user sits at -Y)."""
    k = _mats()
    g = group(name, location, rotation_z)
    parts = [s.box(f"{name}-base", (0.31, 0.215, 0.014), (0, 0, 0.007), k["alu"], 0.004)]
    parts.append(s.box(f"{name}-keys", (0.27, 0.11, 0.002), (0, 0.02, 0.0145), k["black"], 0))
    lid = group(f"{name}-lid", (0, 0.105, 0.014), 0)
    lid.parent = g
    lid.rotation_euler[0] = math.radians(open_deg - 90)
    lid_parts = [
        s.box(f"{name}-lidshell", (0.31, 0.007, 0.205), (0, 0.004, 0.1025), k["alu"], 0.003),
        s.box(f"{name}-display", (0.285, 0.002, 0.18), (0, -0.0005, 0.105), screen()),
    ]
    _parent(lid_parts, lid)
    _parent(parts, g)
    return g


def desk(name, location, rotation_z=0.0, width=1.5, depth=0.75, top=None, frame=None, seed=0, laptop_on=True, chair=True, screen_riser=False):
    """A work desk, its user's side at local -Y: laminate or oak top on a black steel frame, a
    laptop or monitor, a mug, papers, a chair pulled in."""
    k = _mats()
    rnd = s.scatter(seed)
    g = group(name, location, rotation_z)
    parts = [s.box(f"{name}-top", (width, depth, 0.025), (0, 0, 0.7375), top or k["white"], 0.004)]
    for sx in (-1, 1):
        x = sx * (width / 2 - 0.06)
        parts.append(s.box(f"{name}-leg{sx}", (0.05, depth - 0.1, 0.04), (x, 0, 0.02), frame or k["black"], 0.005))
        parts.append(s.box(f"{name}-post{sx}", (0.05, 0.05, 0.68), (x, 0, 0.38), frame or k["black"], 0.005))
        parts.append(s.box(f"{name}-arm{sx}", (0.05, depth - 0.12, 0.04), (x, 0, 0.705), frame or k["black"], 0.005))
    parts.append(s.box(f"{name}-modesty", (width - 0.2, 0.015, 0.3), (0, depth / 2 - 0.05, 0.55), frame or k["black"], 0.003))
    _parent(parts, g)
    x0 = rnd.uniform(-0.15, 0.15)
    if laptop_on:
        lp = laptop(f"{name}-laptop", (x0, -0.05, 0.75), rnd.uniform(-0.25, 0.25))
        lp.parent = g
    if screen_riser:
        mon = monitor(f"{name}-monitor", (x0 + 0.1, 0.2, 0.75))
        mon.parent = g
    mug = s.cylinder(f"{name}-mug", 0.04, 0.095, (x0 + 0.38 * (1 if rnd.random() > 0.5 else -1), -0.12, 0.7975), m.paint(f"mug{seed % 3}", [(0.75, 0.73, 0.68), (0.12, 0.22, 0.35), (0.55, 0.2, 0.1)][seed % 3], 0.3), 20)
    mug.parent = g
    if rnd.random() > 0.35:
        paper = s.box(f"{name}-papers", (0.21, 0.297, 0.006), (-x0 - 0.45 * (1 if x0 > 0 else -1), 0.05, 0.753), m.paint("paper", (0.8, 0.8, 0.77), 0.8), 0)
        paper.rotation_euler[2] = rnd.uniform(-0.3, 0.3)
        paper.parent = g
    if rnd.random() > 0.5:
        note = s.box(f"{name}-notebook", (0.15, 0.21, 0.015), (x0 - 0.35, -0.15, 0.7575), m.paint(f"notebook{seed % 2}", [(0.35, 0.12, 0.06), (0.08, 0.1, 0.12)][seed % 2], 0.6), 0.002)
        note.rotation_euler[2] = rnd.uniform(-0.4, 0.4)
        note.parent = g
    if chair:
        c = task_chair(f"{name}-chair", (x0 * 0.5, -depth / 2 - 0.28 - rnd.uniform(0, 0.15), 0), 0, turn=rnd.uniform(-0.5, 0.5))
        c.parent = g
    return g


def monitor(name, location, rotation_z=0.0):
    k = _mats()
    g = group(name, location, rotation_z)
    parts = [
        s.box(f"{name}-foot", (0.22, 0.16, 0.012), (0, 0, 0.006), k["black"], 0.004),
        s.box(f"{name}-neck", (0.04, 0.025, 0.3), (0, 0.03, 0.16), k["black"], 0.005),
        s.box(f"{name}-shell", (0.56, 0.02, 0.34), (0, 0.0, 0.38), k["black"], 0.006),
        s.box(f"{name}-display", (0.54, 0.002, 0.31), (0, -0.011, 0.385), screen("monitor-screen", (0.45, 0.52, 0.6), 0.3), 0),
    ]
    _parent(parts, g)
    return g


def bench(name, location, rotation_z=0.0, length=4.8, depth=1.2, top=None, seed=0, seats=None, chair_color=None):
    """A long shared co-working table with people's laptops down both sides (local X is its
    length); a cable tray down the spine and small lamps."""
    k = _mats()
    rnd = s.scatter(seed)
    g = group(name, location, rotation_z)
    parts = [s.box(f"{name}-top", (length, depth, 0.04), (0, 0, 0.73), top or k["oak"], 0.006)]
    for i, x in enumerate((-length / 2 + 0.25, 0, length / 2 - 0.25)):
        if x == 0 and length < 3.5:
            continue
        parts.append(s.box(f"{name}-trestle{i}", (0.06, depth - 0.2, 0.05), (x, 0, 0.69), k["black"], 0.005))
        for sy in (-1, 1):
            leg = s.box(f"{name}-leg{i}{sy}", (0.06, 0.05, 0.72), (x, sy * (depth / 2 - 0.2), 0.355), k["black"], 0.005)
            parts.append(leg)
    parts.append(s.box(f"{name}-tray", (length - 0.6, 0.16, 0.02), (0, 0, 0.755), k["black"], 0.004))
    _parent(parts, g)
    places = seats or int(length / 0.8)
    for side in (-1, 1):
        for i in range(places):
            x = -length / 2 + (i + 0.5) * length / places
            r = rnd.random()
            if r < 0.65:
                lp = laptop(f"{name}-lp{side}{i}", (x + rnd.uniform(-0.1, 0.1), side * 0.28, 0.75), (0 if side < 0 else math.pi) + rnd.uniform(-0.2, 0.2))
                lp.parent = g
            if rnd.random() < 0.45:
                col = [(0.75, 0.73, 0.68), (0.1, 0.25, 0.3), (0.6, 0.3, 0.12)][i % 3]
                mug = s.cylinder(f"{name}-mug{side}{i}", 0.04, 0.095, (x + 0.3, side * 0.38, 0.7975), m.paint(f"cup{i % 3}", col, 0.3), 20)
                mug.parent = g
            if rnd.random() < 0.3:
                b = s.box(f"{name}-book{side}{i}", (0.16, 0.23, 0.02), (x - 0.3, side * 0.35, 0.76), m.paint(f"cover{i % 4}", [(0.6, 0.18, 0.08), (0.1, 0.2, 0.3), (0.8, 0.7, 0.4), (0.2, 0.3, 0.15)][i % 4], 0.6), 0.002)
                b.rotation_euler[2] = rnd.uniform(-0.5, 0.5)
                b.parent = g
            if rnd.random() < 0.85:
                c = task_chair(f"{name}-ch{side}{i}", (x + rnd.uniform(-0.08, 0.08), side * (depth / 2 + 0.25 + rnd.uniform(0, 0.2)), 0), 0 if side < 0 else math.pi, color=chair_color, turn=rnd.uniform(-0.4, 0.4))
                c.parent = g
    return g


def baffle(name, location, rotation_z=0.0, length=2.4, height=0.6, thickness=0.03, drop=0.6, material=None, ceiling=None):
    """A hanging acoustic felt baffle, on edge, its bottom `drop` below the ceiling height z
    given in location (location is the ceiling point above the baffle's centre)."""
    g = group(name, location, rotation_z)
    mat = material or felt("felt-grey", (0.25, 0.26, 0.27))
    parts = [s.box(f"{name}-felt", (length, thickness, height), (0, 0, -drop + height / 2), mat, 0.008)]
    wire = m.metal("wire", (0.5, 0.5, 0.5), 0.3)
    gap = drop - height
    if gap > 0.01:
        for sx in (-1, 1):
            parts.append(s.cylinder(f"{name}-wire{sx}", 0.0015, gap, (sx * (length / 2 - 0.15), 0, -gap / 2), wire, 6))
    _parent(parts, g)
    return g


def stool(name, location, rotation_z=0.0, height=0.75, seat_mat=None):
    """A bar stool: round upholstered seat on four splayed black legs with a foot ring."""
    k = _mats()
    g = group(name, location, rotation_z)
    seat_mat = seat_mat or m.wood("stool-teak", roughness=0.4)
    parts = [s.cylinder(f"{name}-seat", 0.19, 0.045, (0, 0, height - 0.0225), seat_mat, 28, bevel=0.01)]
    for i in range(4):
        a = math.pi / 4 + i * math.pi / 2
        leg = s.cylinder(f"{name}-leg{i}", 0.012, height, (0.15 * math.cos(a), 0.15 * math.sin(a), height / 2 - 0.02), k["black"], 10)
        leg.rotation_euler = (math.sin(a) * math.radians(-6), math.cos(a) * math.radians(6), 0)
        parts.append(leg)
    parts.append(s.cylinder(f"{name}-ringL", 0.011, 0.38, (0, 0, 0.28), k["black"], 8, rotation=(0, math.pi / 2, 0)))
    parts.append(s.cylinder(f"{name}-ringW", 0.011, 0.38, (0, 0, 0.28), k["black"], 8, rotation=(math.pi / 2, 0, 0)))
    _parent(parts, g)
    return g


def round_table(name, location, radius=0.55, top=None):
    k = _mats()
    g = group(name, location)
    parts = [
        s.cylinder(f"{name}-top", radius, 0.03, (0, 0, 0.735), top or k["white"], 48, bevel=0.006),
        s.cylinder(f"{name}-stem", 0.04, 0.7, (0, 0, 0.37), k["black"], 16),
        s.cylinder(f"{name}-foot", 0.28, 0.025, (0, 0, 0.0125), k["black"], 32, bevel=0.005),
    ]
    _parent(parts, g)
    return g


def meeting_table(name, location, rotation_z=0.0, length=3.0, depth=1.2, top=None):
    k = _mats()
    g = group(name, location, rotation_z)
    parts = [s.box(f"{name}-top", (length, depth, 0.04), (0, 0, 0.73), top or k["oak"], 0.01)]
    for sx in (-1, 1):
        parts.append(s.box(f"{name}-pier{sx}", (0.08, depth * 0.6, 0.71), (sx * (length / 2 - 0.45), 0, 0.355), k["black"], 0.005))
    _parent(parts, g)
    return g


def reception_desk(name, location, rotation_z=0.0, length=3.6, front=None, top=None):
    """A reception desk, its visitor side at local -Y: a solid front with a raised counter
    and a lower work top behind."""
    k = _mats()
    g = group(name, location, rotation_z)
    front = front or m.wood("reception-teak", roughness=0.4, along="Z")
    top = top or m.tiles("reception-granite", (0.05, 0.05, 0.05), (0.06, 0.06, 0.06), tile=4.0, roughness=0.15, speckle=0.5)
    parts = [
        s.box(f"{name}-front", (length, 0.06, 1.05), (0, -0.32, 0.525), front, 0.008),
        s.box(f"{name}-counter", (length + 0.08, 0.36, 0.04), (0, -0.25, 1.07), top, 0.008),
        s.box(f"{name}-work", (length - 0.1, 0.65, 0.03), (0, 0.05, 0.74), k["white"], 0.004),
        s.box(f"{name}-plinth", (length - 0.05, 0.6, 0.08), (0, -0.02, 0.04), k["black"], 0.004),
    ]
    for sx in (-1, 1):
        parts.append(s.box(f"{name}-end{sx}", (0.06, 0.7, 1.05), (sx * (length / 2 - 0.03), 0.0, 0.525), front, 0.008))
    # A brass strip along the foot of the front.
    parts.append(s.box(f"{name}-brass", (length + 0.002, 0.065, 0.025), (0, -0.32, 0.12), k["brass"], 0.002))
    _parent(parts, g)
    mon = monitor(f"{name}-monitor", (0.6, 0.15, 0.755), math.pi)
    mon.parent = g
    return g


def car(name, location, rotation_z=0.0, color=(0.5, 0.5, 0.52)):
    """A plain compact sedan (length along local X), for street scale only; seen from afar."""
    k = _mats()
    g = group(name, location, rotation_z)
    body = m.paint(f"car-{color}", color, roughness=0.25, clearcoat=0.8)
    tint = m.paint("car-glass", (0.02, 0.025, 0.03), roughness=0.05)
    tyre = m.paint("tyre", (0.02, 0.02, 0.02), roughness=0.8)
    parts = [
        s.box(f"{name}-lower", (4.3, 1.72, 0.62), (0, 0, 0.58), body, 0.12, segments=3),
        s.box(f"{name}-cabin", (2.3, 1.5, 0.5), (-0.2, 0, 1.12), tint, 0.12, segments=3),
        s.box(f"{name}-roof", (1.7, 1.46, 0.06), (-0.25, 0, 1.39), body, 0.03),
    ]
    for sx in (-1.35, 1.35):
        for sy in (-0.78, 0.78):
            parts.append(s.cylinder(f"{name}-tyre{sx}{sy}", 0.31, 0.2, (sx, sy, 0.31), tyre, 24, rotation=(math.pi / 2, 0, 0)))
    _parent(parts, g)
    return g
