"""A dental clinic in Gachibowli: a reception with a softly curved white desk, warm cove light and
an upholstered bench, and behind a glass partition the treatment room with its chair."""
import math

import bpy

from kit import civic_props as c
from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import stage
from kit import timber

H = 3.1
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
    s.opening(east, (1, 2.0, 1.6), (9.15, 4.6, 1.0 + 0.8))
    s.window("d-ewin", 2.0, 1.6, (9.12, 4.6, 1.8), frame, glass, axis="Y", mullions=1)
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
    c.area_light("d-ewin-portal", 2.0, (8.8, 4.6, 1.8), c.facing((-1, 0, 0)), 1.0, portal=True, size_y=1.6)


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


def smooth_curve(points, steps=8):
    """Catmull-Rom through (x, z) points: a profile without facets."""
    out = []
    padded = [points[0]] + list(points) + [points[-1]]
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1 : i + 3]
        for k in range(steps):
            t = k / steps
            out.append(tuple(0.5 * (2 * p1[d] + (-p0[d] + p2[d]) * t + (2 * p0[d] - 5 * p1[d] + 4 * p2[d] - p3[d]) * t * t + (-p0[d] + 3 * p1[d] - 3 * p2[d] + p3[d]) * t ** 3) for d in (0, 1)))
    out.append(points[-1])
    return out


def upholstery(name, top, thickness, y0, y1, material):
    """A padded shell: the (x, z) top line given thickness downward, extruded across y, its edges
    rounded and shaded smooth like stitched vinyl."""
    line = smooth_curve(top)
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


def dental_chair(ox, oy, white, vinyl, chrome, grey):
    """A treatment chair as clinics in the city buy them: one sculpted upholstered top from the
    headrest to the feet on a white lift, the doctor's instrument console on its arm with the
    handpieces and their hoses, the cuspidor with its bowl, an LED lamp and a monitor for X-rays."""
    # lift: base plate, column, and the white chassis under the seat
    c.prism("dc-base", smooth_curve([(ox - 0.55, 0), (ox - 0.35, 0.3), (ox + 0.5, 0.3), (ox + 0.6, 0), (ox + 0.5, -0.3), (ox - 0.35, -0.3), (ox - 0.55, 0)], 6), "Z", 0, 0.06, white, bevel=0.02)
    c.prism("dc-column", [(ox - 0.2, 0.06), (ox + 0.18, 0.06), (ox + 0.12, 0.46), (ox - 0.16, 0.46)], "Y", oy - 0.16, oy + 0.16, white, bevel=0.03)
    c.prism("dc-chassis", smooth_curve([(ox - 0.45, 0.5), (ox + 0.45, 0.5), (ox + 0.35, 0.42), (ox - 0.3, 0.42)], 4), "Y", oy - 0.24, oy + 0.24, white, bevel=0.02)
    # the top: feet low at +x, seat, back reclined at about 25 degrees
    upholstery("dc-top", [(ox + 1.18, 0.42), (ox + 0.85, 0.47), (ox + 0.45, 0.55), (ox + 0.1, 0.58), (ox - 0.25, 0.57), (ox - 0.45, 0.62), (ox - 0.8, 0.78), (ox - 1.05, 0.9)], 0.1, oy - 0.28, oy + 0.28, vinyl)
    upholstery("dc-headrest", [(ox - 1.1, 0.93), (ox - 1.25, 1.0), (ox - 1.4, 1.05)], 0.08, oy - 0.14, oy + 0.14, vinyl)
    # an armrest on the door side
    c.tube("dc-arm-post", [(ox - 0.15, oy - 0.2, 0.46), (ox - 0.15, oy - 0.36, 0.5), (ox - 0.15, oy - 0.39, 0.68)], 0.018, chrome)
    upholstery("dc-armrest", [(ox + 0.12, 0.72), (ox - 0.12, 0.74), (ox - 0.42, 0.73)], 0.05, oy - 0.43, oy - 0.35, white)
    # the doctor's console on a swinging arm over the patient's knees
    c.tube("dc-console-arm", [(ox - 0.05, oy + 0.26, 0.45), (ox - 0.05, oy + 0.42, 0.72), (ox + 0.25, oy + 0.55, 0.82)], 0.035, white)
    console = s.box("dc-console", (0.56, 0.34, 0.07), (ox + 0.45, oy + 0.55, 0.86), white, bevel=0.025)
    console.rotation_euler[0] = math.radians(-8)
    s.box("dc-console-panel", (0.16, 0.1, 0.005), (ox + 0.6, oy + 0.5, 0.9), m.paint("dc-panel", (0.05, 0.07, 0.08), 0.15), bevel=0)
    s.box("dc-console-tray", (0.22, 0.16, 0.012), (ox + 0.32, oy + 0.58, 0.9), chrome, bevel=0.004)
    steel = m.metal("dc-steel", (0.7, 0.7, 0.72), 0.22)
    for k in range(4):
        x = ox + 0.28 + k * 0.1
        # handpieces stand in holders on the console's front edge, their hoses loop below it
        c.tube(f"dc-handpiece{k}", [(x, oy + 0.36, 0.87), (x, oy + 0.33, 1.02), (x - 0.01, oy + 0.32, 1.08)], 0.009, steel if k % 2 else white)
        c.tube(f"dc-hose{k}", [(x, oy + 0.37, 0.85), (x + 0.01, oy + 0.33, 0.72), (x + 0.02, oy + 0.37, 0.66), (x + 0.03, oy + 0.45, 0.72), (x + 0.02, oy + 0.5, 0.83)], 0.007, grey, resolution=4)
    # the cuspidor at the head end, far side: a column, a ceramic bowl, the cup filler
    s.box("dc-spit-post", (0.16, 0.14, 0.5), (ox - 0.35, oy + 0.46, 0.5), white, bevel=0.04)
    s.cylinder("dc-spit", 0.13, 0.07, (ox - 0.35, oy + 0.52, 0.79), m.paint("d-ceramic", (0.86, 0.86, 0.84), 0.08), bevel=0.02)
    s.cylinder("dc-spit-drain", 0.09, 0.005, (ox - 0.35, oy + 0.52, 0.827), m.paint("dc-drain", (0.55, 0.6, 0.6), 0.2))
    c.tube("dc-filler", [(ox - 0.42, oy + 0.42, 0.82), (ox - 0.42, oy + 0.42, 0.92), (ox - 0.38, oy + 0.49, 0.93)], 0.01, chrome)
    # an LED lamp on a jointed arm from the ceiling, and a monitor on its own arm
    c.tube("dc-lamp-arm", [(ox - 0.8, oy, H), (ox - 0.8, oy, 2.45), (ox - 0.55, oy + 0.15, 2.2), (ox - 0.5, oy + 0.15, 2.02)], 0.03, white)
    head = s.cylinder("dc-lamp", 0.2, 0.09, (ox - 0.5, oy + 0.15, 1.97), white, vertices=48, bevel=0.03)
    head.scale[0] = 1.5
    head.rotation_euler[1] = math.radians(-18)
    lens = s.cylinder("dc-lamp-lens", 0.16, 0.004, (ox - 0.51, oy + 0.15, 1.922), m.emission("d-lamp", (1.0, 0.97, 0.92), 6.0), vertices=48)
    lens.scale[0] = 1.5
    lens.rotation_euler[1] = math.radians(-18)
    bpy.data.materials["d-lamp"].cycles.sample_as_light = False
    c.area_light("dc-lamp-light", 0.4, (ox - 0.5, oy + 0.15, 1.9), (0, math.radians(-18), 0), 25, (1.0, 0.97, 0.92), size_y=0.3)
    # the patient's monitor hangs on its own drop rod in front of the chair, clear of the lamp
    # (on an arm from the lamp's mount it read as the lamp's arm running into it: review)
    turn = math.radians(-70)
    mx, my, mz = ox + 0.45, oy + 0.2, 1.68
    c.tube("dc-monitor-rod", [(mx + 0.06, my, H), (mx + 0.06, my, mz + 0.1)], 0.02, white)
    s.box("dc-monitor", (0.5, 0.03, 0.31), (mx, my, mz), m.paint("dc-monitor-shell", (0.08, 0.08, 0.09), 0.3), bevel=0.008, rotation_z=turn)
    # its screen faces the chair's head (-x) and shows a panoramic X-ray of both jaws
    s.box("dc-monitor-display", (0.47, 0.004, 0.28), (mx - 0.016 * math.sin(-turn), my - 0.016 * math.cos(-turn), mz), xray_screen(), bevel=0, rotation_z=turn)
    # the doctor's saddle stool on five castors, and the foot control
    s.cylinder("dc-stool", 0.2, 0.08, (ox - 0.9, oy + 0.7, 0.55), vinyl, bevel=0.03)
    s.cylinder("dc-stool-post", 0.025, 0.45, (ox - 0.9, oy + 0.7, 0.28), chrome)
    for k in range(5):
        a = k * 2 * math.pi / 5 + 0.3
        leg = s.box(f"dc-stool-leg{k}", (0.28, 0.04, 0.03), (ox - 0.9 + 0.13 * math.cos(a), oy + 0.7 + 0.13 * math.sin(a), 0.06), grey, bevel=0.01, rotation_z=a)
        leg.rotation_euler[2] = a
        s.sphere(f"dc-castor{k}", 0.025, (ox - 0.9 + 0.26 * math.cos(a), oy + 0.7 + 0.26 * math.sin(a), 0.025), grey)
    s.cylinder("dc-pedal", 0.14, 0.04, (ox + 0.9, oy - 0.45, 0.02), grey, bevel=0.015)


def treatment():
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
    s.box("d-blind", (0.03, 2.1, 0.85), (8.95, 4.6, 2.2), m.fabric("d-blind", (0.5, 0.42, 0.32)), bevel=0.005)
    s.box("d-blind-rail", (0.05, 2.1, 0.04), (8.94, 4.6, 1.77), m.metal("d-alu", (0.7, 0.7, 0.7), 0.3), bevel=0.01)
    s.box("d-blind-box", (0.1, 2.2, 0.1), (8.93, 4.6, 2.65), white, bevel=0.01)
    f.frame("d-print", (5.75, 7.0, 1.55), 0, 0.8, 0.6, f.art_material("d-print", [(0.84, 0.8, 0.72), (0.2, 0.36, 0.38), (0.7, 0.5, 0.3)], seed=24))
    # A mobile cart of instruments beside the chair, teal top on white.
    s.box("dc-cart", (0.45, 0.4, 0.7), (8.2, 3.95, 0.37), white, bevel=0.02)
    s.box("dc-cart-top", (0.48, 0.43, 0.03), (8.2, 3.95, 0.735), vinyl, bevel=0.008)
    for k in range(3):
        s.box(f"dc-cart-drawer{k}", (0.4, 0.01, 0.005), (8.2, 3.745, 0.2 + k * 0.2), grey, bevel=0)
    s.box("dc-cart-tray", (0.3, 0.2, 0.02), (8.2, 3.95, 0.76), chrome, bevel=0.005)
    # Outside the east window: a compound wall with bougainvillea, a neem, the neighbour's house.
    s.slab("d-cwall", 11.5, -4, 11.7, 12, -0.2, 1.9, m.plaster("d-cwall", (0.72, 0.66, 0.56)), bevel=0.01)
    plants.shrub("d-bougainvillea", (11.0, 4.2, -0.2), height=2.3, seed=61, width=1.0, depth=5.5, flowers=(0.78, 0.12, 0.38))
    plants.neem_tree("d-neem", (13.6, 6.5, -0.2), height=8.0, seed=62)
    s.slab("d-neighbour", 17.0, -6, 26.0, 14, -0.2, 9.5, m.plaster("d-neighbour", (0.7, 0.6, 0.48)), bevel=0.02)
    for k in range(3):
        s.slab(f"d-nb-win{k}", 16.95, -1 + k * 4.5, 17.02, 0.6 + k * 4.5, 1.2, 2.6, m.paint("d-nb-glass", (0.05, 0.06, 0.07), 0.2), bevel=0)
        s.slab(f"d-nb-win-up{k}", 16.95, -1 + k * 4.5, 17.02, 0.6 + k * 4.5, 4.6, 6.0, m.paint("d-nb-glass", (0.05, 0.06, 0.07), 0.2), bevel=0)
    plants.potted_plant("d-plant3", (8.6, 1.0, 0), height=0.85, seed=13, pot_radius=0.25)
    c.area_light("d-treat-ceiling", 1.6, (7.0, 3.0, H - 0.02), (0, 0, 0), 180, (1.0, 0.94, 0.86), size_y=1.0)
    s.box("d-treat-panel", (1.6, 1.0, 0.01), (7.0, 3.0, H - 0.005), m.emission("d-panel", (1.0, 0.95, 0.9), 2.5), bevel=0)
    bpy.data.materials["d-panel"].cycles.sample_as_light = False


def build(view):
    c.report_render_time()
    stage.sky(elevation_deg=40, azimuth_deg=120, strength=1.0, sun_strength=4.0)
    s.plane("d-outside", 200, 200, (0, 0, -0.2), c.dirt())
    room()
    reception()
    treatment()
    bpy.context.scene.cycles.diffuse_bounces = 3
    if view == "overview":
        stage.camera((0.5, 0.7, 1.45), (4.6, 6.2, 1.25), lens=22)
    elif view == "reception":
        stage.camera((4.85, 2.3, 1.4), (0.5, 3.1, 1.05), lens=22)
    elif view == "treatment":
        stage.camera((5.6, 0.6, 1.4), (7.6, 4.4, 1.15), lens=24)
    timber.regrain()
