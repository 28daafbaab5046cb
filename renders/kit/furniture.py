"""Residential interiors: room shells, furniture and the clutter of a lived-in Hyderabad home.

Every piece is built around its own origin and placed with (location, rot) where rot is the turn
about Z in degrees. At rot 0 a piece's front faces -Y. Sizes are in metres."""
import math

import bmesh
import bpy
from mathutils import Matrix, Vector

from kit import materials as m
from kit import shapes as s

_cache = {}


# ---------------------------------------------------------------------------------------------
# Grouping
# ---------------------------------------------------------------------------------------------
def group(name, location, rot=0.0):
    """An empty that carries a piece: parts are placed in its local frame."""
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    empty.location = location
    empty.rotation_euler[2] = math.radians(rot)
    return empty


def attach(parent, *objects):
    for obj in objects:
        if isinstance(obj, (list, tuple)):
            attach(parent, *obj)
            continue
        obj.parent = parent
        obj.matrix_parent_inverse = Matrix.Identity(4)
    return objects[0] if len(objects) == 1 else objects


def _mesh(name, bm, material=None, smooth=False):
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    if material:
        mesh.materials.append(material)
    if smooth:
        for polygon in mesh.polygons:
            polygon.use_smooth = True
    bpy.context.scene.collection.objects.link(obj)
    return obj


def cone(name, r1, r2, depth, location, material=None, vertices=32, cap=True):
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=cap, segments=vertices, radius1=r1, radius2=r2, depth=depth)
    obj = _mesh(name, bm, material, smooth=True)
    obj.location = location
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    return obj


def lathe(name, profile, location, material=None, segments=32, cap=True):
    """A turned object (vase, lamp base, tub) from a list of (radius, z) points."""
    bm = bmesh.new()
    rings = []
    for r, z in profile:
        ring = []
        for i in range(segments):
            a = 2 * math.pi * i / segments
            ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), z)))
        rings.append(ring)
    for a_ring, b_ring in zip(rings, rings[1:]):
        for i in range(segments):
            j = (i + 1) % segments
            bm.faces.new((a_ring[i], a_ring[j], b_ring[j], b_ring[i]))
    if cap and profile[0][0] > 0.001:
        bm.faces.new(list(reversed(rings[0])))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = _mesh(name, bm, material, smooth=True)
    obj.location = location
    return obj


def soft_box(name, size, location, material, radius=0.04, rot=0.0):
    """Upholstery: a box with rounded, stuffed edges."""
    obj = s.box(name, size, location, material, bevel=radius, rotation_z=math.radians(rot), segments=4)
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    return obj


# ---------------------------------------------------------------------------------------------
# Materials of a home
# ---------------------------------------------------------------------------------------------
def _nodes(name):
    if name in _cache:
        return None
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    _cache[name] = material
    return material


def brass(name="brass", color=(0.78, 0.56, 0.26), roughness=0.28):
    return m.metal(name, color, roughness)


def ceramic(name, color, roughness=0.25):
    return m.paint(name, color, roughness=roughness, clearcoat=0.3)


def _image_material(name, pixel, size, roughness=0.9, sheen=0.0, bump=0.0, coords="Generated", scale=(1, 1, 1), rotation=(0, 0, 0)):
    """A material whose colour is an image painted here, pixel by pixel: pixel(u, v, x, y) -> rgb."""
    material = _nodes(name)
    if not material:
        return _cache[name]
    w, h = size
    data = []
    for y in range(h):
        for x in range(w):
            r, g, b = pixel((x + 0.5) / w, (y + 0.5) / h, x, y)
            data.extend((min(1.0, max(0.0, r)), min(1.0, max(0.0, g)), min(1.0, max(0.0, b)), 1.0))
    image = bpy.data.images.new(name + "-img", w, h, alpha=False, float_buffer=True)
    image.pixels.foreach_set(data)
    image.pack()
    nodes = material.node_tree.nodes
    links = material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coord = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = scale
    mapping.inputs["Rotation"].default_value = rotation
    links.new(coord.outputs[coords], mapping.inputs["Vector"])
    tex = nodes.new("ShaderNodeTexImage")
    tex.image = image
    tex.interpolation = "Linear"
    tex.extension = "REPEAT"
    links.new(mapping.outputs["Vector"], tex.inputs["Vector"])
    links.new(tex.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Specular"].default_value = 0.25
    if bump:
        noise = nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = 400
        links.new(coord.outputs["Object"], noise.inputs["Vector"])
        bmp = nodes.new("ShaderNodeBump")
        bmp.inputs["Strength"].default_value = bump
        bmp.inputs["Distance"].default_value = 0.002
        links.new(noise.outputs["Fac"], bmp.inputs["Height"])
        links.new(bmp.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def _mul(c, k):
    return (c[0] * k, c[1] * k, c[2] * k)


def rug_material(name, field, border, accent, seed=1, style="dhurrie"):
    """A handwoven dhurrie: a field of small diamonds within striped borders, computed here."""
    rng = s.scatter(seed)
    jitter = [rng.gauss(0, 0.03) for _ in range(997)]

    def pixel(u, v, x, y):
        c = field
        if style == "round":
            r = math.hypot(u - 0.5, v - 0.5) * 2
            ang = math.atan2(v - 0.5, u - 0.5)
            if 0.78 < r < 0.9:
                c = accent if 0.83 < r < 0.85 else border
            elif 0.35 < r < 0.4:
                c = accent
            elif 0.42 < r < 0.7 and abs(math.sin(ang * 8)) * 0.2 + 0.45 > r:
                c = border
        else:
            edge = min(u, 1 - u, v, 1 - v)
            if 0.04 < edge < 0.1:
                c = accent if 0.06 < edge < 0.075 else border
            elif edge > 0.14:
                d = abs(((u * 9) % 1) - 0.5) + abs(((v * 6) % 1) - 0.5)
                if 0.14 < d < 0.22:
                    c = border
                elif d < 0.06:
                    c = accent
        k = 1 + 0.06 * math.sin(y * 1.7) + jitter[(x * 31 + y * 17) % 997]
        return _mul(c, k)

    return _image_material(name, pixel, (200, 200), roughness=0.95, sheen=0.8, bump=0.3)


def stripes_fabric(name, colors, widths=None, scale=6.0, along="X"):
    """Handloom cotton: bands of colour woven in, for throws, cushions and bedcovers."""
    widths = widths or [1] * len(colors)
    total = float(sum(widths))
    edges = []
    pos = 0
    for wdt in widths:
        pos += wdt
        edges.append(pos / total)

    def pixel(u, v, x, y):
        for color, e in zip(colors, edges):
            if u <= e:
                return _mul(color, 1 + 0.05 * math.sin(x * 2.3 + y))
        return colors[-1]

    return _image_material(name, pixel, (128, 2), roughness=0.95, sheen=0.7, bump=0.25, coords="Object", scale=(scale, scale, scale))


def art_material(name, palette, seed=2):
    """An abstract painting for a frame: soft fields of colour, computed here."""
    rng = s.scatter(seed)
    blobs = [(rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9), rng.uniform(0.12, 0.35), palette[1 + i % (len(palette) - 1)]) for i in range(7)]

    def pixel(u, v, x, y):
        c = palette[0]
        for cx, cy, r, color in blobs:
            d = math.hypot((u - cx) * 1.3, v - cy)
            a = min(1.0, max(0.0, (r - d) / 0.04)) * 0.85
            c = tuple(c[i] * (1 - a) + color[i] * a for i in range(3))
        return _mul(c, 1 + 0.03 * math.sin(x * 0.9 + y * 1.3))

    return _image_material(name, pixel, (96, 96), roughness=0.7, rotation=(-math.pi / 2, 0, 0))


def books_material(name="books"):
    """Book spines: each book (object) picks its colour by its random number."""
    material = _nodes(name)
    if not material:
        return _cache[name]
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    info = nodes.new("ShaderNodeObjectInfo")
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    colors = [(0.5, 0.08, 0.05), (0.75, 0.7, 0.6), (0.06, 0.15, 0.25), (0.55, 0.42, 0.2), (0.1, 0.2, 0.12),
              (0.8, 0.78, 0.72), (0.3, 0.05, 0.08), (0.65, 0.35, 0.12), (0.15, 0.14, 0.13), (0.45, 0.5, 0.55)]
    el = ramp.color_ramp.elements
    el[0].color = (*colors[0], 1)
    el[1].position = 0.95
    el[1].color = (*colors[-1], 1)
    for i, c in enumerate(colors[1:-1]):
        e = el.new((i + 1) / len(colors))
        e.color = (*c, 1)
    links.new(info.outputs["Random"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.6
    return material


def pages_material():
    return m.paint("pages", (0.82, 0.78, 0.68), roughness=0.8)


def cane(name="cane", color=(0.62, 0.45, 0.25)):
    """Woven cane webbing (the open hexagonal weave of Indian chairs), as a pattern with bump."""
    material = _nodes(name)
    if not material:
        return _cache[name]
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coord = nodes.new("ShaderNodeTexCoord")
    vor = nodes.new("ShaderNodeTexVoronoi")
    vor.feature = "DISTANCE_TO_EDGE"
    vor.voronoi_dimensions = "3D"
    vor.inputs["Scale"].default_value = 60
    vor.inputs["Randomness"].default_value = 0.0
    links.new(coord.outputs["Object"], vor.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.05
    ramp.color_ramp.elements[0].color = (*color, 1)
    ramp.color_ramp.elements[1].position = 0.12
    ramp.color_ramp.elements[1].color = (0.08, 0.05, 0.03, 1)
    links.new(vor.outputs["Distance"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.55
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.5
    bump.inputs["Distance"].default_value = 0.003
    links.new(vor.outputs["Distance"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def glow(name, color=(1.0, 0.78, 0.5), strength=6.0, base=(0.9, 0.88, 0.82)):
    """Opal glass or paper shade: diffuse by day and glowing from within."""
    material = _nodes(name)
    if not material:
        return _cache[name]
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (*base, 1)
    bsdf.inputs["Roughness"].default_value = 0.6
    bsdf.inputs["Emission"].default_value = (*color, 1)
    bsdf.inputs["Emission Strength"].default_value = strength
    return material


def city_material(name, dusk=False, haze=(0.62, 0.66, 0.72), near=80.0, far=900.0, seed=0):
    """Distant buildings in haze: painted concrete fading into the air with distance; at dusk,
    a scatter of lit windows."""
    material = _nodes(name)
    if not material:
        return _cache[name]
    nodes, links = material.node_tree.nodes, material.node_tree.links
    out = nodes["Material Output"]
    bsdf = nodes["Principled BSDF"]
    coord = nodes.new("ShaderNodeTexCoord")
    info = nodes.new("ShaderNodeObjectInfo")
    ramp = nodes.new("ShaderNodeValToRGB")
    el = ramp.color_ramp.elements
    el[0].color = (0.55, 0.5, 0.44, 1)
    el[1].color = (0.72, 0.7, 0.66, 1)
    e = el.new(0.5)
    e.color = (0.6, 0.55, 0.45, 1)
    e = el.new(0.8)
    e.color = (0.45, 0.44, 0.43, 1)
    links.new(info.outputs["Random"], ramp.inputs["Fac"])
    # Window bands on the facades.
    brick = nodes.new("ShaderNodeTexBrick")
    brick.inputs["Scale"].default_value = 0.28
    brick.inputs["Mortar Size"].default_value = 0.35
    brick.inputs["Brick Width"].default_value = 0.7
    brick.inputs["Row Height"].default_value = 0.5
    brick.inputs["Color1"].default_value = (1, 1, 1, 1)
    brick.inputs["Color2"].default_value = (0.8, 0.8, 0.8, 1)
    brick.inputs["Mortar"].default_value = (0, 0, 0, 1)
    links.new(coord.outputs["Object"], brick.inputs["Vector"])
    mul = nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    mul.inputs["Fac"].default_value = 0.0 if dusk else 0.25
    links.new(ramp.outputs["Color"], mul.inputs[1])
    links.new(brick.outputs["Color"], mul.inputs[2])
    links.new(mul.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    shader = bsdf.outputs["BSDF"]
    if dusk:
        # Lit windows: some bricks glow warm.
        noise = nodes.new("ShaderNodeTexWhiteNoise")
        noise.noise_dimensions = "3D"
        links.new(brick.outputs["Color"], noise.inputs["Vector"])
        lit = nodes.new("ShaderNodeMath")
        lit.operation = "GREATER_THAN"
        lit.inputs[1].default_value = 0.6
        wn = nodes.new("ShaderNodeTexWhiteNoise")
        wn.noise_dimensions = "3D"
        sc = nodes.new("ShaderNodeVectorMath")
        sc.operation = "SNAP"
        sc.inputs[1].default_value = (2.8, 2.8, 1.8)
        links.new(coord.outputs["Object"], sc.inputs[0])
        add = nodes.new("ShaderNodeVectorMath")
        add.operation = "ADD"
        links.new(sc.outputs[0], add.inputs[0])
        add.inputs[1].default_value = (seed, 0, 0)
        links.new(add.outputs[0], wn.inputs["Vector"])
        links.new(wn.outputs["Value"], lit.inputs[0])
        isw = nodes.new("ShaderNodeMath")
        isw.operation = "LESS_THAN"
        isw.inputs[1].default_value = 0.5
        links.new(brick.outputs["Fac"], isw.inputs[0])
        both = nodes.new("ShaderNodeMath")
        both.operation = "MULTIPLY"
        links.new(lit.outputs[0], both.inputs[0])
        links.new(isw.outputs[0], both.inputs[1])
        # Only on vertical faces.
        geo = nodes.new("ShaderNodeNewGeometry")
        sep = nodes.new("ShaderNodeSeparateXYZ")
        links.new(geo.outputs["Normal"], sep.inputs[0])
        vert = nodes.new("ShaderNodeMath")
        vert.operation = "LESS_THAN"
        vert.inputs[1].default_value = 0.5
        links.new(sep.outputs["Z"], vert.inputs[0])
        both2 = nodes.new("ShaderNodeMath")
        both2.operation = "MULTIPLY"
        links.new(both.outputs[0], both2.inputs[0])
        links.new(vert.outputs[0], both2.inputs[1])
        emit = nodes.new("ShaderNodeEmission")
        emit.inputs["Color"].default_value = (1.0, 0.7, 0.4, 1)
        emit.inputs["Strength"].default_value = 3.0
        mix = nodes.new("ShaderNodeMixShader")
        links.new(both2.outputs[0], mix.inputs["Fac"])
        links.new(shader, mix.inputs[1])
        links.new(emit.outputs[0], mix.inputs[2])
        shader = mix.outputs[0]
    # Haze: fade toward the colour of the air with distance from the camera.
    cam = nodes.new("ShaderNodeCameraData")
    fade = nodes.new("ShaderNodeMapRange")
    fade.inputs["From Min"].default_value = near
    fade.inputs["From Max"].default_value = far
    fade.inputs["To Min"].default_value = 0.15
    fade.inputs["To Max"].default_value = 0.92
    links.new(cam.outputs["View Distance"], fade.inputs["Value"])
    air = nodes.new("ShaderNodeEmission")
    air.inputs["Color"].default_value = (*haze, 1)
    air.inputs["Strength"].default_value = 1.0
    mix2 = nodes.new("ShaderNodeMixShader")
    links.new(fade.outputs[0], mix2.inputs["Fac"])
    links.new(shader, mix2.inputs[1])
    links.new(air.outputs[0], mix2.inputs[2])
    links.new(mix2.outputs[0], out.inputs["Surface"])
    material.cycles.sample_as_light = False
    return material


# ---------------------------------------------------------------------------------------------
# Room shell
# ---------------------------------------------------------------------------------------------
def room(name, x0, y0, x1, y1, height, floor, wall, ceiling=None, skirting=None, thickness=0.2, walls="NSEW"):
    """Floor, ceiling and walls around the inside extents; returns the walls by side (N = +Y)."""
    ceiling = ceiling or wall
    t = thickness
    s.slab(name + "-floor", x0 - t, y0 - t, x1 + t, y1 + t, -0.1, 0.0, floor, bevel=0)
    s.slab(name + "-ceiling", x0 - t, y0 - t, x1 + t, y1 + t, height, height + 0.15, ceiling, bevel=0)
    out = {}
    spec = {
        "N": (x0 - t, y1, x1 + t, y1 + t),
        "S": (x0 - t, y0 - t, x1 + t, y0),
        "E": (x1, y0, x1 + t, y1),
        "W": (x0 - t, y0, x0, y1),
    }
    for side in walls:
        a, b, c, d = spec[side]
        out[side] = s.slab(f"{name}-wall{side}", a, b, c, d, 0, height, wall, bevel=0)
    if skirting:
        k = 0.012
        runs = {"N": (x0, y1 - k, x1, y1), "S": (x0, y0, x1, y0 + k), "E": (x1 - k, y0, x1, y1), "W": (x0, y0, x0 + k, y1)}
        for side in walls:
            a, b, c, d = runs[side]
            s.slab(f"{name}-skirt{side}", a, b, c, d, 0, 0.1, skirting, bevel=0.002)
    return out


def portal(name, location, width, height, inward, strength=0.0):
    """An area light filling a window opening, marked as a portal: it guides the sky's light in."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size = width
    light.size_y = height
    light.cycles.is_portal = True
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    z = -Vector(inward).normalized()
    x = Vector((0, 0, 1)).cross(z).normalized() if abs(z.z) < 0.9 else Vector((1, 0, 0))
    y = z.cross(x)
    basis = Matrix((x, y, z)).transposed()
    obj.rotation_euler = basis.to_euler()
    return obj


def area_light(name, location, size, energy, color=(1.0, 0.85, 0.7), target=None, size_y=None, rotation=None):
    light = bpy.data.lights.new(name, "AREA")
    light.energy = energy
    light.color = color
    if size_y:
        light.shape = "RECTANGLE"
        light.size = size
        light.size_y = size_y
    else:
        light.size = size
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    if target is not None:
        d = Vector(target) - Vector(location)
        obj.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()
    elif rotation is not None:
        obj.rotation_euler = rotation
    return obj


def point_light(name, location, energy, radius=0.05, color=(1.0, 0.8, 0.55)):
    light = bpy.data.lights.new(name, "POINT")
    light.energy = energy
    light.shadow_soft_size = radius
    light.color = color
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    return obj


def spot_light(name, location, energy, target, angle=70, blend=0.6, radius=0.05, color=(1.0, 0.82, 0.6)):
    light = bpy.data.lights.new(name, "SPOT")
    light.energy = energy
    light.spot_size = math.radians(angle)
    light.spot_blend = blend
    light.shadow_soft_size = radius
    light.color = color
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    d = Vector(target) - Vector(location)
    obj.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()
    return obj


def switch_plate(name, location, rot=0.0, gangs=2):
    g = group(name, location, rot)
    plate = m.paint("switch-white", (0.85, 0.84, 0.8), roughness=0.35)
    rocker = m.paint("switch-rocker", (0.78, 0.77, 0.74), roughness=0.4)
    w = 0.087 * gangs / 2 + 0.04
    attach(g, s.box(name + "-plate", (w, 0.01, 0.087), (0, 0.005 * -1, 0), plate, 0.003))
    for i in range(gangs):
        x = -w / 2 + (i + 0.5) * w / gangs
        attach(g, s.box(f"{name}-r{i}", (0.014, 0.008, 0.03), (x, -0.012, 0), rocker, 0.002))
    return g


def frame(name, location, rot, width, height, art, frame_mat=None, depth=0.03, mat_border=0.05):
    """A framed picture hung on a wall; its back at location, facing -Y at rot 0."""
    g = group(name, location, rot)
    frame_mat = frame_mat or m.wood("frame-teak", (0.3, 0.17, 0.08), (0.16, 0.08, 0.04))
    mount = m.paint("mount", (0.85, 0.83, 0.78), roughness=0.8)
    f = 0.025
    attach(g, s.box(name + "-t", (width, depth, f), (0, -depth / 2, height / 2 - f / 2), frame_mat, 0.003))
    attach(g, s.box(name + "-b", (width, depth, f), (0, -depth / 2, -height / 2 + f / 2), frame_mat, 0.003))
    attach(g, s.box(name + "-l", (f, depth, height), (-width / 2 + f / 2, -depth / 2, 0), frame_mat, 0.003))
    attach(g, s.box(name + "-r", (f, depth, height), (width / 2 - f / 2, -depth / 2, 0), frame_mat, 0.003))
    attach(g, s.box(name + "-mount", (width - 2 * f, 0.01, height - 2 * f), (0, -0.012, 0), mount, 0))
    a = s.box(name + "-art", (width - 2 * f - 2 * mat_border, 0.01, height - 2 * f - 2 * mat_border), (0, -0.016, 0), art, 0)
    a.rotation_euler[0] = 0
    attach(g, a)
    return g


# ---------------------------------------------------------------------------------------------
# Seating
# ---------------------------------------------------------------------------------------------
def cushion(name, size, location, material, tilt=0.0, rot=0.0):
    """A scatter cushion: a plump square, leaning back by tilt degrees."""
    w, d, h = size
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.scale(bm, vec=(w, d, h), verts=bm.verts)
    bmesh.ops.subdivide_edges(bm, edges=bm.edges[:], cuts=4, use_grid_fill=True)
    # Puff: the middle of each face bulges, the corners pinch.
    for v in bm.verts:
        x, y, z = v.co.x / (w / 2), v.co.y / (d / 2), v.co.z / (h / 2)
        puff = (1 - x * x) * (1 - z * z)
        v.co.y *= 0.55 + 0.6 * puff
        v.co.x *= 1 - 0.04 * (1 - z * z)
        v.co.z *= 1 - 0.04 * (1 - x * x)
    obj = _mesh(name, bm, material, smooth=True)
    mod = obj.modifiers.new("sub", "SUBSURF")
    mod.levels = 1
    mod.render_levels = 2
    obj.location = location
    obj.rotation_euler = (math.radians(-tilt), 0, math.radians(rot))
    return obj


def sofa(name, location, rot=0.0, width=2.3, depth=0.95, seat=0.42, upholstery=None, legs=None, seats=3,
         arms=True, back_height=0.78, cushions=None, low=True, seed=1):
    """A low, deep sofa on a teak plinth with loose seat and back cushions; cushions is a list of
    materials for the scatter cushions."""
    rng = s.scatter(seed)
    g = group(name, location, rot)
    up = upholstery or m.fabric(name + "-fab", (0.62, 0.58, 0.5))
    legs = legs or m.wood("sofa-teak", (0.36, 0.2, 0.09), (0.18, 0.09, 0.04))
    plinth = 0.12 if low else 0.18
    arm_w = 0.16 if arms else 0.0
    # Frame: a teak base, upholstered body, arms and back.
    attach(g, s.box(name + "-base", (width - 0.06, depth - 0.06, 0.05), (0, 0, plinth - 0.025), legs, 0.01))
    for sx in (-1, 1):
        for sy in (-1, 1):
            attach(g, s.box(f"{name}-leg{sx}{sy}", (0.05, 0.05, plinth - 0.05), (sx * (width / 2 - 0.08), sy * (depth / 2 - 0.08), (plinth - 0.05) / 2), legs, 0.005))
    body_h = seat - 0.14 - plinth
    attach(g, soft_box(name + "-body", (width, depth, body_h), (0, 0, plinth + body_h / 2), up, 0.03))
    back_d = 0.2
    attach(g, soft_box(name + "-back", (width, back_d, back_height - plinth), (0, depth / 2 - back_d / 2, plinth + (back_height - plinth) / 2), up, 0.05))
    if arms:
        arm_h = seat + 0.17 - plinth
        for sx in (-1, 1):
            attach(g, soft_box(f"{name}-arm{sx}", (arm_w, depth, arm_h), (sx * (width / 2 - arm_w / 2), 0, plinth + arm_h / 2), up, 0.05))
    inner = width - 2 * arm_w
    cw = inner / seats
    for i in range(seats):
        x = -inner / 2 + cw * (i + 0.5)
        attach(g, soft_box(f"{name}-seat{i}", (cw - 0.01, depth - back_d - 0.02, 0.15), (x, -back_d / 2 + 0.0, seat - 0.075 + 0.005), up, 0.06))
        attach(g, cushion(f"{name}-backc{i}", (cw - 0.03, 0.2, 0.42), (x, depth / 2 - back_d - 0.07, seat + 0.2), up, tilt=12))
    cushions = cushions or []
    spots = [-inner / 2 + 0.3, inner / 2 - 0.3, -inner / 2 + 0.62, inner / 2 - 0.65]
    for i, mat in enumerate(cushions[:4]):
        x = spots[i]
        size = 0.45 if i < 2 else 0.4
        attach(g, cushion(f"{name}-cush{i}", (size, 0.16, size), (x, depth / 2 - back_d - 0.2 - 0.03 * (i // 2), seat + size / 2 - 0.02), mat,
                          tilt=14 + rng.uniform(-4, 4), rot=rng.uniform(-10, 10) + (15 if i == 0 else -15 if i == 1 else 0)))
    return g


def armchair(name, location, rot=0.0, upholstery=None, frame_mat=None, style="teak", seed=2, cushion_mat=None):
    """A mid-century Indian armchair: teak frame and arms, cushioned seat and back; or a cane
    lounger (style 'cane')."""
    g = group(name, location, rot)
    frame_mat = frame_mat or m.wood("chair-teak", (0.38, 0.21, 0.09), (0.2, 0.1, 0.04))
    up = upholstery or m.fabric(name + "-fab", (0.55, 0.4, 0.25))
    w, d = 0.78, 0.8
    seat = 0.42
    # Legs, slightly splayed look by being tapered cones.
    for sx in (-1, 1):
        for sy in (-1, 1):
            leg = cone(f"{name}-leg{sx}{sy}", 0.022, 0.016, seat - 0.08, (sx * (w / 2 - 0.05), sy * (d / 2 - 0.06), (seat - 0.08) / 2), frame_mat, 12)
            attach(g, leg)
        # Arms: flat teak planks on posts.
        attach(g, s.box(f"{name}-arm{sx}", (0.07, d + 0.02, 0.03), (sx * (w / 2 - 0.035), -0.01, 0.62), frame_mat, 0.008))
        attach(g, s.box(f"{name}-post{sx}", (0.04, 0.04, 0.62 - seat + 0.1), (sx * (w / 2 - 0.05), -d / 2 + 0.08, seat - 0.08 + (0.62 - seat + 0.1) / 2), frame_mat, 0.005))
        attach(g, s.box(f"{name}-rail{sx}", (0.04, d - 0.1, 0.05), (sx * (w / 2 - 0.05), 0, seat - 0.09), frame_mat, 0.005))
        attach(g, s.box(f"{name}-bpost{sx}", (0.04, 0.04, 0.5), (sx * (w / 2 - 0.07), d / 2 - 0.05, 0.6), frame_mat, 0.005))
    attach(g, s.box(f"{name}-frail", (w - 0.1, 0.04, 0.05), (0, -d / 2 + 0.06, seat - 0.09), frame_mat, 0.005))
    attach(g, s.box(f"{name}-toprail", (w - 0.1, 0.04, 0.05), (0, d / 2 - 0.05, 0.84), frame_mat, 0.005))
    if style == "cane":
        c = cane()
        attach(g, s.box(f"{name}-seatcane", (w - 0.12, d - 0.12, 0.02), (0, 0, seat - 0.06), c, 0.005))
        back = s.box(f"{name}-backcane", (w - 0.16, 0.02, 0.42), (0, d / 2 - 0.06, 0.6), c, 0.005)
        back.rotation_euler[0] = math.radians(-10)
        attach(g, back)
        attach(g, soft_box(f"{name}-seat", (w - 0.14, d - 0.16, 0.08), (0, -0.02, seat - 0.01), cushion_mat or up, 0.035))
    else:
        attach(g, soft_box(f"{name}-seat", (w - 0.12, d - 0.1, 0.13), (0, -0.01, seat - 0.03), up, 0.05))
        back = soft_box(f"{name}-back", (w - 0.16, 0.14, 0.46), (0, d / 2 - 0.12, seat + 0.27), up, 0.05)
        back.rotation_euler[0] = math.radians(-12)
        attach(g, back)
    if cushion_mat and style != "cane":
        attach(g, cushion(f"{name}-cush", (0.4, 0.14, 0.36), (0, d / 2 - 0.26, seat + 0.22), cushion_mat, tilt=16, rot=6))
    return g


def stool(name, location, rot=0.0, height=0.65, seat_mat=None, frame_mat=None):
    """A counter stool: four slim black legs, a footrest ring, a round teak or cane seat."""
    g = group(name, location, rot)
    frame_mat = frame_mat or m.metal("blacksteel", (0.03, 0.03, 0.03), 0.45)
    seat_mat = seat_mat or m.wood("stool-teak", (0.4, 0.22, 0.1), (0.2, 0.1, 0.04))
    r = 0.18
    for i in range(4):
        a = math.pi / 4 + i * math.pi / 2
        leg = s.cylinder(f"{name}-leg{i}", 0.012, height - 0.04, (0.15 * math.cos(a), 0.15 * math.sin(a), (height - 0.04) / 2), frame_mat, 10)
        attach(g, leg)
    ring = bpy.data.meshes.new(name + "-ring")
    bm = bmesh.new()
    bmesh.ops.create_circle(bm, cap_ends=False, segments=32, radius=0.15)
    bm.to_mesh(ring)
    bm.free()
    ro = bpy.data.objects.new(name + "-ring", ring)
    bpy.context.scene.collection.objects.link(ro)
    ro.location = (0, 0, 0.24)
    ro.data.materials.append(frame_mat)
    mod = ro.modifiers.new("skin", "WIREFRAME")
    mod.thickness = 0.012
    attach(g, ro)
    attach(g, s.cylinder(f"{name}-seat", r, 0.04, (0, 0, height - 0.02), seat_mat, 32, bevel=0.008))
    return g


def dining_chair(name, location, rot=0.0, wood_mat=None, seat_mat=None):
    g = group(name, location, rot)
    wood_mat = wood_mat or m.wood("chair-teak", (0.38, 0.21, 0.09), (0.2, 0.1, 0.04))
    seat_mat = seat_mat or cane()
    w, d, seat = 0.46, 0.48, 0.45
    for sx in (-1, 1):
        attach(g, s.box(f"{name}-fl{sx}", (0.035, 0.035, seat), (sx * (w / 2 - 0.03), -d / 2 + 0.03, seat / 2), wood_mat, 0.005))
        attach(g, s.box(f"{name}-bl{sx}", (0.035, 0.035, 0.86), (sx * (w / 2 - 0.03), d / 2 - 0.03, 0.43), wood_mat, 0.005))
        attach(g, s.box(f"{name}-sr{sx}", (0.02, d - 0.06, 0.05), (sx * (w / 2 - 0.03), 0, seat - 0.06), wood_mat, 0.004))
    attach(g, s.box(f"{name}-seatf", (w, d, 0.035), (0, 0, seat - 0.015), wood_mat, 0.006))
    attach(g, s.box(f"{name}-seat", (w - 0.08, d - 0.08, 0.01), (0, 0, seat + 0.004), seat_mat, 0.002))
    attach(g, s.box(f"{name}-backrail", (w - 0.03, 0.025, 0.12), (0, d / 2 - 0.03, 0.78), wood_mat, 0.006))
    attach(g, s.box(f"{name}-backmid", (w - 0.03, 0.02, 0.04), (0, d / 2 - 0.03, 0.6), wood_mat, 0.006))
    return g


# ---------------------------------------------------------------------------------------------
# Tables and storage
# ---------------------------------------------------------------------------------------------
def coffee_table(name, location, rot=0.0, width=1.2, depth=0.65, height=0.38, top=None, legs=None, seed=3, props=True):
    rng = s.scatter(seed)
    g = group(name, location, rot)
    top = top or m.wood("table-teak", (0.4, 0.22, 0.1), (0.2, 0.1, 0.04))
    legs = legs or top
    attach(g, s.box(name + "-top", (width, depth, 0.04), (0, 0, height - 0.02), top, 0.006))
    attach(g, s.box(name + "-shelf", (width - 0.1, depth - 0.1, 0.025), (0, 0, 0.1), legs, 0.005))
    for sx in (-1, 1):
        for sy in (-1, 1):
            attach(g, s.box(f"{name}-leg{sx}{sy}", (0.05, 0.05, height - 0.04), (sx * (width / 2 - 0.05), sy * (depth / 2 - 0.05), (height - 0.04) / 2), legs, 0.006))
    if props:
        z = height
        attach(g, book_stack(name + "-books", (-width / 2 + 0.25, -0.02, z), rng.uniform(-20, 10), 3, seed))
        attach(g, bowl(name + "-bowl", (width / 2 - 0.28, 0.05, z), 0.14, brass("brass-bowl", (0.7, 0.5, 0.22), 0.35), fruit=True, seed=seed))
        attach(g, cup(name + "-cup", (0.05, -0.15, z)))
        attach(g, book_stack(name + "-books2", (0.0, 0.0, 0.1 + 0.0125), 20, 2, seed + 5))
    return g


def side_table(name, location, radius=0.25, height=0.5, top=None, base=None):
    g = group(name, location, 0)
    top = top or m.wood("table-teak", (0.4, 0.22, 0.1), (0.2, 0.1, 0.04))
    base = base or brass()
    attach(g, s.cylinder(name + "-top", radius, 0.03, (0, 0, height - 0.015), top, 40, bevel=0.005))
    attach(g, s.cylinder(name + "-stem", 0.02, height - 0.05, (0, 0, (height - 0.03) / 2 + 0.01), base, 16))
    attach(g, s.cylinder(name + "-foot", radius * 0.6, 0.02, (0, 0, 0.01), base, 32, bevel=0.004))
    return g


def dining_table(name, location, rot=0.0, length=1.9, width=0.95, top=None, legs=None):
    g = group(name, location, rot)
    top = top or m.wood("table-teak", (0.4, 0.22, 0.1), (0.2, 0.1, 0.04))
    legs = legs or top
    h = 0.76
    attach(g, s.box(name + "-top", (length, width, 0.045), (0, 0, h - 0.0225), top, 0.008))
    attach(g, s.box(name + "-apron", (length - 0.2, width - 0.2, 0.08), (0, 0, h - 0.085), legs, 0.004))
    for sx in (-1, 1):
        for sy in (-1, 1):
            attach(g, s.box(f"{name}-leg{sx}{sy}", (0.07, 0.07, h - 0.045), (sx * (length / 2 - 0.12), sy * (width / 2 - 0.1), (h - 0.045) / 2), legs, 0.008))
    return g


def console(name, location, rot=0.0, width=1.6, depth=0.42, height=0.62, wood_mat=None, fluted=True, legs=True):
    """A low teak console or sideboard, its doors fluted."""
    g = group(name, location, rot)
    wood_mat = wood_mat or m.wood("console-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04), roughness=0.4)
    leg_h = 0.12 if legs else 0.0
    body_h = height - leg_h
    attach(g, s.box(name + "-body", (width, depth, body_h), (0, 0, leg_h + body_h / 2), wood_mat, 0.008))
    if legs:
        for sx in (-1, 1):
            for sy in (-1, 1):
                attach(g, cone(f"{name}-leg{sx}{sy}", 0.02, 0.014, leg_h, (sx * (width / 2 - 0.06), sy * (depth / 2 - 0.06), leg_h / 2), wood_mat, 12))
    if fluted:
        attach(g, flutes(name + "-fl", width - 0.06, body_h - 0.06, (0, -depth / 2, leg_h + body_h / 2), wood_mat, pitch=0.03))
    # Door gaps.
    dark = m.paint("gap", (0.02, 0.015, 0.01), roughness=0.9)
    doors = max(2, int(width / 0.5))
    for i in range(1, doors):
        x = -width / 2 + i * width / doors
        attach(g, s.box(f"{name}-gap{i}", (0.006, 0.03, body_h - 0.04), (x, -depth / 2 - 0.005, leg_h + body_h / 2), dark, 0))
    return g


def flutes(name, width, height, location, material, pitch=0.03, axis="X"):
    """Half-round flutes standing side by side on a face (centred on location, facing -Y)."""
    bm = bmesh.new()
    n = int(width / pitch)
    r = pitch / 2
    x0 = -n * pitch / 2
    for i in range(n):
        cx = x0 + (i + 0.5) * pitch
        ring_b, ring_t = [], []
        for k in range(9):
            a = math.pi * k / 8
            x = cx - r * math.cos(a)
            y = -r * 0.7 * math.sin(a)
            ring_b.append(bm.verts.new((x, y, -height / 2)))
            ring_t.append(bm.verts.new((x, y, height / 2)))
        for k in range(8):
            bm.faces.new((ring_b[k], ring_b[k + 1], ring_t[k + 1], ring_t[k]))
    obj = _mesh(name, bm, material, smooth=True)
    obj.location = location
    return obj


def bookshelf(name, location, rot=0.0, width=1.2, height=2.1, depth=0.32, shelves=5, wood_mat=None, seed=4, fill=0.8, props=True):
    """Open shelves with books standing and stacked, vases and a plant."""
    rng = s.scatter(seed)
    g = group(name, location, rot)
    wood_mat = wood_mat or m.wood("shelf-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04))
    t = 0.03
    attach(g, s.box(name + "-sideL", (t, depth, height), (-width / 2 + t / 2, 0, height / 2), wood_mat, 0.004))
    attach(g, s.box(name + "-sideR", (t, depth, height), (width / 2 - t / 2, 0, height / 2), wood_mat, 0.004))
    attach(g, s.box(name + "-back", (width, 0.015, height), (0, depth / 2 - 0.0075, height / 2), wood_mat, 0.002))
    gap = (height - 0.1) / shelves
    for i in range(shelves + 1):
        z = 0.08 + i * gap
        attach(g, s.box(f"{name}-sh{i}", (width - 2 * t, depth - 0.015, t), (0, -0.0075, z - t / 2), wood_mat, 0.003))
        if i == shelves:
            break
        x = -width / 2 + t + 0.02
        end = width / 2 - t - 0.02
        while x < end - 0.05:
            r = rng.random()
            if r < fill * 0.7:
                run = rng.uniform(0.15, 0.45)
                run = min(run, end - x)
                attach(g, book_row(f"{name}-r{i}-{x:.2f}", (x, -0.02, z), run, depth - 0.06, min(gap - 0.05, 0.3), rng.randint(0, 10000)))
                x += run + rng.uniform(0.02, 0.06)
            elif r < fill and props:
                kind = rng.random()
                if kind < 0.5:
                    vh = rng.uniform(0.12, min(0.28, gap - 0.06))
                    attach(g, vase(f"{name}-v{i}-{x:.2f}", (x + 0.07, -0.02, z), vh, rng.choice(_vase_mats()), seed=rng.randint(0, 99)))
                    x += 0.18
                else:
                    attach(g, book_stack(f"{name}-st{i}-{x:.2f}", (x + 0.12, -0.03, z), rng.uniform(-8, 8), rng.randint(2, 4), rng.randint(0, 999)))
                    x += 0.28
            else:
                x += rng.uniform(0.1, 0.25)
    return g


def _vase_mats():
    return [ceramic("vase-terracotta", (0.45, 0.18, 0.08), 0.7), ceramic("vase-white", (0.8, 0.78, 0.72), 0.3),
            ceramic("vase-indigo", (0.05, 0.09, 0.2), 0.2), brass()]


def book_row(name, start, length, depth, max_h, seed):
    """Books standing in a row from start along +X; a last one may lean."""
    rng = s.scatter(seed)
    g = group(name, start, 0)
    x = 0.0
    mat = books_material()
    i = 0
    while x < length:
        t = rng.uniform(0.018, 0.05)
        if x + t > length:
            break
        h = rng.uniform(0.16, max(0.17, max_h)) if max_h > 0.17 else max_h
        d = rng.uniform(0.13, min(0.24, depth))
        b = s.box(f"{name}-{i}", (t, d, h), (x + t / 2, -depth / 2 + d / 2 + 0.02, h / 2), mat, 0.002)
        attach(g, b)
        x += t + 0.001
        i += 1
    return g


def book_stack(name, location, rot, count, seed):
    rng = s.scatter(seed)
    g = group(name, location, rot)
    mat = books_material()
    z = 0.0
    for i in range(count):
        t = rng.uniform(0.02, 0.045)
        w, d = rng.uniform(0.17, 0.28), rng.uniform(0.13, 0.2)
        b = s.box(f"{name}-{i}", (w, d, t), (rng.uniform(-0.01, 0.01), rng.uniform(-0.01, 0.01), z + t / 2), mat, 0.002)
        b.rotation_euler[2] = math.radians(rng.uniform(-6, 6))
        attach(g, b)
        z += t
    return g


def vase(name, location, height, material, seed=0, stems=False):
    r = height * 0.32
    profile = [(r * 0.6, 0), (r * 0.95, height * 0.15), (r, height * 0.45), (r * 0.6, height * 0.8), (r * 0.42, height * 0.92), (r * 0.5, height), (r * 0.44, height)]
    return lathe(name, profile, location, material, 28)


def bowl(name, location, radius, material, fruit=False, seed=0):
    g = group(name, location, 0)
    profile = [(radius * 0.45, 0), (radius * 0.5, 0.006), (radius * 0.85, radius * 0.3), (radius, radius * 0.5), (radius * 0.96, radius * 0.5), (radius * 0.8, radius * 0.3), (0.0, radius * 0.1)]
    attach(g, lathe(name + "-b", profile, (0, 0, 0), material, 36))
    if fruit:
        rng = s.scatter(seed)
        colors = [(0.75, 0.35, 0.03), (0.55, 0.6, 0.08), (0.6, 0.05, 0.03), (0.8, 0.55, 0.05)]
        for i in range(5):
            a = i * 2 * math.pi / 5 + rng.uniform(-0.3, 0.3)
            rr = radius * 0.45 if i else 0
            fr = rng.uniform(0.035, 0.045)
            c = colors[i % len(colors)]
            f = s.sphere(f"{name}-f{i}", fr, (rr * math.cos(a), rr * math.sin(a), radius * 0.1 + fr * (1.2 if i == 0 else 0.9)),
                         m.paint(f"fruit{i % len(colors)}", c, roughness=0.35), 2, 0.92)
            attach(g, f)
    return g


def cup(name, location, material=None, saucer=True):
    material = material or ceramic("cup-white", (0.82, 0.8, 0.76))
    g = group(name, location, 0)
    attach(g, lathe(name + "-c", [(0.025, 0.008), (0.035, 0.03), (0.04, 0.075), (0.037, 0.075), (0.033, 0.03), (0.0, 0.012)], (0, 0, 0), material, 24))
    if saucer:
        attach(g, lathe(name + "-s", [(0.05, 0), (0.075, 0.012), (0.072, 0.013), (0.0, 0.008)], (0, 0, 0), material, 28))
    tea = m.paint("chai", (0.35, 0.18, 0.08), 0.1)
    attach(g, s.cylinder(name + "-t", 0.034, 0.002, (0, 0, 0.062), tea, 20))
    return g


def plate(name, location, radius=0.14, material=None):
    material = material or ceramic("plate-white", (0.82, 0.8, 0.76))
    return lathe(name, [(radius * 0.6, 0), (radius, 0.018), (radius * 0.97, 0.02), (radius * 0.6, 0.006), (0, 0.006)], location, material, 36)


def glass_tumbler(name, location):
    return lathe(name, [(0.03, 0), (0.035, 0.11), (0.032, 0.11), (0.027, 0.006), (0.0, 0.006)], location, m.glass("tumbler", (0.95, 0.97, 0.96), architectural=False), 20)


def jar(name, location, radius, height, contents):
    """A glass storage jar with dal, rice or spices, and a wooden lid."""
    g = group(name, location, 0)
    attach(g, s.cylinder(name + "-fill", radius * 0.92, height * 0.7, (0, 0, height * 0.35 + 0.003), contents, 20))
    attach(g, s.cylinder(name + "-glass", radius, height, (0, 0, height / 2), m.glass("jarglass", (0.95, 0.97, 0.96), architectural=True), 24))
    attach(g, s.cylinder(name + "-lid", radius * 1.02, 0.025, (0, 0, height + 0.012), m.wood("lid-wood", (0.5, 0.32, 0.16), (0.35, 0.2, 0.1)), 24, bevel=0.004))
    return g


def rug(name, location, width, depth, material, rot=0.0, round_=False):
    if round_:
        r = s.cylinder(name, width / 2, 0.012, (location[0], location[1], 0.006), material, 64)
        return r
    r = s.box(name, (width, depth, 0.012), (location[0], location[1], 0.006), material, 0.003, math.radians(rot))
    return r


# ---------------------------------------------------------------------------------------------
# Lights
# ---------------------------------------------------------------------------------------------
def pendant(name, location, radius=0.22, style="dome", shell=None, on=True, strength=6.0, light=60.0, drop=0.8, ceiling=3.0):
    """A pendant hung from the ceiling by a cord: a brass dome, or an opal globe, its light a real
    lamp inside. location is the bottom centre of the shade."""
    g = group(name, location, 0)
    shell = shell or brass("brass-shade", (0.72, 0.52, 0.24), 0.3)
    x, y, z = location
    cord_len = ceiling - z - (radius if style == "globe" else radius * 0.7)
    cord = m.paint("cord", (0.02, 0.02, 0.02), 0.5)
    attach(g, s.cylinder(name + "-cord", 0.004, cord_len, (0, 0, ceiling - z - cord_len / 2), cord, 8))
    attach(g, s.cylinder(name + "-rose", 0.05, 0.02, (0, 0, ceiling - z - 0.01), shell, 24))
    inner = glow(name + "-glow", strength=strength if on else 0.0)
    if style == "globe":
        attach(g, s.sphere(name + "-globe", radius, (0, 0, radius), inner, 4))
        attach(g, s.cylinder(name + "-cap", radius * 0.3, 0.05, (0, 0, 2 * radius), shell, 24))
        if on and light:
            attach(g, point_light(name + "-lamp", (0, 0, radius), light, radius * 0.8))
    else:
        # A dome: outside brass, inside a warm glow.
        h = radius * 0.7
        prof = [(radius, 0), (radius * 0.96, h * 0.45), (radius * 0.72, h * 0.85), (radius * 0.2, h), (0.02, h + 0.01)]
        attach(g, lathe(name + "-dome", prof, (0, 0, 0), shell, 40, cap=False))
        attach(g, lathe(name + "-in", [(radius * 0.97, 0.002), (radius * 0.93, h * 0.45), (radius * 0.69, h * 0.82), (0.0, h * 0.95)], (0, 0, 0), inner, 40, cap=False))
        if on and light:
            attach(g, spot_light(name + "-lamp", (0, 0, h * 0.35), light, (0, 0, -10), angle=120, blend=0.8, radius=radius * 0.6))
    return g


def floor_lamp(name, location, rot=0.0, height=1.6, on=True, light=25.0, shade_mat=None):
    """A brass arc-less standard lamp with a linen drum shade."""
    g = group(name, location, rot)
    b = brass()
    attach(g, s.cylinder(name + "-base", 0.15, 0.025, (0, 0, 0.0125), b, 32, bevel=0.005))
    attach(g, s.cylinder(name + "-pole", 0.012, height - 0.05, (0, 0, height / 2), b, 12))
    shade = shade_mat or glow(name + "-linen", strength=1.2 if on else 0.0, base=(0.85, 0.8, 0.7))
    attach(g, cone(name + "-shade", 0.22, 0.17, 0.3, (0, 0, height + 0.05), shade, 40, cap=False))
    if on and light:
        attach(g, point_light(name + "-lamp", (0, 0, height + 0.02), light, 0.06))
    return g


def table_lamp(name, location, rot=0.0, on=True, light=15.0, base_mat=None, height=0.55):
    g = group(name, location, rot)
    base_mat = base_mat or ceramic("lamp-base", (0.5, 0.22, 0.1), 0.4)
    bh = height * 0.55
    attach(g, lathe(name + "-base", [(0.05, 0), (0.1, bh * 0.3), (0.1, bh * 0.6), (0.04, bh * 0.95), (0.015, bh)], (0, 0, 0), base_mat, 28))
    attach(g, s.cylinder(name + "-stem", 0.006, height - bh, (0, 0, bh + (height - bh) / 2), brass(), 8))
    shade = glow(name + "-linen", strength=1.5 if on else 0.0, base=(0.85, 0.8, 0.7))
    attach(g, cone(name + "-shade", 0.17, 0.13, 0.24, (0, 0, height), shade, 36, cap=False))
    if on and light:
        attach(g, point_light(name + "-lamp", (0, 0, height - 0.02), light, 0.04))
    return g


def diya_lamp(name, location, height=1.4, on=True):
    """A tall brass standing lamp (samai / kuthuvilakku) with its oil cup and flames."""
    g = group(name, location, 0)
    b = brass("brass-lamp", (0.8, 0.58, 0.25), 0.22)
    prof = [(0.16, 0), (0.16, 0.02), (0.12, 0.05), (0.05, 0.09), (0.035, 0.14), (0.05, 0.18), (0.03, 0.22),
            (0.025, height * 0.5), (0.045, height * 0.52), (0.025, height * 0.55), (0.022, height * 0.8),
            (0.04, height * 0.82), (0.02, height * 0.84), (0.02, height * 0.86), (0.14, height * 0.88),
            (0.15, height * 0.9), (0.13, height * 0.9), (0.02, height * 0.885), (0.0, height * 0.885)]
    attach(g, lathe(name + "-body", prof, (0, 0, 0), b, 32))
    # Finial: a small peacock-like crest as a stack of balls.
    attach(g, s.cylinder(name + "-spike", 0.012, 0.18, (0, 0, height * 0.9 + 0.09), b, 10))
    attach(g, s.sphere(name + "-bud", 0.035, (0, 0, height * 0.9 + 0.2), b, 3))
    if on:
        flame = m.emission("flame", (1.0, 0.55, 0.18), 30.0)
        for i in range(5):
            a = i * 2 * math.pi / 5
            f = s.sphere(f"{name}-fl{i}", 0.012, (0.125 * math.cos(a), 0.125 * math.sin(a), height * 0.9 + 0.025), flame, 2, 2.0)
            attach(g, f)
        attach(g, point_light(name + "-lamp", (0, 0, height * 0.9 + 0.06), 15, 0.12, (1.0, 0.6, 0.25)))
    return g


# ---------------------------------------------------------------------------------------------
# Beds and textiles
# ---------------------------------------------------------------------------------------------
def bed(name, location, rot=0.0, width=1.8, length=2.05, frame_mat=None, duvet=None, throw=None, pillow=None, accent=None):
    """A low platform bed (headboard supplied by the wall): mattress, duvet folded back, pillows,
    a handloom throw across the foot."""
    g = group(name, location, rot)
    frame_mat = frame_mat or m.wood("bed-teak", (0.4, 0.22, 0.1), (0.2, 0.1, 0.04))
    duvet = duvet or m.fabric(name + "-duvet", (0.82, 0.8, 0.75))
    pillow = pillow or m.fabric(name + "-pillow", (0.85, 0.83, 0.78))
    # Head at +Y, foot at -Y.
    attach(g, s.box(name + "-plinth", (width + 0.1, length + 0.05, 0.28), (0, 0, 0.14), frame_mat, 0.01))
    sheet = m.fabric(name + "-sheet", (0.8, 0.78, 0.74))
    attach(g, soft_box(name + "-mattress", (width, length - 0.05, 0.22), (0, 0, 0.28 + 0.11), sheet, 0.05))
    attach(g, soft_box(name + "-duvet", (width + 0.06, length * 0.68, 0.09), (0, -length * 0.16 - 0.02, 0.5 + 0.02), duvet, 0.045))
    attach(g, soft_box(name + "-fold", (width + 0.07, 0.3, 0.1), (0, length * 0.18, 0.51 + 0.02), duvet, 0.05))
    if throw:
        attach(g, soft_box(name + "-throw", (width + 0.12, 0.55, 0.1), (0, -length / 2 + 0.35, 0.53 + 0.02), throw, 0.045))
    for sx in (-1, 1):
        p = cushion(f"{name}-pil{sx}", (width / 2 - 0.12, 0.16, 0.48), (sx * width / 4, length / 2 - 0.2, 0.62), pillow, tilt=62)
        attach(g, p)
        if accent:
            attach(g, cushion(f"{name}-acc{sx}", (0.4, 0.14, 0.4), (sx * 0.28, length / 2 - 0.42, 0.68), accent, tilt=20, rot=sx * -8))
    return g


def curtain(name, x0, x1, y, z_top, height, material, folds=10, depth=0.06, axis="X"):
    """A gathered curtain hanging in folds between x0 and x1 along a wall."""
    bm = bmesh.new()
    n = folds * 8
    cols = []
    for i in range(n + 1):
        t = i / n
        x = x0 + (x1 - x0) * t
        off = depth * math.sin(t * folds * 2 * math.pi)
        col = []
        for zz in (z_top, z_top - height * 0.5, z_top - height + 0.01):
            if axis == "X":
                col.append(bm.verts.new((x, y + off, zz)))
            else:
                col.append(bm.verts.new((y + off, x, zz)))
        cols.append(col)
    for a, b in zip(cols, cols[1:]):
        for k in range(2):
            bm.faces.new((a[k], b[k], b[k + 1], a[k + 1]))
    obj = _mesh(name, bm, material, smooth=True)
    sol = obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = 0.004
    return obj


# ---------------------------------------------------------------------------------------------
# Plants
# ---------------------------------------------------------------------------------------------
def plant(name, location, height=1.2, seed=5, pot_mat=None, kind="broad", pot_height=None):
    """A potted indoor plant: a tapered pot and arching leaves on stems (rubber plant / peace
    lily habit), or stiff upright blades (kind 'snake')."""
    rng = s.scatter(seed)
    g = group(name, location, rng.uniform(0, 360))
    pot_mat = pot_mat or ceramic("pot-terracotta", (0.42, 0.17, 0.08), 0.75)
    ph = pot_height or max(0.22, height * 0.28)
    pr = ph * 0.55
    attach(g, lathe(name + "-pot", [(pr * 0.72, 0), (pr, ph * 0.95), (pr * 1.05, ph), (pr * 0.95, ph), (pr * 0.9, ph * 0.9), (0, ph * 0.9)], (0, 0, 0), pot_mat, 32))
    soil = m.paint("soil", (0.08, 0.05, 0.03), 0.95)
    attach(g, s.cylinder(name + "-soil", pr * 0.9, 0.01, (0, 0, ph * 0.88), soil, 24))
    leaf_mat = m.foliage("leaf-indoor", (0.05, 0.16, 0.04))
    stem_mat = m.paint("stem", (0.12, 0.16, 0.06), 0.7)
    # Leaves split into a few objects so the material's per-object tone varies.
    n_obj = 4
    bms = [bmesh.new() for _ in range(n_obj)]
    count = int(14 + height * 10) if kind == "broad" else 12
    top = height - ph
    for i in range(count):
        bm = bms[i % n_obj]
        a = rng.uniform(0, 2 * math.pi)
        if kind == "snake":
            L = rng.uniform(0.5, 1.0) * top
            w = rng.uniform(0.04, 0.06)
            lean = rng.uniform(0.02, 0.15)
            base = Vector((rng.uniform(-0.5, 0.5) * pr * 0.6, rng.uniform(-0.5, 0.5) * pr * 0.6, ph * 0.88))
            dirn = Vector((math.cos(a) * lean, math.sin(a) * lean, 1)).normalized()
            side = Vector((-math.sin(a), math.cos(a), 0))
            segs = 6
            prev = None
            for k in range(segs + 1):
                t = k / segs
                c = base + dirn * L * t
                ww = w * (1 - t ** 3) * (0.6 + 0.4 * math.sin(math.pi * min(1, t + 0.3)))
                tw = side * ww * 0.5
                tw.rotate(Matrix.Rotation(t * 0.6, 3, "Z"))
                pair = (bm.verts.new(c - tw), bm.verts.new(c + tw))
                if prev:
                    bm.faces.new((prev[0], prev[1], pair[1], pair[0]))
                prev = pair
            continue
        # Broad leaf on a stem that rises then arches out.
        rise = rng.uniform(0.35, 1.0) * top
        reach = rng.uniform(0.1, 0.35) * height
        stem_base = Vector((rng.uniform(-0.3, 0.3) * pr, rng.uniform(-0.3, 0.3) * pr, ph * 0.88))
        out = Vector((math.cos(a), math.sin(a), 0))
        tip_stem = stem_base + out * reach * 0.4 + Vector((0, 0, rise))
        # stem as a thin quad strip
        sw = 0.006
        side = Vector((-math.sin(a), math.cos(a), 0)) * sw
        v = [bm.verts.new(stem_base - side), bm.verts.new(stem_base + side), bm.verts.new(tip_stem + side), bm.verts.new(tip_stem - side)]
        bm.faces.new(v)
        L = rng.uniform(0.18, 0.32) * (0.6 + 0.4 * height)
        W = L * rng.uniform(0.35, 0.5)
        droop = rng.uniform(0.2, 0.7)
        segs = 7
        prev = None
        side_dir = Vector((-math.sin(a), math.cos(a), 0))
        for k in range(segs + 1):
            t = k / segs
            c = tip_stem + out * L * t + Vector((0, 0, L * (0.35 * t - droop * t * t)))
            half = W * 0.5 * math.sin(math.pi * min(1.0, t * 0.92 + 0.05)) ** 0.8
            # a slight V-fold along the midrib
            lift = Vector((0, 0, half * 0.25))
            trio = (bm.verts.new(c - side_dir * half + lift), bm.verts.new(c), bm.verts.new(c + side_dir * half + lift))
            if prev:
                bm.faces.new((prev[0], prev[1], trio[1], trio[0]))
                bm.faces.new((prev[1], prev[2], trio[2], trio[1]))
            prev = trio
    for k, bm in enumerate(bms):
        obj = _mesh(f"{name}-leaves{k}", bm, leaf_mat, smooth=True)
        sol = obj.modifiers.new("solid", "SOLIDIFY")
        sol.thickness = 0.002
        attach(g, obj)
    return g


def blanket_fold(name, location, size, material, rot=0.0):
    """A folded handloom throw lying on a surface."""
    return soft_box(name, size, location, material, min(size) * 0.45, rot)
