"""Plants for Hyderabad gardens and homes, built from code: neem and coconut palm, shrubs and
hedges, bougainvillea, potted plants and the tulsi planter (tulsi kota).

Every function has the same shape:  fn(name, location, height, seed, **options)  and returns an
Empty at `location` that parents all the plant's parts (turn it with .rotation_euler[2], scale it
with .scale). Heights are in metres; `seed` changes the plant's shape, not its kind.

Foliage is made of real leaves gathered into clumps (not blobs): each leaf is a small folded
quad carrying a random "tint" attribute, so the green varies leaf to leaf and light passes
through gaps between clumps.

    from kit import plants
    plants.neem_tree("neem", (4, 6, 0), height=8, seed=3)
    plants.palm_tree("palm", (-6, 2, 0), height=9, seed=1)
    plants.shrub("hedge", (0, -3, 0), height=0.9, seed=2, width=3.0, depth=0.7)
    plants.bougainvillea("bougain", (2, 0, 0), height=2.2, seed=4, width=2.5, depth=0.8)
    plants.potted_plant("pot", (1, 1, 0), height=1.2, seed=5, kind="areca")
    plants.tulsi_planter("tulsi", (0, 0, 0), height=0.9, seed=6)
"""
import math
import random

import bpy
import bmesh
from mathutils import Vector, Matrix

from kit import materials as m

UP = Vector((0, 0, 1))

# --------------------------------------------------------------------------------------------
# Materials of this module (cached by name)
# --------------------------------------------------------------------------------------------
_mats = {}


def _leaf_material(name, dark, light, translucency=0.35, roughness=0.5, specular=0.35):
    """Leaves: colour chosen per leaf from the 'tint' attribute between dark and light, with a
    little light passing through (backlit leaves glow)."""
    if name in _mats:
        return _mats[name]
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    attr = nodes.new("ShaderNodeAttribute")
    attr.attribute_name = "tint"
    ramp = nodes.new("ShaderNodeValToRGB")
    e = ramp.color_ramp.elements
    e[0].position, e[0].color = 0.0, (*dark, 1)
    e[1].position, e[1].color = 1.0, (*light, 1)
    mid = e.new(0.55)
    mid.color = tuple((a + b) / 2 for a, b in zip(dark, light)) + (1,)
    links.new(attr.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = specular
    translucent = nodes.new("ShaderNodeBsdfTranslucent")
    links.new(ramp.outputs["Color"], translucent.inputs["Color"])
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = translucency
    links.new(bsdf.outputs["BSDF"], mix.inputs[1])
    links.new(translucent.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    _mats[name] = mat
    return mat


def _bark_material(name="plants-bark", color=(0.2, 0.17, 0.14), dark=(0.08, 0.07, 0.06), stretch=(6, 6, 0.7)):
    """Bark: fissured grey-brown, the fissures running along the branch (object Z)."""
    if name in _mats:
        return _mats[name]
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coords = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = stretch
    links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 4.0
    noise.inputs["Detail"].default_value = 8.0
    noise.inputs["Roughness"].default_value = 0.65
    links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    e = ramp.color_ramp.elements
    e[0].position, e[0].color = 0.35, (*dark, 1)
    e[1].position, e[1].color = 0.6, (*color, 1)
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    bsdf.inputs["Specular"].default_value = 0.2
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.6
    bump.inputs["Distance"].default_value = 0.02
    links.new(noise.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    _mats[name] = mat
    return mat


def _palm_trunk_material():
    """Coconut trunk: grey, with the rings of old frond scars."""
    name = "plants-palm-trunk"
    if name in _mats:
        return _mats[name]
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coords = nodes.new("ShaderNodeTexCoord")
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "Z"
    wave.inputs["Scale"].default_value = 9.0
    wave.inputs["Distortion"].default_value = 1.5
    wave.inputs["Detail"].default_value = 3.0
    links.new(coords.outputs["Object"], wave.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 12.0
    links.new(coords.outputs["Object"], noise.inputs["Vector"])
    mixv = nodes.new("ShaderNodeMath")
    mixv.operation = "MULTIPLY_ADD"
    mixv.inputs[2].default_value = 0.0
    links.new(wave.outputs["Fac"], mixv.inputs[0])
    links.new(noise.outputs["Fac"], mixv.inputs[1])
    ramp = nodes.new("ShaderNodeValToRGB")
    e = ramp.color_ramp.elements
    e[0].position, e[0].color = 0.1, (0.1, 0.09, 0.08, 1)
    e[1].position, e[1].color = 0.45, (0.33, 0.3, 0.26, 1)
    links.new(mixv.outputs[0], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.5
    bump.inputs["Distance"].default_value = 0.02
    links.new(mixv.outputs[0], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    _mats[name] = mat
    return mat


def _terracotta():
    return m.plaster("plants-terracotta", (0.45, 0.17, 0.08), roughness=0.8, mottle=0.15, scale=6.0, bump=0.08)


def _soil():
    return m.plaster("plants-soil", (0.12, 0.07, 0.045), roughness=1.0, mottle=0.3, scale=30.0, bump=0.5)


# Leaf colours (linear RGB): dark, light
NEEM = ((0.035, 0.085, 0.018), (0.13, 0.24, 0.04))
PALM = ((0.06, 0.11, 0.025), (0.2, 0.28, 0.06))
SHRUB = ((0.025, 0.07, 0.02), (0.09, 0.19, 0.035))
TULSI = ((0.04, 0.06, 0.02), (0.12, 0.2, 0.05))
HOUSEPLANT = ((0.02, 0.07, 0.02), (0.08, 0.2, 0.04))


# --------------------------------------------------------------------------------------------
# Geometry helpers
# --------------------------------------------------------------------------------------------
class _Leaves:
    """Accumulates leaves (folded quads and strips) into one mesh with a per-leaf tint."""

    def __init__(self, rng):
        self.rng = rng
        self.verts = []
        self.faces = []
        self.tints = []

    def leaf(self, base, direction, normal, length, width, fold=0.25, tint=None, mid=0.4):
        d = direction.normalized()
        n = (normal - d * normal.dot(d))
        if n.length < 1e-6:
            n = d.orthogonal()
        n.normalize()
        side = d.cross(n)
        centre = base + d * (length * mid)
        drop = n * (fold * width)
        i = len(self.verts)
        self.verts += [tuple(base), tuple(centre + side * (width / 2) - drop), tuple(base + d * length), tuple(centre - side * (width / 2) - drop)]
        self.faces.append((i, i + 1, i + 2, i + 3))
        t = self.rng.random() if tint is None else tint
        self.tints += [t] * 4

    def strip(self, points, sides, widths, tint=None):
        """A ribbon along points, each station's half-widths along sides[k]; closes to a tip if
        the last width is 0."""
        t = self.rng.random() if tint is None else tint
        i0 = len(self.verts)
        count = 0
        for p, s, w in zip(points, sides, widths):
            self.verts += [tuple(p + s * (w / 2)), tuple(p - s * (w / 2))]
            count += 1
        for k in range(count - 1):
            a = i0 + 2 * k
            self.faces.append((a, a + 2, a + 3, a + 1))
        self.tints += [t] * (2 * count)

    def build(self, name, material, parent):
        mesh = bpy.data.meshes.new(name)
        mesh.from_pydata(self.verts, [], self.faces)
        mesh.update()
        attribute = mesh.attributes.new("tint", "FLOAT", "POINT")
        attribute.data.foreach_set("value", self.tints)
        mesh.materials.append(material)
        obj = bpy.data.objects.new(name, mesh)
        bpy.context.scene.collection.objects.link(obj)
        obj.parent = parent
        return obj


class _Branches:
    """Tapered branches: one curve object, each branch a NURBS spline with a radius per point."""

    def __init__(self):
        self.paths = []

    def add(self, points, radii):
        self.paths.append((points, radii))

    def build(self, name, material, parent, resolution=2):
        curve = bpy.data.curves.new(name, "CURVE")
        curve.dimensions = "3D"
        curve.bevel_depth = 1.0
        curve.bevel_resolution = resolution
        curve.use_fill_caps = True
        curve.resolution_u = 3
        for points, radii in self.paths:
            spline = curve.splines.new("NURBS")
            spline.points.add(len(points) - 1)
            for point, co, r in zip(spline.points, points, radii):
                point.co = (co.x, co.y, co.z, 1.0)
                point.radius = r
            spline.use_endpoint_u = True
            spline.order_u = min(3, len(points))
        curve.materials.append(material)
        obj = bpy.data.objects.new(name, curve)
        bpy.context.scene.collection.objects.link(obj)
        obj.parent = parent
        return obj


def _root(name, location, rotation=0.0):
    empty = bpy.data.objects.new(name, None)
    empty.empty_display_size = 0.5
    empty.location = location
    empty.rotation_euler[2] = rotation
    bpy.context.scene.collection.objects.link(empty)
    return empty


def _random_unit(rng, min_z=-1.0):
    while True:
        v = Vector((rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1)))
        if v.length > 1e-6:
            v.normalize()
            if v.z >= min_z:
                return v


def _path(start, direction, length, rng, steps=5, rise=0.0, wiggle=0.08):
    """Points of a gently bending branch: it curves upward by `rise` (per unit) and wanders."""
    d = direction.normalized()
    points = [start.copy()]
    p = start.copy()
    step = length / steps
    for _ in range(steps):
        d = (d + UP * rise + Vector((rng.gauss(0, wiggle), rng.gauss(0, wiggle), rng.gauss(0, wiggle * 0.5)))).normalized()
        p = p + d * step
        points.append(p.copy())
    return points


def _along(points, t):
    """Point and direction at fraction t along a polyline."""
    n = len(points) - 1
    f = max(0.0, min(0.9999, t)) * n
    k = int(f)
    a, b = points[k], points[k + 1]
    return a.lerp(b, f - k), (b - a).normalized()


def _spray(leaves, origin, direction, normal, length, leaflet, rng, pairs=6, droop=0.25, tint=None):
    """A pinnate leaf (neem): a rachis with pairs of sickle-shaped leaflets and one at the tip."""
    d = (direction - UP * droop * 0.5).normalized()
    n = normal
    side = d.cross(n)
    if side.length < 1e-6:
        side = d.orthogonal()
    side.normalize()
    n = side.cross(d).normalized()
    t0 = tint if tint is not None else rng.random()
    for k in range(pairs):
        f = (k + 1) / (pairs + 1)
        p = origin + d * (length * f) - UP * (droop * length * f * f)
        size = leaflet * (0.7 + 0.5 * math.sin(math.pi * (0.25 + 0.75 * f)))
        for sgn in (1, -1):
            ld = (d * 0.55 + side * sgn * 0.85 - n * 0.15).normalized()
            leaves.leaf(p, ld, n, size, size * 0.34, fold=0.3, tint=min(1.0, max(0.0, t0 + rng.gauss(0, 0.08))))
    tip = origin + d * length - UP * (droop * length)
    leaves.leaf(tip, d, n, leaflet * 0.9, leaflet * 0.26, fold=0.3, tint=t0)


# --------------------------------------------------------------------------------------------
# Neem
# --------------------------------------------------------------------------------------------
def neem_tree(name, location, height=8.0, seed=0, spread=None, clear_trunk=None, density=1.0, lean=0.0, rotation=0.0):
    """A neem (Azadirachta indica): a short stout trunk forking into a few rising limbs and a broad,
    rounded, open crown of fine pinnate leaves gathered in clumps at the branch ends.
    spread: crown width (default 0.85 x height); clear_trunk: height of the first fork;
    density: 0.5 for a thin crown, 1.5 for a dense one; lean: trunk lean in metres at the fork."""
    rng = random.Random(seed * 7919 + 17)
    root = _root(name, location, rotation)
    H = height
    spread = spread or 0.85 * H
    fork = clear_trunk or H * rng.uniform(0.28, 0.36)
    r0 = 0.028 * H
    branches = _Branches()
    leaves = _Leaves(rng)

    lean_dir = Vector((rng.uniform(-1, 1), rng.uniform(-1, 1), 0)).normalized() * lean
    trunk = [Vector((0, 0, -0.2)), Vector((0, 0, 0.0)), Vector((0.02, 0, fork * 0.35)) + lean_dir * 0.3,
             Vector((-0.03, 0.02, fork * 0.7)) + lean_dir * 0.7, Vector((0, 0, fork)) + lean_dir]
    branches.add(trunk, [r0 * 1.5, r0 * 1.35, r0 * 1.05, r0, r0 * 0.92])

    clumps = []  # (centre, radius)
    limbs = rng.randint(3, 5)
    az0 = rng.uniform(0, 2 * math.pi)
    crown_top = H
    reach = spread / 2
    for i in range(limbs):
        az = az0 + i * 2 * math.pi / limbs + rng.uniform(-0.35, 0.35)
        elev = math.radians(rng.uniform(40, 62))
        d = Vector((math.cos(az) * math.cos(elev), math.sin(az) * math.cos(elev), math.sin(elev)))
        length = math.hypot(reach * 0.62, (crown_top - fork) * 0.55) * rng.uniform(0.85, 1.1)
        start = trunk[-1] + Vector((0, 0, -0.1))
        limb = _path(start, d, length, rng, steps=5, rise=0.04, wiggle=0.1)
        branches.add(limb, [r0 * 0.75 * (1 - 0.65 * k / 5) for k in range(6)])
        clumps.append((limb[-1] + UP * 0.3, 0.16 * H * rng.uniform(0.85, 1.1)))
        for j in range(rng.randint(2, 3)):
            t = rng.uniform(0.35, 0.85)
            p, ld = _along(limb, t)
            az2 = az + rng.uniform(-1.1, 1.1)
            el2 = math.radians(rng.uniform(10, 50))
            d2 = Vector((math.cos(az2) * math.cos(el2), math.sin(az2) * math.cos(el2), math.sin(el2)))
            l2 = length * rng.uniform(0.45, 0.7)
            sub = _path(p, d2, l2, rng, steps=4, rise=0.08, wiggle=0.12)
            rr = r0 * 0.75 * (1 - 0.65 * t) * 0.7
            branches.add(sub, [rr * (1 - 0.7 * k / 4) for k in range(5)])
            clumps.append((sub[-1] + UP * 0.2, 0.13 * H * rng.uniform(0.8, 1.15)))
            # twigs to the clump
            for _ in range(3):
                q, qd = _along(sub, rng.uniform(0.5, 0.95))
                tw = _path(q, (qd + _random_unit(rng, 0.0)).normalized(), 0.06 * H, rng, steps=2, rise=0.1)
                branches.add(tw, [rr * 0.35, rr * 0.25, rr * 0.12])
    # fill the crown's top and centre
    for _ in range(int(4 * density) + 2):
        a = rng.uniform(0, 2 * math.pi)
        rad = rng.uniform(0, reach * 0.45)
        clumps.append((Vector((math.cos(a) * rad, math.sin(a) * rad, H - 0.18 * H * rng.uniform(0.6, 1.2))) + lean_dir, 0.15 * H))

    # Clumps: sprays on the outer shell of each clump, facing out and up.
    spray_len = 0.045 * H * rng.uniform(0.9, 1.1)
    spray_len = max(0.22, min(0.4, spray_len))
    leaflet = spray_len * 0.34
    for centre, radius in clumps:
        count = int(240 * density * (radius / (0.14 * H)) ** 2 * (H / 8.0) ** 0.5)
        for _ in range(count):
            u = _random_unit(rng, -0.55)
            p = centre + Vector((u.x * radius, u.y * radius, u.z * radius * 0.7)) * rng.uniform(0.55, 1.0)
            d = (u * 0.8 + _random_unit(rng) * 0.6 + UP * 0.1).normalized()
            n = (UP * 0.8 + u * 0.5).normalized()
            _spray(leaves, p, d, n, spray_len * rng.uniform(0.8, 1.2), leaflet, rng, pairs=5, droop=0.35)
    branches.build(name + "-wood", _bark_material(), root)
    leaves.build(name + "-leaves", _leaf_material("plants-neem", *NEEM), root)
    return root


# --------------------------------------------------------------------------------------------
# Coconut palm
# --------------------------------------------------------------------------------------------
def palm_tree(name, location, height=9.0, seed=0, fronds=None, lean=None, rotation=0.0, coconuts=True):
    """A coconut palm: a slender, slightly curving ringed trunk and a crown of arching fronds with
    drooping leaflets, a few dry fronds below and a bunch of coconuts. lean: metres of lean at the
    crown (default random 0.2-0.9)."""
    rng = random.Random(seed * 104729 + 3)
    root = _root(name, location, rotation)
    H = height
    lean = rng.uniform(0.2, 0.9) if lean is None else lean
    az = rng.uniform(0, 2 * math.pi)
    ldir = Vector((math.cos(az), math.sin(az), 0))
    trunk_pts = []
    steps = 8
    for k in range(steps + 1):
        f = k / steps
        trunk_pts.append(Vector((0, 0, H * f)) + ldir * (lean * f ** 1.6) + Vector((rng.gauss(0, 0.02), rng.gauss(0, 0.02), 0)))
    trunk = _Branches()
    base_r = 0.022 * H + 0.05
    trunk.add([trunk_pts[0] - UP * 0.2] + trunk_pts, [base_r * 1.4] + [base_r * (1.3 - 0.55 * (k / steps) ** 0.7) if k else base_r * 1.35 for k in range(steps + 1)])
    trunk.build(name + "-trunk", _palm_trunk_material(), root, resolution=3)

    top = trunk_pts[-1]
    leaves = _Leaves(rng)
    dry = _Leaves(rng)
    stalks = _Branches()
    count = fronds or rng.randint(16, 22)
    L = min(5.0, 0.45 * H + 0.4)
    golden = math.pi * (3 - math.sqrt(5))
    for i in range(count):
        a = i * golden + rng.uniform(-0.2, 0.2)
        # young fronds rise, old ones droop
        age = i / count
        elev = math.radians(70 - 105 * age + rng.uniform(-8, 8))
        is_dry = age > 0.92 and rng.random() < 0.8
        d0 = Vector((math.cos(a) * math.cos(elev), math.sin(a) * math.cos(elev), math.sin(elev)))
        length = L * rng.uniform(0.85, 1.05) * (0.75 if age < 0.1 else 1.0)
        # rachis: bends downward under its own weight
        pts = []
        p = top + d0 * 0.15
        d = d0.copy()
        nseg = 12
        for k in range(nseg + 1):
            pts.append(p.copy())
            d = (d - UP * (0.09 + 0.05 * age)).normalized()
            p = p + d * (length / nseg)
        sp = pts[::3] + ([pts[-1]] if (len(pts) - 1) % 3 else [])
        stalks.add(sp, [0.045 * (1 - 0.85 * k / (len(sp) - 1)) for k in range(len(sp))])
        target = dry if is_dry else leaves
        pairs = 48
        for k in range(3, pairs):
            f = k / pairs
            pos, tang = _along(pts, f)
            side = tang.cross(UP)
            if side.length < 1e-4:
                side = tang.orthogonal()
            side.normalize()
            ll = (0.3 + 0.7 * math.sin(math.pi * min(1.0, f * 1.1))) * length * 0.24
            for sgn in (1, -1):
                # leaflets leave the rachis forward and sideways, then droop: a V in section
                ld = (tang * 0.5 + side * sgn * 0.85 + UP * 0.15).normalized()
                seg = 4
                points, sides, widths = [], [], []
                q = pos.copy()
                qd = ld.copy()
                for s in range(seg + 1):
                    points.append(q.copy())
                    sv = qd.cross(UP)
                    sv = (sv if sv.length > 1e-4 else side).normalized()
                    # twist the blade a little about its length
                    sides.append((sv * 0.8 + UP * 0.2 * sgn).normalized())
                    widths.append(0.05 * (1.0 - (s / seg) ** 2) + 0.004)
                    qd = (qd - UP * (0.22 + 0.1 * rng.random())).normalized()
                    q = q + qd * (ll / seg)
                target.strip(points, sides, widths, tint=min(1, max(0, 0.5 + rng.gauss(0, 0.2))))
    leaves.build(name + "-fronds", _leaf_material("plants-palm", *PALM, translucency=0.3, specular=0.45), root)
    if dry.faces:
        dry.build(name + "-dry", _leaf_material("plants-palm-dry", (0.16, 0.1, 0.05), (0.32, 0.22, 0.1), translucency=0.2), root)
    stalks.build(name + "-stalks", _leaf_material("plants-palm-stalk", (0.12, 0.13, 0.04), (0.22, 0.2, 0.08), translucency=0.05), root)
    if coconuts:
        mat = m.paint("plants-coconut", (0.16, 0.2, 0.04), roughness=0.45)
        for k in range(rng.randint(5, 9)):
            a = rng.uniform(0, 2 * math.pi)
            p = top + Vector((math.cos(a) * 0.22, math.sin(a) * 0.22, -0.25 - rng.uniform(0, 0.3)))
            bm = bmesh.new()
            bmesh.ops.create_icosphere(bm, subdivisions=2, radius=0.11)
            mesh = bpy.data.meshes.new(f"{name}-coconut{k}")
            bm.to_mesh(mesh)
            bm.free()
            for poly in mesh.polygons:
                poly.use_smooth = True
            mesh.materials.append(mat)
            obj = bpy.data.objects.new(mesh.name, mesh)
            bpy.context.scene.collection.objects.link(obj)
            obj.parent = root
            obj.location = p
            obj.scale = (1, 1, 1.15)
    return root


# --------------------------------------------------------------------------------------------
# Shrubs, hedges, bougainvillea
# --------------------------------------------------------------------------------------------
def _leafy_mound(leaves, rng, width, depth, height, leaf_size, per_m2=900, min_z=0.03, clumpiness=0.25, base=0.0):
    """Leaves on the outer shell of a half-ellipsoid mound (x: width, y: depth, z: height), in
    twig clusters, lumpy so it reads as clumps."""
    rx, ry, rz = width / 2, depth / 2, height
    area = 2 * math.pi * ((rx * ry + rx * rz + ry * rz) / 3)
    clusters = int(area * per_m2 / 7)
    lumps = [(_random_unit(rng, 0.0), rng.uniform(0.75, 1.1)) for _ in range(9)]
    for _ in range(clusters):
        u = _random_unit(rng, -0.1)
        bulge = 1.0
        for lu, s in lumps:
            bulge += clumpiness * s * max(0.0, u.dot(lu)) ** 6
        shell = rng.uniform(0.8, 1.0) * bulge / (1 + clumpiness * 0.5)
        p = Vector((u.x * rx * shell, u.y * ry * shell, max(min_z, base + u.z * rz * shell)))
        out = Vector((u.x / max(rx, 0.01), u.y / max(ry, 0.01), u.z / max(rz, 0.01))).normalized()
        for _ in range(7):
            d = (out * 0.6 + _random_unit(rng) * 0.8 + UP * 0.2).normalized()
            n = (UP * 0.7 + out * 0.6 + _random_unit(rng) * 0.3).normalized()
            s = leaf_size * rng.uniform(0.75, 1.25)
            leaves.leaf(p + _random_unit(rng) * leaf_size * 0.8, d, n, s, s * 0.5, fold=0.2, mid=0.45)


def _stems(branches, rng, width, depth, height, count, radius=0.012):
    for _ in range(count):
        a = rng.uniform(0, 2 * math.pi)
        start = Vector((rng.uniform(-0.15, 0.15) * width, rng.uniform(-0.15, 0.15) * depth, -0.05))
        target = Vector((math.cos(a) * width * 0.4, math.sin(a) * depth * 0.4, height * rng.uniform(0.5, 0.9)))
        pts = _path(start, (target - start).normalized(), (target - start).length, rng, steps=3, wiggle=0.15)
        branches.add(pts, [radius, radius * 0.8, radius * 0.55, radius * 0.3])


def shrub(name, location, height=1.0, seed=0, width=None, depth=None, leaf=0.06, flowers=None, colors=SHRUB, rotation=0.0, density=1.0):
    """A clipped shrub or a hedge: a lumpy mound of small leaves in clusters, woody stems at its
    foot. width/depth default to 1.2 x height (a long hedge: width=4, depth=0.7). flowers: an
    (r, g, b) colour for small blossom clusters (ixora red, hibiscus, jasmine white)."""
    rng = random.Random(seed * 31337 + 11)
    root = _root(name, location, rotation)
    width = width or 1.2 * height
    depth = depth or 1.2 * height
    leaves = _Leaves(rng)
    _leafy_mound(leaves, rng, width, depth, height, leaf, per_m2=1100 * density * (0.06 / leaf) ** 2)
    leaves.build(name + "-leaves", _leaf_material("plants-shrub-%d" % hash(colors), *colors), root)
    wood = _Branches()
    _stems(wood, rng, width, depth, height, max(4, int(width * depth * 8)))
    wood.build(name + "-stems", _bark_material(), root, resolution=1)
    if flowers:
        blossoms = _Leaves(rng)
        n = int(width * depth * 25 * density)
        for _ in range(n):
            u = _random_unit(rng, 0.1)
            c = Vector((u.x * width / 2, u.y * depth / 2, u.z * height)) * 1.02
            for _ in range(9):
                d = _random_unit(rng)
                blossoms.leaf(c + _random_unit(rng) * 0.03, d, (UP + u).normalized(), 0.02, 0.02, fold=0.0, mid=0.5)
        light = tuple(min(1.0, ch * 1.25) for ch in flowers)
        blossoms.build(name + "-flowers", _leaf_material("plants-flower-%.2f-%.2f-%.2f" % flowers, tuple(ch * 0.7 for ch in flowers), light, translucency=0.3, specular=0.2), root)
    return root


def bougainvillea(name, location, height=2.2, seed=0, width=2.0, depth=0.9, color=(0.62, 0.02, 0.22), rotation=0.0, bracts=0.55):
    """Bougainvillea: arching thorny canes in a loose mass, small leaves, and sprays of papery
    magenta bracts at the tips. Grows against a wall (its back is the local -Y side... it is a
    rounded mass of width x depth x height). color: the bracts (magenta by default; orange
    (0.8, 0.25, 0.05) or white (0.8, 0.75, 0.7) are also common). bracts: 0..1 coverage."""
    rng = random.Random(seed * 7 + 101)
    root = _root(name, location, rotation)
    leaves = _Leaves(rng)
    flowers = _Leaves(rng)
    canes = _Branches()
    rx, ry = width / 2, depth / 2
    n_canes = int(6 + width * 5)
    for _ in range(n_canes):
        start = Vector((rng.uniform(-0.2, 0.2) * width, rng.uniform(-0.2, 0.2) * depth, 0))
        a = rng.uniform(0, 2 * math.pi)
        out = Vector((math.cos(a) * rx, math.sin(a) * ry, 0))
        d = (out.normalized() * 0.45 + UP).normalized()
        length = height * rng.uniform(0.9, 1.4)
        pts = [start]
        p = start.copy()
        for k in range(7):
            f = k / 6
            # rise, then arch over and droop outward
            d = (d + out.normalized() * 0.25 - UP * 0.12 * f + Vector((rng.gauss(0, 0.15), rng.gauss(0, 0.15), 0))).normalized()
            p = p + d * (length / 7)
            p.z = min(p.z, height)
            pts.append(p.copy())
        canes.add(pts, [0.025 * (1 - k / 8) for k in range(len(pts))])
        # clusters of leaves and bracts along the outer half of each cane
        for k in range(110):
            f = rng.uniform(0.12, 1.0) ** 0.7
            c, t = _along(pts, f)
            c = c + _random_unit(rng) * 0.12
            outward = (t + _random_unit(rng) * 0.5).normalized()
            if rng.random() < bracts * (0.4 + 0.6 * f):
                for _ in range(rng.randint(10, 16)):
                    off = _random_unit(rng) * 0.08
                    flowers.leaf(c + off, (off + outward * 0.03).normalized(), (UP + _random_unit(rng)).normalized(), 0.05, 0.042, fold=0.35, mid=0.5)
            for _ in range(rng.randint(6, 10)):
                off = _random_unit(rng) * 0.12
                leaves.leaf(c + off, (outward + _random_unit(rng)).normalized(), (UP * 0.8 + _random_unit(rng) * 0.4).normalized(), 0.07, 0.045, fold=0.2, mid=0.45)
    canes.build(name + "-canes", _bark_material("plants-cane", (0.18, 0.14, 0.09), (0.08, 0.06, 0.04)), root, resolution=1)
    leaves.build(name + "-leaves", _leaf_material("plants-bougain-leaf", (0.03, 0.08, 0.02), (0.1, 0.2, 0.04)), root)
    dark = tuple(ch * 0.55 for ch in color)
    light = tuple(min(1.0, ch * 1.3 + 0.03) for ch in color)
    flowers.build(name + "-bracts", _leaf_material("plants-bract-%.2f-%.2f-%.2f" % color, dark, light, translucency=0.45, specular=0.25), root)
    return root


# --------------------------------------------------------------------------------------------
# Pots and the tulsi planter
# --------------------------------------------------------------------------------------------
def _pot(name, parent, radius, pot_height, material, rim=True):
    """A tapered pot with a rolled rim, its soil a little below the rim; returns the soil's z."""
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, segments=32, radius1=radius * 0.72, radius2=radius, depth=pot_height)
    bmesh.ops.translate(bm, vec=(0, 0, pot_height / 2), verts=bm.verts)
    mesh = bpy.data.meshes.new(name + "-pot")
    bm.to_mesh(mesh)
    bm.free()
    for poly in mesh.polygons:
        poly.use_smooth = True
    mesh.materials.append(material)
    pot = bpy.data.objects.new(mesh.name, mesh)
    bpy.context.scene.collection.objects.link(pot)
    pot.parent = parent
    mod = pot.modifiers.new("bevel", "BEVEL")
    mod.width = 0.006
    mod.segments = 2
    if rim:
        bm = bmesh.new()
        bmesh.ops.create_cone(bm, cap_ends=False, segments=32, radius1=radius * 1.06, radius2=radius * 1.06, depth=pot_height * 0.12)
        mesh = bpy.data.meshes.new(name + "-rim")
        bm.to_mesh(mesh)
        bm.free()
        for poly in mesh.polygons:
            poly.use_smooth = True
        mesh.materials.append(material)
        ring = bpy.data.objects.new(mesh.name, mesh)
        bpy.context.scene.collection.objects.link(ring)
        ring.parent = parent
        ring.location = (0, 0, pot_height * 0.94)
        sol = ring.modifiers.new("thick", "SOLIDIFY")
        sol.thickness = radius * 0.08
    soil_z = pot_height * 0.93
    bm = bmesh.new()
    bmesh.ops.create_circle(bm, cap_ends=True, segments=32, radius=radius * 0.97)
    mesh = bpy.data.meshes.new(name + "-soil")
    bm.to_mesh(mesh)
    bm.free()
    mesh.materials.append(_soil())
    soil = bpy.data.objects.new(mesh.name, mesh)
    bpy.context.scene.collection.objects.link(soil)
    soil.parent = parent
    soil.location = (0, 0, soil_z + 0.002)
    return soil_z


def potted_plant(name, location, height=1.2, seed=0, kind=None, pot_material=None, pot_radius=None, rotation=0.0):
    """A plant in a pot, overall `height` from the floor to its top. kind: "areca" (areca palm,
    arching fronds), "rubber" (ficus, big glossy oval leaves on upright stems), "snake"
    (sansevieria, upright blades), "fern" (a low spilling mound); random by seed if not given.
    pot_material: terracotta by default (pass e.g. a glazed paint or a brass metal)."""
    rng = random.Random(seed * 997 + 5)
    kind = kind or rng.choice(["areca", "rubber", "snake", "fern"])
    root = _root(name, location, rotation)
    pr = pot_radius or max(0.12, min(0.3, height * 0.18))
    ph = pr * 1.6 if kind != "fern" else pr * 1.3
    soil = _pot(name, root, pr, ph, pot_material or _terracotta())
    plant_h = max(0.15, height - soil)
    leaves = _Leaves(rng)
    wood = _Branches()
    if kind == "areca":
        for i in range(rng.randint(7, 10)):
            a = rng.uniform(0, 2 * math.pi)
            elev = math.radians(rng.uniform(55, 82))
            d = Vector((math.cos(a) * math.cos(elev), math.sin(a) * math.cos(elev), math.sin(elev)))
            length = plant_h * rng.uniform(0.85, 1.1)
            base = Vector((rng.uniform(-0.4, 0.4) * pr, rng.uniform(-0.4, 0.4) * pr, soil))
            pts = []
            p = base.copy()
            for k in range(10):
                pts.append(p.copy())
                d = (d - UP * 0.06).normalized()
                p = p + d * (length / 9)
            sp = pts[::3] + ([pts[-1]] if (len(pts) - 1) % 3 else [])
            wood.add(sp, [0.012 * (1 - 0.8 * k / (len(sp) - 1)) for k in range(len(sp))])
            for k in range(8, 36):
                f = k / 36
                pos, tang = _along(pts, f)
                side = tang.cross(UP)
                side = side.normalized() if side.length > 1e-4 else tang.orthogonal()
                for sgn in (1, -1):
                    ld = (tang * 0.6 + side * sgn * 0.8 - UP * 0.2).normalized()
                    ll = length * 0.22 * math.sin(math.pi * (0.15 + 0.85 * f)) + 0.03
                    leaves.leaf(pos, ld, (UP + side * sgn * 0.2).normalized(), ll, 0.02, fold=0.4, mid=0.3)
        colors = PALM
    elif kind == "rubber":
        for i in range(rng.randint(3, 4)):
            base = Vector((rng.uniform(-0.3, 0.3) * pr, rng.uniform(-0.3, 0.3) * pr, soil))
            d = (UP + Vector((rng.gauss(0, 0.15), rng.gauss(0, 0.15), 0))).normalized()
            length = plant_h * rng.uniform(0.75, 1.0)
            pts = _path(base, d, length, rng, steps=4, wiggle=0.05)
            wood.add(pts, [0.014, 0.012, 0.01, 0.008, 0.006])
            for k in range(10):
                f = 0.3 + 0.7 * k / 10
                pos, tang = _along(pts, f)
                a = k * 2.4 + rng.uniform(-0.3, 0.3)
                out = Vector((math.cos(a), math.sin(a), 0))
                ld = (out * 0.9 + UP * (0.1 + 0.6 * f)).normalized()
                s = 0.2 * (1.1 - 0.4 * f) * rng.uniform(0.85, 1.1) * min(1.0, plant_h / 0.9)
                leaves.leaf(pos + out * 0.03, ld, (UP - out * 0.3).normalized(), s, s * 0.5, fold=0.15, mid=0.45)
        colors = ((0.02, 0.05, 0.02), (0.05, 0.13, 0.04))
    elif kind == "snake":
        for i in range(rng.randint(9, 14)):
            a = rng.uniform(0, 2 * math.pi)
            base = Vector((math.cos(a) * pr * 0.5 * rng.random(), math.sin(a) * pr * 0.5 * rng.random(), soil))
            d = (UP + Vector((math.cos(a), math.sin(a), 0)) * rng.uniform(0.05, 0.25)).normalized()
            length = plant_h * rng.uniform(0.6, 1.0)
            side = d.cross(Vector((rng.gauss(0, 1), rng.gauss(0, 1), 0))).normalized()
            points = [base + d * (length * t) for t in (0, 0.3, 0.6, 0.85, 1.0)]
            leaves.strip(points, [side] * 5, [0.05, 0.065, 0.06, 0.04, 0.0])
        colors = ((0.03, 0.07, 0.03), (0.12, 0.2, 0.06))
    else:  # fern: a spilling mound
        _leafy_mound(leaves, rng, pr * 3.2, pr * 3.2, plant_h, 0.05, per_m2=1400, min_z=soil * 0.7, base=soil)
        colors = ((0.04, 0.1, 0.02), (0.14, 0.27, 0.05))
    leaves.build(name + "-leaves", _leaf_material("plants-house-%s" % kind, *colors, translucency=0.3, specular=0.5 if kind == "rubber" else 0.35), root)
    if wood.paths:
        wood.build(name + "-stems", _leaf_material("plants-stem", (0.06, 0.08, 0.03), (0.12, 0.13, 0.05), translucency=0.05), root, resolution=1)
    return root


def tulsi_planter(name, location, height=0.9, seed=0, color=(0.62, 0.58, 0.52), accent=(0.45, 0.16, 0.08), rotation=0.0, lamp=True):
    """The tulsi kota: a square rendered pedestal (height = its top, default 0.9 m) with a base
    plinth, a cornice, a small niche in front (local -Y) holding a brass diya, and a bushy tulsi
    (holy basil, about 0.5 m) growing from its top basin."""
    from kit import shapes as s
    rng = random.Random(seed * 13 + 7)
    root = _root(name, location, rotation)
    wall = m.plaster("plants-tulsi-wall-%.2f" % color[0], color, mottle=0.1)
    trim = m.plaster("plants-tulsi-trim-%.2f" % accent[0], accent, mottle=0.12)
    w = 0.5
    parts = [
        s.box(name + "-plinth", (w + 0.16, w + 0.16, 0.14), (0, 0, 0.07), trim, 0.012),
        s.box(name + "-body", (w, w, height - 0.26), (0, 0, 0.14 + (height - 0.26) / 2), wall, 0.01),
        s.box(name + "-cornice", (w + 0.12, w + 0.12, 0.06), (0, 0, height - 0.09), trim, 0.01),
        s.box(name + "-basin", (w + 0.04, w + 0.04, 0.06), (0, 0, height - 0.03), wall, 0.01),
    ]
    # the niche for the lamp: a dark recess
    niche = s.box(name + "-niche", (0.16, 0.06, 0.2), (0, -w / 2 + 0.02, 0.14 + (height - 0.26) * 0.45), m.plaster("plants-niche", (0.07, 0.05, 0.04)), 0.005)
    parts.append(niche)
    if lamp:
        brass = m.metal("plants-brass", (0.75, 0.52, 0.22), roughness=0.3)
        diya = s.cylinder(name + "-diya", 0.035, 0.025, (0, -w / 2 - 0.015, niche.location.z - 0.088), brass, vertices=16)
        parts.append(diya)
    for p in parts:
        p.parent = root
    soil = s.box(name + "-soil", (w - 0.04, w - 0.04, 0.02), (0, 0, height - 0.005), _soil(), 0.0)
    soil.parent = root
    # tulsi: a few woody stems with small paired leaves and purple flower spikes
    leaves = _Leaves(rng)
    wood = _Branches()
    spikes = _Leaves(rng)
    bush = 0.5
    for i in range(14):
        a = rng.uniform(0, 2 * math.pi)
        base = Vector((rng.uniform(-0.05, 0.05), rng.uniform(-0.05, 0.05), height))
        d = (UP + Vector((math.cos(a), math.sin(a), 0)) * rng.uniform(0.2, 0.6)).normalized()
        length = bush * rng.uniform(0.6, 1.0)
        pts = _path(base, d, length, rng, steps=4, rise=0.05, wiggle=0.08)
        wood.add(pts, [0.008, 0.006, 0.005, 0.003, 0.002])
        for k in range(16):
            f = 0.2 + 0.8 * k / 16
            pos, tang = _along(pts, f)
            for sgn in (1, -1):
                side = tang.cross(UP)
                side = side.normalized() if side.length > 1e-4 else tang.orthogonal()
                ld = (side * sgn + tang * 0.4 + _random_unit(rng) * 0.3).normalized()
                sz = rng.uniform(0.028, 0.045)
                leaves.leaf(pos, ld, (UP * 0.8 + _random_unit(rng) * 0.3).normalized(), sz, sz * 0.6, fold=0.25, mid=0.45)
        tip = pts[-1]
        for k in range(10):
            q = tip + tang * (0.012 * k)
            spikes.leaf(q, _random_unit(rng), UP, 0.012, 0.01, fold=0.0, mid=0.5)
    leaves.build(name + "-leaves", _leaf_material("plants-tulsi", *TULSI), root)
    spikes.build(name + "-spikes", _leaf_material("plants-tulsi-spike", (0.12, 0.05, 0.1), (0.25, 0.1, 0.2), translucency=0.2), root)
    wood.build(name + "-stems", _leaf_material("plants-tulsi-stem", (0.1, 0.06, 0.06), (0.16, 0.1, 0.08), translucency=0.05), root, resolution=1)
    return root
