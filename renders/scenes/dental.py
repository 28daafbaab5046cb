"""A dental clinic in Gachibowli: a reception with a softly curved white desk, warm cove light and
an upholstered bench, and behind a glass partition the treatment room with its chair."""
import math

import bmesh
import bpy

from kit import civic_props as c
from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import stage
from kit import timber

H = 3.1
SUN = (28, 72)  # the treatment view's sun: elevation, azimuth
EWIN_Y = 4.0  # the centre of the treatment room's east window
PART = 5.2  # the glass partition between reception (x < PART) and treatment (x > PART)


def arc(cx, cy, r0, r1, a0, a1, n=40):
    outer = [(cx + r1 * math.cos(a0 + (a1 - a0) * i / n), cy + r1 * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]
    inner = [(cx + r0 * math.cos(a0 + (a1 - a0) * i / n), cy + r0 * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n, -1, -1)]
    return outer + inner


def room():
    wall = m.plaster("d-wall", (0.8, 0.78, 0.73), mottle=0.03)
    floor = m.tiles("d-marble", (0.78, 0.76, 0.72), (0.74, 0.72, 0.68), tile=0.9, veins=0.08, roughness=0.22, grout=(0.7, 0.68, 0.64), grout_width=0.002)
    teak = m.wood("d-teak", (0.45, 0.27, 0.13), (0.26, 0.14, 0.07), along="Z")
    s.slab("d-floor", -0.3, -0.3, 9.3, 7.3, -0.1, 0, floor, bevel=0)
    s.slab("d-ceiling", -0.3, -0.3, 9.3, 7.3, H, H + 0.1, wall, bevel=0)
    s.slab("d-north", -0.3, 7.0, 9.3, 7.3, 0, H, wall, bevel=0)
    s.slab("d-west", -0.3, -0.3, 0, 7.3, 0, H, wall, bevel=0)
    east = s.slab("d-east", 9.0, -0.3, 9.3, 7.3, 0, H, wall, bevel=0)
    south = s.slab("d-south", -0.3, -0.3, 9.3, 0, 0, H, wall, bevel=0)
    s.opening(south, (3.2, 1, 2.2), (2.2, -0.15, 0.5 + 1.1))
    frame = m.metal("d-frame", (0.15, 0.15, 0.15), 0.4)
    glass = m.glass("d-glass")
    s.window("d-swin", 3.2, 2.2, (2.2, -0.15, 1.6), frame, glass, mullions=2)
    # the treatment room's east window, three panes wide so the morning sun reaches the chair
    s.opening(east, (1, 3.2, 1.6), (9.15, EWIN_Y, 1.0 + 0.8))
    s.window("d-ewin", 3.2, 1.6, (9.12, EWIN_Y, 1.8), frame, glass, axis="Y", mullions=2)
    skirting = m.paint("d-skirt", (0.6, 0.58, 0.55), 0.4)
    s.slab("d-skirt-n", 0, 6.98, 9.0, 7.0, 0, 0.08, skirting, bevel=0)
    # back wall behind the desk in teak slats with the clinic's name
    slats = c.Batch("d-slats", [teak])
    for k in range(30):
        slats.box((0.05, 0.05, H - 0.4), (0.4 + k * 0.1, 6.95, (H - 0.4) / 2), 0)
    slats.done(bevel=0.004)
    brass = m.metal("d-brass", (0.75, 0.55, 0.25), 0.3)
    c.text("d-logo", "GACHIBOWLI DENTAL", (1.9, 6.88, 1.75), 0.2, brass, depth=0.01)
    # glass partition with a frosted band, and a door opening
    frost = m.glass("d-frost", tint=(0.9, 0.93, 0.93), roughness=0.35)
    s.slab("d-part", PART - 0.02, 0, PART + 0.02, 3.6, 0, H, glass, bevel=0)
    s.slab("d-part-frost", PART - 0.025, 0, PART + 0.025, 3.6, 0.9, 1.6, frost, bevel=0)
    s.slab("d-part-wall", PART - 0.06, 5.0, PART + 0.06, 7.0, 0, H, wall, bevel=0)
    s.slab("d-part-head", PART - 0.06, 3.6, PART + 0.06, 5.0, 2.2, H, wall, bevel=0)
    for y in (0.0, 1.8, 3.6):
        s.slab(f"d-part-mull{y}", PART - 0.03, y - 0.02, PART + 0.03, y + 0.02, 0, H, frame, bevel=0)
    # cove lighting: a dropped ceiling island over reception, light washing the ceiling round it
    s.slab("d-island", 0.6, 0.8, 4.6, 6.4, H - 0.35, H - 0.25, wall, bevel=0.005)
    for (x, y, sx, sy) in ((2.6, 0.75, 4.0, 0.05), (2.6, 6.45, 4.0, 0.05), (0.55, 3.6, 0.05, 5.6), (4.65, 3.6, 0.05, 5.6)):
        c.area_light(f"d-cove{x}{y}", sx, (x, y, H - 0.24), c.facing((0, 0, 1)), 90 * max(sx, sy) / 4, (1.0, 0.72, 0.45), size_y=sy)
        s.box(f"d-cove-strip{x}{y}", (sx, sy, 0.01), (x, y, H - 0.245), m.emission("d-strip", (1.0, 0.75, 0.5), 6.0), bevel=0)
    for i, (x, y) in enumerate(((1.5, 2.0), (3.6, 2.0), (1.5, 5.0), (3.6, 5.0))):
        s.cylinder(f"d-down{i}", 0.05, 0.01, (x, y, H - 0.355), m.emission("d-downlight", (1.0, 0.85, 0.7), 8.0))
        c.area_light(f"d-downl{i}", 0.12, (x, y, H - 0.365), (0, 0, 0), 35, (1.0, 0.82, 0.65))
    bpy.data.materials["d-strip"].cycles.sample_as_light = False
    bpy.data.materials["d-downlight"].cycles.sample_as_light = False
    c.area_light("d-swin-portal", 3.2, (2.2, 0.2, 1.6), c.facing((0, 1, 0)), 1.0, portal=True, size_y=2.2)
    c.area_light("d-ewin-portal", 3.2, (8.8, EWIN_Y, 1.8), c.facing((-1, 0, 0)), 1.0, portal=True, size_y=1.6)


def reception():
    white = m.paint("d-corian", (0.82, 0.81, 0.78), roughness=0.28)
    teak = m.wood("d-teak-top", (0.45, 0.27, 0.13), (0.26, 0.14, 0.07))
    cx, cy = 2.3, 6.0
    a0, a1 = math.radians(195), math.radians(345)
    c.prism("d-desk", arc(cx, cy, 1.5, 1.8, a0, a1), "Z", 0.06, 1.05, white, bevel=0.02)
    c.prism("d-desk-plinth", arc(cx, cy, 1.55, 1.72, a0, a1), "Z", 0.0, 0.06, m.paint("d-plinth", (0.1, 0.1, 0.1), 0.5))
    c.prism("d-desk-top", arc(cx, cy, 1.48, 1.86, a0 - 0.02, a1 + 0.02), "Z", 1.05, 1.09, teak, bevel=0.008)
    c.prism("d-desk-work", arc(cx, cy, 0.9, 1.5, a0, a1), "Z", 0.72, 0.75, white, bevel=0.005)
    s.box("d-screen", (0.5, 0.03, 0.32), (2.2, 5.0, 1.08), m.paint("screen", (0.02, 0.02, 0.025), 0.15), bevel=0.01)
    s.box("d-screen-stand", (0.05, 0.05, 0.3), (2.2, 5.05, 0.9), m.metal("d-alu", (0.7, 0.7, 0.7), 0.3), bevel=0.005)
    plants.potted_plant("d-orchid", (3.3, 4.55, 1.09), height=0.25, seed=3, kind="fern", pot_radius=0.07)
    s.box("d-cards", (0.1, 0.06, 0.03), (1.4, 4.55, 1.105), m.paint("d-card", (0.85, 0.85, 0.82), 0.5), bevel=0.003)
    c.chair("d-staff", (2.3, 5.9, 0), -math.pi / 2)
    # the upholstered waiting bench under the window, a side table, magazines, a plant
    fabric = m.fabric("d-mustard", (0.5, 0.32, 0.06))
    s.box("d-bench-base", (3.0, 0.55, 0.3), (2.2, 0.55, 0.15), teak, bevel=0.01)
    s.box("d-bench-seat", (3.0, 0.55, 0.14), (2.2, 0.55, 0.37), fabric, bevel=0.05)
    for k in range(3):
        s.box(f"d-bench-back{k}", (0.95, 0.16, 0.45), (1.2 + k * 1.0, 0.25, 0.7), fabric, bevel=0.06)
    handloom = m.fabric("d-handloom", (0.1, 0.25, 0.3))
    s.box("d-cushion", (0.4, 0.12, 0.35), (3.3, 0.42, 0.62), handloom, bevel=0.05)
    s.cylinder("d-side", 0.25, 0.45, (0.35, 1.5, 0.225), teak, bevel=0.01)
    for k in range(3):
        s.box(f"d-mag{k}", (0.24, 0.3, 0.008), (0.35, 1.5, 0.455 + k * 0.009), m.paint(f"d-mag{k}", [(0.6, 0.1, 0.05), (0.1, 0.3, 0.4), (0.8, 0.8, 0.75)][k], 0.4), bevel=0.002, rotation_z=k * 0.3)
    plants.potted_plant("d-plant", (4.6, 0.6, 0), height=0.95, seed=9, pot_radius=0.28)
    plants.potted_plant("d-plant2", (0.45, 6.4, 0), height=0.85, seed=10, pot_radius=0.25)
    for k, (y, palette) in enumerate(((2.6, [(0.82, 0.77, 0.66), (0.55, 0.3, 0.15), (0.78, 0.6, 0.32)]), (3.9, [(0.8, 0.78, 0.7), (0.2, 0.3, 0.32), (0.45, 0.52, 0.42)]))):
        f.frame(f"d-art{k}", (0.0, y, 1.6), 90, 0.9, 1.1, f.art_material(f"d-art{k}", palette, seed=20 + k))
    # the rug under the waiting group, not beside it
    s.box("d-rug", (2.2, 2.5, 0.01), (1.3, 3.25, 0.005), m.fabric("d-rug", (0.45, 0.2, 0.1)), bevel=0.003)
    # Two armchairs under the pictures face the desk across a low table: somewhere to wait.
    chair_fabric = m.fabric("d-sage", (0.32, 0.38, 0.3))
    for k, y in enumerate((2.45, 4.05)):
        f.armchair(f"d-armchair{k}", (0.62, y, 0), rot=90, upholstery=chair_fabric, cushion_mat=handloom)
    f.side_table("d-lamp-table", (0.4, 3.25, 0), radius=0.22, height=0.55, top=teak)
    f.vase("d-vase", (0.4, 3.25, 0.55), 0.28, f.ceramic("d-vase", (0.55, 0.3, 0.18)), stems=True)
    f.coffee_table("d-low-table", (1.55, 3.25, 0), rot=90, width=1.0, depth=0.55, top=teak, seed=6)


def upholstery(name, top, thickness, y0, y1, material):
    """A padded shell: the (x, z) top line given thickness downward, extruded across y, its edges
    rounded and shaded smooth like stitched vinyl."""
    line = smooth_path(top, 8)
    under = []
    for i, (x, z) in enumerate(line):
        a = line[max(i - 1, 0)]
        b = line[min(i + 1, len(line) - 1)]
        dx, dz = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dz)
        under.append((x - dz / length * thickness, z + dx / length * thickness))
    obj = c.prism(name, line + list(reversed(under)), "Y", y0, y1, material)
    bevel = obj.modifiers.new("bevel", "BEVEL")
    bevel.width = thickness * 0.45
    bevel.segments = 4
    bevel.limit_method = "ANGLE"
    bevel.angle_limit = math.radians(50)
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(35)
    return obj


def xray_screen():
    """A panoramic X-ray as the screen shows it: both rows of teeth along a slight smile, crowns
    bright over fading roots, in the grey of the jaw bones with the lower jaw's edge; painted here
    and glowing (rows of pale blocks read as a cartoon of teeth: review)."""

    def pixel(u, v, x, y):
        w = 2 * u - 1
        bite = 0.5 - 0.06 * (1 - w * w)
        jaw_edge = 0.1 + 0.3 * w * w
        bone = 0.0
        if abs(w) < 0.95 and v > jaw_edge:
            bone = 0.22 * min(1.0, (v - jaw_edge) / 0.05) * max(0.0, 1 - abs(v - bite) / 0.42)
            bone += 0.25 * math.exp(-(((v - jaw_edge) / 0.015) ** 2))
        tooth = 0.0
        t = (u - 0.19) / 0.62 * 16
        if 0 <= t < 16:
            frac = t - math.floor(t)
            across = math.sin(math.pi * frac)
            rise = abs(v - bite)
            if rise < 0.008:
                tooth = 0.0
            elif rise < 0.08:
                tooth = 0.82 * across ** 0.5
                if int(t) in (3, 12) and rise < 0.04 and 0.3 < frac < 0.7:
                    tooth = 1.0
            elif rise < 0.22:
                tooth = 0.55 * across ** 2.5 * (1 - (rise - 0.08) / 0.14)
        value = max(bone, tooth)
        return (0.04 + 0.86 * value, 0.045 + 0.9 * value, 0.05 + 0.95 * value)

    material = f._image_material("dc-xray", pixel, (240, 120), coords="Generated", rotation=(-math.pi / 2, 0, 0))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    tex = next(node for node in nodes if node.type == "TEX_IMAGE")
    bsdf.inputs["Base Color"].default_value = (0, 0, 0, 1)
    links.remove(bsdf.inputs["Base Color"].links[0])
    links.new(tex.outputs["Color"], bsdf.inputs["Emission"])
    bsdf.inputs["Emission Strength"].default_value = 0.9
    material.cycles.sample_as_light = False
    return material


def _resample(points, count):
    """Points along a polyline at equal arc-length steps."""
    lengths = [0.0]
    for a, b in zip(points, points[1:]):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1]
    out, k = [], 0
    for i in range(count):
        s = total * i / (count - 1)
        while k < len(points) - 2 and lengths[k + 1] < s:
            k += 1
        span = max(lengths[k + 1] - lengths[k], 1e-9)
        t = min(1.0, max(0.0, (s - lengths[k]) / span))
        out.append(tuple(points[k][d] + (points[k + 1][d] - points[k][d]) * t for d in range(len(points[0]))))
    return out, total


def smooth_path(points, steps=10):
    """Catmull-Rom through points of any dimension: (x, z) profiles without facets; 3D hoses,
    cables and arms."""
    out = []
    padded = [points[0]] + list(points) + [points[-1]]
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1 : i + 3]
        for k in range(steps):
            t = k / steps
            out.append(tuple(0.5 * (2 * p1[d] + (-p0[d] + p2[d]) * t + (2 * p0[d] - 5 * p1[d] + 4 * p2[d] - p3[d]) * t * t + (-p0[d] + 3 * p1[d] - 3 * p2[d] + p3[d]) * t ** 3) for d in range(len(p1))))
    out.append(tuple(points[-1]))
    return out


def leather(name, color, roughness=0.42):
    """Upholstery vinyl as dental chairs wear it: a fine pebbled grain, a soft sheen and a tone
    that drifts a little over the panels."""
    if name in bpy.data.materials:
        return bpy.data.materials[name]
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coords = nodes.new("ShaderNodeTexCoord")
    drift = nodes.new("ShaderNodeTexNoise")
    drift.inputs["Scale"].default_value = 5.0
    links.new(coords.outputs["Object"], drift.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*[c * 0.9 for c in color], 1)
    ramp.color_ramp.elements[1].color = (*[min(1.0, c * 1.08) for c in color], 1)
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[1].position = 0.65
    links.new(drift.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    grain = nodes.new("ShaderNodeTexVoronoi")
    grain.inputs["Scale"].default_value = 700.0
    links.new(coords.outputs["Object"], grain.inputs["Vector"])
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.12
    bump.inputs["Distance"].default_value = 0.0008
    links.new(grain.outputs["Distance"], bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = 0.35
    bsdf.inputs["Sheen"].default_value = 0.3
    bsdf.inputs["Clearcoat"].default_value = 0.08
    return material


def pad(name, path, yc, half_widths, thickness, material, crown=0.012, end=0.05, offset=0.0, seams=None, seam_material=None, power=4.0, stations=44, ring=32):
    """An upholstered pad along a path of (x, z) points on its top's centre line (x increasing):
    a soft rounded-rectangle section (a superellipse) that swells a little at the top, narrows
    and rounds off at both ends; half_widths are spread along its length. seams: insets from the
    side edges where a stitched seam (a thin piping) runs along the top."""
    points, total = _resample(smooth_path(path, 10), stations)
    bm = bmesh.new()
    rings = []
    frames = []
    for i, (x, z) in enumerate(points):
        a_ = points[max(i - 1, 0)]
        b_ = points[min(i + 1, stations - 1)]
        tx, tz = b_[0] - a_[0], b_[1] - a_[1]
        norm = math.hypot(tx, tz)
        tx, tz = tx / norm, tz / norm
        nx, nz = -tz, tx
        s = total * i / (stations - 1)
        frac = s / total * (len(half_widths) - 1)
        k = min(int(frac), len(half_widths) - 2)
        a = half_widths[k] + (half_widths[k + 1] - half_widths[k]) * (frac - k)
        b = thickness / 2
        d = min(s, total - s)
        q = max(0.0, (end - d) / end)
        fa = max(0.2, (1 - q ** 3) ** (1 / 3))
        fb = max(0.35, (1 - q ** 2) ** 0.5)
        cx, cz = x - nx * (b - offset), z - nz * (b - offset)
        frames.append((cx, cz, nx, nz, a * fa, b * fb, q))
        verts = []
        for j in range(ring):
            t = 2 * math.pi * j / ring
            ct, st = math.cos(t), math.sin(t)
            u = a * fa * math.copysign(abs(ct) ** (2 / power), ct)
            v = b * fb * math.copysign(abs(st) ** (2 / power), st)
            if v > 0:
                v += crown * (1 - q) * max(0.0, 1 - (u / (a * fa)) ** 2)
            verts.append(bm.verts.new((cx + nx * v, yc + u, cz + nz * v)))
        rings.append(verts)
    for r0, r1 in zip(rings, rings[1:]):
        for j in range(ring):
            bm.faces.new((r0[j], r0[(j + 1) % ring], r1[(j + 1) % ring], r1[j]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = c._obj(name, bm, material, smooth=True)
    for inset in seams or ():
        for side in (-1, 1):
            line = []
            for cx, cz, nx, nz, a, b, q in frames:
                if q > 0.55:
                    continue
                u = a - inset
                v = b * (1 - min(1.0, abs(u / a)) ** power) ** (1 / power) + crown * (1 - q) * max(0.0, 1 - (u / a) ** 2)
                line.append((cx + nx * (v - 0.001), yc + side * u, cz + nz * (v - 0.001)))
            c.tube(f"{name}-seam{inset}{side}", line, 0.0028, seam_material, resolution=2)
    return obj


def lathe(name, profile, location, material, segments=40, scale=(1, 1, 1)):
    """A round part turned from a profile of (radius, z) points: a bowl, a castor, a seat."""
    bm = bmesh.new()
    rows = []
    for r, z in profile:
        if r < 1e-6:
            rows.append([bm.verts.new((0, 0, z))])
        else:
            rows.append([bm.verts.new((r * math.cos(2 * math.pi * j / segments), r * math.sin(2 * math.pi * j / segments), z)) for j in range(segments)])
    for r0, r1 in zip(rows, rows[1:]):
        if len(r0) == 1 and len(r1) == 1:
            continue
        for j in range(segments):
            if len(r0) == 1:
                bm.faces.new((r0[0], r1[j], r1[(j + 1) % segments]))
            elif len(r1) == 1:
                bm.faces.new((r0[j], r0[(j + 1) % segments], r1[0]))
            else:
                bm.faces.new((r0[j], r0[(j + 1) % segments], r1[(j + 1) % segments], r1[j]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = c._obj(name, bm, material, smooth=True)
    obj.location = location
    obj.scale = scale
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(50)
    return obj


def rounded(name, size, location, material, radius, rotation=(0, 0, 0), segments=4):
    """A box with soft edges of a given radius (shells, housings), turned as given."""
    obj = s.box(name, size, location, material, bevel=radius, segments=segments)
    obj.rotation_euler = rotation
    obj.modifiers["bevel"].harden_normals = False
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(35)
    return obj


def group(name, location, rot_deg):
    """An empty that parts are parented to: their locations are then given in its frame."""
    empty = bpy.data.objects.new(name, None)
    empty.location = location
    empty.rotation_euler[2] = math.radians(rot_deg)
    bpy.context.scene.collection.objects.link(empty)
    return empty


def adopt(parent, *objects):
    for obj in objects:
        obj.parent = parent
    return objects


def handpiece(name, x, y, z, kind, body, steel, dark, parent):
    """A handpiece standing in its holder on the delivery unit's front edge, tilted out toward the
    dentist, and its hose hanging from its foot in a loop back up under the unit."""
    lean = 0.075
    top = (x, y - lean, z + 0.17)
    parts = []
    if kind == "syringe":
        parts.append(c.tube(name, [(x, y, z), (x, y - lean * 0.8, z + 0.13), (x, y - lean - 0.012, z + 0.165)], 0.0075, steel, resolution=3))
        parts.append(s.box(name + "-trigger", (0.012, 0.012, 0.03), (x, y - lean * 0.55 - 0.008, z + 0.1), dark, bevel=0.003))
    elif kind == "scaler":
        parts.append(c.tube(name, [(x, y, z), (x, y - lean * 0.85, z + 0.15), (x, y - lean - 0.004, z + 0.2)], 0.0085, body, resolution=3))
        parts.append(c.tube(name + "-tip", [(x, y - lean - 0.004, z + 0.2), (x, y - lean - 0.02, z + 0.225)], 0.0018, steel, resolution=2))
    else:
        # a contra-angle: grip, slimmer neck, the head turned toward the patient
        parts.append(c.tube(name, [(x, y, z), (x, y - lean * 0.6, z + 0.1)], 0.0095, body if kind == "motor" else steel, resolution=3))
        parts.append(c.tube(name + "-neck", [(x, y - lean * 0.6, z + 0.1), top], 0.0065, steel, resolution=3))
        parts.append(c.tube(name + "-head", [top, (x, y - lean - 0.018, z + 0.175)], 0.0085, steel, resolution=3))
    parts.append(s.cylinder(name + "-nut", 0.0105, 0.018, (x, y + 0.001, z - 0.006), dark, vertices=16, rotation=(math.radians(-12), 0, 0)))
    adopt(parent, *parts)


def dental_chair(ox, oy, white, vinyl, chrome, grey):
    """A dental unit as clinics in the city buy them: a white pedestal and lift on a base plate with
    the foot control beside it, a contoured upholstered seat and leg rest, a reclined backrest
    and a separate headrest (stitched, soft-edged pads on white shells), armrests; the cuspidor
    column on the patient's left with its ceramic bowl, cup filler and suction holders; the
    doctor's delivery unit on an articulated arm over the patient's knees with its handpieces
    and hanging hoses; an LED operating light on a post from the cuspidor column, and the
    patient's monitor on a short arm from the same post; the dentist's stool."""
    shell = m.paint("dc-shell", (0.8, 0.8, 0.78), roughness=0.25, clearcoat=0.4)
    seam = leather("dc-seam", (0.02, 0.12, 0.14), roughness=0.5)
    rubber = m.paint("dc-rubber", (0.05, 0.05, 0.055), 0.6)
    steel = m.metal("dc-steel", (0.72, 0.72, 0.74), 0.2)
    hose = m.paint("dc-hose", (0.55, 0.57, 0.58), 0.45)
    hose_dark = m.paint("dc-hose-dark", (0.12, 0.13, 0.14), 0.5)
    ceramic = m.paint("d-ceramic", (0.86, 0.86, 0.84), 0.08)
    # --- base plate, lift and chassis
    plan = [(ox - 0.22 + 0.5 * math.copysign(abs(math.cos(t)) ** 0.5, math.cos(t)), oy + 0.05 + 0.36 * math.copysign(abs(math.sin(t)) ** 0.5, math.sin(t))) for t in [i * 2 * math.pi / 48 for i in range(48)]]
    c.prism("dc-base", plan, "Z", 0.012, 0.06, shell, bevel=0.015)
    inner = [(ox - 0.22 + (x - ox + 0.22) * 0.96, oy + 0.05 + (y - oy - 0.05) * 0.94) for x, y in plan]
    c.prism("dc-base-foot", inner, "Z", 0.0, 0.014, rubber)
    lift = c.prism("dc-lift", smooth_path([(ox - 0.5, 0.05), (ox + 0.08, 0.05), (ox - 0.02, 0.2), (ox - 0.06, 0.36), (ox - 0.4, 0.36), (ox - 0.42, 0.2), (ox - 0.5, 0.05)], 5), "Y", oy - 0.17, oy + 0.17, shell, bevel=0.025)
    rounded("dc-chassis", (0.78, 0.46, 0.08), (ox - 0.22, oy, 0.39), shell, 0.03)
    rounded("dc-leg-frame", (0.62, 0.36, 0.04), (ox + 0.44, oy, 0.4), shell, 0.018, rotation=(0, math.radians(4), 0))
    # --- upholstery: seat, leg rest, backrest, headrest, each on its white shell
    seat = [(ox - 0.48, 0.505), (ox - 0.25, 0.49), (ox + 0.0, 0.492), (ox + 0.12, 0.505)]
    legs = [(ox + 0.16, 0.51), (ox + 0.42, 0.505), (ox + 0.7, 0.478), (ox + 0.93, 0.448)]
    back = [(ox - 1.12, 0.9), (ox - 0.92, 0.79), (ox - 0.72, 0.67), (ox - 0.53, 0.555)]
    head = [(ox - 1.5, 1.04), (ox - 1.36, 1.0), (ox - 1.2, 0.96)]
    pad("dc-seat", seat, oy, [0.27, 0.285, 0.28], 0.095, vinyl, seams=[0.075], seam_material=seam)
    pad("dc-legrest", legs, oy, [0.265, 0.235, 0.2], 0.085, vinyl, seams=[0.07], seam_material=seam)
    pad("dc-back", back, oy, [0.255, 0.27, 0.25], 0.09, vinyl, crown=0.02, seams=[0.075], seam_material=seam)
    pad("dc-head", head, oy, [0.13, 0.145, 0.13], 0.075, vinyl, crown=0.015, end=0.06, seams=[0.035], seam_material=seam)
    for name, path, widths, th in (("seat", seat, [0.265, 0.275, 0.27], 0.095), ("legrest", legs, [0.255, 0.225, 0.19], 0.085), ("back", back, [0.245, 0.26, 0.24], 0.09), ("head", head, [0.12, 0.13, 0.12], 0.075)):
        pad(f"dc-{name}-shell", path, oy, widths, 0.035, shell, crown=0.0, end=0.04, offset=-th + 0.004)
    # backrest pivot housings at the seat's head end, the headrest's stem into the backrest
    for side in (-1, 1):
        s.cylinder(f"dc-pivot{side}", 0.05, 0.035, (ox - 0.5, oy + side * 0.255, 0.43), shell, rotation=(math.pi / 2, 0, 0), bevel=0.01)
    c.tube("dc-head-stem", [(ox - 1.06, oy, 0.8), (ox - 1.2, oy, 0.865), (ox - 1.3, oy, 0.9)], 0.022, shell)
    # armrests: padded tops on white swan-neck posts from the seat frame
    for side in (-1,):
        y = oy + side * 0.33
        c.tube(f"dc-arm-post{side}", smooth_path([(ox - 0.12, oy + side * 0.2, 0.4), (ox - 0.12, y, 0.45), (ox - 0.16, y, 0.62)], 6), 0.02, shell)
        pad(f"dc-armrest{side}", [(ox - 0.42, 0.685), (ox - 0.2, 0.69), (ox + 0.02, 0.682)], y, [0.035, 0.04, 0.035], 0.045, vinyl, crown=0.006, end=0.04)
        pad(f"dc-armrest-shell{side}", [(ox - 0.42, 0.685), (ox - 0.2, 0.69), (ox + 0.02, 0.682)], y, [0.03, 0.035, 0.03], 0.02, shell, crown=0.0, end=0.035, offset=-0.043)
    # --- the foot control on the floor, its cable to the base
    lathe("dc-foot", [(0.0, 0.0), (0.16, 0.0), (0.165, 0.012), (0.15, 0.03), (0.12, 0.04), (0.0, 0.042)], (ox - 0.55, oy - 0.72, 0), grey, scale=(1.0, 0.8, 1))
    lathe("dc-foot-disc", [(0.0, 0.04), (0.07, 0.04), (0.075, 0.05), (0.068, 0.058), (0.0, 0.058)], (ox - 0.54, oy - 0.72, 0), rubber)
    c.tube("dc-foot-bar", [(ox - 0.66, oy - 0.72, 0.05), (ox - 0.64, oy - 0.72, 0.075), (ox - 0.44, oy - 0.72, 0.075), (ox - 0.42, oy - 0.72, 0.05)], 0.009, chrome)
    c.tube("dc-foot-cable", smooth_path([(ox - 0.5, oy - 0.6, 0.008), (ox - 0.45, oy - 0.45, 0.008), (ox - 0.38, oy - 0.32, 0.01)], 8), 0.006, rubber)
    # --- the cuspidor column on the patient's left (+y), head end: bowl, cup filler, suction
    cx, cy = ox - 0.52, oy + 0.5
    c.prism("dc-spit-plinth", [(cx - 0.18, cy - 0.16), (cx + 0.15, cy - 0.16), (cx + 0.15, cy + 0.14), (cx - 0.18, cy + 0.14)], "Z", 0.0, 0.04, shell, bevel=0.012)
    rounded("dc-spit-body", (0.24, 0.22, 0.7), (cx, cy + 0.02, 0.39), shell, 0.05)
    rounded("dc-spit-head", (0.28, 0.3, 0.1), (cx, cy - 0.02, 0.78), shell, 0.04)
    lathe("dc-spittoon", [(0.06, 0.0), (0.1, 0.03), (0.125, 0.065), (0.13, 0.078), (0.122, 0.082), (0.1, 0.064), (0.05, 0.03), (0.02, 0.022), (0.0, 0.022)], (cx + 0.02, cy - 0.2, 0.8), ceramic)
    s.cylinder("dc-spit-drain", 0.02, 0.004, (cx + 0.02, cy - 0.2, 0.824), steel, vertices=16)
    c.tube("dc-cup-filler", smooth_path([(cx - 0.09, cy - 0.07, 0.83), (cx - 0.09, cy - 0.09, 0.9), (cx - 0.09, cy - 0.15, 0.91), (cx - 0.09, cy - 0.18, 0.885)], 5), 0.008, chrome)
    c.tube("dc-bowl-rinse", smooth_path([(cx + 0.1, cy - 0.08, 0.83), (cx + 0.09, cy - 0.14, 0.875), (cx + 0.05, cy - 0.18, 0.87)], 5), 0.006, chrome)
    lathe("dc-cup", [(0.0, 0.0), (0.028, 0.0), (0.033, 0.075), (0.03, 0.075), (0.025, 0.004), (0.0, 0.004)], (cx - 0.09, cy - 0.18, 0.83), m.paint("dc-cup", (0.75, 0.85, 0.9), 0.3))
    # the assistant's holders on the column's chair side: suction and saliva ejector, hoses hanging
    rounded("dc-assist", (0.18, 0.06, 0.05), (cx + 0.2, cy - 0.12, 0.7), shell, 0.02)
    for k, (dx, r, col) in enumerate(((0.15, 0.011, grey), (0.24, 0.008, shell))):
        x = cx + dx
        c.tube(f"dc-suction{k}", [(x, cy - 0.14, 0.7), (x, cy - 0.16, 0.82)], r, col, resolution=3)
        c.tube(f"dc-suction-tip{k}", [(x, cy - 0.16, 0.82), (x - 0.01, cy - 0.19, 0.85)], r * 0.7, steel if k else grey, resolution=3)
        c.tube(f"dc-suction-hose{k}", smooth_path([(x, cy - 0.14, 0.7), (x + 0.01, cy - 0.2, 0.55), (x + 0.03, cy - 0.17, 0.38), (x + 0.02, cy - 0.07, 0.45), (x, cy - 0.07, 0.62)], 8), r * 1.1, hose_dark)
    # --- the operating light on a post from the cuspidor column, with the monitor on a short arm
    px, py = cx - 0.06, cy + 0.1
    s.cylinder("dc-post", 0.032, 1.22, (px, py, 0.83 + 0.61), shell)
    s.cylinder("dc-post-cap", 0.045, 0.08, (px, py, 2.05), shell, bevel=0.012)
    j1 = (px + 0.22, oy + 0.05, 2.07)
    c.tube("dc-light-arm1", [(px, py, 2.07), j1], 0.03, shell)
    s.cylinder("dc-light-joint1", 0.045, 0.09, j1, shell, bevel=0.012)
    j2 = (px - 0.1, oy - 0.02, 1.84)
    c.tube("dc-light-arm2", [(j1[0], j1[1], 2.03), (j2[0], j2[1], j2[2] + 0.04)], 0.026, shell)
    # the yoke holds the head across the patient, tilted toward the mouth
    c.tube("dc-yoke", [(j2[0], j2[1], j2[2] + 0.04), (j2[0], j2[1], j2[2]), (j2[0], j2[1] - 0.2, j2[2]), (j2[0], j2[1] - 0.2, j2[2] - 0.07)], 0.014, shell)
    c.tube("dc-yoke2", [(j2[0], j2[1], j2[2]), (j2[0], j2[1] + 0.2, j2[2]), (j2[0], j2[1] + 0.2, j2[2] - 0.07)], 0.014, shell)
    hx, hy, hz = j2[0] - 0.02, j2[1], j2[2] - 0.1
    tilt = math.radians(38)
    rounded("dc-light-head", (0.15, 0.36, 0.075), (hx, hy, hz), shell, 0.03, rotation=(0, tilt, 0))
    rounded("dc-light-lens", (0.11, 0.3, 0.01), (hx - 0.034 * math.sin(tilt), hy, hz - 0.034 * math.cos(tilt)), m.emission("d-lamp", (1.0, 0.97, 0.92), 4.0), 0.004, rotation=(0, tilt, 0))
    bpy.data.materials["d-lamp"].cycles.sample_as_light = False
    for side in (-1, 1):
        c.tube(f"dc-light-handle{side}", smooth_path([(hx + 0.02, hy + side * 0.15, hz - 0.01), (hx + 0.02, hy + side * 0.215, hz - 0.015), (hx - 0.05, hy + side * 0.215, hz - 0.02), (hx - 0.07, hy + side * 0.15, hz - 0.0)], 5), 0.011, grey)
    c.area_light("dc-lamp-light", 0.25, (hx - 0.06 * math.sin(tilt), hy, hz - 0.06 * math.cos(tilt)), (0, tilt, 0), 12, (1.0, 0.97, 0.92), size_y=0.1)
    # the monitor on a short arm from the post, turned toward the patient and the doctor
    turn = math.radians(-62)
    mx, my, mz = px + 0.5, py - 0.02, 1.5
    c.tube("dc-monitor-arm", [(px, py, 1.56), (px + 0.3, py, 1.56)], 0.022, shell)
    s.cylinder("dc-monitor-joint", 0.032, 0.07, (px + 0.3, py, 1.56), shell, bevel=0.01)
    c.tube("dc-monitor-arm2", [(px + 0.3, py, 1.56), (mx + 0.03, my + 0.03, 1.52)], 0.02, shell)
    s.box("dc-monitor", (0.5, 0.035, 0.31), (mx, my, mz), m.paint("dc-monitor-shell", (0.08, 0.08, 0.09), 0.3), bevel=0.008, rotation_z=turn)
    s.box("dc-monitor-display", (0.47, 0.004, 0.28), (mx - 0.018 * math.sin(-turn), my - 0.018 * math.cos(-turn), mz), xray_screen(), bevel=0, rotation_z=turn)
    # --- the doctor's delivery unit over the patient's knees on an articulated arm from the chair
    ax, ay = ox + 0.2, oy - 0.3
    c.tube("dc-delivery-post", smooth_path([(ax, oy - 0.18, 0.4), (ax, ay, 0.44), (ax, ay - 0.02, 0.72)], 6), 0.03, shell)
    s.cylinder("dc-delivery-joint0", 0.042, 0.08, (ax, ay - 0.02, 0.74), shell, bevel=0.012)
    k1 = (ax + 0.36, ay - 0.26, 0.8)
    c.tube("dc-delivery-arm1", [(ax, ay - 0.02, 0.76), (k1[0], k1[1], 0.8)], 0.028, shell)
    s.cylinder("dc-delivery-joint1", 0.042, 0.09, k1, shell, bevel=0.012)
    unit = group("dc-unit", (ox + 0.5, oy - 0.2, 0.96), -20)
    c.tube("dc-delivery-arm2", [(k1[0], k1[1], 0.82), (ox + 0.5 + 0.02, oy - 0.2 + 0.06, 0.9)], 0.024, shell)
    body = rounded("dc-unit-body", (0.52, 0.3, 0.075), (0, 0, 0), shell, 0.03)
    tray = rounded("dc-unit-tray", (0.3, 0.2, 0.012), (0.07, 0.035, 0.045), steel, 0.005)
    rim = rounded("dc-unit-tray-rim", (0.31, 0.21, 0.006), (0.07, 0.035, 0.04), steel, 0.003)
    panel = rounded("dc-unit-panel", (0.13, 0.09, 0.006), (-0.16, 0.0, 0.038), m.paint("dc-panel", (0.03, 0.04, 0.05), 0.12, clearcoat=0.6), 0.003)
    adopt(unit, body, tray, rim, panel)
    for k in range(4):
        adopt(unit, s.cylinder(f"dc-unit-button{k}", 0.007, 0.003, (-0.2 + k * 0.027, -0.02, 0.042), m.emission("dc-led", (0.3, 0.75, 0.9), 1.2), vertices=12))
    for k, (dy, L) in enumerate(((0.0, 0.14), (0.05, 0.12), (0.1, 0.13))):
        adopt(unit, c.tube(f"dc-instrument{k}", [(-0.02, dy, 0.055), (-0.02 + L, dy + 0.01, 0.055)], 0.0035, steel, resolution=2))
    # the handpieces stand in holders along the front edge, hoses hanging in loops below
    front = -0.165
    kinds = ("syringe", "motor", "turbine", "turbine", "scaler")
    for k, kind in enumerate(kinds):
        x = -0.2 + k * 0.1
        adopt(unit, rounded(f"dc-holder{k}", (0.04, 0.035, 0.035), (x, front + 0.01, -0.005), grey, 0.008))
        handpiece(f"dc-hp{k}", x, front - 0.012, -0.005, kind, shell, steel, rubber, unit)
        depth = 0.36 + 0.04 * ((k * 7) % 3)
        pts = smooth_path([(x, front - 0.012, -0.02), (x, front - 0.02, -0.12), (x + 0.01, front + 0.0, -depth), (x + 0.02, front + 0.07, -depth + 0.03), (x + 0.02, front + 0.12, -0.2), (x + 0.015, front + 0.13, -0.04)], 10)
        if kind == "syringe":
            # the air-water syringe's coiled hose
            coil, total = _resample(pts, 400)
            curly = []
            for i, p in enumerate(coil):
                a = i * 2 * math.pi / 10
                fade = min(1.0, i / 30, (len(coil) - 1 - i) / 30)
                curly.append((p[0] + 0.011 * fade * math.cos(a), p[1] + 0.011 * fade * math.sin(a), p[2]))
            adopt(unit, c.tube(f"dc-hose{k}", curly, 0.0035, hose, resolution=2))
        else:
            adopt(unit, c.tube(f"dc-hose{k}", pts, 0.0055, hose if k % 2 else hose_dark, resolution=3))
    # --- the dentist's stool: contoured seat, small back pad, gas lift, five castors
    sx, sy = ox - 1.2, oy + 0.78
    lathe("dc-stool-seat", [(0.0, 0.0), (0.17, 0.0), (0.21, 0.015), (0.225, 0.045), (0.215, 0.07), (0.17, 0.08), (0.08, 0.075), (0.0, 0.073)], (sx, sy, 0.5), vinyl, scale=(1, 0.95, 1))
    lathe("dc-stool-pan", [(0.0, 0.0), (0.15, 0.0), (0.19, 0.012), (0.2, 0.02), (0.0, 0.02)], (sx, sy, 0.485), rubber)
    s.cylinder("dc-stool-lift", 0.03, 0.24, (sx, sy, 0.37), chrome)
    s.cylinder("dc-stool-sleeve", 0.038, 0.16, (sx, sy, 0.17), rubber)
    c.tube("dc-stool-back-bar", smooth_path([(sx, sy + 0.1, 0.5), (sx, sy + 0.2, 0.52), (sx, sy + 0.22, 0.66)], 6), 0.014, chrome)
    rounded("dc-stool-back", (0.28, 0.055, 0.11), (sx, sy + 0.235, 0.72), vinyl, 0.025)
    for k in range(5):
        a = k * 2 * math.pi / 5 + 0.4
        end = (sx + 0.27 * math.cos(a), sy + 0.27 * math.sin(a))
        c.tube(f"dc-stool-leg{k}", [(sx, sy, 0.1), (end[0], end[1], 0.075)], 0.018, rubber)
        lathe(f"dc-castor{k}", [(0.0, -0.018), (0.022, -0.018), (0.03, 0.0), (0.022, 0.018), (0.0, 0.018)], (end[0], end[1], 0.03), rubber, segments=20)
        bpy.data.objects[f"dc-castor{k}"].rotation_euler = (math.pi / 2, 0, a + math.pi / 2)


def treatment(view):
    white = m.paint("d-enamel", (0.82, 0.82, 0.8), roughness=0.3)
    vinyl = m.paint("d-vinyl", (0.04, 0.25, 0.3), roughness=0.4, clearcoat=0.3)
    chrome = m.metal("chrome", (0.75, 0.75, 0.75), 0.25)
    grey = m.paint("d-grey", (0.4, 0.42, 0.44), 0.4)
    dental_chair(7.0, 3.0, white, vinyl, chrome, grey)
    # sink cabinetry along the north wall, upper cabinets, a window blind half lowered
    s.box("dk-base", (3.2, 0.6, 0.82), (7.3, 6.68, 0.46), white, bevel=0.01)
    s.box("dk-kick", (3.2, 0.55, 0.08), (7.3, 6.7, 0.04), m.paint("d-plinth", (0.1, 0.1, 0.1), 0.5), bevel=0)
    s.box("dk-top", (3.25, 0.64, 0.04), (7.3, 6.67, 0.89), m.tiles("d-quartz", (0.3, 0.3, 0.31), (0.28, 0.28, 0.29), tile=4, speckle=0.3, roughness=0.2), bevel=0.004)
    for k in range(4):
        s.box(f"dk-door{k}", (0.78, 0.01, 0.7), (5.9 + k * 0.8 + 0.0, 6.375, 0.45), m.paint("d-sage", (0.36, 0.43, 0.36), 0.45), bevel=0.004)
        s.box(f"dk-handle{k}", (0.2, 0.02, 0.015), (5.9 + k * 0.8, 6.36, 0.75), chrome, bevel=0.003)
    s.box("dk-basin", (0.45, 0.35, 0.03), (6.4, 6.65, 0.915), m.metal("d-basin", (0.6, 0.6, 0.6), 0.25), bevel=0.01)
    c.tube("dk-tap", [(6.4, 6.9, 0.91), (6.4, 6.9, 1.2), (6.4, 6.7, 1.2), (6.4, 6.7, 1.12)], 0.012, chrome)
    # Upper cabinets in teak, base doors in sage: the room's colour, not only white enamel.
    teak = m.wood("d-teak", (0.45, 0.27, 0.13), (0.26, 0.14, 0.07), along="Z")
    s.box("dk-upper", (3.2, 0.35, 0.7), (7.3, 6.82, 2.05), teak, bevel=0.01)
    for k in range(1, 4):
        s.box(f"dk-upper-joint{k}", (0.006, 0.01, 0.7), (5.7 + k * 0.8, 6.64, 2.05), m.paint("d-joint", (0.05, 0.03, 0.02), 0.8), bevel=0)
    s.box("dk-steriliser", (0.45, 0.4, 0.32), (8.3, 6.7, 1.07), grey, bevel=0.02)
    for k in range(3):
        s.cylinder(f"dk-jar{k}", 0.05, 0.14, (7.3 + k * 0.14, 6.75, 0.98), m.glass("d-jar", (0.9, 0.95, 0.95), architectural=False))
    # the roller blind raised most of the way: the morning sun comes in under it
    s.box("d-blind", (0.03, 3.3, 0.4), (8.95, EWIN_Y, 2.42), m.fabric("d-blind", (0.5, 0.42, 0.32)), bevel=0.005)
    s.box("d-blind-rail", (0.05, 3.3, 0.04), (8.94, EWIN_Y, 2.21), m.metal("d-alu", (0.7, 0.7, 0.7), 0.3), bevel=0.01)
    s.box("d-blind-box", (0.1, 3.4, 0.1), (8.93, EWIN_Y, 2.65), white, bevel=0.01)
    f.frame("d-print", (5.75, 7.0, 1.55), 0, 0.8, 0.6, f.art_material("d-print", [(0.84, 0.8, 0.72), (0.2, 0.36, 0.38), (0.7, 0.5, 0.3)], seed=24))
    # A mobile cart of instruments beside the chair, teal top on white.
    s.box("dc-cart", (0.45, 0.4, 0.7), (8.2, 3.95, 0.37), white, bevel=0.02)
    s.box("dc-cart-top", (0.48, 0.43, 0.03), (8.2, 3.95, 0.735), vinyl, bevel=0.008)
    for k in range(3):
        s.box(f"dc-cart-drawer{k}", (0.4, 0.01, 0.005), (8.2, 3.745, 0.2 + k * 0.2), grey, bevel=0)
    s.box("dc-cart-tray", (0.3, 0.2, 0.02), (8.2, 3.95, 0.76), chrome, bevel=0.005)
    # Outside the east window: a compound wall with bougainvillea, a neem, the neighbour's house,
    # all north of the morning sun's path to the window (the house once shaded the whole floor).
    s.slab("d-cwall", 11.5, -4, 11.7, 12, -0.2, 1.9, m.plaster("d-cwall", (0.72, 0.66, 0.56)), bevel=0.01)
    plants.shrub("d-bougainvillea", (11.0, 9.6, -0.2), height=2.5, seed=61, width=1.2, depth=5.0, flowers=(0.78, 0.12, 0.38))
    plants.neem_tree("d-neem", (14.5, 12.5, -0.2), height=8.0, seed=62)
    s.slab("d-neighbour", 21.0, 12.0, 30.0, 30, -0.2, 7.5, m.plaster("d-neighbour", (0.64, 0.52, 0.4)), bevel=0.02)
    for k in range(3):
        s.slab(f"d-nb-win{k}", 20.95, 13 + k * 4.5, 21.02, 14.6 + k * 4.5, 1.2, 2.6, m.paint("d-nb-glass", (0.05, 0.06, 0.07), 0.2), bevel=0)
        s.slab(f"d-nb-win-up{k}", 20.95, 13 + k * 4.5, 21.02, 14.6 + k * 4.5, 4.3, 5.7, m.paint("d-nb-glass", (0.05, 0.06, 0.07), 0.2), bevel=0)
    plants.palm_tree("d-palm", (13.2, 10.5, -0.2), height=9.0, seed=63)
    plants.potted_plant("d-plant3", (8.6, 1.0, 0), height=0.85, seed=13, pot_radius=0.25)
    # a small ceiling fill when the sun is on the chair (a strong one drowned it), more for the other views
    c.area_light("d-treat-ceiling", 1.6, (7.0, 3.0, H - 0.02), (0, 0, 0), 70 if view == "treatment" else 180, (1.0, 0.94, 0.86), size_y=1.0)
    s.box("d-treat-panel", (1.6, 1.0, 0.01), (7.0, 3.0, H - 0.005), m.emission("d-panel", (1.0, 0.95, 0.9), 2.5), bevel=0)
    bpy.data.materials["d-panel"].cycles.sample_as_light = False


def build(view):
    c.report_render_time()
    if view == "treatment":
        # a summer morning's sun from the east-north-east, low through the east window
        stage.sky(elevation_deg=SUN[0], azimuth_deg=SUN[1], strength=0.6, sun_strength=9.0, dust=1.5)
    else:
        stage.sky(elevation_deg=40, azimuth_deg=120, strength=1.0, sun_strength=4.0)
    s.plane("d-outside", 200, 200, (0, 0, -0.2), c.dirt())
    room()
    reception()
    treatment(view)
    bpy.context.scene.cycles.diffuse_bounces = 3
    if view == "overview":
        stage.camera((0.5, 0.7, 1.45), (4.6, 6.2, 1.25), lens=22)
    elif view == "reception":
        stage.camera((4.85, 2.3, 1.4), (0.5, 3.1, 1.05), lens=22)
    elif view == "treatment":
        stage.camera((5.55, 0.55, 1.35), (7.3, 3.8, 1.0), lens=24)
    timber.regrain()
