"""The carved teak doors of a pooja room standing open on its mandir (marble tiers, a brass
kalash, small diyas, a jaali glowing behind), flanked by two tall brass lamps, a kolam drawn on
the marble floor before it and a toran of mango leaves above; evening, the lamps lit."""
import math

import bmesh
import bpy
from mathutils import Euler, Matrix

from kit import furniture as f
from kit import materials as m
from kit import shapes as s
from kit import stage
from kit import timber
from kit import touches

H = 3.1


def kolam_material(name):
    """A rice-flour kolam: dots and loops in white, computed here, on a transparent ground."""
    if name in bpy.data.materials:
        return bpy.data.materials[name]
    w = h = 160
    data = []
    for y in range(h):
        for x in range(w):
            u, v = (x + 0.5) / w * 2 - 1, (y + 0.5) / h * 2 - 1
            r = math.hypot(u, v)
            a = math.atan2(v, u)
            val = 0.0
            # Petal loops and concentric rings.
            petal = 0.55 + 0.3 * math.cos(8 * a)
            if abs(r - petal) < 0.025 or abs(r - 0.3) < 0.02 or abs(r - 0.92) < 0.02:
                val = 1.0
            # Dots in a grid inside the ring.
            gx, gy = (u * 5) % 1 - 0.5, (v * 5) % 1 - 0.5
            if r < 0.88 and gx * gx + gy * gy < 0.012:
                val = 1.0
            c = (0.9, 0.88, 0.82) if val else (0.0, 0.0, 0.0)
            if 0.3 < r < 0.5 and not val:
                c = (0.7, 0.1, 0.08)
                val = 1.0
            data.extend((*c, val))
    image = bpy.data.images.new(name + "-img", w, h, alpha=True, float_buffer=True)
    image.pixels.foreach_set(data)
    image.pack()
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coord = nodes.new("ShaderNodeTexCoord")
    tex = nodes.new("ShaderNodeTexImage")
    tex.image = image
    links.new(coord.outputs["Generated"], tex.inputs["Vector"])
    links.new(tex.outputs["Color"], bsdf.inputs["Base Color"])
    links.new(tex.outputs["Alpha"], bsdf.inputs["Alpha"])
    bsdf.inputs["Roughness"].default_value = 0.95
    material.blend_method = "CLIP"
    return material


def door_leaf(name, x0, width, height, teak, brass, dark):
    """A leaf of carved teak: a frame of stiles and rails, raised panels with carved rosettes,
    brass studs at the crossings."""
    y = 0.0
    s.slab(name + "-back", x0, y - 0.02, x0 + width, y + 0.03, 0.0, height, dark, bevel=0)
    st = 0.11
    for a in (x0, x0 + width - st):
        s.slab(f"{name}-stile{a:.2f}", a, y - 0.05, a + st, y, 0.0, height, teak, bevel=0.006)
    rows = [0.0, 0.5, 1.05, 1.55, 2.0 - 0.11]
    for i, z in enumerate(rows):
        s.slab(f"{name}-rail{i}", x0 + st, y - 0.05, x0 + width - st, y, z, z + 0.11, teak, bevel=0.006)
    for i in range(len(rows) - 1):
        z0, z1 = rows[i] + 0.11, rows[i + 1]
        cx, cz = x0 + width / 2, (z0 + z1) / 2
        pw, ph = width - 2 * st - 0.06, z1 - z0 - 0.06
        s.box(f"{name}-panel{i}", (pw, 0.03, ph), (cx, y - 0.035, cz), teak, 0.012)
        # A carved rosette: petals around a boss.
        rr = min(pw, ph) * 0.3
        for k in range(8):
            a = k * math.pi / 4
            p = s.sphere(f"{name}-pet{i}{k}", rr * 0.32, (cx + rr * 0.55 * math.cos(a), y - 0.05, cz + rr * 0.55 * math.sin(a)), teak, 2)
            p.scale = (1.0, 0.35, 0.55)
            p.rotation_euler = (0, -a, 0)
        s.sphere(f"{name}-boss{i}", rr * 0.22, (cx, y - 0.055, cz), brass, 2).scale = (1, 0.6, 1)
    for z in rows:
        for a in (x0 + st / 2, x0 + width - st / 2):
            s.sphere(f"{name}-stud{a:.2f}{z:.2f}", 0.018, (a, y - 0.05, z + 0.055), brass, 2).scale = (1, 0.6, 1)


def shrine(teak, brass, wall):
    """The mandir behind the doors: a recess with a carved teak backdrop glowing from behind, three
    tiers of white marble, a brass kalash crowned with mango leaves and a coconut on the top tier,
    small lit diyas and a bell on the tiers below, marigold garlands hung over the backdrop."""
    y0, y1, hw, top = 0.25, 1.35, 0.95, 2.4
    s.slab("sh-floor", -hw, y0, hw, y1, -0.1, 0.0, m.tiles("sh-marble", (0.84, 0.82, 0.78), (0.82, 0.8, 0.76), tile=0.6, roughness=0.12, veins=0.15), bevel=0)
    for name, box in (("sh-left", (-hw - 0.1, y0, -hw, y1)), ("sh-right", (hw, y0, hw + 0.1, y1)), ("sh-back", (-hw, y1, hw, y1 + 0.1))):
        s.slab(name, *box, 0.0, top, wall, bevel=0)
    s.slab("sh-ceiling", -hw - 0.1, y0, hw + 0.1, y1 + 0.1, top, top + 0.1, wall, bevel=0)
    white = m.tiles("sh-tier", (0.86, 0.85, 0.82), (0.84, 0.83, 0.8), tile=1.0, roughness=0.15, veins=0.12)
    tiers = ((0.62, 0.75, 0.0, 0.42), (0.48, 0.95, 0.42, 0.74), (0.34, 1.1, 0.74, 1.0))
    for i, (half, ya, za, zb) in enumerate(tiers):
        s.slab(f"sh-tier{i}", -half, ya, half, y1, za, zb, white, bevel=0.008)
    # the backdrop: a teak arch frame round a jaali of small openings, lit from behind
    s.slab("sh-glow", -0.5, y1 - 0.02, 0.5, y1, 1.0, 2.15, m.emission("sh-glow", (1.0, 0.72, 0.38), 2.5), bevel=0)
    jaali = bpy.data.meshes.new("sh-jaali")
    bm = bmesh.new()
    n, cell = 10, 0.1
    for i in range(n):
        for k in range(int(1.15 / cell)):
            cx, cz = -0.5 + (i + 0.5) * cell, 1.0 + (k + 0.5) * cell
            # a lattice of crossed bars: diamond openings
            for lean in (math.pi / 4, -math.pi / 4):
                bmesh.ops.create_cube(bm, size=1.0, matrix=Matrix.LocRotScale((cx, y1 - 0.035, cz), Euler((0, lean, 0)), (0.018, 0.015, cell * 1.42)))
    bm.to_mesh(jaali)
    bm.free()
    obj = bpy.data.objects.new("sh-jaali", jaali)
    bpy.context.scene.collection.objects.link(obj)
    jaali.materials.append(teak)
    frame = [(-0.56, -0.5, 1.0, 2.2), (0.5, 0.56, 1.0, 2.2), (-0.56, 0.56, 2.15, 2.25)]
    for i, (xa, xb, za, zb) in enumerate(frame):
        s.slab(f"sh-frame{i}", xa, y1 - 0.07, xb, y1 - 0.02, za, zb, teak, bevel=0.006)
    # the kalash: a brass pot, a ring of mango leaves, a coconut
    f.lathe("sh-kalash", [(0.04, 0.0), (0.07, 0.02), (0.1, 0.08), (0.095, 0.14), (0.05, 0.19), (0.045, 0.22), (0.06, 0.24), (0.0, 0.24)], (0.0, 1.22, 1.0), brass, 32)
    leaf = m.foliage("pj-mango", (0.08, 0.22, 0.04))
    for k in range(9):
        a = k * 2 * math.pi / 9
        l = s.sphere(f"sh-leaf{k}", 0.04, (0.07 * math.cos(a), 1.22 + 0.07 * math.sin(a), 1.27), leaf, 2)
        l.scale = (1.6, 0.45, 0.25)
        l.rotation_euler = (0, -0.5, a)
    coconut = s.sphere("sh-coconut", 0.06, (0.0, 1.22, 1.32), m.plaster("sh-coconut", (0.32, 0.2, 0.1), mottle=0.3, scale=30, bump=0.6), 3)
    coconut.scale = (1, 1, 1.3)
    s.sphere("sh-kumkum", 0.012, (0.0, 1.16, 1.35), m.paint("sh-kumkum", (0.6, 0.03, 0.03), 0.6), 2)
    # small diyas, lit, on the middle tier; a bell and a flower plate on the lowest
    flame = m.emission("flame", (1.0, 0.55, 0.18), 30.0)
    for x in (-0.32, -0.16, 0.16, 0.32):
        f.lathe(f"sh-diya{x}", [(0.02, 0.0), (0.04, 0.012), (0.045, 0.025), (0.0, 0.02)], (x, 1.05, 0.74), m.plaster("sh-clay", (0.42, 0.15, 0.06), mottle=0.2), 20)
        s.sphere(f"sh-flame{x}", 0.008, (x + 0.025, 1.05, 0.785), flame, 2, 2.2)
    f.point_light("sh-diyas", (0.0, 0.95, 0.9), 8, 0.15, (1.0, 0.6, 0.25))
    f.lathe("sh-bell", [(0.045, 0.0), (0.04, 0.02), (0.025, 0.07), (0.012, 0.08), (0.012, 0.12), (0.0, 0.13)], (0.36, 0.88, 0.42), brass, 24)
    f.bowl("sh-plate", (-0.3, 0.9, 0.42), 0.11, brass)
    marigold = m.paint("pj-marigold", (0.9, 0.42, 0.02), 0.8)
    for k in range(6):
        a = k * math.pi / 3
        s.sphere(f"sh-pf{k}", 0.022, (-0.3 + 0.05 * math.cos(a), 0.9 + 0.05 * math.sin(a), 0.45), marigold, 2)
    # garlands over the backdrop: a sagging string across, falling strings at its sides
    for k in range(23):
        x = -0.55 + k * 0.05
        sag = 0.12 * math.sin(math.pi * k / 22)
        s.sphere(f"sh-g{k}", 0.024, (x, y1 - 0.1, 2.2 - sag), marigold if k % 4 else m.paint("sh-jasmine", (0.9, 0.88, 0.8), 0.7), 2)
    for x in (-0.55, 0.55):
        for k in range(14):
            s.sphere(f"sh-gs{x}{k}", 0.024, (x, y1 - 0.1, 2.2 - k * 0.05), marigold, 2)
    f.area_light("sh-wash", (0.0, 0.8, top - 0.02), 0.8, 25, (1.0, 0.75, 0.5), rotation=(0, 0, 0))


def build(view):
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2
    scene.cycles.sample_clamp_indirect = 1.5
    stage.sky(elevation_deg=3, azimuth_deg=280, strength=0.25, sun_strength=0.0, dust=2.0)
    marble = m.tiles("pj-marble", (0.8, 0.78, 0.74), (0.78, 0.76, 0.72), tile=0.6, grout=(0.7, 0.68, 0.64), roughness=0.2, veins=0.2, grout_width=0.002)
    wall = m.plaster("pj-wall", (0.78, 0.68, 0.54))
    f.room("pj", -2.6, -5.0, 2.6, 0.0, H, marble, wall, m.plaster("pj-ceil", (0.8, 0.78, 0.74), mottle=0.02), m.paint("pj-skirt", (0.6, 0.55, 0.48), 0.5), walls="SEW")
    # The back wall with the doorway; the door frame in carved teak.
    teak = m.wood("pj-teak", (0.3, 0.15, 0.06), (0.14, 0.07, 0.03), roughness=0.38, along="Z")
    brass = f.brass("pj-brass", (0.8, 0.58, 0.25), 0.25)
    dark = m.paint("pj-dark", (0.05, 0.03, 0.02), 0.8)
    back = s.slab("pj-backwall", -2.8, 0.0, 2.8, 0.25, 0.0, H, wall, bevel=0)
    # Stone cladding around the door: a sandstone surround.
    sand = m.plaster("pj-sandstone", (0.66, 0.52, 0.36), mottle=0.12)
    surround = s.slab("pj-surround", -1.1, -0.04, 1.1, 0.0, 0.0, 2.65, sand, bevel=0.01)
    s.slab("pj-frameL", -0.78, -0.12, -0.62, 0.0, 0.0, 2.28, teak, bevel=0.01)
    s.slab("pj-frameR", 0.62, -0.12, 0.78, 0.0, 0.0, 2.28, teak, bevel=0.01)
    s.slab("pj-lintel", -0.9, -0.14, 0.9, 0.0, 2.12, 2.36, teak, bevel=0.01)
    s.slab("pj-threshold", -0.8, -0.14, 0.8, 0.0, 0.0, 0.08, teak, bevel=0.01)
    # Carved band on the lintel: a row of little bosses and a brass bell at each end.
    for k in range(13):
        x = -0.78 + k * 0.13
        s.sphere(f"pj-lb{k}", 0.03, (x, -0.145, 2.24), teak, 2).scale = (1, 0.5, 1)
    for wall_part in (back, surround):
        s.opening(wall_part, (1.24, 0.6, 2.12), (0.0, 0.125, 1.06))
    door_leaf("pj-leafL", -0.62, 0.62, 2.12, teak, brass, dark)
    door_leaf("pj-leafR", 0.0, 0.62, 2.12, teak, brass, dark)
    for x in (-0.08, 0.08):
        s.cylinder(f"pj-ring{x}", 0.03, 0.01, (x, -0.06, 1.1), brass, 20, rotation=(math.pi / 2, 0, 0))
    # the leaves stand open for the evening aarti, swung out on their hinges
    for leaf, hinge, angle, ring in (("pj-leafL", -0.62, -72, "pj-ring-0.08"), ("pj-leafR", 0.62, 72, "pj-ring0.08")):
        pivot = bpy.data.objects.new(leaf + "-hinge", None)
        bpy.context.scene.collection.objects.link(pivot)
        pivot.location = (hinge, -0.05, 0.0)
        bpy.context.view_layer.update()
        for obj in [o for o in bpy.data.objects if o.name.startswith(leaf + "-") and o is not pivot] + [bpy.data.objects[ring]]:
            obj.parent = pivot
            obj.matrix_parent_inverse = pivot.matrix_world.inverted()
        pivot.rotation_euler = (0, 0, math.radians(angle))
    shrine(teak, brass, wall)
    for x in (-0.72, 0.72):
        s.cylinder(f"pj-bellchain{x}", 0.003, 0.25, (x, -0.2, 2.0), brass, 6)
        f.lathe(f"pj-bell{x}", [(0.045, 0), (0.04, 0.02), (0.025, 0.07), (0.01, 0.08), (0.0, 0.08)], (x, -0.2, 1.8), brass, 20, cap=False)
    # Toran of mango leaves across the lintel, and marigold strings.
    leaf = m.foliage("pj-mango", (0.08, 0.22, 0.04))
    marigold = m.paint("pj-marigold", (0.9, 0.42, 0.02), 0.8)
    for k in range(15):
        x = -0.84 + k * 0.12
        sag = 0.05 * math.sin(math.pi * k / 14)
        l = s.sphere(f"pj-toran{k}", 0.05, (x, -0.17, 2.3 - sag - 0.08), leaf, 2)
        l.scale = (0.45, 0.15, 1.6)
        s.sphere(f"pj-mg{k}", 0.028, (x + 0.06, -0.17, 2.33 - sag), marigold, 2)
    for x in (-0.86, 0.86):
        for k in range(12):
            s.sphere(f"pj-mgs{x}{k}", 0.027, (x, -0.17, 2.3 - k * 0.055), marigold, 2)
    # The tall brass lamps on either side, lit; a low brass plate with flowers; a kolam.
    for x in (-1.45, 1.45):
        f.diya_lamp(f"pj-lamp{x}", (x, -0.5, 0), height=1.45, on=True)
    f.bowl("pj-plate", (0.0, -0.55, 0.0), 0.16, brass)
    for k in range(6):
        a = k * math.pi / 3
        s.sphere(f"pj-flower{k}", 0.03, (0.07 * math.cos(a), -0.55 + 0.07 * math.sin(a), 0.05), marigold, 2)
    kolam = kolam_material("pj-kolam")
    s.plane("pj-kolam", 1.3, 1.3, (0.0, -1.35, 0.002), kolam)
    # Slippers left outside, a stool, a framed picture and a switch on the side wall.
    sl = m.paint("pj-slipper", (0.3, 0.16, 0.08), 0.7)
    for k, (x, y, r) in enumerate(((-1.95, -1.4, 15), (-1.8, -1.35, 30))):
        s.box(f"pj-slip{k}", (0.1, 0.26, 0.025), (x, y, 0.0125), sl, 0.012, math.radians(r))
    f.plant("pj-tulsi", (1.95, -1.2, 0), 0.9, seed=23, pot_mat=f.ceramic("pj-pot", (0.42, 0.17, 0.08), 0.75))
    f.switch_plate("pj-sw", (2.6 - 0.005, -1.5, 1.2), -90)
    # Warm light: a soft ceiling wash and the lamps.
    f.area_light("pj-fill", (0.0, -1.8, H - 0.02), 2.5, 60, (1.0, 0.78, 0.55), rotation=(0, 0, 0))
    f.spot_light("pj-doorspot", (0.0, -1.2, H - 0.05), 120, (0.0, 0.0, 1.2), angle=50, blend=0.8, radius=0.1)
    timber.regrain()
    touches.revein()
    return stage.camera((0.3, -3.8, 1.3), (0.0, 0.0, 1.1), lens=28)
