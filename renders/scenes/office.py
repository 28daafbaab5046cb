"""The stone-fin office, Madhapur (2021): a seven-storey office block on a main road. Its long
west facade is double glazing behind precast fins faced in Tandur limestone, standing 600 mm proud
and turned toward the north-west so they block the low afternoon sun from the south-west. A central
service core, a cellar under a podium, a compound wall on the road.

Plan: the glass line of the west facade is x = 0, the building runs y -24..24 and x 0..22, the road
runs north-south west of the compound wall (x < -11). Views: exterior, entrance, lobby, floor,
reception."""
import math

import bpy

from kit import materials as m
from kit import office_props as op
from kit import shapes as s
from kit import stage

from kit import plants

GROUND = 4.5  # ground floor height
STOREY = 3.6
FLOORS = 7
PODIUM = 0.45
ROOF = PODIUM + GROUND + STOREY * (FLOORS - 1)
FIN_PITCH = 1.2
FIN_DEPTH = 0.6
FIN_THICK = 0.14
FIN_TURN = math.radians(28)  # fins turned toward the north-west
Y0, Y1 = -24.0, 24.0


def levels():
    z = [PODIUM, PODIUM + GROUND]
    for _ in range(FLOORS - 1):
        z.append(z[-1] + STOREY)
    return z


def mats():
    return {
        "stone": op.tandur(),
        "glass": op.facade_glass(),
        "frame": m.metal("frame-grey", (0.10, 0.10, 0.11), 0.45),
        "band": m.paint("acp-grey", (0.13, 0.13, 0.14), roughness=0.35, metallic=0.6),
        "soffit": m.plaster("soffit", (0.72, 0.71, 0.68), mottle=0.03),
        "plaster": m.plaster("office-plaster", (0.62, 0.58, 0.52)),
        "paving": m.tiles("paving", (0.33, 0.32, 0.31), (0.29, 0.28, 0.27), tile=0.6, speckle=0.45, roughness=0.6, grout=(0.22, 0.21, 0.2)),
        "kerb": m.concrete("kerb", (0.5, 0.49, 0.46)),
        "asphalt": op.asphalt(),
        "black": m.paint("ms-black", (0.02, 0.02, 0.022), roughness=0.5),
        "floor": m.tiles("lobby-floor", (0.55, 0.53, 0.49), (0.5, 0.48, 0.45), tile=1.2, speckle=0.25, roughness=0.12, grout_width=0.002),
        "carpet": m.fabric("carpet", (0.14, 0.14, 0.15), weave=500),
        "white": m.paint("wall-white", (0.75, 0.74, 0.71), roughness=0.8),
        "light": op.screen("ceiling-panel", (1.0, 0.95, 0.88), 6.0),
        "earth": m.ground("earth", (0.2, 0.2, 0.08), dry=(0.32, 0.2, 0.12), scale=0.3),
    }


def fins(k, y0, y1, z0, z1, skip=()):
    """The stone fins on the west face: one every FIN_PITCH, turned about their inner edge."""
    n = int(round((y1 - y0) / FIN_PITCH))
    objs = []
    for i in range(n + 1):
        y = y0 + i * FIN_PITCH
        if any(a <= y <= b for a, b in skip):
            bottom = PODIUM + GROUND
        else:
            bottom = z0
        # Centre of a fin whose inner edge touches the glass line and is turned toward +Y.
        cx = -math.cos(FIN_TURN) * FIN_DEPTH / 2 - 0.05
        cy = y + math.sin(FIN_TURN) * FIN_DEPTH / 2
        fin = s.box(f"fin{i}", (FIN_DEPTH, FIN_THICK, z1 - bottom), (cx, cy, (bottom + z1) / 2), k["stone"], 0.012)
        fin.rotation_euler[2] = -FIN_TURN
        objs.append(fin)
    return objs


def curtain_wall(k, y0, y1, z0, z1, interior=True):
    """Glazing on x = 0 with mullions at every fin, transoms and slab bands at each floor."""
    zs = [z for z in levels() if z0 - 0.01 <= z <= z1 + 0.01]
    s.box("glazing", (0.024, y1 - y0, z1 - z0), (0.0, (y0 + y1) / 2, (z0 + z1) / 2), k["glass"], 0)
    n = int(round((y1 - y0) / FIN_PITCH))
    for i in range(n + 1):
        s.box(f"mullion{i}", (0.12, 0.06, z1 - z0), (0.02, y0 + i * FIN_PITCH, (z0 + z1) / 2), k["frame"], 0.004)
    for j, z in enumerate(zs):
        if z > z0 + 0.1:
            s.box(f"band{j}", (0.08, y1 - y0, 0.45), (-0.03, (y0 + y1) / 2, z + 0.05), k["band"], 0.004)
        if z + 1.0 < z1:
            s.box(f"sill{j}", (0.09, y1 - y0, 0.05), (0.0, (y0 + y1) / 2, z + 0.9), k["frame"], 0.003)
    if not interior:
        return
    # Roller blinds behind the glass, let down to different heights: they catch the fins' shadows.
    rnd = s.scatter(7)
    blind = m.fabric("blind", (0.62, 0.61, 0.58), weave=800)
    for j, z in enumerate(zs[1:-1]):
        top = zs[j + 2] - 0.35
        i = 0
        while i < n:
            run = min(n - i, rnd.randint(1, 4))
            drop = rnd.choice((0.0, 0.0, 0.6, 1.1, 1.6, 2.2, 2.9))
            if drop:
                s.box(f"blind{j}-{i}", (0.02, run * FIN_PITCH - 0.04, drop), (0.25, y0 + (i + run / 2) * FIN_PITCH, top - drop / 2), blind, 0)
            i += run


def lit_floors(k, y0, y1, x1, furnish=True):
    """What is seen through the glass from outside: slabs, lit ceilings, the core, desks."""
    zs = levels()
    for j, z in enumerate(zs[:-1]):
        top = zs[j + 1]
        s.slab(f"slab{j}", 0.05, y0, x1, y1, top - 0.3, top, k["soffit"], 0.0)
        s.slab(f"floor{j}", 0.05, y0, x1, y1, z - 0.02, z, k["carpet"] if j else k["floor"], 0.0)
        if j:
            for r in range(3):
                s.box(f"panel{j}-{r}", (0.6, y1 - y0 - 2, 0.01), (2.2 + r * 3.6, (y0 + y1) / 2, top - 0.31), k["light"], 0)
            if furnish:
                for r in range(2):
                    s.box(f"desks{j}-{r}", (1.5, y1 - y0 - 6, 0.75), (2.5 + r * 3.2, (y0 + y1) / 2, z + 0.375), k["white"], 0.01)
    s.slab("core", 8, -5, 14, 5, PODIUM, ROOF, k["white"], 0.0)


def building(k, y0=Y0, y1=Y1, x1=22.0, entrance=(-3.0, 3.0)):
    zs = levels()
    s.slab("podium", -1.6, y0 - 1.0, x1 + 1.0, y1 + 1.0, 0, PODIUM, k["stone"], 0.01)
    curtain_wall(k, y0, y1, PODIUM, ROOF)
    fins(k, y0 + FIN_PITCH / 2, y1 - FIN_PITCH / 2, PODIUM, ROOF + 1.2, skip=[entrance])
    lit_floors(k, y0, y1, x1)
    # End walls in stone, parapet and a crown frame holding the fins.
    for name, ya, yb in (("south", y0 - 0.9, y0), ("north", y1, y1 + 0.9)):
        wall = s.slab(f"{name}-end", -0.9, ya, x1, yb, PODIUM, ROOF + 1.2, k["stone"], 0.01)
    s.slab("crown", -0.9, y0 - 0.9, 0.0, y1 + 0.9, ROOF + 1.2, ROOF + 1.9, k["stone"], 0.01)
    s.slab("roof", 0, y0, x1, y1, ROOF - 0.3, ROOF, k["soffit"], 0.0)
    s.slab("parapet-back", 0, y0, x1, y1, ROOF, ROOF + 1.1, k["plaster"], 0.0)
    s.slab("lift-room", 7, -6, 15, 6, ROOF, ROOF + 4.0, k["plaster"], 0.01)
    # South wall: strip windows set into the stone on each floor.
    for j, z in enumerate(zs[1:-1]):
        cutter_z = z + 1.0
        s.box(f"strip{j}", (x1 - 6, 0.05, 1.5), (x1 / 2 + 1.5, y0 - 0.92, cutter_z + 0.75), k["band"], 0.004)
    # Entrance canopy.
    a, b = entrance
    s.slab("canopy", -5.5, a - 0.6, 0.0, b + 0.6, PODIUM + 3.9, PODIUM + 4.3, k["stone"], 0.01)
    s.slab("canopy-soffit", -5.45, a - 0.55, 0.0, b + 0.55, PODIUM + 3.88, PODIUM + 3.9, k["frame"], 0.0)
    for y in (a - 0.2, b + 0.2):
        s.cylinder(f"canopy-col{y}", 0.12, 3.9, (-5.0, y, PODIUM + 1.95), k["frame"], 24)
    s.slab("steps", -2.6, a, -1.6, b, 0, PODIUM - 0.15, k["stone"], 0.005)


def site(k):
    """Forecourt, compound wall with its gate, footpath, the main road and its far footpath."""
    s.plane("earth", 400, 400, (0, 0, -0.01), k["earth"])
    s.slab("forecourt", -11.0, -40, -1.6, 40, 0, 0.05, k["paving"], 0.0)
    # Compound wall: stone-faced base and black MS bars, broken by the gate and the entry.
    for name, a, b in (("south", -40, -9.0), ("mid", -1.5, 5.0), ("north", 12.0, 40)):
        s.slab(f"cw-{name}", -11.0, a, -10.7, b, 0, 0.9, k["stone"], 0.01)
        s.slab(f"cw-{name}-cap", -11.05, a, -10.65, b, 0.9, 0.96, k["kerb"], 0.005)
        s.slab(f"cw-{name}-rail", -10.9, a, -10.8, b, 2.0, 2.05, k["black"], 0.003)
        n = int((b - a) / 0.15)
        for i in range(n):
            y = a + 0.075 + i * 0.15
            s.box(f"cw-{name}-bar{i}", (0.02, 0.02, 1.1), (-10.85, y, 1.5), k["black"], 0)
        for i in range(int((b - a) / 3) + 1):
            y = min(a + i * 3 + 0.2, b - 0.2)
            s.slab(f"cw-{name}-pier{i}", -11.1, y - 0.2, -10.6, y + 0.2, 0, 2.2, k["stone"], 0.01)
    # Footpath with a kerb, road, far footpath.
    s.slab("footpath", -14.0, -80, -11.0, 80, 0, 0.15, k["paving"], 0.0)
    s.slab("kerb", -14.2, -80, -14.0, 80, 0, 0.18, k["kerb"], 0.005)
    s.plane("road", 16, 160, (-22.2, 0, 0.0), k["asphalt"])
    line = m.paint("road-line", (0.7, 0.7, 0.66), roughness=0.7)
    for i in range(-12, 13):
        s.box(f"dash{i}", (0.15, 3.0, 0.004), (-22.2, i * 6.0, 0.002), line, 0)
    s.slab("far-kerb", -30.4, -80, -30.2, 80, 0, 0.18, k["kerb"], 0.005)
    s.slab("far-footpath", -34.0, -80, -30.4, 80, 0, 0.15, k["paving"], 0.0)
    # Street lights on the footpath.
    pole = m.metal("pole", (0.4, 0.41, 0.42), 0.4)
    for i, y in enumerate((-36, -6, 24)):
        s.cylinder(f"pole{i}", 0.09, 9.0, (-13.6, y, 4.5), pole, 12)
        arm = s.box(f"arm{i}", (2.0, 0.08, 0.08), (-14.5, y, 8.9), pole, 0.01)
        s.box(f"lamp{i}", (0.6, 0.25, 0.12), (-15.4, y, 8.85), pole, 0.02)
    # Neighbours, hazy behind and beyond.
    neighbour = m.plaster("neighbour", (0.6, 0.58, 0.54))
    for i, (x, y, w, d, h) in enumerate(((6, 46, 20, 14, 34), (30, 30, 18, 22, 22), (-60, 40, 20, 30, 18), (35, -30, 16, 20, 40), (10, 70, 30, 20, 45))):
        s.slab(f"nb{i}", x, y, x + w, y + d, 0, h, neighbour, 0.0)


def tree(name, location, height):
    return plants.neem_tree(name, location, height=height)


def exterior(k):
    stage.sky(elevation_deg=27, azimuth_deg=236, strength=0.9, sun_strength=4.0, dust=1.8)
    building(k)
    site(k)
    op.car("car1", (-5.5, -16, 0.05), math.pi / 2, (0.6, 0.6, 0.62))
    op.car("car2", (-18.5, -20, 0.0), math.pi / 2, (0.12, 0.14, 0.2))
    tree("neem1", (-12.6, -22, 0.15), 8.0)
    tree("neem2", (-12.6, 8, 0.15), 9.0)
    tree("neem3", (-32.5, -44, 0.15), 8.5)
    tree("neem4", (-33.0, -9.0, 0.15), 9.0)
    stage.camera((-42.0, -21.0, 1.65), (0.0, 0.0, 13.5), lens=28)


def build(view):
    k = mats()
    {
        "exterior": exterior,
    }[view](k)
