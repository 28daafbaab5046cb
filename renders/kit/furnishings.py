"""Furniture families beside `furniture.py`'s, so that rooms stop sharing one sofa, one armchair
and one dhurrie (the design review counted the same pieces in five rooms): a track-arm sofa on
steel legs, a tub chair, a basket-weave jute rug. They live apart from `furniture.py` because a
change there re-renders nearly every picture; here it re-renders only the rooms that use them.
"""
import math

import bmesh

from kit import furniture as f
from kit import materials as m
from kit import shapes as s


def track_sofa(name, location, rot=0.0, width=2.2, depth=0.9, upholstery=None, legs=None, cushions=()):
    """A tailored sofa raised on slim blackened-steel legs: straight narrow arms, one long bench
    seat and a tight back (no loose back cushions), so it reads lighter than `furniture.sofa`."""
    g = f.group(name, location, rot)
    up = upholstery or m.fabric(name + "-fab", (0.4, 0.42, 0.44))
    steel = legs or m.metal("blackened-steel", (0.04, 0.04, 0.04), 0.35)
    leg_h, arm_w, back_d = 0.17, 0.11, 0.2
    base_h = 0.2
    f.attach(g, f.soft_box(name + "-base", (width, depth, base_h), (0, 0, leg_h + base_h / 2), up, 0.03))
    for sx in (-1, 1):
        arm_h = 0.64 - leg_h
        f.attach(g, f.soft_box(f"{name}-arm{sx}", (arm_w, depth, arm_h), (sx * (width / 2 - arm_w / 2 + 0.003), 0.001, leg_h + arm_h / 2), up, 0.035))
        for sy in (-1, 1):
            leg = f.cone(f"{name}-leg{sx}{sy}", 0.012, 0.018, leg_h, (sx * (width / 2 - 0.07), sy * (depth / 2 - 0.07), leg_h / 2), steel, 12)
            f.attach(g, leg)
    inner = width - 2 * arm_w - 0.01
    back_h = 0.82 - leg_h - base_h
    back = f.soft_box(name + "-back", (inner, back_d, back_h), (0, depth / 2 - back_d / 2 - 0.01, leg_h + base_h + back_h / 2 - 0.02), up, 0.06)
    back.rotation_euler[0] = math.radians(-7)
    f.attach(g, back)
    seat_d = depth - back_d - 0.03
    f.attach(g, f.soft_box(name + "-seat", (inner, seat_d, 0.13), (0, -depth / 2 + seat_d / 2 + 0.01, leg_h + base_h + 0.06), up, 0.055))
    spots = [-inner / 2 + 0.3, inner / 2 - 0.3, -inner / 2 + 0.62]
    seat_top = leg_h + base_h + 0.125
    for i, material in enumerate(list(cushions)[:3]):
        size = 0.46 if i < 2 else 0.4
        f.attach(g, f.cushion(f"{name}-cush{i}", (size, 0.15, size), (spots[i], depth / 2 - back_d - 0.12, seat_top + size / 2 - 0.03), material,
                              tilt=14, rot=(12, -12, 4)[i]))
    return g


def _arc_shell(name, radius, thickness, spread_deg, z0, top, material, steps=40):
    """An upholstered band round a circle's back: `spread_deg` either side of +Y, from z0 up to
    top(angle), its square section rounded by subdivision into a stuffed roll."""
    bm = bmesh.new()
    sections = []
    for i in range(steps + 1):
        a = math.radians(-spread_deg + 2 * spread_deg * i / steps)
        zt = top(a)
        ring = []
        for r, z in ((radius - thickness, z0), (radius, z0), (radius, zt), (radius - thickness, zt)):
            ring.append(bm.verts.new((r * math.sin(a), r * math.cos(a), z)))
        sections.append(ring)
    for a_ring, b_ring in zip(sections, sections[1:]):
        for k in range(4):
            bm.faces.new((a_ring[k], a_ring[(k + 1) % 4], b_ring[(k + 1) % 4], b_ring[k]))
    bm.faces.new(list(reversed(sections[0])))
    bm.faces.new(sections[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = f._mesh(name, bm, material, smooth=True)
    sub = obj.modifiers.new("stuffing", "SUBSURF")
    sub.levels = 2
    sub.render_levels = 2
    return obj


def tub_chair(name, location, rot=0.0, upholstery=None, plinth=None, cushion_mat=None):
    """A round tub chair: a drum on a recessed plinth, a back that wraps round into the arms and
    falls towards the front, a loose round seat cushion. Faces -Y, like `furniture.armchair`."""
    g = f.group(name, location, rot)
    up = upholstery or m.fabric(name + "-fab", (0.7, 0.64, 0.55))
    plinth = plinth or m.wood("tub-plinth", (0.2, 0.12, 0.06), (0.1, 0.05, 0.02))
    radius = 0.4
    f.attach(g, s.cylinder(name + "-plinth", radius - 0.07, 0.06, (0, 0, 0.03), plinth, 48, bevel=0.004))
    f.attach(g, s.cylinder(name + "-drum", radius, 0.3, (0, 0, 0.06 + 0.15), up, 64, bevel=0.03))
    # The back stands 0.78 m at the middle and falls to 0.6 m at the arms' ends.
    shell = _arc_shell(name + "-back", radius + 0.015, 0.13, 125, 0.3, lambda a: 0.6 + 0.2 * math.cos(a) ** 2, up)
    f.attach(g, shell)
    f.attach(g, s.cylinder(name + "-seat", radius - 0.1, 0.13, (0, -0.04, 0.42), cushion_mat or up, 64, bevel=0.05))
    return g


def jute_rug(name, colour=(0.52, 0.41, 0.26), pitch=0.012):
    """A handwoven jute flatweave in a basket weave: pairs of ridges that turn a quarter at every
    square, darker in the hollows between them, with the fibre's tone drifting across the rug."""
    material, nodes, bsdf = m._new(name)
    if not material:
        return m._cache[name]
    links = material.node_tree.links
    vector = m._coords(material, nodes)
    squares = nodes.new("ShaderNodeTexChecker")
    squares.inputs["Scale"].default_value = 1.0 / (4 * pitch)
    links.new(vector, squares.inputs["Vector"])
    ridges = []
    for direction in ("X", "Y"):
        wave = nodes.new("ShaderNodeTexWave")
        wave.bands_direction = direction
        wave.wave_profile = "SIN"
        wave.inputs["Scale"].default_value = 1.0 / (pitch * 6.2832)
        wave.inputs["Distortion"].default_value = 0.6
        wave.inputs["Detail"].default_value = 1.0
        links.new(vector, wave.inputs["Vector"])
        ridges.append(wave)
    weave = nodes.new("ShaderNodeMixRGB")
    links.new(squares.outputs["Fac"], weave.inputs["Fac"])
    links.new(ridges[0].outputs["Fac"], weave.inputs["Color1"])
    links.new(ridges[1].outputs["Fac"], weave.inputs["Color2"])
    weave_out = weave.outputs["Color"]
    drift = m._noise(material, nodes, vector, 1.5, detail=3)
    tone = m._ramp(material, nodes, drift, [(0.3, m._shade(colour, 0.88)), (0.7, m._shade(colour, 1.08))])
    shade = nodes.new("ShaderNodeMixRGB")
    shade.blend_type = "MULTIPLY"
    shade.inputs["Fac"].default_value = 1.0
    links.new(tone, shade.inputs["Color1"])
    hollow = m._ramp(material, nodes, weave_out, [(0.0, (0.6, 0.6, 0.6)), (0.8, (1.0, 1.0, 1.0))])
    links.new(hollow, shade.inputs["Color2"])
    links.new(shade.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.95
    bsdf.inputs["Sheen"].default_value = 0.5
    bsdf.inputs["Specular"].default_value = 0.15
    m._bump(material, nodes, bsdf, weave_out, strength=0.5, distance=0.004)
    return material


def colour_field(name, bands=((0.0, (0.11, 0.14, 0.22)), (0.4, (0.78, 0.73, 0.62)), (0.47, (0.68, 0.45, 0.17)), (0.82, (0.56, 0.25, 0.12))), seed=5):
    """An abstract canvas of broad painted bands (bottom edge, colour), their edges feathered and
    wavering as a brush leaves them, with the strokes' drag across each band. Hang with
    `furniture.frame`."""
    rng = s.scatter(seed)
    phases = [rng.uniform(0, math.tau) for _ in range(2 * len(bands))]

    def pixel(u, v, x, y):
        colour = bands[0][1]
        for k, (bottom, tone) in enumerate(bands[1:], start=1):
            edge = bottom + 0.012 * math.sin(u * 9 + phases[2 * k]) + 0.006 * math.sin(u * 31 + phases[2 * k + 1])
            blend = min(1.0, max(0.0, (v - edge) / 0.02 + 0.5))
            colour = tuple(a + (b - a) * blend for a, b in zip(colour, tone))
        drag = 1 + 0.05 * math.sin(y * 0.7 + 3 * math.sin(x * 0.05)) + 0.03 * math.sin(x * 2.1 + y * 0.3)
        return tuple(c * drag for c in colour)

    return f._image_material(name, pixel, (160, 200), roughness=0.75, bump=0.2, rotation=(-math.pi / 2, 0, 0))


def leather(name, colour=(0.34, 0.15, 0.06)):
    """Aniline leather: a colour that darkens where it is handled, a soft sheen, a fine grain."""
    material, nodes, bsdf = m._new(name)
    if not material:
        return m._cache[name]
    vector = m._coords(material, nodes)
    wear = m._noise(material, nodes, vector, 3.0, detail=4)
    tone = m._ramp(material, nodes, wear, [(0.35, m._shade(colour, 0.8)), (0.65, m._shade(colour, 1.1))])
    m._link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.42
    bsdf.inputs["Specular"].default_value = 0.4
    grain = m._noise(material, nodes, vector, 900.0, detail=2)
    m._bump(material, nodes, bsdf, grain, strength=0.08, distance=0.001)
    return material


def _sling(name, points, width, material, thickness=0.006, steps=8):
    """A sheet of leather hung across a frame: the (y, z) points of its side profile, swept
    `width` along X, the corners between them rounded by subdivision."""
    bm = bmesh.new()
    rows = [[bm.verts.new((x, y, z)) for x in (-width / 2, width / 2)] for y, z in points]
    for a, b in zip(rows, rows[1:]):
        bm.faces.new((a[0], a[1], b[1], b[0]))
    obj = f._mesh(name, bm, material, smooth=True)
    sub = obj.modifiers.new("drape", "SUBSURF")
    sub.levels = sub.render_levels = 2
    solid = obj.modifiers.new("hide", "SOLIDIFY")
    solid.thickness = thickness
    return obj


def sling_chair(name, location, rot=0.0, hide=None, frame_mat=None, cushion_mat=None):
    """A low lounge chair: two teak side frames (a raked back leg, a straight front leg and a flat
    arm joining them) with a leather sling hung from the front rail to the top of the back, and a
    loose leather cushion. Faces -Y, like `furniture.armchair`."""
    g = f.group(name, location, rot)
    hide = hide or leather(name + "-leather")
    wood = frame_mat or m.wood("sling-teak", (0.36, 0.2, 0.09), (0.17, 0.08, 0.03))
    w, d = 0.74, 0.86
    for sx in (-1, 1):
        x = sx * (w / 2 - 0.025)
        f.attach(g, s.box(f"{name}-front{sx}", (0.045, 0.045, 0.56), (x, -d / 2 + 0.05, 0.28), wood, 0.006))
        back = s.box(f"{name}-rear{sx}", (0.045, 0.045, 0.86), (x, d / 2 - 0.16, 0.42), wood, 0.006)
        back.rotation_euler[0] = math.radians(-18)
        f.attach(g, back)
        f.attach(g, s.box(f"{name}-arm{sx}", (0.075, d - 0.06, 0.03), (x, -0.02, 0.575), wood, 0.008))
        f.attach(g, s.box(f"{name}-rail{sx}", (0.035, d - 0.14, 0.045), (x, -0.01, 0.16), wood, 0.005))
    f.attach(g, s.box(name + "-stretcher", (w - 0.05, 0.035, 0.045), (0, -0.02, 0.16), wood, 0.005))
    for y, z in ((-d / 2 + 0.05, 0.43), (d / 2 - 0.02, 0.8)):
        f.attach(g, s.cylinder(f"{name}-bar{y:.2f}", 0.016, w - 0.05, (0, y, z), wood, 16, rotation=(0, math.pi / 2, 0)))
    # front bar, down into the seat's sag, up the raked back to the top bar
    profile = [(-d / 2 + 0.05, 0.445), (-d / 2 + 0.14, 0.36), (-0.02, 0.28), (0.14, 0.3), (0.24, 0.42), (0.32, 0.6), (d / 2 - 0.02, 0.815)]
    f.attach(g, _sling(name + "-sling", profile, w - 0.1, hide))
    f.attach(g, f.soft_box(name + "-cushion", (w - 0.16, 0.5, 0.09), (0, -0.08, 0.34), cushion_mat or hide, 0.04))
    return g
