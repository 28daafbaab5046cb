"""Work under way: building-site materials and props (RCC columns with rebar starters, formwork,
props, scaffolding, a tower crane, a material hoist, bricks, cement bags, a wheelbarrow, hard hats,
ladders, a site board). Everything is procedural. Many small parts are gathered into one mesh per
material with Batch, which keeps big scenes light."""
import math

import bmesh
import bpy
from mathutils import Matrix, Vector

from kit import materials as m
from kit import shapes

_cache = {}


# ---------------------------------------------------------------- materials

def _new(name):
    if name in _cache:
        return None, None, None
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    _cache[name] = material
    nodes = material.node_tree.nodes
    return material, nodes, nodes["Principled BSDF"]


def _link(material, a, b):
    material.node_tree.links.new(a, b)


def _wall_coords(material, nodes, scale=1.0):
    """(x + y, z): a 2D coordinate that runs along any wall parallel to X or Y."""
    coords = nodes.new("ShaderNodeTexCoord")
    sep = nodes.new("ShaderNodeSeparateXYZ")
    _link(material, coords.outputs["Object"], sep.inputs[0])
    add = nodes.new("ShaderNodeMath")
    add.operation = "ADD"
    _link(material, sep.outputs[0], add.inputs[0])
    _link(material, sep.outputs[1], add.inputs[1])
    comb = nodes.new("ShaderNodeCombineXYZ")
    _link(material, add.outputs[0], comb.inputs[0])
    _link(material, sep.outputs[2], comb.inputs[1])
    return comb.outputs[0], coords.outputs["Object"]


def _noise(material, nodes, vector, scale, detail=4.0):
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    _link(material, vector, noise.inputs["Vector"])
    return noise.outputs["Fac"]


def _ramp(material, nodes, fac, stops):
    ramp = nodes.new("ShaderNodeValToRGB")
    el = ramp.color_ramp.elements
    el[0].position, el[0].color = stops[0][0], (*stops[0][1], 1)
    el[1].position, el[1].color = stops[-1][0], (*stops[-1][1], 1)
    for pos, col in stops[1:-1]:
        e = el.new(pos)
        e.color = (*col, 1)
    _link(material, fac, ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def _bump(material, nodes, bsdf, height, strength, distance=0.01):
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    _link(material, height, bump.inputs["Height"])
    _link(material, bump.outputs["Normal"], bsdf.inputs["Normal"])


def soil(name="soil", color=(0.32, 0.15, 0.08), dry=(0.45, 0.3, 0.2)):
    """Deccan red-brown earth, churned and dusty, with tyre-packed paler patches."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    patch = _noise(material, nodes, coords, 0.25, detail=8)
    fine = _noise(material, nodes, coords, 6.0, detail=6)
    mix = nodes.new("ShaderNodeMath")
    mix.operation = "MULTIPLY_ADD"
    mix.inputs[1].default_value = 0.35
    _link(material, fine, mix.inputs[0])
    _link(material, patch, mix.inputs[2])
    tone = _ramp(material, nodes, mix.outputs[0], [(0.42, tuple(c * 0.7 for c in color)), (0.6, color), (0.8, dry)])
    # wide drifts of pale dust and darker, damper ground, tens of metres across
    wide = _ramp(material, nodes, _noise(material, nodes, coords, 0.03, detail=3), [(0.38, (0.82, 0.82, 0.82)), (0.62, (1.12, 1.1, 1.06))])
    drift = nodes.new("ShaderNodeMixRGB")
    drift.blend_type = "MULTIPLY"
    drift.inputs["Fac"].default_value = 1.0
    _link(material, tone, drift.inputs[1])
    _link(material, wide, drift.inputs[2])
    _link(material, drift.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.97
    bsdf.inputs["Specular"].default_value = 0.2
    grit = _noise(material, nodes, coords, 60.0, detail=6)
    _bump(material, nodes, bsdf, grit, 0.8, 0.03)
    return material


def brick(name="brick", color=(0.42, 0.14, 0.07), mortar=(0.5, 0.47, 0.42), raw=True):
    """Red clay bricks in English bond-ish courses (230 x 75 mm + 10 mm joints)."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    wall, coords = _wall_coords(material, nodes)
    tex = nodes.new("ShaderNodeTexBrick")
    tex.offset = 0.5
    tex.inputs["Scale"].default_value = 1.0
    tex.inputs["Brick Width"].default_value = 0.24
    tex.inputs["Row Height"].default_value = 0.085
    tex.inputs["Mortar Size"].default_value = 0.011 if raw else 0.009
    tex.inputs["Mortar Smooth"].default_value = 0.2
    tex.inputs["Bias"].default_value = 0.0
    tex.inputs["Color1"].default_value = (*color, 1)
    tex.inputs["Color2"].default_value = (color[0] * 0.72, color[1] * 0.7, color[2] * 0.75, 1)
    tex.inputs["Mortar"].default_value = (*mortar, 1)
    _link(material, wall, tex.inputs["Vector"])
    blot = _noise(material, nodes, coords, 9.0, detail=5)
    tint = _ramp(material, nodes, blot, [(0.35, (0.78, 0.74, 0.72)), (0.65, (1.08, 1.0, 0.95))])
    mul = nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    mul.inputs["Fac"].default_value = 0.8
    _link(material, tex.outputs["Color"], mul.inputs[1])
    _link(material, tint, mul.inputs[2])
    # the fired clay's grain and pits, and the joints set back behind the faces: without them the
    # wall read as a printed pattern (review)
    grain = _noise(material, nodes, coords, 140.0, detail=3)
    speck = _ramp(material, nodes, grain, [(0.3, (0.8, 0.8, 0.8)), (0.7, (1.05, 1.05, 1.05))])
    fleck = nodes.new("ShaderNodeMixRGB")
    fleck.blend_type = "MULTIPLY"
    fleck.inputs["Fac"].default_value = 1.0
    _link(material, mul.outputs[0], fleck.inputs[1])
    _link(material, speck, fleck.inputs[2])
    _link(material, fleck.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.92
    bsdf.inputs["Specular"].default_value = 0.25
    relief = nodes.new("ShaderNodeMath")
    relief.operation = "MULTIPLY_ADD"
    relief.inputs[1].default_value = 0.12
    _link(material, grain, relief.inputs[0])
    _link(material, tex.outputs["Fac"], relief.inputs[2])
    _bump(material, nodes, bsdf, relief.outputs[0], 0.8, 0.012)
    return material


def corrugated(name, color, pitch=0.076, stripe=None, stripe_z=(1.8, 2.1)):
    """Profiled metal sheet (site hoarding, roofs); the ribs run up the sheet. An optional painted
    band (stripe colour between stripe_z heights, in object space)."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    wall, coords = _wall_coords(material, nodes)
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "X"
    wave.wave_profile = "SIN"
    wave.inputs["Scale"].default_value = 1.0 / pitch / 6.28 * 6.28
    wave.inputs["Distortion"].default_value = 0.0
    wave.inputs["Detail"].default_value = 0.0
    _link(material, wall, wave.inputs["Vector"])
    dirt = _noise(material, nodes, coords, 3.0, detail=6)
    base = _ramp(material, nodes, dirt, [(0.35, tuple(c * 0.8 for c in color)), (0.7, color)])
    color_out = base
    if stripe:
        sep = nodes.new("ShaderNodeSeparateXYZ")
        _link(material, coords, sep.inputs[0])
        lo = nodes.new("ShaderNodeMath")
        lo.operation = "GREATER_THAN"
        lo.inputs[1].default_value = stripe_z[0]
        hi = nodes.new("ShaderNodeMath")
        hi.operation = "LESS_THAN"
        hi.inputs[1].default_value = stripe_z[1]
        _link(material, sep.outputs[2], lo.inputs[0])
        _link(material, sep.outputs[2], hi.inputs[0])
        both = nodes.new("ShaderNodeMath")
        both.operation = "MULTIPLY"
        _link(material, lo.outputs[0], both.inputs[0])
        _link(material, hi.outputs[0], both.inputs[1])
        mix = nodes.new("ShaderNodeMixRGB")
        _link(material, both.outputs[0], mix.inputs["Fac"])
        _link(material, base, mix.inputs[1])
        mix.inputs[2].default_value = (*stripe, 1)
        color_out = mix.outputs[0]
    _link(material, color_out, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.6
    bsdf.inputs["Metallic"].default_value = 0.0
    _bump(material, nodes, bsdf, wave.outputs["Fac"], 0.35, 0.02)
    return material


def plywood(name="plywood", color=(0.36, 0.17, 0.07), stained=True):
    """Shuttering ply: film-faced brown, splashed grey with cement where it has been used."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    grain = _noise(material, nodes, coords, 4.0, detail=8)
    stops = [(0.3, tuple(c * 0.75 for c in color)), (0.55, color), (0.75, tuple(min(1, c * 1.15) for c in color))]
    tone = _ramp(material, nodes, grain, stops)
    out = tone
    if stained:
        splash = _noise(material, nodes, coords, 2.2, detail=10)
        mask = _ramp(material, nodes, splash, [(0.58, (0, 0, 0)), (0.66, (1, 1, 1))])
        mix = nodes.new("ShaderNodeMixRGB")
        _link(material, mask, mix.inputs["Fac"])
        _link(material, tone, mix.inputs[1])
        mix.inputs[2].default_value = (0.42, 0.41, 0.38, 1)
        out = mix.outputs[0]
    _link(material, out, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.7
    fine = _noise(material, nodes, coords, 80.0, detail=3)
    _bump(material, nodes, bsdf, fine, 0.15, 0.004)
    return material


def timber(name="timber", color=(0.5, 0.36, 0.22)):
    """Rough sawn shuttering timber (battens, runners, planks)."""
    return m.wood(name, light=color, dark=tuple(c * 0.62 for c in color), roughness=0.85, scale=3.0, along="X")


def rebar():
    """Ribbed steel bars, their dark mill-scale rusting brown: fine flecks along each bar, not the
    large black and orange blotches a coarse noise gave (they read as camouflage: review)."""
    name = "rebar"
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    rust = _noise(material, nodes, coords, 90.0, detail=4)
    tone = _ramp(material, nodes, rust, [(0.4, (0.1, 0.065, 0.05)), (0.55, (0.2, 0.095, 0.05)), (0.7, (0.27, 0.13, 0.06))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Metallic"].default_value = 0.25
    bsdf.inputs["Roughness"].default_value = 0.75
    return material


def galvanised():
    name = "galvanised"
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    spot = _noise(material, nodes, coords, 5.0, detail=6)
    tone = _ramp(material, nodes, spot, [(0.3, (0.36, 0.36, 0.35)), (0.7, (0.6, 0.6, 0.58))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Metallic"].default_value = 0.85
    bsdf.inputs["Roughness"].default_value = 0.45
    return material


def shade_net(name="shade-net", color=(0.03, 0.12, 0.05), density=0.45):
    """Green HDPE shade net hung on scaffolding: partly see-through."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.8
    output = nodes["Material Output"]
    transparent = nodes.new("ShaderNodeBsdfTransparent")
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = density
    _link(material, transparent.outputs[0], mix.inputs[1])
    _link(material, bsdf.outputs[0], mix.inputs[2])
    _link(material, mix.outputs[0], output.inputs["Surface"])
    material.blend_method = "BLEND"
    return material


def crane_yellow():
    return m.paint("crane-yellow", (0.75, 0.5, 0.03), roughness=0.5)


# ---------------------------------------------------------------- Batch: many parts, one mesh

class Batch:
    """Gathers boxes and round struts into one bmesh, to become one object."""

    def __init__(self):
        self.bm = bmesh.new()

    def box(self, x0, y0, z0, x1, y1, z1):
        bm = self.bm
        xs, ys, zs = sorted((x0, x1)), sorted((y0, y1)), sorted((z0, z1))
        v = [bm.verts.new((xs[i & 1], ys[(i >> 1) & 1], zs[(i >> 2) & 1])) for i in range(8)]
        for f in ((0, 2, 3, 1), (4, 5, 7, 6), (0, 1, 5, 4), (2, 6, 7, 3), (0, 4, 6, 2), (1, 3, 7, 5)):
            bm.faces.new([v[i] for i in f])

    def cbox(self, centre, size, rotation_z=0.0):
        """A box about its centre, turned about Z."""
        cx, cy, cz = centre
        sx, sy, sz = (s / 2 for s in size)
        c, s = math.cos(rotation_z), math.sin(rotation_z)
        bm = self.bm
        v = []
        for i in range(8):
            x = sx if i & 1 else -sx
            y = sy if (i >> 1) & 1 else -sy
            z = sz if (i >> 2) & 1 else -sz
            v.append(bm.verts.new((cx + x * c - y * s, cy + x * s + y * c, cz + z)))
        for f in ((0, 2, 3, 1), (4, 5, 7, 6), (0, 1, 5, 4), (2, 6, 7, 3), (0, 4, 6, 2), (1, 3, 7, 5)):
            bm.faces.new([v[i] for i in f])

    def strut(self, p0, p1, radius, sides=6, square=False):
        a, b = Vector(p0), Vector(p1)
        axis = b - a
        if axis.length < 1e-6:
            return
        q = axis.normalized().to_track_quat("Z", "Y")
        mat = q.to_matrix()
        bm = self.bm
        ring0, ring1 = [], []
        n = 4 if square else sides
        for i in range(n):
            t = 2 * math.pi * (i + (0.5 if square else 0)) / n
            off = mat @ Vector((math.cos(t) * radius, math.sin(t) * radius, 0))
            ring0.append(bm.verts.new(a + off))
            ring1.append(bm.verts.new(b + off))
        for i in range(n):
            j = (i + 1) % n
            bm.faces.new((ring0[i], ring0[j], ring1[j], ring1[i]))
        bm.faces.new(list(reversed(ring0)))
        bm.faces.new(ring1)

    def polyline(self, points, radius, sides=6):
        for p0, p1 in zip(points, points[1:]):
            self.strut(p0, p1, radius, sides)

    def done(self, name, material, bevel=0.0, smooth=False):
        mesh = bpy.data.meshes.new(name)
        self.bm.to_mesh(mesh)
        self.bm.free()
        if smooth:
            for p in mesh.polygons:
                p.use_smooth = True
            mesh.use_auto_smooth = True
            mesh.auto_smooth_angle = math.radians(50)
        obj = bpy.data.objects.new(name, mesh)
        mesh.materials.append(material)
        bpy.context.scene.collection.objects.link(obj)
        if bevel:
            mod = obj.modifiers.new("bevel", "BEVEL")
            mod.width = bevel
            mod.segments = 1
            mod.limit_method = "ANGLE"
        return obj


# ---------------------------------------------------------------- structure parts

def edge_guard(posts, rails, toe, corners, z, height=1.0, spacing=2.0):
    """Edge protection along an open slab's edge: steel posts every couple of metres, a top and a
    middle rail and a toe board, around the closed outline of corners at level z."""
    ring = list(corners) + [corners[0]]
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        span = math.hypot(x1 - x0, y1 - y0)
        n = max(1, round(span / spacing))
        for i in range(n):
            px, py = x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n
            posts.strut((px, py, z), (px, py, z + height + 0.05), 0.024, 8)
        for h in (height * 0.5, height):
            rails.strut((x0, y0, z + h), (x1, y1, z + h), 0.021, 8)
        # the toe board stands just inside the posts (corners listed anticlockwise)
        ux, uy = (x1 - x0) / span, (y1 - y0) / span
        toe.cbox(((x0 + x1) / 2 - uy * 0.035, (y0 + y1) / 2 + ux * 0.035, z + 0.075), (span, 0.025, 0.15), math.atan2(uy, ux))


def bar_bundle(bars, ties, p0, p1, count=21, radius=0.008):
    """A crane-landed bundle of bars lying from p0 to p1: packed in rows, narrowing to the top,
    tied with wire at three points (loose rows side by side read as a mat: review)."""
    a, b = Vector(p0), Vector(p1)
    along = (b - a).normalized()
    across = Vector((-along.y, along.x, 0)).normalized()
    pitch = radius * 2.05
    rows, left = [], count
    width = 1
    while width * (width + 1) // 2 < count:
        width += 1
    for w in range(width, 0, -1):
        take = min(w, left)
        if take:
            rows.append(take)
        left -= take
    section = []
    for k, n in enumerate(rows):
        for i in range(n):
            u = (i - (n - 1) / 2) * pitch
            v = radius + k * pitch * 0.87
            section.append((u, v))
    for i, (u, v) in enumerate(section):
        # each bar a little longer or shorter than the next, as cut
        shift = along * ((i * 7 % 5) - 2) * 0.012
        bars.strut(a + across * u + Vector((0, 0, v)) + shift, b + across * u + Vector((0, 0, v)) + shift, radius, 6)
    half = (rows[0] - 1) / 2 * pitch + radius + 0.003
    top = radius + (len(rows) - 1) * pitch * 0.87 + radius + 0.003
    loop = [(-half, 0.002), (half, 0.002), (half * 0.45, top), (-half * 0.45, top), (-half, 0.002)]
    for t in (0.18, 0.5, 0.82):
        c = a + (b - a) * t
        ties.polyline([c + across * u + Vector((0, 0, v)) for u, v in loop], 0.0025, 4)


def rebar_starters(batch, x, y, z, w, d, length=0.9, bars=8, cover=0.04, radius=0.008, lean=0.0, seed=0):
    """Vertical bars standing out of a column top, with a couple of ties; a few lean a little."""
    import random
    rnd = random.Random(seed)
    pts = []
    hx, hy = w / 2 - cover, d / 2 - cover
    per_side = max(2, bars // 4 + 1)
    for i in range(per_side):
        t = -1 + 2 * i / (per_side - 1)
        pts += [(x + t * hx, y - hy), (x + t * hx, y + hy)]
    for j in range(1, per_side - 1):
        t = -1 + 2 * j / (per_side - 1)
        pts += [(x - hx, y + t * hy), (x + hx, y + t * hy)]
    for px, py in pts:
        dx = (rnd.random() - 0.5) * 0.06 + lean
        dy = (rnd.random() - 0.5) * 0.06
        top = length * (0.9 + rnd.random() * 0.2)
        batch.strut((px, py, z - 0.05), (px + dx, py + dy, z + top), radius, 5)
    for tz in (0.15, 0.45):
        if tz < length:
            corners = [(x - hx, y - hy), (x + hx, y - hy), (x + hx, y + hy), (x - hx, y + hy), (x - hx, y - hy)]
            batch.polyline([(cx, cy, z + tz) for cx, cy in corners], 0.004, 4)


def column_formwork(batch_ply, batch_timber, x, y, z0, z1, w, d, gap=0.02):
    """A plywood box around a column with timber yokes clamped every 0.6 m."""
    t = 0.018
    batch_ply.box(x - w / 2 - t, y - d / 2 - t, z0, x + w / 2 + t, y - d / 2, z1)
    batch_ply.box(x - w / 2 - t, y + d / 2, z0, x + w / 2 + t, y + d / 2 + t, z1)
    batch_ply.box(x - w / 2 - t, y - d / 2, z0, x - w / 2, y + d / 2, z1)
    batch_ply.box(x + w / 2, y - d / 2, z0, x + w / 2 + t, y + d / 2, z1)
    z = z0 + 0.25
    while z < z1 - 0.1:
        e = 0.1
        batch_timber.box(x - w / 2 - t - e, y - d / 2 - t - 0.05, z, x + w / 2 + t + e, y - d / 2 - t, z + 0.08)
        batch_timber.box(x - w / 2 - t - e, y + d / 2 + t, z, x + w / 2 + t + e, y + d / 2 + t + 0.05, z + 0.08)
        batch_timber.box(x - w / 2 - t - 0.05, y - d / 2 - t - e, z + 0.08, x - w / 2 - t, y + d / 2 + t + e, z + 0.16)
        batch_timber.box(x + w / 2 + t, y - d / 2 - t - e, z + 0.08, x + w / 2 + t + 0.05, y + d / 2 + t + e, z + 0.16)
        z += 0.6


def prop(batch, x, y, z0, z1, radius=0.024):
    """An adjustable steel prop: base plate, outer tube, inner tube, head plate."""
    batch.box(x - 0.08, y - 0.08, z0, x + 0.08, y + 0.08, z0 + 0.008)
    mid = z0 + (z1 - z0) * 0.62
    batch.strut((x, y, z0), (x, y, mid), radius, 6)
    batch.strut((x, y, mid - 0.1), (x, y, z1), radius * 0.75, 6)
    batch.box(x - 0.035, y - 0.035, mid - 0.02, x + 0.035, y + 0.035, mid + 0.05)
    batch.box(x - 0.08, y - 0.08, z1 - 0.008, x + 0.08, y + 0.08, z1)


def scaffold(tubes, planks, x0, x1, y_in, z0, z1, axis="X", bay=2.4, lift=2.0, depth=1.0, outward=-1, braces=True, plank_every=1, skip=()):
    """Tube-and-coupler scaffolding along a facade. axis X: the wall runs along X at y=y_in and the
    scaffold stands on its outer side (outward -1: toward -Y). Planks on each lift."""
    r = 0.024

    def P(a, o, z):
        if axis == "X":
            return (a, y_in + outward * o, z)
        return (y_in + outward * o, a, z)

    n = max(1, int(round((x1 - x0) / bay)))
    step = (x1 - x0) / n
    stations = [x0 + i * step for i in range(n + 1)]
    for a in stations:
        for o in (0.25, 0.25 + depth):
            tubes.strut(P(a, o, z0), P(a, o, z1), r)
            tubes.box(*(P(a - 0.08, o - 0.08, z0)), *(P(a + 0.08, o + 0.08, z0 + 0.01))) if axis == "X" else None
    z = z0 + lift
    k = 0
    while z <= z1 + 0.01:
        for o in (0.25, 0.25 + depth):
            tubes.strut(P(x0 - 0.1, o, z), P(x1 + 0.1, o, z), r)
        tubes.strut(P(x0 - 0.1, 0.25 + depth, z + 1.0), P(x1 + 0.1, 0.25 + depth, z + 1.0), r * 0.9) if z + 1.0 <= z1 + 1.2 else None
        for a in stations:
            tubes.strut(P(a, 0.05, z + 0.05), P(a, 0.45 + depth, z + 0.05), r)
        if k % plank_every == 0 and k not in skip:
            # Planks: timber boards laid across the transoms, a few missing or askew.
            nb = 4
            for b in range(nb):
                o0 = 0.3 + b * (depth - 0.05) / nb
                if axis == "X":
                    planks.box(x0, y_in + outward * o0, z + 0.075, x1, y_in + outward * (o0 + (depth - 0.1) / nb), z + 0.115)
                else:
                    planks.box(y_in + outward * o0, x0, z + 0.075, y_in + outward * (o0 + (depth - 0.1) / nb), x1, z + 0.115)
            # toe board
            if axis == "X":
                planks.box(x0, y_in + outward * (0.2 + depth), z + 0.115, x1, y_in + outward * (0.23 + depth), z + 0.265)
            else:
                planks.box(y_in + outward * (0.2 + depth), x0, z + 0.115, y_in + outward * (0.23 + depth), x1, z + 0.265)
        z += lift
        k += 1
    if braces:
        # Face bracing: zig-zag diagonals on the outer face.
        zz = z0
        i = 0
        while zz + lift <= z1 + 0.01:
            a0 = stations[i % 2 * 0] if False else stations[0]
            for s in range(0, len(stations) - 1, 3):
                lo, hi = stations[s], stations[min(s + 1, len(stations) - 1)]
                if i % 2:
                    lo, hi = hi, lo
                tubes.strut(P(lo, 0.3 + depth, zz), P(hi, 0.3 + depth, zz + lift), r * 0.9)
            zz += lift
            i += 1


def lattice(batch, base, size, height, radius=0.06, panel=None, diag=True):
    """A square lattice mast (tower crane, hoist): four chords and zig-zag bracing."""
    bx, by, bz = base
    h = size / 2
    panel = panel or size
    corners = [(bx - h, by - h), (bx + h, by - h), (bx + h, by + h), (bx - h, by + h)]
    for cx, cy in corners:
        batch.strut((cx, cy, bz), (cx, cy, bz + height), radius, 6)
    n = int(height / panel)
    for k in range(n):
        z0, z1 = bz + k * panel, bz + (k + 1) * panel
        for i in range(4):
            a, b = corners[i], corners[(i + 1) % 4]
            batch.strut((a[0], a[1], z0), (b[0], b[1], z0), radius * 0.5, 4)
            if diag:
                if k % 2:
                    a, b = b, a
                batch.strut((a[0], a[1], z0), (b[0], b[1], z1), radius * 0.45, 4)


def truss(batch, p0, p1, up, width, depth, panel, radius=0.05, triangular=True):
    """A horizontal jib: triangular section, two bottom chords, one top chord, zig-zag webs."""
    a, b = Vector(p0), Vector(p1)
    axis = (b - a)
    length = axis.length
    d = axis.normalized()
    side = d.cross(Vector(up)).normalized()
    upv = Vector(up).normalized()
    c1 = [a + side * width / 2, a - side * width / 2, a + upv * depth]
    for c in c1:
        batch.strut(c, c + axis, radius, 6)
    n = max(1, int(length / panel))
    for k in range(n):
        s0, s1 = a + d * (k * length / n), a + d * ((k + 1) * length / n)
        l0, r0, t0 = s0 + side * width / 2, s0 - side * width / 2, s0 + upv * depth
        l1, r1, t1 = s1 + side * width / 2, s1 - side * width / 2, s1 + upv * depth
        batch.strut(l0, r0, radius * 0.5, 4)
        batch.strut(l0, t1 if k % 2 == 0 else t0, radius * 0.45, 4)
        batch.strut(r0, t1 if k % 2 == 0 else t0, radius * 0.45, 4)
        batch.strut(l0, r1, radius * 0.4, 4)


def tower_crane(name, base, mast_height, jib=45.0, counter=14.0, heading_deg=0.0, hook_at=30.0, hook_drop=10.0, load=None):
    """A hammerhead tower crane: lattice mast, slewing unit, cab, triangular jib and counter-jib with
    concrete counterweights, a tower peak with pendant ties, trolley, hook and cable. heading is
    the jib's direction (0 = +X, counter-clockwise)."""
    yellow = crane_yellow()
    steel = m.paint("crane-grey", (0.22, 0.22, 0.22), roughness=0.5)
    cab_glass = m.glass("crane-glass", tint=(0.5, 0.6, 0.62))
    conc = m.concrete("counterweight", (0.55, 0.53, 0.5))
    bx, by, bz = base
    th = math.radians(heading_deg)
    d = Vector((math.cos(th), math.sin(th), 0))
    s = Vector((-math.sin(th), math.cos(th), 0))
    base_v = Vector((bx, by, bz))
    mast = Batch()
    lattice(mast, base, 1.7, mast_height, radius=0.07, panel=1.8)
    top = base_v + Vector((0, 0, mast_height))
    # slewing ring + cab
    mast.box(bx - 1.1, by - 1.1, top.z, bx + 1.1, by + 1.1, top.z + 0.9)
    jz = top.z + 0.9
    truss(mast, top + Vector((0, 0, 0.9)) - d * 0.5, top + Vector((0, 0, 0.9)) + d * jib, (0, 0, 1), 1.4, 1.6, 2.2, radius=0.07)
    truss(mast, top + Vector((0, 0, 0.9)) + d * 0.5, top + Vector((0, 0, 0.9)) - d * counter, (0, 0, 1), 2.0, 0.4, 2.0, radius=0.08)
    # tower peak (A-frame) and pendants
    peak = top + Vector((0, 0, 0.9 + 7.0))
    for sx in (-0.7, 0.7):
        for dx in (-0.7, 0.7):
            mast.strut(top + Vector((0, 0, 0.9)) + d * dx + s * sx, peak, 0.08, 6)
    mast.strut(peak, top + Vector((0, 0, 0.9 + 1.6)) + d * jib * 0.7, 0.035, 5)
    mast.strut(peak, top + Vector((0, 0, 0.9 + 1.6)) + d * jib * 0.35, 0.035, 5)
    mast.strut(peak, top + Vector((0, 0, 0.9 + 0.4)) - d * counter * 0.95, 0.035, 5)
    mast.done(name + "-steel", yellow)
    # cab on the side of the slewing unit
    cab = Batch()
    cc = top + Vector((0, 0, 0.9)) + d * 1.0 - s * 1.3
    cab.cbox((cc.x, cc.y, cc.z + 1.1), (1.8, 1.4, 2.2), th)
    cab.done(name + "-cab", m.paint("crane-cab", (0.85, 0.83, 0.78), roughness=0.4))
    gl = Batch()
    gl.cbox((cc.x + d.x * 0.91, cc.y + d.y * 0.91, cc.z + 1.35), (0.04, 1.2, 1.2), th)
    gl.done(name + "-cabglass", cab_glass)
    # counterweights and machinery on the counter-jib
    cw = Batch()
    for k in range(4):
        p = top + Vector((0, 0, 0.9)) - d * (counter - 0.6 - k * 0.9)
        cw.cbox((p.x, p.y, p.z - 0.6), (0.8, 2.6, 2.6), th)
    cw.done(name + "-weights", conc)
    mach = Batch()
    p = top + Vector((0, 0, 0.9 + 0.4)) - d * (counter * 0.55)
    mach.cbox((p.x, p.y, p.z + 0.5), (2.6, 1.6, 1.0), th)
    mach.done(name + "-machine", steel)
    # trolley, cable, hook block
    tr = top + Vector((0, 0, 0.9)) + d * hook_at
    hook = Batch()
    hook.cbox((tr.x, tr.y, tr.z - 0.15), (1.2, 1.6, 0.3), th)
    hook.strut((tr.x - s.x * 0.15, tr.y - s.y * 0.15, tr.z - 0.3), (tr.x - s.x * 0.15, tr.y - s.y * 0.15, tr.z - hook_drop), 0.012, 5)
    hook.strut((tr.x + s.x * 0.15, tr.y + s.y * 0.15, tr.z - 0.3), (tr.x + s.x * 0.15, tr.y + s.y * 0.15, tr.z - hook_drop), 0.012, 5)
    hook.done(name + "-trolley", steel)
    blk = Batch()
    blk.cbox((tr.x, tr.y, tr.z - hook_drop - 0.35), (0.5, 0.35, 0.7), th)
    blk.done(name + "-hook", yellow)
    hz = tr.z - hook_drop - 0.7
    if load == "rebar":
        bundle = Batch()
        for i in range(4):
            for j in range(3):
                bundle.strut((tr.x - d.x * 3 + s.x * i * 0.03, tr.y - d.y * 3 + s.y * i * 0.03, hz - 2.2 + j * 0.03),
                             (tr.x + d.x * 3 + s.x * i * 0.03, tr.y + d.y * 3 + s.y * i * 0.03, hz - 2.2 + j * 0.03), 0.012, 5)
        bundle.done(name + "-load", rebar())
        sl = Batch()
        for f in (-1.5, 1.5):
            sl.strut((tr.x, tr.y, hz), (tr.x + d.x * f, tr.y + d.y * f, hz - 2.15), 0.01, 4)
        sl.done(name + "-slings", steel)
    # mast base: a concrete pad
    pad = Batch()
    pad.box(bx - 2.5, by - 2.5, bz - 0.3, bx + 2.5, by + 2.5, bz + 0.05)
    pad.done(name + "-pad", m.concrete("crane-pad", (0.5, 0.49, 0.46)))
    return jz


def material_hoist(name, base, height, car_z, axis="Y", ties=(), wall=None):
    """A rack-and-pinion material hoist: lattice mast beside the building, a mesh-sided car, a
    ground enclosure, and ties back to the slabs."""
    bx, by, bz = base
    steel = m.paint("hoist-grey", (0.3, 0.32, 0.33), roughness=0.45)
    mast = Batch()
    lattice(mast, base, 0.65, height, radius=0.035, panel=1.5)
    for tz in ties:
        if wall is not None:
            if axis == "Y":
                mast.strut((bx, by, tz), (wall, by, tz), 0.03)
            else:
                mast.strut((bx, by, tz), (bx, wall, tz), 0.03)
    mast.done(name + "-mast", steel)
    car = Batch()
    o = 1.35  # the car hangs on the mast's outer side
    if axis == "Y":
        cx, cy = bx + 0.0, by - 1.6
    else:
        cx, cy = bx - 1.6, by
    car.box(cx - 0.9, cy - 1.2, car_z, cx + 0.9, cy + 1.2, car_z + 0.15)
    car.box(cx - 0.9, cy - 1.2, car_z + 2.3, cx + 0.9, cy + 1.2, car_z + 2.4)
    for px in (-0.9, 0.9):
        for py in (-1.2, 1.2):
            car.strut((cx + px, cy + py, car_z), (cx + px, cy + py, car_z + 2.4), 0.03, 4)
    car.done(name + "-car", m.paint("hoist-orange", (0.7, 0.22, 0.03), roughness=0.5))
    net = Batch()
    net.box(cx - 0.9, cy - 1.2, car_z + 0.15, cx + 0.9, cy - 1.19, car_z + 2.3)
    net.box(cx - 0.9, cy + 1.19, car_z + 0.15, cx + 0.9, cy + 1.2, car_z + 2.3)
    net.done(name + "-mesh", shade_net("hoist-mesh", (0.2, 0.2, 0.2), 0.5))
    base_b = Batch()
    base_b.box(bx - 2.0, by - 3.2, bz, bx + 1.2, by + 1.2, bz + 0.15)
    base_b.done(name + "-base", m.concrete("hoist-base", (0.5, 0.49, 0.46)))


# ---------------------------------------------------------------- site clutter

def brick_stack(name, location, nx=6, ny=4, layers=8, rotation_z=0.0, missing=0, seed=1):
    """A stack of red bricks, laid crosswise layer by layer, the top layer partly taken."""
    import random
    rnd = random.Random(seed)
    b = Batch()
    x0, y0, z0 = location
    c, s = math.cos(rotation_z), math.sin(rotation_z)
    L, W, H = 0.23, 0.11, 0.075
    for k in range(layers):
        for i in range(nx):
            for j in range(ny):
                if k == layers - 1 and (i * ny + j) < missing:
                    continue
                if k % 2 == 0:
                    lx, ly = (i + 0.5) * L / 2 * 2 * 0.5 * 2 / 2, 0
                lx = (i + 0.5) * (W + 0.005) if k % 2 else (i // 2 + 0.5) * (L + 0.005)
                ly = (j + 0.5) * (L + 0.005) / 2 if k % 2 else (j + 0.5) * (W + 0.005)
                if k % 2 == 0 and i % 2:
                    continue
                if k % 2 and j % 2:
                    continue
                size = (W, L, H) if k % 2 else (L, W, H)
                jit = (rnd.random() - 0.5) * 0.012
                px, py = lx + jit, ly + jit
                b.cbox((x0 + px * c - py * s, y0 + px * s + py * c, z0 + (k + 0.5) * (H + 0.004)), size, rotation_z + (rnd.random() - 0.5) * 0.03)
    return b.done(name, brick("loose-brick", (0.45, 0.16, 0.08), mortar=(0.45, 0.16, 0.08)), bevel=0.006)


def cement_bags(name, location, count=10, rotation_z=0.0, seed=2):
    """Grey 50 kg cement bags, stacked in alternating courses, soft-cornered."""
    import random
    rnd = random.Random(seed)
    b = Batch()
    x0, y0, z0 = location
    c, s = math.cos(rotation_z), math.sin(rotation_z)
    per = 2
    for k in range(count):
        layer, i = divmod(k, per)
        px = (i - 0.5) * 0.42
        py = 0.0
        jx, jy = (rnd.random() - 0.5) * 0.04, (rnd.random() - 0.5) * 0.04
        rot = rotation_z + (math.pi / 2 if layer % 2 else 0) * 0 + (rnd.random() - 0.5) * 0.08
        cx = x0 + (px + jx) * c - (py + jy) * s
        cy = y0 + (px + jx) * s + (py + jy) * c
        b.cbox((cx, cy, z0 + 0.065 + layer * 0.125), (0.4, 0.66, 0.12), rot)
    obj = b.done(name, _bag_material())
    mod = obj.modifiers.new("soft", "BEVEL")
    mod.width = 0.04
    mod.segments = 3
    return obj


def _bag_material():
    name = "cement-bag"
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    spot = _noise(material, nodes, coords, 6.0, detail=5)
    tone = _ramp(material, nodes, spot, [(0.35, (0.5, 0.5, 0.48)), (0.65, (0.66, 0.65, 0.62))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.85
    wr = _noise(material, nodes, coords, 25.0, detail=4)
    _bump(material, nodes, bsdf, wr, 0.3, 0.01)
    return material


def wheelbarrow(name, location, rotation_z=0.0):
    """A steel pan barrow on a single wheel, handles resting on the ground legs."""
    x, y, z = location
    c, s = math.cos(rotation_z), math.sin(rotation_z)

    def P(px, py, pz):
        return (x + px * c - py * s, y + px * s + py * c, z + pz)

    pan = Batch()
    # a tapered pan from four sloped sides and a bottom
    pan.cbox(P(0.0, 0, 0.42), (0.55, 0.45, 0.03), rotation_z)
    pan.done(name + "-pan-bottom", m.paint("barrow-green", (0.08, 0.2, 0.1), roughness=0.6))
    sides = Batch()
    bm = sides.bm
    top = [(-0.45, -0.33), (0.38, -0.33), (0.38, 0.33), (-0.45, 0.33)]
    bot = [(-0.27, -0.22), (0.27, -0.22), (0.27, 0.22), (-0.27, 0.22)]
    vt = [bm.verts.new(P(px, py, 0.72)) for px, py in top]
    vb = [bm.verts.new(P(px, py, 0.42)) for px, py in bot]
    for i in range(4):
        j = (i + 1) % 4
        bm.faces.new((vb[i], vb[j], vt[j], vt[i]))
    o = sides.done(name + "-pan", m.paint("barrow-green", (0.08, 0.2, 0.1), roughness=0.6))
    sol = o.modifiers.new("thick", "SOLIDIFY")
    sol.thickness = 0.01
    frame = Batch()
    for sy in (-0.24, 0.24):
        frame.polyline([P(-1.15, sy * 1.25, 0.55), P(-0.4, sy, 0.4), P(0.45, sy * 0.4, 0.3)], 0.016)
        frame.strut(P(-0.35, sy, 0.4), P(-0.35, sy, 0.0), 0.014)
    frame.strut(P(0.45, -0.1, 0.3), P(0.45, 0.1, 0.3), 0.012)
    frame.done(name + "-frame", m.paint("barrow-frame", (0.05, 0.05, 0.05), roughness=0.5))
    wheel = Batch()
    bm = wheel.bm
    wheel_obj_loc = P(0.45, 0, 0.2)
    w = wheel.done(name + "-wheel-tmp", m.paint("tyre", (0.02, 0.02, 0.02), roughness=0.8))
    bpy.data.objects.remove(w)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.15, minor_radius=0.05, location=wheel_obj_loc, rotation=(math.pi / 2, 0, rotation_z))
    tyre = bpy.context.active_object
    tyre.name = name + "-tyre"
    tyre.data.materials.append(m.paint("tyre", (0.02, 0.02, 0.02), roughness=0.8))
    return o


def two_wheeler(name, location, rotation_z=0.0, color=(0.45, 0.03, 0.03), scooter=False):
    """A commuter motorcycle (or a scooter) on its side stand, leaning a little to its left: the
    workers' and the engineer's rides, parked by the gate. Built along +X, front wheel forward."""
    parts = []
    wheel = 0.24 if scooter else 0.3
    # each wheel a short fat cylinder of tyre with a wider, thinner one of rim inside it
    tyres, rims = Batch(), Batch()
    for wx in (-0.64, 0.64):
        tyres.strut((wx, -0.05, wheel), (wx, 0.05, wheel), wheel, 20)
        rims.strut((wx, -0.055, wheel), (wx, 0.055, wheel), wheel * 0.62, 16)
    parts.append(tyres.done(name + "-tyres", m.paint("bike-tyre", (0.025, 0.025, 0.025), roughness=0.75), bevel=0.02))
    parts.append(rims.done(name + "-rims", m.metal("bike-rim", (0.55, 0.55, 0.55), 0.35)))
    body = Batch()
    black = Batch()
    if scooter:
        body.cbox((0.45, 0, 0.65), (0.22, 0.34, 0.9))          # the front apron
        body.cbox((-0.35, 0, 0.5), (0.8, 0.36, 0.32))          # the rear body over the engine
        body.cbox((0.05, 0, 0.3), (0.55, 0.3, 0.06))           # the footboard
        black.cbox((-0.3, 0, 0.7), (0.7, 0.3, 0.08))           # seat
        black.strut((0.55, -0.32, 1.05), (0.55, 0.32, 1.05), 0.014)
    else:
        body.cbox((0.18, 0, 0.86), (0.46, 0.26, 0.2))          # tank
        body.cbox((-0.62, 0, 0.74), (0.42, 0.2, 0.05))         # rear mudguard
        body.cbox((0.66, 0, 0.62), (0.3, 0.12, 0.04))          # front mudguard
        body.cbox((-0.2, 0.15, 0.62), (0.3, 0.04, 0.16))       # side panel
        black.cbox((-0.32, 0, 0.86), (0.6, 0.25, 0.09))        # seat
        black.cbox((0.0, 0, 0.42), (0.36, 0.24, 0.3))          # engine
        black.strut((-0.05, 0.12, 0.42), (-0.7, 0.16, 0.38), 0.035, 8)  # silencer
        black.strut((0.58, 0, 0.32), (0.44, 0, 1.0), 0.022)   # fork
        black.strut((0.44, -0.34, 1.06), (0.44, 0.34, 1.06), 0.013)  # handlebar
        black.strut((0.1, 0, 0.72), (-0.64, 0, 0.32), 0.02)   # frame to the rear axle
    body.cbox((0.54, 0, 0.98), (0.08, 0.16, 0.14))              # headlamp housing
    parts.append(body.done(name + "-body", m.paint(f"bike-paint-{color}", color, roughness=0.3, clearcoat=0.6), bevel=0.01))
    parts.append(black.done(name + "-black", m.paint("bike-black", (0.03, 0.03, 0.03), roughness=0.5)))
    x, y, z = location
    for part in parts:
        part.location = (x, y, z)
        part.rotation_euler = (math.radians(-6), 0, rotation_z)
    return parts[0]


def hard_hat(name, location, color=(0.85, 0.6, 0.02), rotation_z=0.0, tilt=0.0):
    """A safety helmet resting on its rim: a tall, narrow shell (longer than it is wide) with a
    peak over the brow, a raised crest and two side ribs over the crown, a narrow brim round the
    sides and back, and the dark suspension band inside. A hemisphere reads as a bowl."""
    x, y, z = location
    mat = m.paint(f"hat-{color}", color, roughness=0.35, clearcoat=0.3)
    sx, sy, sz = 1.08, 0.84, 1.16

    def shaped(obj):
        bm = bmesh.new()
        bm.from_mesh(obj.data)
        for v in bm.verts:
            v.co.x *= sx
            v.co.y *= sy
            v.co.z *= sz
        bm.to_mesh(obj.data)
        bm.free()
        for p in obj.data.polygons:
            p.use_smooth = True
        obj.data.materials.append(mat)
        return obj

    bpy.ops.mesh.primitive_uv_sphere_add(segments=40, ring_count=20, radius=0.125, location=(0, 0, 0))
    shell = bpy.context.active_object
    bm = bmesh.new()
    bm.from_mesh(shell.data)
    bmesh.ops.delete(bm, geom=[v for v in bm.verts if v.co.z < -0.001], context="VERTS")
    # the peak: the front of the lowest rings drawn forward and down a little
    for v in bm.verts:
        if v.co.z < 0.03 and v.co.x > 0.04:
            f = (v.co.x - 0.04) / 0.085
            v.co.x += 0.05 * f
            v.co.z -= 0.006 * f
    bm.to_mesh(shell.data)
    bm.free()
    shaped(shell)
    solid = shell.modifiers.new("thick", "SOLIDIFY")
    solid.thickness = 0.005
    sub = shell.modifiers.new("smooth", "SUBSURF")
    sub.levels = 1
    sub.render_levels = 1
    parts = []
    # the crest and the side ribs: arcs over the crown from front to back
    for side, minor in ((0.0, 0.014), (-0.045, 0.008), (0.045, 0.008)):
        bpy.ops.mesh.primitive_torus_add(major_radius=math.sqrt(0.125 ** 2 - side ** 2) + 0.002, minor_radius=minor, major_segments=48, minor_segments=8, location=(0, side, 0), rotation=(math.pi / 2, 0, 0))
        rib = bpy.context.active_object
        # stand the ring up in the mesh itself, so the shell's stretch applies to it the same way
        bpy.ops.object.transform_apply(location=False, rotation=True, scale=False)
        bm = bmesh.new()
        bm.from_mesh(rib.data)
        bmesh.ops.delete(bm, geom=[v for v in bm.verts if v.co.z < 0.035], context="VERTS")
        bm.to_mesh(rib.data)
        bm.free()
        parts.append(shaped(rib))
    # the brim round the sides and back
    bpy.ops.mesh.primitive_torus_add(major_radius=0.128, minor_radius=0.012, major_segments=48, minor_segments=8, location=(0, 0, 0.004))
    brim = bpy.context.active_object
    brim.scale = (1.0, 1.0, 0.35)
    bpy.ops.object.transform_apply(scale=True)
    bm = bmesh.new()
    bm.from_mesh(brim.data)
    bmesh.ops.delete(bm, geom=[v for v in bm.verts if v.co.x > 0.06], context="VERTS")
    bm.to_mesh(brim.data)
    bm.free()
    parts.append(shaped(brim))
    band = shapes.cylinder(name + "-band", 0.112, 0.03, (0, 0, 0.035), m.paint("hat-suspension", (0.04, 0.04, 0.04), 0.6), vertices=32)
    band.scale = (sx * 0.95, sy * 0.95, 1.0)
    parts.append(band)
    for i, part in enumerate(parts):
        part.parent = shell
        part.name = f"{name}-part{i}"
    shell.name = name
    shell.location = (x, y, z + 0.004)
    shell.rotation_euler = (0, tilt, rotation_z)
    return shell


def ladder(name, base, top, width=0.45, material=None, rung=0.3):
    """A ladder leaning from base (on the floor) to top (against a wall): two stiles and rungs."""
    material = material or m.metal("ladder-alu", (0.7, 0.7, 0.7), roughness=0.35)
    a, b = Vector(base), Vector(top)
    up = b - a
    side = up.cross(Vector((0, 0, 1)))
    if side.length < 1e-6:
        side = Vector((1, 0, 0))
    side = side.normalized() * width / 2
    lad = Batch()
    for sgn in (-1, 1):
        p0, p1 = a + side * sgn, b + side * sgn
        lad.strut(p0, p1, 0.028, square=True)
    n = int(up.length / rung)
    for k in range(1, n + 1):
        p = a + up * (k * rung / up.length)
        lad.strut(p - side, p + side, 0.014, 6)
    return lad.done(name, material, smooth=False)


def stepladder(name, location, height=1.8, rotation_z=0.0, material=None):
    """An A-frame aluminium step ladder standing open."""
    material = material or m.metal("ladder-alu", (0.7, 0.7, 0.7), roughness=0.35)
    x, y, z = location
    c, s = math.cos(rotation_z), math.sin(rotation_z)

    def P(px, py, pz):
        return (x + px * c - py * s, y + px * s + py * c, z + pz)

    spread = height * 0.32
    lad = Batch()
    w = 0.5
    for sy in (-w / 2, w / 2):
        lad.strut(P(-spread, sy * 1.15, 0), P(0, sy, height), 0.03, square=True)
        lad.strut(P(spread, sy * 1.15, 0), P(0.02, sy, height - 0.05), 0.025, square=True)
    n = int(height / 0.27)
    for k in range(1, n):
        t = k / n
        px = -spread * (1 - t)
        lad.cbox(P(px, 0, t * height), (0.09, w * (1.15 - 0.15 * t), 0.025), rotation_z)
    lad.cbox(P(0, 0, height + 0.02), (0.22, w + 0.04, 0.04), rotation_z)
    for sy in (-w / 2, w / 2):
        lad.strut(P(-spread * 0.45, sy, height * 0.55), P(spread * 0.45, sy, height * 0.55), 0.006, 4)
    return lad.done(name, material)


def rolled_drawings(name, location, rotation_z=0.0, count=3, seed=3):
    """A few rolled drawing sheets (white and blue-print) lying together."""
    import random
    rnd = random.Random(seed)
    x, y, z = location
    c, s = math.cos(rotation_z), math.sin(rotation_z)
    objs = []
    for i in range(count):
        r = 0.03 + rnd.random() * 0.012
        L = 0.6 + rnd.random() * 0.25
        off = (i - (count - 1) / 2) * 0.075
        zz = z + r + (0.05 if i == count - 1 and count > 2 else 0)
        if i == count - 1 and count > 2:
            off = 0
        col = (0.85, 0.85, 0.82) if i % 2 == 0 else (0.55, 0.65, 0.8)
        cyl = bpy.data.meshes.new(f"{name}{i}")
        b = Batch()
        b.strut((x - s * off - c * L / 2, y + c * off - s * L / 2, zz), (x - s * off + c * L / 2, y + c * off + s * L / 2, zz), r, 16)
        objs.append(b.done(f"{name}-{i}", m.paint(f"paper-{i % 2}", col, roughness=0.8), smooth=True))
    return objs


def clipboard(name, location, rotation_z=0.0):
    x, y, z = location
    b = Batch()
    b.cbox((x, y, z + 0.004), (0.23, 0.32, 0.008), rotation_z)
    b.done(name, m.paint("clipboard", (0.18, 0.1, 0.05), roughness=0.5))
    p = Batch()
    p.cbox((x + 0.0, y - 0.01, z + 0.0095), (0.21, 0.28, 0.002), rotation_z)
    p.done(name + "-paper", m.paint("paper-white", (0.82, 0.82, 0.78), roughness=0.8))
    k = Batch()
    c, s = math.cos(rotation_z), math.sin(rotation_z)
    k.cbox((x - s * 0.14, y + c * 0.14, z + 0.014), (0.1, 0.03, 0.012), rotation_z)
    k.done(name + "-clip", m.metal("clip-steel", (0.7, 0.7, 0.7), 0.3))


# ---------------------------------------------------------------- distance haze and the far city

def hazify(material, color=(0.62, 0.66, 0.72), distance=700.0, strength=1.0):
    """Blends a material toward the dusty horizon colour with distance from the camera."""
    nodes = material.node_tree.nodes
    output = nodes["Material Output"]
    surface = output.inputs["Surface"].links[0].from_socket
    cam = nodes.new("ShaderNodeCameraData")
    div = nodes.new("ShaderNodeMath")
    div.operation = "DIVIDE"
    div.inputs[1].default_value = distance
    _link(material, cam.outputs["View Distance"], div.inputs[0])
    expo = nodes.new("ShaderNodeMath")
    expo.operation = "EXPONENT"
    neg = nodes.new("ShaderNodeMath")
    neg.operation = "MULTIPLY"
    neg.inputs[1].default_value = -1.0
    _link(material, div.outputs[0], neg.inputs[0])
    _link(material, neg.outputs[0], expo.inputs[0])
    one = nodes.new("ShaderNodeMath")
    one.operation = "SUBTRACT"
    one.inputs[0].default_value = 1.0
    _link(material, expo.outputs[0], one.inputs[1])
    scale = nodes.new("ShaderNodeMath")
    scale.operation = "MULTIPLY"
    scale.inputs[1].default_value = strength
    scale.use_clamp = True
    _link(material, one.outputs[0], scale.inputs[0])
    emit = nodes.new("ShaderNodeEmission")
    emit.inputs["Color"].default_value = (*color, 1)
    emit.inputs["Strength"].default_value = 1.0
    mix = nodes.new("ShaderNodeMixShader")
    _link(material, scale.outputs[0], mix.inputs["Fac"])
    _link(material, surface, mix.inputs[1])
    _link(material, emit.outputs[0], mix.inputs[2])
    _link(material, mix.outputs[0], output.inputs["Surface"])
    return material


def tower_facade(name, wall=(0.72, 0.7, 0.66), glass=(0.08, 0.1, 0.12), haze=(0.62, 0.66, 0.72), distance=700.0, windows=(3.2, 3.1, 0.9)):
    """Far apartment towers: white rendered walls with rows of dark windows and balconies.
    windows: the grid's pitch along the wall, its pitch up the wall, and the wall between panes."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vec, coords = _wall_coords(material, nodes)
    tex = nodes.new("ShaderNodeTexBrick")
    tex.offset = 0.0
    tex.inputs["Scale"].default_value = 1.0
    tex.inputs["Brick Width"].default_value = windows[0]
    tex.inputs["Row Height"].default_value = windows[1]
    tex.inputs["Mortar Size"].default_value = windows[2]
    tex.inputs["Color1"].default_value = (*glass, 1)
    tex.inputs["Color2"].default_value = (glass[0] * 1.6, glass[1] * 1.6, glass[2] * 1.6, 1)
    tex.inputs["Mortar"].default_value = (*wall, 1)
    _link(material, vec, tex.inputs["Vector"])
    _link(material, tex.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.6
    return hazify(material, haze, distance)


def house_facade(name, wall, haze=(0.62, 0.66, 0.72), distance=700.0):
    """A painted house's walls seen from across the street: a window about 1.4 m square every 3 m."""
    return tower_facade(name, wall, glass=(0.05, 0.055, 0.06), haze=haze, distance=distance, windows=(3.0, 3.0, 1.6))


def far_city(seed, centre, radius_min, radius_max, count, sector=(0, 360), heights=(35, 110), haze=(0.62, 0.66, 0.72), distance=700.0):
    """Apartment towers scattered in a ring around the site, hazed with distance: each with a
    balcony band on every floor of its long faces (broken where the stair and lift shafts are),
    a lift head and water tanks on the roof, some with a lower wing."""
    import random
    rnd = random.Random(seed)
    walls = [(0.74, 0.72, 0.68), (0.7, 0.64, 0.56), (0.76, 0.76, 0.74), (0.66, 0.66, 0.64)]
    batches = [Batch() for _ in walls]
    bands = [Batch() for _ in walls]
    tanks = Batch()
    accent_colours = [(0.42, 0.42, 0.43), (0.52, 0.32, 0.24), (0.6, 0.55, 0.46)]
    accents = [Batch() for _ in accent_colours]
    cx, cy = centre
    for i in range(count):
        a = math.radians(rnd.uniform(*sector))
        r = rnd.uniform(radius_min, radius_max)
        x, y = cx + math.sin(a) * r, cy + math.cos(a) * r
        w, d = rnd.uniform(18, 40), rnd.uniform(16, 26)
        h = rnd.uniform(*heights)
        rot = rnd.choice((0, 0, math.radians(rnd.uniform(-20, 20))))
        k = i % len(walls)
        # Details take their own generator, so every tower keeps the place and size it had.
        detail = random.Random(seed * 7919 + i)
        cos_r, sin_r = math.cos(rot), math.sin(rot)

        def at(ox, oy, z):
            return (x + ox * cos_r - oy * sin_r, y + ox * sin_r + oy * cos_r, z)

        batches[k].cbox((x, y, h / 2), (w, d, h), rot)
        batches[k].cbox(at(detail.uniform(-0.2, 0.2) * w, 0, h + 2.0), (w * 0.22, d * 0.35, 4.0), rot)
        for t in range(detail.randint(2, 4)):
            tanks.cbox(at(detail.uniform(-0.4, 0.4) * w, detail.uniform(-0.35, 0.35) * d, h + 0.6), (1.4, 1.4, 1.2), rot)
        if h > 12:
            # balcony parapets in runs either side of a central shaft
            shaft = detail.uniform(0.12, 0.2) * w
            run = (w - shaft) / 2 - 0.6
            # the stair and lift shaft: a plain strip in the tower's accent colour, up to its head
            for side in (-1, 1):
                accents[detail.randrange(len(accents))].cbox(at(0, side * (d / 2 + 0.3), (h + 3.0) / 2), (shaft, 0.6, h + 3.0), rot)
            for floor in range(1, int(h / 3.1)):
                z = floor * 3.1 - 0.55
                for side in (-1, 1):
                    for half in (-1, 1):
                        bands[k].cbox(at(half * (shaft / 2 + run / 2), side * (d / 2 + 0.65), z), (run, 1.3, 1.0), rot)
                    bands[k].cbox(at(side * (w / 2 + 0.65), 0, z), (1.3, d * 0.6, 1.0), rot)
        if detail.random() < 0.45:
            ox, oy = detail.choice((-1, 1)) * w * 0.62, detail.uniform(-0.25, 0.25) * d
            wing_h = max(6.0, h * detail.uniform(0.55, 0.85))
            batches[k].cbox(at(ox, oy, wing_h / 2), (w * 0.45, d * 0.8, wing_h), rot)
    for i, (b, wall) in enumerate(zip(batches, walls)):
        b.done(f"far-city-{seed}-{i}", tower_facade(f"tower-facade-{i}", wall, haze=haze, distance=distance))
    for i, (b, wall) in enumerate(zip(bands, walls)):
        band = hazify(m.paint(f"tower-band-{i}-{seed}", tuple(c * 0.78 for c in wall), 0.7), haze, distance)
        b.done(f"far-city-bands-{seed}-{i}", band)
    for i, (b, colour) in enumerate(zip(accents, accent_colours)):
        b.done(f"far-city-accents-{seed}-{i}", hazify(m.paint(f"tower-accent-{i}-{seed}", colour, 0.7), haze, distance))
    tanks.done(f"far-city-tanks-{seed}", hazify(m.paint(f"tower-tank-{seed}", (0.05, 0.05, 0.05), 0.5), haze, distance))


def tree(name, location, height=7.0, spread=3.0, seed=0, haze=None):
    """A neem-like tree seen from a distance: a forked trunk and clumps of small-leaf canopy."""
    import random
    rnd = random.Random(seed)
    x, y, z = location
    bark = m.paint("bark", (0.12, 0.09, 0.07), roughness=0.9)
    trunk = Batch()
    trunk.strut((x, y, z), (x, y, z + height * 0.45), 0.12 * height / 7, 7)
    tips = []
    for k in range(4):
        a = k * math.pi / 2 + rnd.uniform(-0.4, 0.4)
        tip = (x + math.cos(a) * spread * 0.45, y + math.sin(a) * spread * 0.45, z + height * rnd.uniform(0.62, 0.75))
        trunk.strut((x, y, z + height * 0.42), tip, 0.06 * height / 7, 6)
        tips.append(tip)
    trunk.done(name + "-trunk", bark)
    leaf_mat = m.foliage("neem-leaf", (0.07, 0.16, 0.04))
    for k in range(9):
        a = rnd.uniform(0, 2 * math.pi)
        r = rnd.uniform(0, spread * 0.55)
        cz = z + height * rnd.uniform(0.6, 0.85)
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=3, radius=spread * rnd.uniform(0.32, 0.45), location=(x + math.cos(a) * r, y + math.sin(a) * r, cz))
        blob = bpy.context.active_object
        blob.name = f"{name}-leaf{k}"
        blob.scale = (1, 1, 0.7)
        disp = blob.modifiers.new("lumpy", "DISPLACE")
        tex = bpy.data.textures.get("leafy") or bpy.data.textures.new("leafy", "CLOUDS")
        tex.noise_scale = 0.35
        disp.texture = tex
        disp.strength = 0.5
        blob.data.materials.append(leaf_mat)
        for p in blob.data.polygons:
            p.use_smooth = True


def wet_concrete(name="wet-slab", color=(0.22, 0.21, 0.2)):
    """A freshly cured slab top: grey concrete with darker damp patches and glossy puddles."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    patch = _noise(material, nodes, coords, 0.35, detail=6)
    wet = _ramp(material, nodes, patch, [(0.56, (0, 0, 0)), (0.62, (1, 1, 1))])
    blot = _noise(material, nodes, coords, 3.0, detail=8)
    tone = _ramp(material, nodes, blot, [(0.3, tuple(c * 0.85 for c in color)), (0.7, tuple(c * 1.08 for c in color))])
    dark = nodes.new("ShaderNodeMixRGB")
    dark.blend_type = "MULTIPLY"
    _link(material, wet, dark.inputs["Fac"])
    _link(material, tone, dark.inputs[1])
    dark.inputs[2].default_value = (0.55, 0.55, 0.55, 1)
    _link(material, dark.outputs[0], bsdf.inputs["Base Color"])
    rough = nodes.new("ShaderNodeMapRange")
    _link(material, wet, rough.inputs["Value"])
    rough.inputs["To Min"].default_value = 0.85
    rough.inputs["To Max"].default_value = 0.4
    _link(material, rough.outputs["Result"], bsdf.inputs["Roughness"])
    pores = _noise(material, nodes, coords, 90.0, detail=3)
    _bump(material, nodes, bsdf, pores, 0.12, 0.005)
    return material
