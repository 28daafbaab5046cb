"""The stone-fin office, Madhapur (2021): a seven-storey office block on a main road. Its long
west facade is double glazing behind precast fins faced in Tandur limestone, standing 600 mm proud
and turned toward the north-west so they block the low afternoon sun from the south-west. A central
service core, a cellar under a podium, a compound wall on the road.

Plan: the glass line of the west facade is x = 0, the building runs y -24..24 and x 0..22, the road
runs north-south west of the compound wall (x < -11). Views: exterior, entrance, lobby, floor,
reception."""
import math

import bpy

from kit import civic_props as c
from kit import clouds
from kit import furniture as f
from kit import materials as m
from kit import office_props as op
from kit import people
from kit import shapes as s
from kit import stage
from kit import timber
from kit import touches

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
        "floor": m.tiles("lobby-floor", (0.6, 0.53, 0.44), (0.55, 0.49, 0.41), tile=1.2, speckle=0.25, roughness=0.3, grout_width=0.002),
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


def curtain_wall(k, y0, y1, z0, z1, interior=True, clear_lobby=False):
    """Glazing on x = 0 with mullions at every fin, transoms and slab bands at each floor; with
    clear_lobby, the ground floor in clear glass, as a lobby's is (behind the offices' tinted
    glass the lit lobby still showed black: review)."""
    zs = [z for z in levels() if z0 - 0.01 <= z <= z1 + 0.01]
    if clear_lobby:
        zl = levels()[1]
        # and a dim mirror: seen along the front, a brighter one showed the sky, not the lobby
        lobby_glass = op.facade_glass("lobby-glass", tint=(0.7, 0.74, 0.72), mirror=(0.07, 0.08, 0.09), reflect=0.08)
        s.box("glazing-lobby", (0.024, y1 - y0, zl - z0), (0.0, (y0 + y1) / 2, (z0 + zl) / 2), lobby_glass, 0)
        z0 = zl
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
    # the lobby behind the entrance lit warm, downlights and a teak wall on the core (unlit, it
    # showed as a black void behind the glass: review)
    lobby_top = zs[1] - 0.3
    s.slab("lobby-teak", 7.9, -5, 8.0, 5, PODIUM, lobby_top, m.wood("lobby-teak-wall", along="Z"), 0.0)
    downlight = m.emission("lobby-downlight", (1.0, 0.86, 0.66), 30.0)
    for x in (2.0, 5.0):
        for y in (-4.0, -1.5, 1.5, 4.0):
            s.cylinder(f"lobby-downlight{x}{y}", 0.1, 0.01, (x, y, lobby_top - 0.006), downlight)
    c.area_light("lobby-warm", 6.0, (4.0, 0.0, lobby_top - 0.05), (0, 0, 0), 4000, (1.0, 0.8, 0.58), size_y=10.0)
    # teak walls closing the lobby north and south, lit, where a view through the entrance ran on
    # into the ground floor's unlit depth and showed black
    for name, ya, yb in (("lobby-teak-s", -6.1, -6.0), ("lobby-teak-n", 6.0, 6.1)):
        s.slab(name, 0.3, ya, 8.0, yb, PODIUM, lobby_top, m.wood("lobby-teak-wall", along="Z"), 0.0)
    # a wash toward the south wall, the one the entrance looks on to
    c.area_light("lobby-wash", 7.0, (4.0, 0.0, PODIUM + 2.2), (math.radians(-90), 0, 0), 900, (1.0, 0.8, 0.58), size_y=3.0)
    # what the clear glass shows: the reception counter in stone before the teak, and two palms
    s.slab("lobby-counter", 5.4, -2.2, 6.2, 2.2, PODIUM, PODIUM + 1.1, k["stone"], 0.01)
    s.slab("lobby-counter-top", 5.3, -2.3, 6.3, 2.3, PODIUM + 1.1, PODIUM + 1.15, m.wood("lobby-teak-wall", along="Z"), 0.005)
    for y in (-3.6, 3.6):
        plants.potted_plant(f"lobby-palm{y}", (6.8, y, PODIUM), height=1.8, seed=int(y * 10) + 50, pot_radius=0.3)


def building(k, y0=Y0, y1=Y1, x1=22.0, entrance=(-3.0, 3.0)):
    zs = levels()
    s.slab("podium", -1.6, y0 - 1.0, x1 + 1.0, y1 + 1.0, 0, PODIUM, k["stone"], 0.01)
    curtain_wall(k, y0, y1, PODIUM, ROOF, clear_lobby=True)
    fins(k, y0 + FIN_PITCH / 2, y1 - FIN_PITCH / 2, PODIUM, ROOF + 1.2, skip=[entrance])
    lit_floors(k, y0, y1, x1)
    # End walls in stone, parapet and a crown frame holding the fins.
    for name, ya, yb in (("south", y0 - 0.9, y0), ("north", y1, y1 + 0.9)):
        s.slab(f"{name}-end", -0.9, ya, x1, yb, PODIUM, ROOF + 1.2, k["stone"], 0.01)
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
    # a teak soffit with downlights under the stone canopy (dark metal read as a black slab: review)
    s.slab("canopy-soffit", -5.45, a - 0.55, 0.0, b + 0.55, PODIUM + 3.88, PODIUM + 3.9, m.wood("canopy-teak", along="X"), 0.0)
    canopy_lamp = m.emission("canopy-downlight", (1.0, 0.86, 0.66), 30.0)
    for x in (-4.0, -1.6):
        for y in (a + 0.6, (a + b) / 2, b - 0.6):
            s.cylinder(f"canopy-lamp{x}{y}", 0.08, 0.01, (x, y, PODIUM + 3.875), canopy_lamp)
    c.area_light("canopy-warm", 4.5, (-2.8, (a + b) / 2, PODIUM + 3.8), (0, 0, 0), 500, (1.0, 0.8, 0.58), size_y=b - a)
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
    s.slab("far-footpath", -46.0, -80, -30.4, 80, 0, 0.15, k["paving"], 0.0)
    # Street lights on the footpath.
    pole = m.metal("pole", (0.4, 0.41, 0.42), 0.4)
    # none in the line from the corner view to the entrance (one stood in front of the door)
    for i, y in enumerate((-40, -14, 16)):
        s.cylinder(f"pole{i}", 0.09, 9.0, (-13.6, y, 4.5), pole, 12)
        s.box(f"arm{i}", (2.0, 0.08, 0.08), (-14.5, y, 8.9), pole, 0.01)
        s.box(f"lamp{i}", (0.6, 0.25, 0.12), (-15.4, y, 8.85), pole, 0.02)
    # Neighbours, hazy behind and beyond.
    neighbour = m.plaster("neighbour", (0.5, 0.47, 0.42))
    strip = m.paint("neighbour-glass", (0.05, 0.06, 0.07), roughness=0.15)
    for i, (x, y, w, d, h) in enumerate(((6, 46, 20, 14, 34), (30, 30, 18, 22, 22), (-60, 40, 20, 30, 18), (35, -30, 16, 20, 40), (10, 70, 30, 20, 45))):
        s.slab(f"nb{i}", x, y, x + w, y + d, 0, h, neighbour, 0.0)
        # Ribbon windows on the faces toward the road (west) and the south.
        for j, z in enumerate(range(3, int(h) - 2, 4)):
            s.slab(f"nb{i}-w{j}", x - 0.05, y + 1, x + 0.1, y + d - 1, z, z + 1.8, strip, 0.0)
            s.slab(f"nb{i}-s{j}", x + 1, y - 0.05, x + w - 1, y + 0.1, z, z + 1.8, strip, 0.0)


def tree(name, location, height):
    return plants.neem_tree(name, location, height=height)


def exterior(k):
    # the sun low in the west-south-west, across the west front, so every fin throws its shadow
    # along the glass (from behind a camera in front of it, it lit the front flat); the sky at
    # 0.3, as at full strength it washed those shadows out
    # 9 degrees up and warm, so the fins take the sunset's colour (at 11 they lit flat: review;
    # at 6 the blocks across the road shaded the whole front)
    stage.sky(elevation_deg=9, azimuth_deg=252, strength=0.35, sun_strength=4.6, dust=2.2, warmth=0.35)
    clouds.deck()
    building(k)
    site(k)
    tree("neem1", (-12.6, -22, 0.15), 8.0)
    # behind the camera in the north gate (in front of it, its leaves hung into the frame's corner)
    tree("neem2", (-12.6, 17, 0.15), 9.0)
    tree("neem3", (-32.5, -44, 0.15), 8.5)
    tree("neem4", (-33.0, -9.0, 0.15), 9.0)
    # the road's far end: more of Madhapur's blocks and its avenue trees, not open country
    neighbour = m.plaster("neighbour-south", (0.42, 0.38, 0.33))
    strip = m.paint("neighbour-glass", (0.05, 0.06, 0.07), roughness=0.15)
    for i, (x, y, w, d, h) in enumerate(((12, -100, 20, 16, 22), (-58, -115, 18, 22, 16), (4, -160, 26, 20, 36))):
        s.slab(f"nb-south{i}", x, y, x + w, y + d, 0, h, neighbour, 0.0)
        for j, z in enumerate(range(3, int(h) - 2, 4)):
            s.slab(f"nb-south{i}-w{j}", x - 0.05, y + 1, x + 0.1, y + d - 1, z, z + 1.8, strip, 0.0)
            s.slab(f"nb-south{i}-n{j}", x + 1, y + d - 0.1, x + w - 1, y + d + 0.05, z, z + 1.8, strip, 0.0)
    for i, y in enumerate((-48.0, -62.0, -76.0)):
        tree(f"avenue{i}", (-12.6, y, 0.15), 8.0 + i % 2)
    # a planted bed along the compound wall's inside, between the two gates
    bed = m.concrete("bed-edge", (0.3, 0.29, 0.27))
    s.slab("wall-bed", -10.65, -1.3, -9.85, 4.9, 0.05, 0.45, bed, 0.01)
    s.slab("wall-bed-soil", -10.6, -1.25, -9.9, 4.85, 0.05, 0.42, plants._soil(), 0.0)
    for i, y in enumerate((-0.6, 0.9, 2.4, 3.9)):
        plants.shrub(f"wall-shrub{i}", (-10.25, y, 0.42), height=1.0, seed=21 + i, width=1.3, depth=0.7, flowers=(0.75, 0.1, 0.3) if i % 2 else None)
    # a planted strip along the podium north of the entrance, leading the eye to the door (the
    # forecourt's bare paving filled the picture's foot)
    s.slab("podium-bed", -4.2, 4.0, -1.6, 24.0, 0.0, 0.3, bed, 0.01)
    s.slab("podium-bed-soil", -4.1, 4.1, -1.7, 23.9, 0.0, 0.27, plants._soil(), 0.0)
    for i, y in enumerate((5.2, 7.0, 8.8, 10.6, 12.4, 14.2, 16.0, 17.8)):
        plants.shrub(f"podium-shrub{i}", (-2.9 + 0.2 * (i % 2), y, 0.27), height=0.7 + 0.15 * (i % 3), seed=41 + i, width=1.9, depth=1.6, flowers=(0.85, 0.7, 0.1) if i % 3 == 1 else None)
    # a car far down the main road, for scale (an empty street: review); close to the camera,
    # mid-frame or cut by the frame's edge, the kit's plain cars read as toys (the next review)
    op.car("car1", (-17.8, -34.0, 0), math.radians(90), (0.78, 0.78, 0.76))
    # no people: the kit's figures read as dolls at any distance (reviews)
    # standing in the north gate at eye height, the entrance and its canopy as the subject, the fins
    # rising out of the frame (from a first floor across the road, 40 % of the picture was asphalt
    # and the door a speck: review); from the north-west the glass shows between the fins, which
    # the late sun lights (off the south-west corner they closed into a solid wall: reviews); the
    # canopy right of the middle, clear of a page hero's title on its left
    stage.camera((-10.0, 12.0, 1.6), (0.4, -0.05, 5.5), lens=24)


def entrance(k):
    """The company's own office door at golden hour: a stone-clad wall facing south (-Y), a glazed
    double door set into it under a thin canopy, a brass name plate, planters; the sun low in the
    west rakes across the stone."""
    stage.sky(elevation_deg=8, azimuth_deg=238, strength=0.7, sun_strength=3.4, dust=2.5, warmth=0.2)
    big = op.tandur("tandur-panels", (0.40, 0.34, 0.25), joint=1.2, width=0.6)
    brass = m.metal("brass-plate", (0.80, 0.58, 0.28), 0.22)
    teak = m.wood("door-teak", roughness=0.4, along="Z")
    s.plane("earth", 200, 200, (0, 0, -0.01), k["earth"])
    s.slab("paving", -12, -14, 14, 0.3, 0, 0.05, k["paving"], 0.0)
    s.slab("step", -0.2, -1.1, 5.2, 0.0, 0.05, 0.2, big, 0.006)
    s.slab("landing", -0.2, -0.4, 5.2, 0.3, 0.05, 0.2, big, 0.0)
    # Wall, in two parts either side of the door bay (x 1.6..3.6), with a lintel over it.
    s.slab("wall-left", -14, 0.0, 1.6, 0.5, 0.05, 4.4, big, 0.004)
    s.slab("wall-right", 3.6, 0.0, 16, 0.5, 0.05, 4.4, big, 0.004)
    s.slab("lintel", 1.6, 0.0, 3.6, 0.5, 2.75, 4.4, big, 0.004)
    s.slab("reveal-l", 1.6, 0.0, 1.64, 0.5, 0.2, 2.75, k["frame"], 0.0)
    s.slab("reveal-r", 3.56, 0.0, 3.6, 0.5, 0.2, 2.75, k["frame"], 0.0)
    s.slab("fascia", -14, -0.05, 16, 0.5, 4.4, 4.7, k["plaster"], 0.005)
    # Glazed doors: two leaves in thin bronze frames with long brass pulls, a fixed fanlight.
    bronze = m.metal("bronze", (0.18, 0.12, 0.07), 0.35)
    door_glass = op.clear_glass("door-glass", (0.72, 0.76, 0.74))
    for i, x in enumerate((2.1, 3.1)):
        s.box(f"leaf{i}", (0.98, 0.012, 2.35), (x, 0.3, 1.375), door_glass, 0)
        for dx in (-0.48, 0.48):
            s.box(f"stile{i}{dx}", (0.04, 0.05, 2.35), (x + dx, 0.3, 1.375), bronze, 0.003)
        s.box(f"rail{i}t", (0.98, 0.05, 0.04), (x, 0.3, 2.53), bronze, 0.003)
        s.box(f"rail{i}b", (0.98, 0.05, 0.12), (x, 0.3, 0.26), bronze, 0.003)
        px = x + (0.36 if i == 0 else -0.36)
        s.cylinder(f"pull{i}", 0.016, 1.2, (px, 0.24, 1.15), brass, 16)
        for dz in (-0.5, 0.5):
            s.cylinder(f"pullarm{i}{dz}", 0.01, 0.06, (px, 0.27, 1.15 + dz), brass, 10, rotation=(math.pi / 2, 0, 0))
    s.box("fanlight", (1.92, 0.012, 0.18), (2.6, 0.3, 2.66), door_glass, 0)
    s.box("transom", (1.96, 0.05, 0.04), (2.6, 0.3, 2.57), bronze, 0.003)
    # The lobby behind the glass: warm light, teak wall, a console and a plant.
    s.slab("in-floor", 0, 0.3, 6, 7, 0.0, 0.2, k["floor"], 0.0)
    s.slab("in-ceiling", 0, 0.5, 6, 7, 3.2, 3.3, k["soffit"], 0.0)
    s.slab("in-back", 0, 6.0, 6, 6.2, 0.2, 3.2, teak, 0.0)
    s.slab("in-side", 5.8, 0.5, 6.0, 6.0, 0.2, 3.2, teak, 0.0)
    s.slab("in-side2", 0.0, 0.5, 0.2, 6.0, 0.2, 3.2, k["white"], 0.0)
    s.slab("console", 1.6, 5.5, 3.8, 6.0, 0.2, 1.0, k["black"], 0.005)
    plants.potted_plant("in-plant", (4.6, 5.4, 0.2), height=1.5, seed=3, kind="areca")
    glow = bpy.data.lights.new("lobby-glow", "AREA")
    glow.shape = "RECTANGLE"
    glow.size, glow.size_y = 5.4, 5.0
    glow.energy = 450
    glow.color = (1.0, 0.78, 0.52)
    lamp = bpy.data.objects.new("lobby-glow", glow)
    lamp.location = (3.0, 3.5, 3.15)
    bpy.context.scene.collection.objects.link(lamp)
    # Canopy: a thin stone-edged slab on the wall, with warm downlights in its soffit.
    s.slab("canopy", 0.6, -1.9, 4.6, 0.0, 2.95, 3.15, big, 0.008)
    s.slab("canopy-soffit", 0.62, -1.88, 4.58, 0.0, 2.93, 2.95, k["soffit"], 0.0)
    # The discs only glow for the camera; spot lights cast their pools (a bright disc that other
    # surfaces sample by chance speckles the wall with fireflies).
    warm = m.emission("downlight", (1.0, 0.8, 0.55), 40.0)
    warm.cycles.sample_as_light = False
    for x in (1.4, 2.6, 3.8):
        disc = s.cylinder(f"downlight{x}", 0.05, 0.01, (x, -1.0, 2.925), warm, 20)
        disc.visible_diffuse = disc.visible_glossy = disc.visible_transmission = False
        f.spot_light(f"downlight{x}-spot", (x, -1.0, 2.9), 60, (x, -0.6, 0.2), angle=80, blend=0.8, radius=0.04)
    # The brass plate: a brushed rectangle with an engraved emblem of lines and the door number.
    s.box("plate", (0.62, 0.025, 0.42), (4.35, -0.015, 1.62), brass, 0.004)
    # engraved words, not bars: the door number over what is done inside
    dark = m.metal("plate-etch", (0.22, 0.15, 0.07), 0.5)
    c.text("plate-number", "No. 41", (4.35, -0.029, 1.66), 0.11, dark, depth=0.002)
    s.box("plate-rule", (0.4, 0.004, 0.006), (4.35, -0.029, 1.625), dark, 0)
    c.text("plate-line1", "ARCHITECTURE", (4.35, -0.029, 1.545), 0.045, dark, depth=0.002)
    c.text("plate-line2", "INTERIORS", (4.35, -0.029, 1.48), 0.045, dark, depth=0.002)
    for i, (dx, dz) in enumerate(((-0.26, 0.17), (0.26, 0.17), (-0.26, -0.17), (0.26, -0.17))):
        s.cylinder(f"plate-stud{i}", 0.008, 0.01, (4.35 + dx, -0.03, 1.62 + dz), brass, 10, rotation=(math.pi / 2, 0, 0))
    # Planters: tall square stone planters either side of the door, and a long low one on the left.
    planter = m.concrete("planter", (0.3, 0.29, 0.27))
    for i, x in enumerate((0.95, 4.95)):
        s.slab(f"planter{i}", x - 0.35, -0.9, x + 0.35, -0.2, 0.2, 1.0, planter, 0.02)
        s.slab(f"planter-soil{i}", x - 0.31, -0.86, x + 0.31, -0.24, 0.95, 0.97, plants._soil(), 0.0)
        plants.potted_plant(f"pl{i}", (x, -0.55, 0.97 - 0.45), height=1.9, seed=11 + i, kind="areca", pot_material=planter, pot_radius=0.28)
    s.slab("bed", -5.0, -1.2, 0.2, 0.0, 0.05, 0.55, planter, 0.02)
    # soil in the bed and separate clipped shrubs standing up in it (one long mound lay flat, its
    # sprigs floating in front of the bed)
    s.slab("bed-soil", -4.95, -1.15, 0.15, -0.05, 0.5, 0.53, plants._soil(), 0.0)
    for i, x in enumerate((-4.25, -3.05, -1.85, -0.65)):
        plants.shrub(f"bed-shrub{i}", (x, -0.6, 0.52), height=0.85, seed=4 + i, width=1.1, depth=0.85, flowers=(0.75, 0.1, 0.05) if i % 2 == 0 else None)
    # A wall light beside the plate.
    s.box("wall-lamp", (0.12, 0.1, 0.5), (5.6, -0.05, 2.2), bronze, 0.01)
    # A neem out of the picture on the left throws its dappled shadow across the wall.
    plants.neem_tree("neem-shade", (-6.5, -3.6, 0.05), height=7.5, seed=5)
    stage.camera((-3.4, -7.4, 1.5), (1.2, 0.0, 1.75), lens=32)


# ---------------------------------------------------------------- inside

def shell(k, level, height, ceiling_mat=None, floor_mat=None):
    """One floor of the building seen from inside: the west glazing and its fins, the floor, a
    ceiling with linear lights, the core, perimeter columns, the end walls; the site outside."""
    zs = levels()
    z = zs[level]
    top = zs[level + 1]
    floor_mat = floor_mat or k["floor"]
    # From inside, the double glazing is nearly clear: a faint green tint, and reflections of the
    # bright room toward grazing angles (a dark mirror colour there read as black glass).
    k["glass"] = op.facade_glass("facade-glass-in", tint=(0.78, 0.83, 0.81), mirror=(0.8, 0.82, 0.82), reflect=0.03)
    curtain_wall(k, Y0, Y1, z - 0.5, top + 0.5, interior=False)
    bpy.data.objects.remove(bpy.data.objects["glazing"])
    op.pane("glazing-in", Y1 - Y0, top - z + 1.0, (0.012, (Y0 + Y1) / 2, (z + top) / 2), k["glass"], (1, 0))
    fins(k, Y0 + FIN_PITCH / 2, Y1 - FIN_PITCH / 2, PODIUM, top + 4.0, skip=[(-3.0, 3.0)] if level == 0 else ())
    s.slab("in-floor", 0.05, Y0, 22, Y1, z - 0.3, z, floor_mat, 0.0)
    s.slab("in-slab", -0.02, Y0, 22, Y1, top - 0.3, top, k["soffit"], 0.0)
    s.slab("in-ceiling", 0.12, Y0, 22, Y1, z + height, z + height + 0.05, ceiling_mat or k["soffit"], 0.0)
    s.slab("above", -0.02, Y0, 22, Y1, top, top + 3.0, k["soffit"], 0.0)
    s.slab("below", -1.6, Y0, 22, Y1, z - 3.0, z - 0.3, k["soffit"], 0.0)
    s.slab("in-back", 21.8, Y0, 22, Y1, z, z + height, k["white"], 0.0)
    s.slab("in-south", 0, Y0 - 0.3, 22, Y0, z, z + height, k["white"], 0.0)
    s.slab("in-north", 0, Y1, 22, Y1 + 0.3, z, z + height, k["white"], 0.0)
    # Linear lights in the ceiling, glowing but not lighting (the sun and sky do that).
    strip = op.screen("linear-light", (1.0, 0.96, 0.9), 2.5)
    for r, x in enumerate((2.4, 5.4, 16.5, 19.5)):
        for i in range(-4, 4):
            s.box(f"strip{r}-{i}", (0.08, 4.0, 0.02), (x, i * 6.0 + 3.0, z + height - 0.005), strip, 0)
    # Columns on a 8.4 m grid, set back from the glass.
    for y in (-21.0, -12.6, -4.2, 4.2, 12.6, 21.0):
        s.cylinder(f"col{y}", 0.3, height, (1.1, y, z + height / 2), k["white"], 32)
    # Sky light guided in through the glazing.
    f.portal("portal", (0.2, 0.0, z + height / 2), Y1 - Y0, height, (1, 0, 0))
    site(k)
    # Trees kept north of the low evening sun's path into the floor.
    for i, (x, y, h) in enumerate(((-12.6, 9, 8.0), (-12.6, 24, 9.0), (-32.5, 17, 9.0), (-32.5, 34, 8.0))):
        plants.neem_tree(f"neem{i}", (x, y, 0.15), height=h, seed=i)
    return z


def core(k, z, height, face=None):
    """The service core: lift doors on its south face, its west face left to the view."""
    s.slab("core", 8, -5, 14, 5, z, z + height, face or k["white"], 0.01)
    steel = m.metal("lift-steel", (0.45, 0.45, 0.46), 0.4)
    for i, x in enumerate((9.4, 12.6)):
        s.box(f"lift{i}", (1.2, 0.04, 2.2), (x, -5.02, z + 1.1), steel, 0.004)
        s.box(f"lift{i}-gap", (0.006, 0.045, 2.2), (x, -5.02, z + 1.1), k["black"], 0)
        s.box(f"lift{i}-frame", (1.4, 0.05, 2.35), (x, -5.005, z + 1.175), k["frame"], 0.004)
        s.box(f"call{i}", (0.08, 0.02, 0.16), (x + 0.85, -5.02, z + 1.1), steel, 0.003)


def feature_wall(k, z, height):
    """The dark slatted timber wall on the core's west face, with a brass emblem of fins in a ring."""
    dark = m.wood("slat-wenge", light=(0.09, 0.055, 0.035), dark=(0.04, 0.025, 0.015), roughness=0.45, along="Z")
    back = m.paint("slat-back", (0.015, 0.013, 0.012), 0.8)
    s.slab("slat-back", 7.96, -4.8, 8.0, 4.8, z, z + height, back, 0.0)
    n = 96
    for i in range(n):
        y = -4.75 + i * 0.1
        s.box(f"slat{i}", (0.05, 0.04, height), (7.93, y, z + height / 2), dark, 0.004)
    brass = m.metal("emblem-brass", (0.80, 0.58, 0.28), 0.2)
    cz = z + 2.7
    bpy.ops.mesh.primitive_torus_add(major_radius=0.5, minor_radius=0.028, major_segments=64, minor_segments=12, location=(7.86, 0, cz), rotation=(0, math.pi / 2, 0))
    ring = bpy.context.active_object
    ring.name = "emblem-ring"
    ring.data.materials.append(brass)
    for poly in ring.data.polygons:
        poly.use_smooth = True
    for i, (dy, h) in enumerate(((-0.22, 0.42), (-0.07, 0.62), (0.08, 0.74), (0.23, 0.5))):
        s.box(f"emblem-fin{i}", (0.05, 0.07, h), (7.86, dy, cz - 0.34 + h / 2), brass, 0.006)
    s.box("emblem-base", (0.05, 0.66, 0.04), (7.86, 0.0, cz - 0.36), brass, 0.006)


def raise_to(obj, z):
    """`furniture.rug` lays a rug at z 0; the lobby's floor is on the podium."""
    obj.location.z += z
    return obj


def afternoon_sky():
    """Late afternoon: the sun low in the south-west lights the fins' faces seen through the glass
    from inside, and slips between them in long warm stripes across the floor."""
    stage.sky(elevation_deg=24, azimuth_deg=228, strength=1.0, sun_strength=4.5, dust=2.0, warmth=0.2)


def lobby_set(k):
    z = shell(k, 0, 4.0)
    core(k, z, 4.0, op.tandur("tandur-honed", (0.44, 0.40, 0.33), joint=1.2, width=0.6))
    feature_wall(k, z, 4.0)
    op.reception_desk("reception", (6.5, 0.0, z), -math.pi / 2, length=3.6, front=op.tandur("tandur-desk", (0.55, 0.50, 0.42), joint=1.2, width=1.2, roughness=0.4))
    for i, y in enumerate((-0.9, 0.9)):
        op.task_chair(f"rc-chair{i}", (7.2, y, z), -math.pi / 2)
    # Entrance doors in the bay without fins.
    for i, y in enumerate((-1.0, 1.0)):
        s.box(f"door{i}-frame", (0.06, 2.0, 2.4), (0.03, y, z + 1.2), k["frame"], 0.004)
    # Lounge: two sofas and chairs round a low table, a rug of handloom, big plants.
    sofa_fab = m.fabric("lobby-sofa", (0.55, 0.5, 0.42))
    f.sofa("sofa1", (3.2, -13.6, z), 0, width=2.4, upholstery=sofa_fab, seed=2)
    touches.unstack_sofa("sofa1")
    f.armchair("arm1", (4.9, -11.5, z), 90, seed=3)
    f.armchair("arm2", (1.7, -11.5, z), -90, seed=4)
    f.coffee_table("ctable", (3.2, -11.7, z), 0, width=1.2, depth=0.7)
    rug = f.rug_material("lobby-rug", (0.55, 0.22, 0.12), (0.2, 0.1, 0.06), (0.8, 0.7, 0.5), seed=3)
    raise_to(f.rug("rug", (3.2, -11.8, z), 3.4, 3.0, rug), z)
    plants.potted_plant("lob-plant1", (1.4, -15.2, z), height=1.9, seed=21, kind="areca")
    plants.potted_plant("lob-plant2", (5.6, -3.2, z), height=1.5, seed=22, kind="rubber")
    plants.potted_plant("lob-plant3", (1.6, 6.8, z), height=1.8, seed=23, kind="areca")
    for i, y in enumerate((-9.5, -6.5)):
        f.pendant(f"lob-pendant{i}", (3.2, y - 3.0, z + 2.6), radius=0.35, style="dome", drop=1.4, ceiling=z + 4.0, light=0.0, strength=3.0)
    # A second seating group north of the desk, where visitors wait for the lifts.
    rug2 = f.rug_material("lobby-rug2", (0.2, 0.26, 0.28), (0.08, 0.1, 0.11), (0.75, 0.62, 0.42), seed=5)
    raise_to(f.rug("rug2", (4.6, 6.1, z), 3.4, 2.8, rug2), z)
    f.sofa("sofa2", (4.6, 7.3, z), 0, width=2.4, upholstery=sofa_fab, seed=5, cushions=[m.fabric("lobby-ochre", (0.55, 0.33, 0.08)), m.fabric("lobby-teal", (0.08, 0.22, 0.24))])
    touches.unstack_sofa("sofa2")
    f.coffee_table("ctable2", (4.6, 6.0, z), 0, width=1.1, depth=0.6, seed=7)
    f.armchair("arm3", (3.0, 5.9, z), 90, seed=6, upholstery=m.fabric("lobby-clay", (0.45, 0.22, 0.12)))
    f.armchair("arm4", (6.2, 5.9, z), -90, seed=7, upholstery=m.fabric("lobby-clay", (0.45, 0.22, 0.12)))
    # Warm light from the ceiling's fittings, under the daylight from the glass.
    for i, y in enumerate((-12.0, -4.0, 4.0)):
        f.area_light(f"lobby-fill{i}", (4.0, y, z + 3.95), 4.0, 120, (1.0, 0.86, 0.68), size_y=7.0, rotation=(0, 0, 0))
    # A bench by the glass and a coffee cup on the table.
    teak = m.wood("bench-teak", roughness=0.45)
    s.slab("bench", 0.6, -7.5, 1.05, -4.5, z + 0.38, z + 0.45, teak, 0.006)
    for y in (-7.3, -4.7):
        s.slab(f"bench-leg{y}", 0.62, y - 0.03, 1.03, y + 0.03, z, z + 0.38, k["black"], 0.003)
    return z


def quiet_emitters():
    """Glowing fittings should glow, not be sampled as lamps: in Blender 3.4 every extra light
    takes samples away from the sun."""
    for material in bpy.data.materials:
        material.cycles.sample_as_light = False
    # Interiors: fewer bounces keep the render inside its time; the sun and sky do the work.
    bpy.context.scene.cycles.diffuse_bounces = 3
    bpy.context.scene.cycles.glossy_bounces = 2


def lobby(k):
    afternoon_sky()
    z = lobby_set(k)
    quiet_emitters()
    stage.camera((7.2, -18.0, z + 1.35), (2.0, -6.0, z + 1.05), lens=24)


def reception(k):
    afternoon_sky()
    z = lobby_set(k)
    f.spot_light("emblem-spot", (6.2, 0, z + 3.9), 80, (7.9, 0, z + 2.7), angle=35, blend=0.5, radius=0.1)
    quiet_emitters()
    stage.camera((1.6, 10.5, z + 1.4), (7.2, -0.5, z + 1.45), lens=24)


def office_floor(k):
    # A summer evening: the sun low in the west-north-west, nearly along the fins, slips between
    # them in stripes across the desks (from the south-west the fins kept it all out: a floor lit
    # flat, the review)
    stage.sky(elevation_deg=14, azimuth_deg=286, strength=0.6, sun_strength=4.5, dust=2.0, warmth=0.35)
    level = 3
    # charcoal carpet tiles, so the sun's stripes show on them (a pale beige floor read as empty)
    carpet = m.tiles("carpet-tiles", (0.2, 0.2, 0.21), (0.16, 0.16, 0.17), tile=0.5, grout=(0.13, 0.13, 0.14), roughness=0.95, grout_width=0.001)
    z = shell(k, level, 2.9, ceiling_mat=m.paint("ceiling-white", (0.8, 0.8, 0.78), 0.9), floor_mat=carpet)
    # The office lights are on: one broad soft source standing in for the ceiling's fittings.
    f.area_light("office-lights", (11.0, 0.0, z + 2.8), 20.0, 1400, color=(1.0, 0.95, 0.88), size_y=46.0, rotation=(0, 0, 0))
    core(k, z, 2.9, m.plaster("core-paint", (0.46, 0.26, 0.17)))
    s.slab("core-band", 7.98, -5.02, 14.02, 5.02, z, z + 0.1, k["black"], 0.0)
    ext = m.paint("extinguisher", (0.55, 0.03, 0.02), 0.3)
    s.box("hose-cabinet", (0.9, 0.25, 1.0), (8.0 - 0.125, -3.6, z + 1.2), ext, 0.01)
    plants.potted_plant("fl-plant1", (7.4, -5.6, z), height=1.4, seed=31, kind="snake")
    oak = m.wood("desk-oak", light=(0.56, 0.40, 0.24), dark=(0.40, 0.26, 0.14), roughness=0.5, scale=4.0)
    n = 0
    # West zone: pairs of desks face to face, in rows between the glass and the core.
    for y in (-20.0, -16.4, -12.8, -9.2, -1.0, 2.6, 6.2, 9.8, 13.4):
        for x, rot in ((3.2, 0.0), (3.2, math.pi), (5.0, 0.0), (5.0, math.pi)):
            off = -0.4 if rot == 0 else 0.4
            op.desk(f"d{n}", (x, y + off, z), rot, width=1.6, depth=0.8, top=oak, seed=n, laptop_on=n % 4 != 3, screen_riser=n % 3 == 0)
            n += 1
    # South zone: rows in front of the core.
    for x in (10.0, 12.0, 16.0, 18.0):
        for y, rot in ((-10.6, 0.0), (-9.8, math.pi), (-16.2, 0.0), (-15.4, math.pi)):
            op.desk(f"d{n}", (x, y, z), rot, width=1.6, depth=0.8, top=oak, seed=n, laptop_on=n % 5 != 2, screen_riser=n % 2 == 0)
            n += 1
    # Felt baffles over the desk rows, between the ceiling's light strips: they quiet the room.
    felt = m.fabric("baffle-felt", (0.55, 0.5, 0.42), weave=600)
    clay = m.fabric("baffle-clay", (0.5, 0.27, 0.16), weave=600)
    for i in range(72):
        y = -21.0 + i * 0.5
        s.box(f"baffle-w{i}", (2.4, 0.04, 0.3), (3.9, y, z + 2.73), clay if i % 9 == 4 else felt, 0.01)
    for i in range(18):
        y = -17.0 + i * 0.5
        s.box(f"baffle-s{i}", (9.0, 0.04, 0.3), (14.0, y, z + 2.73), clay if i % 9 == 4 else felt, 0.01)
    # Plants at the ends of the desk rows, along the walkway by the core.
    for i, (y, kind) in enumerate(((-18.2, "areca"), (-11.0, "rubber"), (0.8, "areca"), (8.0, "snake"), (15.2, "rubber"))):
        plants.potted_plant(f"fl-row-plant{i}", (6.4, y, z), height=1.5 if kind != "snake" else 1.0, seed=40 + i, kind=kind)
    for i, x in enumerate((8.5, 19.5)):
        plants.potted_plant(f"fl-south-plant{i}", (x, -13.0, z), height=1.6, seed=50 + i, kind="areca")
    # Chairs in two colours by team, not all black.
    ochre = m.fabric("chair-ochre", (0.5, 0.3, 0.08))
    teal = m.fabric("chair-teal", (0.07, 0.2, 0.22))
    for obj in bpy.data.objects:
        if obj.name.startswith("d") and "-chair" in obj.name:
            desk_number = int(obj.name[1:].split("-")[0])
            for slot in obj.material_slots:
                if slot.material and slot.material.name == "chair-charcoal":
                    slot.material = ochre if desk_number < 36 else teal
    # Blinds down in a few bays, the rest open to the fins.
    blind = m.fabric("blind-in", (0.62, 0.61, 0.58), weave=800)
    for y0, y1 in ((-8.4, -4.2), (8.4, 13.2)):
        s.slab(f"blind{y0}", 0.22, y0, 0.24, y1, z + 1.6, z + 2.9, blind, 0.0)
    quiet_emitters()
    # along the glass from the south end, the stripes of sun crossing the aisle and the desks
    stage.camera((1.95, -20.6, z + 1.45), (3.6, 0.0, z + 1.0), lens=24)


def soften_bedding():
    """The Tandur's bedding streaks as broad, faint bands of tone: the kit's thin dark lines read as
    contour lines across a whole wall in the entrance view."""
    for material in bpy.data.materials:
        if not material.name.startswith("tandur") or not material.node_tree:
            continue
        for node in material.node_tree.nodes:
            if node.type == "TEX_WAVE":
                node.inputs["Scale"].default_value = 0.9
                node.inputs["Distortion"].default_value = 1.5
                ramp = node.outputs["Fac"].links[0].to_node
                ramp.color_ramp.elements[0].color = (0.95, 0.95, 0.96, 1)
                ramp.color_ramp.elements[1].position = 0.5


def build(view):
    k = mats()
    {
        "exterior": exterior,
        "entrance": entrance,
        "lobby": lobby,
        "reception": reception,
        "floor": office_floor,
    }[view](k)
    soften_bedding()
    timber.regrain()
