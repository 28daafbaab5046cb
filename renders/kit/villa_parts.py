"""Props and materials for the lakeside, bungalow and villa-interior scenes: Deccan granite
boulders, still reservoir water, hazy hills, terrain from a height function, red oxide floors,
Mangalore tiles, a branching tree trunk and simple stairs."""
import math
import random

import bpy
import bmesh
from mathutils import Vector, noise as mnoise

from kit import materials as m

_cache = {}


def _nodes(name):
    if name in _cache:
        return None, None, None
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    _cache[name] = mat
    return mat, mat.node_tree.nodes, mat.node_tree.links


def _ramp(nodes, links, fac, stops):
    ramp = nodes.new("ShaderNodeValToRGB")
    e = ramp.color_ramp.elements
    e[0].position, e[0].color = stops[0][0], (*stops[0][1], 1)
    e[1].position, e[1].color = stops[-1][0], (*stops[-1][1], 1)
    for pos, col in stops[1:-1]:
        el = e.new(pos)
        el.color = (*col, 1)
    links.new(fac, ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def _noise(nodes, links, vector, scale, detail=4.0, roughness=0.55):
    n = nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = scale
    n.inputs["Detail"].default_value = detail
    n.inputs["Roughness"].default_value = roughness
    links.new(vector, n.inputs["Vector"])
    return n.outputs["Fac"]


def _haze(nodes, links, color_socket, haze_color, near, far):
    """Aerial perspective without a volume: with distance from the camera the surface's shader is
    mixed toward a glow of the haze colour (light scattered by the dusty air). Returns the colour
    unchanged and the mix factor; haze_shader() wires the mix."""
    cam = nodes.new("ShaderNodeCameraData")
    rng = nodes.new("ShaderNodeMapRange")
    rng.inputs["From Min"].default_value = near
    rng.inputs["From Max"].default_value = far
    rng.inputs["To Min"].default_value = 0.0
    rng.inputs["To Max"].default_value = 1.0
    links.new(cam.outputs["View Distance"], rng.inputs["Value"])
    power = nodes.new("ShaderNodeMath")
    power.operation = "POWER"
    power.inputs[1].default_value = 0.8
    links.new(rng.outputs["Result"], power.inputs[0])
    return color_socket, power.outputs[0]


def _haze_shader(nodes, links, bsdf, fac, haze_color, strength=1.0):
    emit = nodes.new("ShaderNodeEmission")
    emit.inputs["Color"].default_value = (*haze_color, 1)
    emit.inputs["Strength"].default_value = strength
    mix = nodes.new("ShaderNodeMixShader")
    links.new(fac, mix.inputs["Fac"])
    links.new(bsdf.outputs["BSDF"], mix.inputs[1])
    links.new(emit.outputs["Emission"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])


def granite(name="vp-granite", color=(0.34, 0.29, 0.26), haze=None, near=60.0, far=900.0):
    """Weathered Deccan granite: pinkish grey with a fine salt-and-pepper grain, darker where rain
    runs down it in places, rust-stained patches, a few small lichen patches, damp at the foot; a
    pitted, lumpy surface. (Large dark blotches read as camouflage, streaks all over as regular
    banding, and a smooth surface as putty: reviews.)"""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    blot = _noise(nodes, links, vec, 1.2, detail=8, roughness=0.6)
    col = _ramp(nodes, links, blot, [(0.3, tuple(c * 0.82 for c in color)), (0.5, color), (0.7, tuple(min(1, c * 1.12) for c in color))])

    def multiply(a, b, fac=1.0):
        mix = nodes.new("ShaderNodeMixRGB")
        mix.blend_type = "MULTIPLY"
        mix.inputs["Fac"].default_value = fac
        links.new(a, mix.inputs[1])
        links.new(b, mix.inputs[2])
        return mix.outputs[0]

    # the grain: dark mica and hornblende specks, and pale feldspar
    for scale, stops, fac in ((260.0, [(0.0, (0.25, 0.25, 0.25)), (0.22, (1, 1, 1))], 0.55), (120.0, [(0.0, (1.2, 1.15, 1.1)), (0.3, (1, 1, 1))], 0.5)):
        vor = nodes.new("ShaderNodeTexVoronoi")
        vor.inputs["Scale"].default_value = scale
        links.new(vec, vor.inputs["Vector"])
        col = multiply(col, _ramp(nodes, links, vor.outputs["Distance"], stops), fac)
    # rain streaks: noise stretched down the rock's height, only where water runs (a mask)
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (7.0, 7.0, 0.5)
    links.new(vec, stretch.inputs["Vector"])
    streak = _noise(nodes, links, stretch.outputs["Vector"], 2.0, detail=4, roughness=0.5)
    runs = _ramp(nodes, links, _noise(nodes, links, vec, 0.7, detail=2), [(0.5, (0, 0, 0)), (0.62, (1, 1, 1))])
    streaked = nodes.new("ShaderNodeMixRGB")
    streaked.inputs["Color1"].default_value = (1, 1, 1, 1)
    links.new(runs, streaked.inputs["Fac"])
    links.new(_ramp(nodes, links, streak, [(0.42, (1, 1, 1)), (0.7, (0.55, 0.53, 0.5))]), streaked.inputs["Color2"])
    col = multiply(col, streaked.outputs[0])
    # iron staining: warm, soft patches
    rust = _noise(nodes, links, vec, 1.8, detail=5, roughness=0.6)
    col = multiply(col, _ramp(nodes, links, rust, [(0.55, (1, 1, 1)), (0.7, (1.0, 0.8, 0.62))]))
    # damp and darker toward the foot
    foot = nodes.new("ShaderNodeSeparateXYZ")
    links.new(vec.node.outputs["Generated"], foot.inputs["Vector"])
    col = multiply(col, _ramp(nodes, links, foot.outputs["Z"], [(0.0, (0.72, 0.72, 0.72)), (0.3, (1, 1, 1))]))
    # lichen: small, scattered, dark
    lich = _noise(nodes, links, vec, 5.0, detail=6, roughness=0.7)
    col = multiply(col, _ramp(nodes, links, lich, [(0.57, (1, 1, 1)), (0.66, (0.5, 0.48, 0.44))]))
    if haze:
        col, hf = _haze(nodes, links, col, haze, near, far)
        _haze_shader(nodes, links, bsdf, hf, haze)
    links.new(col, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.78
    bsdf.inputs["Specular"].default_value = 0.3
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.5
    bump.inputs["Distance"].default_value = 0.03
    fine = _noise(nodes, links, vec, 30.0, detail=8, roughness=0.7)
    lumps = _noise(nodes, links, vec, 5.0, detail=6, roughness=0.65)
    height = nodes.new("ShaderNodeMath")
    height.operation = "MULTIPLY_ADD"
    links.new(lumps, height.inputs[0])
    height.inputs[1].default_value = 2.0
    links.new(fine, height.inputs[2])
    links.new(height.outputs[0], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return mat


def scrub(name="vp-scrub", color=(0.05, 0.07, 0.025), haze=None, near=60.0, far=900.0):
    """Dry-country scrub seen from afar: a dull olive leaf mass, fading into the haze with
    distance like the land it stands on."""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    leaves = _noise(nodes, links, vec, 3.0, detail=4)
    col = _ramp(nodes, links, leaves, [(0.35, tuple(c * 0.7 for c in color)), (0.65, tuple(min(1, c * 1.3) for c in color))])
    if haze:
        col, hf = _haze(nodes, links, col, haze, near, far)
        _haze_shader(nodes, links, bsdf, hf, haze)
    links.new(col, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    # a leafy, broken surface: smooth, it reads as a clipped hedge
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.9
    links.new(_noise(nodes, links, vec, 9.0, detail=8, roughness=0.7), bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return mat


def water(name="vp-water", deep=(0.012, 0.03, 0.03), ripple=0.02):
    """Still reservoir water: a dark, nearly mirror surface (Fresnel reflection) with faint,
    long, wind-drawn ripples."""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (*deep, 1)
    bsdf.inputs["Roughness"].default_value = 0.015
    bsdf.inputs["Specular"].default_value = 0.5
    bsdf.inputs["IOR"].default_value = 1.33
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (0.25, 1.0, 1.0)
    links.new(vec, mapping.inputs["Vector"])
    n = _noise(nodes, links, mapping.outputs["Vector"], 1.6, detail=3, roughness=0.5)
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = ripple
    bump.inputs["Distance"].default_value = 0.05
    links.new(n, bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return mat


def land(name, color=(0.3, 0.16, 0.08), grass=(0.2, 0.18, 0.08), haze=None, near=80.0, far=1200.0, scale=0.4, trees=0.0):
    """Red-brown Deccan earth with dry scrub; with haze, fades to the horizon's colour far away."""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    patch = _noise(nodes, links, vec, scale, detail=8, roughness=0.65)
    col = _ramp(nodes, links, patch, [(0.35, color), (0.5, tuple(c * 1.15 for c in color)), (0.62, grass), (0.8, tuple(c * 0.6 for c in grass))])
    fine = _noise(nodes, links, vec, 12.0, detail=4)
    speck = _ramp(nodes, links, fine, [(0.3, (0.7, 0.7, 0.7)), (0.7, (1.1, 1.1, 1.1))])
    mul = nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    mul.inputs["Fac"].default_value = 0.6
    links.new(col, mul.inputs[1])
    links.new(speck, mul.inputs[2])
    col = mul.outputs[0]
    if trees:
        # scattered scrub seen from afar: a bush in about a third of the cells of a random grid,
        # each its own size, thinning out where the patches are bare (a bush in every cell, all
        # one size, read as polka dots: review)
        vor = nodes.new("ShaderNodeTexVoronoi")
        vor.inputs["Scale"].default_value = trees
        vor.inputs["Randomness"].default_value = 1.0
        links.new(vec, vor.inputs["Vector"])
        cell = nodes.new("ShaderNodeSeparateRGB")
        links.new(vor.outputs["Color"], cell.inputs[0])

        def op(operation, a, b):
            node = nodes.new("ShaderNodeMath")
            node.operation = operation
            for socket, value in zip(node.inputs, (a, b)):
                if isinstance(value, (int, float)):
                    socket.default_value = value
                else:
                    links.new(value, socket)
            return node.outputs[0]

        radius = op("ADD", op("MULTIPLY", cell.outputs["G"], 0.28), 0.08)
        inside = op("LESS_THAN", vor.outputs["Distance"], radius)
        keep = op("LESS_THAN", cell.outputs["R"], op("MULTIPLY", patch, 0.7))
        bush = op("MULTIPLY", inside, keep)
        tmix = nodes.new("ShaderNodeMixRGB")
        links.new(bush, tmix.inputs["Fac"])
        links.new(col, tmix.inputs[1])
        tmix.inputs[2].default_value = (0.035, 0.05, 0.022, 1)
        col = tmix.outputs[0]
    if haze:
        col, hf = _haze(nodes, links, col, haze, near, far)
        _haze_shader(nodes, links, bsdf, hf, haze)
    links.new(col, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.95
    bsdf.inputs["Specular"].default_value = 0.2
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.4
    bump.inputs["Distance"].default_value = 0.02
    blades = _noise(nodes, links, vec, 60.0, detail=3)
    links.new(blades, bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return mat


def terrain(name, x0, y0, x1, y1, step, height, material):
    """A grid mesh whose vertex heights come from height(x, y)."""
    nx = max(1, int(round((x1 - x0) / step)))
    ny = max(1, int(round((y1 - y0) / step)))
    verts = []
    for j in range(ny + 1):
        y = y0 + (y1 - y0) * j / ny
        for i in range(nx + 1):
            x = x0 + (x1 - x0) * i / nx
            verts.append((x, y, height(x, y)))
    faces = []
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            faces.append((a, a + 1, a + nx + 2, a + nx + 1))
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    for p in mesh.polygons:
        p.use_smooth = True
    mesh.update()
    mesh.materials.append(material)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def _boulder_mesh(rng, size, subdiv):
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=subdiv, radius=0.5)
    off = Vector((rng.uniform(0, 100), rng.uniform(0, 100), rng.uniform(0, 100)))
    for v in bm.verts:
        p = v.co.copy()
        d = mnoise.noise(p * 1.3 + off) * 0.75 + mnoise.noise(p * 3.5 + off) * 0.22 - abs(mnoise.noise(p * 9 + off)) * 0.08 + mnoise.noise(p * 6 + off) * 0.05
        v.co = p * (1 + d)
        if v.co.z < -0.3:
            v.co.z = -0.3 + (v.co.z + 0.3) * 0.3
    bmesh.ops.scale(bm, vec=size, verts=bm.verts)
    for f in bm.faces:
        f.smooth = True
    return bm


def _cut(bm, co, normal, keep_inner):
    """Slice bm by a plane and cap the cut: a flat, sharp-edged face, as a joint splits granite."""
    geom = bm.verts[:] + bm.edges[:] + bm.faces[:]
    res = bmesh.ops.bisect_plane(bm, geom=geom, plane_co=co, plane_no=normal, clear_inner=not keep_inner, clear_outer=keep_inner)
    edges = [e for e in res["geom_cut"] if isinstance(e, bmesh.types.BMEdge)]
    if edges:
        cap = bmesh.ops.contextual_create(bm, geom=edges)
        for f in cap["faces"]:
            f.smooth = False


def boulder(name, location, size, material, seed=0, rot=None, squash=0.75, subdiv=3, joints=0):
    """A rounded, weathered granite boulder: a noisy icosphere, flattened at the bottom, sunk a
    little into the ground. size: (x, y, z) full dimensions. joints: how many near-vertical joints
    split it into blocks standing a few centimetres apart, and shear a flat face off one side, as
    Deccan granite weathers (a lone rounded blob reads as a pebble scaled up)."""
    rng = random.Random(seed)
    bm = _boulder_mesh(rng, size, subdiv)
    pieces = [bm]
    if joints:
        # a sheared face: one side cut flat, at a random bearing
        a = rng.uniform(0, 2 * math.pi)
        n = Vector((math.cos(a), math.sin(a), rng.uniform(-0.2, 0.3))).normalized()
        _cut(bm, n * (0.5 * min(size[0], size[1]) * rng.uniform(0.55, 0.75)), n, keep_inner=True)
        for _ in range(joints):
            a = rng.uniform(0, 2 * math.pi)
            n = Vector((math.cos(a), math.sin(a), rng.uniform(-0.15, 0.15))).normalized()
            co = n * (0.5 * min(size[0], size[1]) * rng.uniform(-0.35, 0.35))
            gap = max(size) * rng.uniform(0.012, 0.03)
            split = []
            for piece in pieces:
                other = piece.copy()
                _cut(piece, co, n, keep_inner=True)
                _cut(other, co, n, keep_inner=False)
                bmesh.ops.translate(piece, vec=-n * gap / 2, verts=piece.verts)
                bmesh.ops.translate(other, vec=n * gap / 2, verts=other.verts)
                split += [piece, other]
            pieces = [p for p in split if len(p.faces) > 3]
            for p in split:
                if len(p.faces) <= 3:
                    p.free()
        # One smooth field bends every piece alike: the joints wander as weathered joints do,
        # where a plane's cut ran dead straight.
        bend = Vector((rng.uniform(0, 100), rng.uniform(0, 100), rng.uniform(0, 100)))
        for piece in pieces:
            for v in piece.verts:
                p = Vector((v.co.x / size[0], v.co.y / size[1], v.co.z / size[2]))
                v.co += mnoise.noise_vector(p * 2.5 + bend) * max(size) * 0.045
    mesh = bpy.data.meshes.new(name)
    joined = bmesh.new()
    for piece in pieces:
        tmp = bpy.data.meshes.new(name + "-piece")
        piece.to_mesh(tmp)
        joined.from_mesh(tmp)
        bpy.data.meshes.remove(tmp)
        piece.free()
    joined.to_mesh(mesh)
    joined.free()
    mesh.materials.append(material)
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = rot if rot else (rng.uniform(-0.15, 0.15), rng.uniform(-0.15, 0.15), rng.uniform(0, 6.28))
    return obj


def red_oxide(name="vp-red-oxide"):
    """A polished red oxide floor: deep oxblood, waxed, with soft clouding and worn paths."""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    n = _noise(nodes, links, vec, 2.0, detail=8, roughness=0.6)
    col = _ramp(nodes, links, n, [(0.3, (0.16, 0.025, 0.015)), (0.55, (0.24, 0.045, 0.025)), (0.75, (0.3, 0.07, 0.04))])
    links.new(col, bsdf.inputs["Base Color"])
    r = _noise(nodes, links, vec, 5.0, detail=4)
    rough = _ramp(nodes, links, r, [(0.35, (0.12, 0.12, 0.12)), (0.7, (0.3, 0.3, 0.3))])
    links.new(rough, bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.5
    bsdf.inputs["Clearcoat"].default_value = 0.3
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.15
    return mat


def roof_tiles(name="vp-mangalore", color=(0.36, 0.12, 0.06), rows=0.32, along="X"):
    """Mangalore clay tiles: courses of rounded ridges, weathered and darker in the laps."""
    mat, nodes, links = _nodes(name)
    if not mat:
        return _cache[name]
    bsdf = nodes["Principled BSDF"]
    vec = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    # ridges across the slope (along X) and courses down the slope (local Y)
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "X" if along == "X" else "Y"
    wave.wave_profile = "SIN"
    wave.inputs["Scale"].default_value = 1.0 / 0.22 / 1.0
    wave.inputs["Distortion"].default_value = 0.0
    links.new(vec, wave.inputs["Vector"])
    course = nodes.new("ShaderNodeTexWave")
    course.wave_type = "BANDS"
    course.bands_direction = "Z" if along == "X" else "X"
    course.wave_profile = "SAW"
    course.inputs["Scale"].default_value = 1.0 / rows
    course.inputs["Distortion"].default_value = 0.0
    links.new(vec, course.inputs["Vector"])
    height = nodes.new("ShaderNodeMath")
    height.operation = "ADD"
    links.new(wave.outputs["Fac"], height.inputs[0])
    links.new(course.outputs["Fac"], height.inputs[1])
    blot = _noise(nodes, links, vec, 1.5, detail=6)
    col = _ramp(nodes, links, blot, [(0.3, tuple(c * 0.6 for c in color)), (0.5, color), (0.7, tuple(min(1, c * 1.2) for c in color))])
    shade = _ramp(nodes, links, course.outputs["Fac"], [(0.0, (0.55, 0.55, 0.55)), (0.25, (1, 1, 1))])
    mul = nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    mul.inputs["Fac"].default_value = 1.0
    links.new(col, mul.inputs[1])
    links.new(shade, mul.inputs[2])
    links.new(mul.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.75
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.8
    bump.inputs["Distance"].default_value = 0.04
    links.new(height.outputs[0], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return mat


def curve_tube(name, paths, material, resolution=3, bevel_res=3):
    """Tapered tubes (trunks, branches, rails): each path a list of (Vector, radius)."""
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = 1.0
    curve.bevel_resolution = bevel_res
    curve.use_fill_caps = True
    curve.resolution_u = resolution
    for path in paths:
        sp = curve.splines.new("NURBS")
        sp.points.add(len(path) - 1)
        for pt, (co, r) in zip(sp.points, path):
            pt.co = (co[0], co[1], co[2], 1.0)
            pt.radius = r
        sp.use_endpoint_u = True
        sp.order_u = min(4, len(path))
    curve.materials.append(material)
    obj = bpy.data.objects.new(name, curve)
    bpy.context.scene.collection.objects.link(obj)
    return obj
