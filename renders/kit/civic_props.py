"""Props and buildings for the public and healthcare pictures: the brick library with its
sawtooth north-light roof, the day-care clinic, dental and clinic furniture, library furniture,
bicycles and their stand, trees, a car. Everything is built from primitives and Blender's nodes."""
import math

import bmesh
import bpy
from mathutils import Matrix, Vector

from kit import materials as m
from kit import shapes as s


# ---------------------------------------------------------------- materials

def brick(name="brick", light=(0.36, 0.105, 0.05), dark=(0.25, 0.07, 0.035), mortar=(0.42, 0.38, 0.33)):
    """Exposed wire-cut brick laid in stretcher bond, mapped on world position so that every wall
    (running along X or Y) carries the same 230 x 75 mm bricks with 10 mm joints."""
    if name in m._cache:
        return m._cache[name]
    material, nodes, bsdf = m._new(name)
    link = material.node_tree.links.new
    geo = nodes.new("ShaderNodeNewGeometry")
    pos = nodes.new("ShaderNodeSeparateXYZ")
    link(geo.outputs["Position"], pos.inputs[0])
    nrm = nodes.new("ShaderNodeSeparateXYZ")
    link(geo.outputs["Normal"], nrm.inputs[0])
    absx = nodes.new("ShaderNodeMath")
    absx.operation = "ABSOLUTE"
    link(nrm.outputs["X"], absx.inputs[0])
    side = nodes.new("ShaderNodeMath")
    side.operation = "GREATER_THAN"
    side.inputs[1].default_value = 0.5
    link(absx.outputs[0], side.inputs[0])
    # u runs along the wall: x for walls facing Y, y for walls facing X.
    u = nodes.new("ShaderNodeMix")
    u.data_type = "FLOAT"
    link(side.outputs[0], u.inputs["Factor"])
    link(pos.outputs["X"], u.inputs[2])
    link(pos.outputs["Y"], u.inputs[3])
    vec = nodes.new("ShaderNodeCombineXYZ")
    link(u.outputs[0], vec.inputs[0])
    link(pos.outputs["Z"], vec.inputs[1])
    tex = nodes.new("ShaderNodeTexBrick")
    tex.offset = 0.5
    tex.inputs["Scale"].default_value = 1.0
    tex.inputs["Mortar Size"].default_value = 0.010
    tex.inputs["Mortar Smooth"].default_value = 0.1
    tex.inputs["Brick Width"].default_value = 0.24
    tex.inputs["Row Height"].default_value = 0.085
    tex.inputs["Bias"].default_value = 0.0
    tex.inputs["Color1"].default_value = (*light, 1)
    tex.inputs["Color2"].default_value = (*dark, 1)
    tex.inputs["Mortar"].default_value = (*mortar, 1)
    link(vec.outputs[0], tex.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 9.0
    noise.inputs["Detail"].default_value = 8.0
    link(geo.outputs["Position"], noise.inputs["Vector"])
    ramp = m._ramp(material, nodes, noise.outputs["Fac"], [(0.3, (0.72, 0.7, 0.7)), (0.7, (1.08, 1.05, 1.0))])
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 0.6
    link(tex.outputs["Color"], mix.inputs[1])
    link(ramp, mix.inputs[2])
    link(mix.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Specular"].default_value = 0.3
    fine = nodes.new("ShaderNodeTexNoise")
    fine.inputs["Scale"].default_value = 140.0
    link(geo.outputs["Position"], fine.inputs["Vector"])
    add = nodes.new("ShaderNodeMath")
    add.operation = "MULTIPLY_ADD"
    add.inputs[2].default_value = 0.0
    link(fine.outputs["Fac"], add.inputs[0])
    add.inputs[1].default_value = 0.15
    inv = nodes.new("ShaderNodeMath")
    inv.operation = "SUBTRACT"
    inv.inputs[0].default_value = 1.0
    link(tex.outputs["Fac"], inv.inputs[1])
    tot = nodes.new("ShaderNodeMath")
    tot.operation = "ADD"
    link(inv.outputs[0], tot.inputs[0])
    link(add.outputs[0], tot.inputs[1])
    m._bump(material, nodes, bsdf, tot.outputs[0], strength=0.35, distance=0.004)
    return material


def asphalt(name="asphalt"):
    material, nodes, bsdf = m._new(name)
    if not material:
        return m._cache[name]
    vector = m._coords(material, nodes)
    fac = m._noise(material, nodes, vector, 0.5, detail=8)
    tone = m._ramp(material, nodes, fac, [(0.3, (0.055, 0.055, 0.055)), (0.7, (0.09, 0.088, 0.085))])
    m._link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    grain = m._noise(material, nodes, vector, 300.0, detail=2)
    m._bump(material, nodes, bsdf, grain, strength=0.4, distance=0.01)
    return material


def dirt(name="red-earth"):
    return m.ground(name, color=(0.2, 0.1, 0.05), dry=(0.3, 0.17, 0.09), scale=0.8)


# ---------------------------------------------------------------- geometry helpers

def _obj(name, bm, material=None, smooth=False, extra=()):
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    for mat in ([material] if material else []) + list(extra):
        mesh.materials.append(mat)
    if smooth:
        for p in mesh.polygons:
            p.use_smooth = True
    bpy.context.scene.collection.objects.link(obj)
    return obj


def prism(name, points, axis, a0, a1, material=None, bevel=0.0):
    """A 2D outline extruded along an axis: points are (y, z) for X, (x, z) for Y, (x, y) for Z."""
    bm = bmesh.new()

    def place(p, a):
        if axis == "X":
            return (a, p[0], p[1])
        if axis == "Y":
            return (p[0], a, p[1])
        return (p[0], p[1], a)

    n = len(points)
    low = [bm.verts.new(place(p, a0)) for p in points]
    high = [bm.verts.new(place(p, a1)) for p in points]
    bm.faces.new(low)
    bm.faces.new(list(reversed(high)))
    for i in range(n):
        j = (i + 1) % n
        bm.faces.new((low[i], low[j], high[j], high[i]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = _obj(name, bm, material)
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 2
        mod.limit_method = "ANGLE"
    return obj


def tube(name, points, radius, material=None, cyclic=False, resolution=6):
    """A round tube along a polyline: handrails, bicycle frames, steel stands."""
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = radius
    curve.bevel_resolution = 2
    curve.use_fill_caps = True
    spline = curve.splines.new("POLY")
    spline.points.add(len(points) - 1)
    for point, p in zip(spline.points, points):
        point.co = (*p, 1)
    spline.use_cyclic_u = cyclic
    obj = bpy.data.objects.new(name, curve)
    if material:
        curve.materials.append(material)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def ring(name, radius, thickness, location, rotation, material):
    pts = [(radius * math.cos(a), radius * math.sin(a), 0) for a in [i * 2 * math.pi / 32 for i in range(32)]]
    obj = tube(name, pts, thickness, material, cyclic=True)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


class Batch:
    """Many boxes in one mesh with a few materials (books, louvres, slats): fast to build."""

    def __init__(self, name, materials):
        self.name = name
        self.materials = materials
        self.bm = bmesh.new()

    def box(self, size, location, index=0, rotation_z=0.0):
        geom = bmesh.ops.create_cube(self.bm, size=1.0)
        verts = geom["verts"]
        bmesh.ops.scale(self.bm, vec=size, verts=verts)
        if rotation_z:
            bmesh.ops.rotate(self.bm, verts=verts, cent=(0, 0, 0), matrix=Matrix.Rotation(rotation_z, 3, "Z"))
        bmesh.ops.translate(self.bm, vec=location, verts=verts)
        faces = {f for v in verts for f in v.link_faces}
        for f in faces:
            f.material_index = index

    def done(self, bevel=0.0):
        obj = _obj(self.name, self.bm, None, extra=self.materials)
        if bevel:
            mod = obj.modifiers.new("bevel", "BEVEL")
            mod.width = bevel
            mod.segments = 1
            mod.limit_method = "ANGLE"
        return obj


def text(name, body, location, size, material, rotation=(math.radians(90), 0, 0), depth=0.02, align="CENTER"):
    curve = bpy.data.curves.new(name, "FONT")
    curve.body = body
    curve.size = size
    curve.extrude = depth
    curve.align_x = align
    curve.align_y = "BOTTOM"
    obj = bpy.data.objects.new(name, curve)
    curve.materials.append(material)
    obj.location = location
    obj.rotation_euler = rotation
    bpy.context.scene.collection.objects.link(obj)
    return obj


def area_light(name, size, location, rotation, energy, color=(1, 1, 1), portal=False, size_y=None):
    data = bpy.data.lights.new(name, "AREA")
    data.shape = "RECTANGLE"
    data.size = size
    data.size_y = size_y if size_y else size
    data.energy = energy
    data.color = color
    if portal:
        data.cycles.is_portal = True
    obj = bpy.data.objects.new(name, data)
    obj.location = location
    obj.rotation_euler = rotation
    bpy.context.scene.collection.objects.link(obj)
    return obj


def point_light(name, location, energy, color=(1.0, 0.8, 0.6), radius=0.1):
    data = bpy.data.lights.new(name, "POINT")
    data.energy = energy
    data.color = color
    data.shadow_soft_size = radius
    obj = bpy.data.objects.new(name, data)
    obj.location = location
    bpy.context.scene.collection.objects.link(obj)
    return obj


def facing(direction):
    """Rotation for a light (which shines along its -Z) to shine along direction."""
    return Vector(direction).to_track_quat("-Z", "Y").to_euler()


# ---------------------------------------------------------------- street things

def bicycle(name, location, heading=0.0, color=(0.5, 0.04, 0.03)):
    """A plain city bicycle standing upright; heading is the direction it points (radians, from +X)."""
    frame = m.paint("bike-" + str(color), color, roughness=0.35, clearcoat=0.5)
    tyre = m.paint("tyre", (0.02, 0.02, 0.02), roughness=0.7)
    steel = m.metal("chrome", (0.75, 0.75, 0.75), 0.25)
    parts = []
    r = 0.34
    rear, front = Vector((-0.52, 0, r)), Vector((0.52, 0, r))
    crank = Vector((-0.05, 0, 0.3))
    seat = Vector((-0.2, 0, 0.85))
    head = Vector((0.38, 0, 0.82))
    parts.append(ring(name + "-tr", r - 0.02, 0.018, rear, (math.pi / 2, 0, 0), tyre))
    parts.append(ring(name + "-tf", r - 0.02, 0.018, front, (math.pi / 2, 0, 0), tyre))
    parts.append(ring(name + "-rr", r - 0.05, 0.008, rear, (math.pi / 2, 0, 0), steel))
    parts.append(ring(name + "-rf", r - 0.05, 0.008, front, (math.pi / 2, 0, 0), steel))
    for hub in (rear, front):
        for k in range(8):
            a = k * math.pi / 8
            d = Vector((math.cos(a), 0, math.sin(a))) * (r - 0.05)
            parts.append(tube(f"{name}-sp{k}{hub.x:.1f}", [hub - d, hub + d], 0.002, steel))
    P = lambda v: tuple(v)  # noqa: E731
    parts.append(tube(name + "-f1", [P(rear), P(crank), P(head - Vector((0.02, 0, 0.1)))], 0.016, frame))
    parts.append(tube(name + "-f2", [P(rear), P(seat - Vector((0.02, 0, 0.06)))], 0.012, frame))
    parts.append(tube(name + "-f3", [P(crank), P(seat)], 0.016, frame))
    parts.append(tube(name + "-fork", [P(front), P(head)], 0.013, steel))
    parts.append(tube(name + "-bar", [P(head), P(head + Vector((-0.08, 0, 0.1))), (head.x - 0.12, -0.27, head.z + 0.12)], 0.011, steel))
    parts.append(tube(name + "-bar2", [P(head + Vector((-0.08, 0, 0.1))), (head.x - 0.12, 0.27, head.z + 0.12)], 0.011, steel))
    parts.append(s.box(name + "-saddle", (0.24, 0.13, 0.05), P(seat + Vector((0, 0, 0.04))), m.paint("saddle", (0.03, 0.025, 0.02), 0.5), bevel=0.02))
    parts.append(s.cylinder(name + "-chainring", 0.09, 0.01, P(crank + Vector((0, 0.05, 0))), steel, rotation=(math.pi / 2, 0, 0)))
    parts.append(tube(name + "-crank", [P(crank + Vector((0.1, 0.06, 0.12))), P(crank + Vector((-0.1, 0.06, -0.12)))], 0.01, steel))
    parts.append(s.box(name + "-carrier", (0.3, 0.14, 0.01), P(rear + Vector((0.03, 0, 0.33))), steel, bevel=0.003))
    parts.append(tube(name + "-mud", [P(rear + Vector((-0.3, 0, 0.18))), P(rear + Vector((0, 0, 0.37))), P(rear + Vector((0.25, 0, 0.25)))], 0.02, frame))
    root = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(root)
    for p in parts:
        p.parent = root
    root.location = location
    root.rotation_euler = (0, 0, heading)
    return root


def bike_stand(name, origin, count=4, spacing=0.9, heading=0.0, colors=None):
    """Sheffield stands (steel hoops) in a row along heading + 90 degrees, with bicycles locked to them."""
    steel = m.metal("galvanised", (0.55, 0.55, 0.55), 0.45)
    ox, oy, oz = origin
    along = Vector((-math.sin(heading), math.cos(heading), 0))
    ahead = Vector((math.cos(heading), math.sin(heading), 0))
    colors = colors or [(0.5, 0.04, 0.03), (0.03, 0.1, 0.25), (0.02, 0.02, 0.02), (0.25, 0.3, 0.28), (0.6, 0.45, 0.05)]
    for i in range(count + 1):
        c = Vector(origin) + along * (i * spacing - spacing / 2)
        pts = [c - ahead * 0.35, c - ahead * 0.35 + Vector((0, 0, 0.75)), c - ahead * 0.25 + Vector((0, 0, 0.85)), c + ahead * 0.25 + Vector((0, 0, 0.85)), c + ahead * 0.35 + Vector((0, 0, 0.75)), c + ahead * 0.35]
        tube(f"{name}-hoop{i}", [tuple(p) for p in pts], 0.025, steel)
    for i in range(count):
        c = Vector(origin) + along * (i * spacing + 0.12)
        bicycle(f"{name}-bike{i}", tuple(c + ahead * (0.05 if i % 2 else -0.05)), heading + (math.pi if i % 2 else 0), colors[i % len(colors)])


def car(name, location, heading=0.0, color=(0.7, 0.7, 0.68)):
    """A compact hatchback in simple, softened volumes."""
    body = m.paint("car-" + str(color), color, roughness=0.22, metallic=0.6, clearcoat=1.0)
    dark = m.glass("car-glass", tint=(0.05, 0.06, 0.07), architectural=False)
    tyre = m.paint("tyre", (0.02, 0.02, 0.02), roughness=0.7)
    alloy = m.metal("alloy", (0.6, 0.6, 0.62), 0.3)
    parts = []
    L, W = 4.0, 1.72

    bm = bmesh.new()
    prof = [(-L / 2, 0.3), (L / 2, 0.3), (L / 2 + 0.02, 0.62), (L / 2 - 0.15, 0.86), (0.75, 0.95), (0.05, 1.45), (-1.45, 1.5), (-L / 2 + 0.05, 1.1), (-L / 2, 0.6)]
    for side in (-1, 1):
        pass
    low = [bm.verts.new((p[0], -W / 2, p[1])) for p in prof]
    high = [bm.verts.new((p[0], W / 2, p[1])) for p in prof]
    bm.faces.new(low)
    bm.faces.new(list(reversed(high)))
    n = len(prof)
    for i in range(n):
        j = (i + 1) % n
        bm.faces.new((low[i], low[j], high[j], high[i]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    # taper the roof inward
    for v in bm.verts:
        if v.co.z > 1.0:
            v.co.y *= 0.82
    shell = _obj(name + "-body", bm, body)
    bev = shell.modifiers.new("bevel", "BEVEL")
    bev.width = 0.12
    bev.segments = 4
    bev.limit_method = "ANGLE"
    parts.append(shell)
    for p in shell.data.polygons:
        p.use_smooth = True
    shell.data.use_auto_smooth = True
    shell.data.auto_smooth_angle = math.radians(50)
    # glasshouse: windows slightly proud of the body
    bm = bmesh.new()
    gprof = [(0.72, 1.0), (0.08, 1.42), (-1.4, 1.46), (-1.85, 1.12), (-1.8, 1.0)]
    low = [bm.verts.new((p[0], -W / 2 * 0.87 - 0.012, p[1])) for p in gprof]
    high = [bm.verts.new((p[0], W / 2 * 0.87 + 0.012, p[1])) for p in gprof]
    bm.faces.new(low)
    bm.faces.new(list(reversed(high)))
    for i in range(len(gprof)):
        j = (i + 1) % len(gprof)
        bm.faces.new((low[i], low[j], high[j], high[i]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    for v in bm.verts:
        v.co.y *= 1.0 if v.co.z < 1.2 else 0.9
    glass = _obj(name + "-glass", bm, dark)
    parts.append(glass)
    parts.append(s.box(name + "-pillar", (0.08, W * 0.9, 0.42), (-0.45, 0, 1.22), body, bevel=0.02))
    for wx in (-1.25, 1.3):
        for wy in (-1, 1):
            parts.append(s.cylinder(f"{name}-tyre{wx}{wy}", 0.31, 0.2, (wx, wy * (W / 2 - 0.08), 0.31), tyre, rotation=(math.pi / 2, 0, 0), bevel=0.05))
            parts.append(s.cylinder(f"{name}-rim{wx}{wy}", 0.2, 0.02, (wx, wy * (W / 2 + 0.025), 0.31), alloy, rotation=(math.pi / 2, 0, 0)))
    lamp = m.paint("headlamp", (0.9, 0.9, 0.9), roughness=0.05)
    tail = m.paint("taillamp", (0.5, 0.02, 0.02), roughness=0.1)
    for wy in (-1, 1):
        parts.append(s.box(f"{name}-head{wy}", (0.06, 0.3, 0.1), (L / 2 - 0.02, wy * 0.6, 0.75), lamp, bevel=0.02))
        parts.append(s.box(f"{name}-tail{wy}", (0.06, 0.2, 0.18), (-L / 2 + 0.03, wy * 0.68, 1.0), tail, bevel=0.02))
    parts.append(s.box(name + "-grille", (0.04, 0.9, 0.14), (L / 2 + 0.01, 0, 0.5), m.paint("grille", (0.02, 0.02, 0.02), 0.4), bevel=0.02))
    parts.append(s.box(name + "-plate", (0.02, 0.5, 0.12), (L / 2 + 0.03, 0, 0.38), m.paint("plate", (0.8, 0.8, 0.78), 0.4), bevel=0.005))
    root = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(root)
    for p in parts:
        p.parent = root
    root.location = location
    root.rotation_euler = (0, 0, heading)
    return root


# ---------------------------------------------------------------- the library building

LIB = dict(x0=0.0, x1=24.0, y0=0.0, y1=15.0, teeth=3, low=4.4, high=6.6, t=0.23)


def library_building(lit=False, interior=False):
    """The Kukatpally community library: exposed brick on an RCC frame, a sawtooth roof whose
    vertical glazed faces look north (+Y). The street side is the east wall (x = x1)."""
    L = LIB
    x0, x1, y0, y1, low, high, t = L["x0"], L["x1"], L["y0"], L["y1"], L["low"], L["high"], L["t"]
    n = L["teeth"]
    pitch = (y1 - y0) / n
    bricks = brick()
    conc = m.concrete("lib-concrete", (0.55, 0.54, 0.51))
    roof = m.plaster("lib-roof", (0.7, 0.69, 0.66), mottle=0.12)
    steel = m.metal("dark-steel", (0.06, 0.06, 0.065), 0.4)
    glass = m.glass("lib-glass", tint=(0.85, 0.92, 0.92))
    granite = m.tiles("plinth-granite", (0.12, 0.11, 0.1), (0.15, 0.14, 0.13), tile=0.6, speckle=0.5, roughness=0.4)

    plinth = 0.45
    s.slab("lib-plinth", x0 - 0.05, y0 - 0.05, x1 + 0.05, y1 + 0.05, 0, plinth, granite, bevel=0.01)
    s.slab("lib-floor", x0, y0, x1, y1, plinth, plinth + 0.02, m.tiles("lib-kota", (0.42, 0.42, 0.37), (0.37, 0.37, 0.33), tile=0.6, roughness=0.7))

    # gable outline with the sawtooth on top, for the east and west walls
    prof = [(y0, plinth), (y1, plinth), (y1, high + 0.25)]
    for k in range(n - 1, -1, -1):
        ya = y0 + k * pitch
        prof.append((ya, low + 0.25))
        if k:
            prof.append((ya, high + 0.25))
    walls = []
    for name, a0, a1 in (("lib-east", x1 - t, x1), ("lib-west", x0, x0 + t)):
        walls.append(prism(name, prof, "X", a0, a1, bricks))
    walls.append(s.slab("lib-south", x0, y0, x1, y0 + t, plinth, low, bricks, bevel=0.003))
    walls.append(s.slab("lib-north", x0, y1 - t, x1, y1, plinth, low - 0.5, bricks, bevel=0.003))
    # exposed concrete band (the RCC beam) round the building at the eaves and the gable edge
    s.slab("lib-band-s", x0 - 0.01, y0 - 0.01, x1 + 0.01, y0 + t, low - 0.35, low, conc, bevel=0.005)
    s.slab("lib-band-n", x0 - 0.01, y1 - t, x1 + 0.01, y1 + 0.01, low - 0.5, low - 0.15, conc, bevel=0.005)
    for xa in (x1 + 0.01, x0 - 0.01):
        for k in range(n):
            ya = y0 + k * pitch
            # a concrete coping following each slope of the gable
            pts = [(ya, low + 0.05), (ya + pitch, high + 0.05), (ya + pitch, high + 0.3), (ya, low + 0.3)]
            prism(f"lib-coping{xa}{k}", pts, "X", xa - t - 0.02 if xa > x0 else xa, xa if xa > x0 else xa + t + 0.02, conc)
    # columns of the frame expressed on the east face
    for yc in (y0, y0 + pitch, y0 + 2 * pitch, y1 - 0.3):
        s.slab(f"lib-col{yc}", x1 - 0.02, yc, x1 + 0.02, yc + 0.3, plinth, low + 0.25 if yc < y1 - 1 else high + 0.25, conc, bevel=0.004)
    # the roof: sloping slabs and the north-light glazing
    for k in range(n):
        ya = y0 + k * pitch
        pts = [(ya, low), (ya + pitch, high), (ya + pitch, high + 0.22), (ya, low + 0.22)]
        prism(f"lib-roof{k}", pts, "X", x0 - 0.35, x1 + 0.35, roof)
        yg = ya + pitch
        zb = low + 0.22 if k < n - 1 else low - 0.5
        zt = high
        s.slab(f"lib-glaze{k}", x0 + t, yg - 0.04, x1 - t, yg - 0.02, zb, zt, glass, bevel=0)
        frame = Batch(f"lib-mullions{k}", [steel])
        xs = x0 + t
        while xs <= x1 - t + 0.01:
            frame.box((0.06, 0.12, zt - zb), (xs, yg - 0.03, (zb + zt) / 2))
            xs += 1.5
        frame.box((x1 - x0 - 2 * t, 0.12, 0.08), ((x0 + x1) / 2, yg - 0.03, zb + 0.04))
        frame.box((x1 - x0 - 2 * t, 0.12, 0.06), ((x0 + x1) / 2, yg - 0.03, (zb + zt) / 2))
        frame.done()
        # a deep concrete sunshade lip over the north glazing
        s.slab(f"lib-lip{k}", x0 - 0.35, yg - 0.05, x1 + 0.35, yg + 0.5, high + 0.05, high + 0.22, roof, bevel=0.01)
        # downpipe on the east face
    # east (street) elevation: entrance, tall windows, a brick jaali, the name
    door_y = (4.2, 7.0)
    s.opening(walls[0], (1.0, door_y[1] - door_y[0], 2.7), (x1 - t / 2, sum(door_y) / 2, plinth + 1.35))
    s.window("lib-door", door_y[1] - door_y[0], 2.7, (x1 - 0.1, sum(door_y) / 2, plinth + 1.35), steel, glass, axis="Y", mullions=2, transoms=1)
    s.slab("lib-canopy", x1, door_y[0] - 1.0, x1 + 2.4, door_y[1] + 1.0, plinth + 3.0, plinth + 3.2, conc, bevel=0.01)
    s.slab("lib-canopy-lip", x1 + 2.3, door_y[0] - 1.0, x1 + 2.45, door_y[1] + 1.0, plinth + 2.95, plinth + 3.35, conc, bevel=0.01)
    windows = [(1.0, 2.2), (9.0, 11.4), (12.4, 14.0)]
    for i, (ya, yb) in enumerate(windows):
        s.opening(walls[0], (1.0, yb - ya, 3.0), (x1 - t / 2, (ya + yb) / 2, plinth + 0.6 + 1.5))
        s.window(f"lib-win{i}", yb - ya, 3.0, (x1 - 0.12, (ya + yb) / 2, plinth + 0.6 + 1.5), steel, glass, axis="Y", mullions=max(1, round((yb - ya) / 0.8)), transoms=2)
        s.slab(f"lib-sill{i}", x1 - 0.1, ya - 0.05, x1 + 0.08, yb + 0.05, plinth + 0.52, plinth + 0.6, conc, bevel=0.005)
    # brick jaali: a panel of bricks set with gaps, in front of a recess beside the door
    ja, jb = 7.6, 8.6
    s.opening(walls[0], (0.12, jb - ja + 0.02, 3.4), (x1 - 0.04, (ja + jb) / 2, plinth + 0.2 + 1.7))
    jaali = Batch("lib-jaali", [bricks])
    z = plinth + 0.2
    row = 0
    while z < plinth + 3.55:
        yb = ja + (0.06 if row % 2 else -0.06)
        while yb < jb - 0.1:
            jaali.box((0.11, 0.23, 0.075), (x1 - 0.06, yb + 0.115, z + 0.0375))
            yb += 0.32
        z += 0.085
        row += 1
    jaali.done()
    s.slab("lib-jaali-back", x1 - 0.2, ja, x1 - 0.12, jb, plinth, plinth + 3.6, m.paint("recess-dark", (0.05, 0.04, 0.035), 0.8), bevel=0)
    letters = m.paint("sign-letters", (0.78, 0.74, 0.62), roughness=0.45)
    brass = letters
    text("lib-name", "COMMUNITY LIBRARY", (x1 + 0.04, (door_y[0] + door_y[1]) / 2, plinth + 3.5), 0.36, brass, rotation=(math.radians(90), 0, math.radians(90)), depth=0.015)
    text("lib-name2", "KUKATPALLY", (x1 + 0.04, (door_y[0] + door_y[1]) / 2, plinth + 3.95), 0.2, brass, rotation=(math.radians(90), 0, math.radians(90)), depth=0.012)
    # steps up to the plinth
    for i in range(3):
        s.slab(f"lib-step{i}", x1 + 0.05, door_y[0] - 0.5, x1 + 1.2 - i * 0.3, door_y[1] + 0.5, 0, (i + 1) * 0.15, granite, bevel=0.005)
    # north elevation: a long low window band for readers
    for i in range(5):
        xa = x0 + 1.5 + i * 4.4
        s.opening(walls[3], (3.2, 1.0, 1.6), (xa + 1.6, y1 - t / 2, plinth + 0.9 + 0.8))
        s.window(f"lib-nwin{i}", 3.2, 1.6, (xa + 1.6, y1 - 0.1, plinth + 0.9 + 0.8), steel, glass, axis="X", mullions=3)
    if lit:
        warm = m.emission("lib-warm", (1.0, 0.72, 0.42), 6.0)
        for k in range(n):
            ya = y0 + k * pitch
            for j in range(5):
                xa = x0 + 2.5 + j * 4.6
                s.cylinder(f"lib-pend{k}{j}", 0.25, 0.1, (xa, ya + pitch * 0.45, 3.6), warm)
        area_light("lib-inside-e", 12, (x1 - 4, (y0 + y1) / 2, 4.0), (0, 0, 0), 4000, (1.0, 0.72, 0.45), size_y=12)
    return walls


# ---------------------------------------------------------------- library furniture

BOOK_COLOURS = [(0.35, 0.05, 0.04), (0.05, 0.12, 0.25), (0.55, 0.45, 0.3), (0.08, 0.2, 0.12), (0.6, 0.58, 0.52), (0.5, 0.25, 0.05), (0.1, 0.1, 0.1), (0.45, 0.35, 0.15)]


def book_materials():
    return [m.paint(f"book{i}", c, roughness=0.6) for i, c in enumerate(BOOK_COLOURS)]


def bookshelf(name, x, y, length, height=1.2, depth=0.35, axis="X", seed=1, shelves=None, back=True):
    """A teak shelf unit standing on the floor at (x, y) = its start, running along axis,
    its books in one mesh."""
    rnd = s.scatter(seed)
    teak = m.wood("teak", along="X" if axis == "X" else "Y")
    shelves = shelves or max(2, int(height / 0.36))
    z0 = 0.0
    zfloor = LIB_FLOOR if name.startswith("lib") else 0.0

    def at(a, d, z):
        return (x + a, y + d, z) if axis == "X" else (x + d, y + a, z)

    def size(a, d, z):
        return (a, d, z) if axis == "X" else (d, a, z)

    carcass = Batch(name + "-carcass", [teak])
    carcass.box(size(length, depth, 0.03), at(length / 2, depth / 2, zfloor + height - 0.015))
    carcass.box(size(length, depth - 0.02, 0.08), at(length / 2, depth / 2, zfloor + 0.04))
    for k in range(int(length / 0.9) + 1):
        a = min(length - 0.01, max(0.01, k * length / int(length / 0.9)))
        carcass.box(size(0.025, depth, height), at(a, depth / 2, zfloor + height / 2))
    gap = (height - 0.11) / shelves
    for j in range(1, shelves):
        carcass.box(size(length, depth, 0.022), at(length / 2, depth / 2, zfloor + 0.08 + j * gap))
    if back:
        carcass.box(size(length, 0.012, height), at(length / 2, depth - 0.006, zfloor + height / 2))
    carcass.done(bevel=0.003)
    books = Batch(name + "-books", book_materials())
    for j in range(shelves):
        zb = zfloor + 0.08 + j * gap + (0.011 if j else 0.04)
        a = 0.03
        while a < length - 0.05:
            w = rnd.uniform(0.018, 0.05)
            h = min(gap - 0.04, rnd.uniform(0.18, 0.3))
            if rnd.random() < 0.06:
                a += rnd.uniform(0.05, 0.2)
                continue
            d = rnd.uniform(0.15, 0.24)
            tilt = 0.0
            books.box(size(w, d, h), at(a + w / 2, depth - 0.02 - d / 2, zb + h / 2), rnd.randrange(len(BOOK_COLOURS)), tilt)
            a += w + 0.002
    books.done(bevel=0.002)


LIB_FLOOR = 0.47


def reading_table(name, cx, cy, length=4.8, width=1.1, chairs=True, seed=2, lamps=True):
    """A long teak reading table with cane-backed chairs on both sides; the table runs along X."""
    rnd = s.scatter(seed)
    teak = m.wood("teak")
    z = LIB_FLOOR
    s.box(name + "-top", (length, width, 0.05), (cx, cy, z + 0.735), teak, bevel=0.006)
    for dx in (-length / 2 + 0.15, length / 2 - 0.15):
        s.box(f"{name}-leg{dx}", (0.08, width - 0.2, 0.7), (cx + dx, cy, z + 0.35), teak, bevel=0.005)
    s.box(name + "-rail", (length - 0.3, 0.05, 0.08), (cx, cy, z + 0.66), teak, bevel=0.004)
    if lamps:
        brass = m.metal("brass", (0.75, 0.55, 0.25), 0.3)
        shade = m.paint("lamp-green", (0.02, 0.12, 0.07), roughness=0.3, clearcoat=0.5)
        for k in range(3):
            lx = cx - length / 3 + k * length / 3
            s.cylinder(f"{name}-lampbase{k}", 0.07, 0.02, (lx, cy, z + 0.77), brass)
            s.cylinder(f"{name}-lampstem{k}", 0.01, 0.32, (lx, cy, z + 0.93), brass)
            s.box(f"{name}-lampshade{k}", (0.42, 0.14, 0.06), (lx, cy, z + 1.1), shade, bevel=0.02)
    if chairs:
        n = int(length / 0.8)
        for side in (-1, 1):
            for k in range(n):
                px = cx - length / 2 + 0.4 + k * (length - 0.8) / max(1, n - 1)
                py = cy + side * (width / 2 + 0.22 + rnd.uniform(-0.05, 0.12))
                chair(f"{name}-ch{side}{k}", (px + rnd.uniform(-0.05, 0.05), py, z), math.pi / 2 if side < 0 else -math.pi / 2, rnd.uniform(-0.1, 0.1))
    # a few books, a notebook and a cup on the table
    mats = book_materials()
    for k in range(int(length)):
        if rnd.random() < 0.55:
            bx = cx - length / 2 + 0.5 + k + rnd.uniform(-0.2, 0.2)
            by = cy + rnd.choice((-1, 1)) * rnd.uniform(0.15, 0.3)
            h = 0.0
            for b in range(rnd.randint(1, 3)):
                th = rnd.uniform(0.02, 0.04)
                s.box(f"{name}-book{k}{b}", (0.24, 0.17, th), (bx, by, z + 0.76 + h + th / 2), mats[rnd.randrange(len(mats))], bevel=0.003, rotation_z=rnd.uniform(-0.4, 0.4))
                h += th
    s.cylinder(name + "-cup", 0.04, 0.09, (cx + 0.7, cy + 0.3, z + 0.805), m.paint("cup-white", (0.85, 0.85, 0.82), 0.15), bevel=0.004)


def chair(name, location, facing_angle=0.0, wobble=0.0):
    """A teak chair with a cane seat and back, facing along facing_angle (radians from +X)."""
    teak = m.wood("teak-dark", (0.3, 0.16, 0.07), (0.15, 0.07, 0.03))
    cane = m.fabric("cane", (0.55, 0.4, 0.2), roughness=0.7, weave=500)
    parts = []
    parts.append(s.box(name + "-seat", (0.44, 0.44, 0.04), (0, 0, 0.45), cane, bevel=0.008))
    for dx in (-0.19, 0.19):
        for dy in (-0.19, 0.19):
            hgt = 0.45 if dx > 0 else 0.88
            parts.append(s.box(f"{name}-leg{dx}{dy}", (0.035, 0.035, hgt), (dx, dy, hgt / 2), teak, bevel=0.005))
    parts.append(s.box(name + "-back", (0.03, 0.38, 0.3), (-0.19, 0, 0.68), cane, bevel=0.006))
    parts.append(s.box(name + "-rail", (0.04, 0.42, 0.05), (-0.19, 0, 0.86), teak, bevel=0.006))
    root = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(root)
    for p in parts:
        p.parent = root
    root.location = location
    root.rotation_euler = (0, 0, facing_angle + wobble)
    return root


def report_render_time():
    """Prints Blender's own render time to stderr (the preview command shows only the total)."""
    import sys
    import time

    state = {}

    def start(*_):
        state["t"] = time.time()

    def end(*_):
        print(f"[civic] render {time.time() - state.get('t', time.time()):.1f} s", file=sys.stderr)

    bpy.app.handlers.render_init.append(start)
    bpy.app.handlers.render_complete.append(end)
