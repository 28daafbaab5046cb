"""What the trades leave about on a fit-out or a renovation: emulsion pails and a toolbox, modelled
with their rims, ribs and handles (plain cylinders and boxes read as toys)."""
import math

from kit import furniture as f
from kit import materials as m
from kit import shapes as s
from kit import site_props as sp


def pail_plastic():
    return m.paint("pail-plastic", (0.82, 0.82, 0.8), roughness=0.35)


def pail(name, location, open_top, band=(0.6, 0.1, 0.06)):
    """A 20-litre emulsion pail: tapered white plastic with two stiffening ribs under the rim, a
    printed band and a wire handle; open with the paint showing, or with its lid on."""
    x, y, z = location
    outer = [(0.0, 0.0), (0.128, 0.0), (0.132, 0.01), (0.146, 0.3), (0.152, 0.305), (0.152, 0.315), (0.149, 0.32), (0.152, 0.33), (0.158, 0.34), (0.158, 0.36)]
    inner = [(0.146, 0.362), (0.141, 0.35), (0.128, 0.03), (0.0, 0.03)] if open_top else [(0.0, 0.372)]
    f.lathe(name, outer + inner, (x, y, z), pail_plastic(), 48)
    f.lathe(name + "-band", [(0.1375, 0.08), (0.1445, 0.26)], (x, y, z), m.paint(f"pail-band-{band}", band, roughness=0.4), 48, cap=False)
    if open_top:
        s.cylinder(name + "-paint", 0.139, 0.004, (x, y, z + 0.3), m.paint("wet-paint", (0.8, 0.74, 0.64), roughness=0.12), 48)
    wire = sp.Batch()
    arc = [k * math.pi / 16 for k in range(17)]
    if open_top:
        # laid down over the side, out of the way of the brush
        points = [(x + 0.162 * math.cos(a), y - 0.2 * math.sin(a), z + 0.33 - 0.1 * math.sin(a)) for a in arc]
    else:
        points = [(x + 0.162 * math.cos(a), y, z + 0.33 + 0.14 * math.sin(a)) for a in arc]
    wire.polyline(points, 0.003, 5)
    wire.done(name + "-handle", m.metal("pail-wire", (0.6, 0.6, 0.6), 0.35))


def pail_lid(name, location):
    """A pail's lid lying on the floor, rim up."""
    f.lathe(name, [(0.0, 0.0), (0.16, 0.0), (0.162, 0.022), (0.15, 0.024), (0.15, 0.012), (0.0, 0.012)], location, pail_plastic())


def toolbox(name, location, rotation_z=0.0, color=(0.6, 0.08, 0.04)):
    """A steel cantilever toolbox: a body, a lid with a ridge, a black carrying handle on two posts
    and two latches."""
    x, y, z = location
    c, s_ = math.cos(rotation_z), math.sin(rotation_z)

    def at(u, v, w):
        return (x + u * c - v * s_, y + u * s_ + v * c, z + w)

    paint = m.paint(f"toolbox-{color}", color, roughness=0.35)
    black = m.paint("toolbox-black", (0.03, 0.03, 0.03), roughness=0.5)
    steel = m.metal("toolbox-latch", (0.6, 0.6, 0.6), 0.3)
    s.box(name, (0.5, 0.22, 0.17), at(0, 0, 0.085), paint, 0.008, rotation_z=rotation_z)
    s.box(name + "-lid", (0.51, 0.23, 0.035), at(0, 0, 0.19), paint, 0.01, rotation_z=rotation_z)
    s.box(name + "-ridge", (0.5, 0.02, 0.012), at(0, 0, 0.213), paint, 0.004, rotation_z=rotation_z)
    handle = sp.Batch()
    handle.polyline([at(-0.12, 0, 0.207), at(-0.12, 0, 0.26), at(0.12, 0, 0.26), at(0.12, 0, 0.207)], 0.011, 8)
    handle.done(name + "-handle", black)
    for u in (-0.17, 0.17):
        s.box(f"{name}-latch{u}", (0.04, 0.012, 0.05), at(u, -0.116, 0.165), steel, 0.003, rotation_z=rotation_z)
