"""The community library in Kukatpally: exposed brick, a sawtooth north-light roof, a street on
its east side with trees and a bicycle stand; and its reading hall under the north light."""
import math

import bpy

from kit import civic_props as c
from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import shapes as s
from kit import stage
from kit import surroundings as around
from kit import timber


def site(hall=False, stand=(26.1, 8.6)):
    L = c.LIB
    x1 = L["x1"]
    s.plane("earth", 300, 300, (0, 0, -0.01), c.dirt())
    kota = m.tiles("forecourt", (0.42, 0.4, 0.36), (0.36, 0.35, 0.31), tile=0.6, roughness=0.6)
    s.slab("forecourt", x1, -4, 28.2, 20, -0.02, 0.04, kota, bevel=0.005)
    s.slab("kerb", 28.2, -60, 28.5, 80, -0.02, 0.15, m.concrete("kerb", (0.6, 0.6, 0.57)), bevel=0.02)
    s.slab("footpath", 26.8, -60, 28.2, 80, -0.02, 0.12, m.tiles("pavers", (0.38, 0.33, 0.3), (0.3, 0.27, 0.25), tile=0.3, roughness=0.8), bevel=0.005)
    s.slab("road", 28.5, -60, 36.5, 80, -0.02, 0.0, c.asphalt(), bevel=0)
    s.slab("kerb2", 36.5, -60, 36.8, 80, -0.02, 0.15, m.concrete("kerb", (0.6, 0.6, 0.57)), bevel=0.02)
    s.slab("footpath2", 36.8, -60, 39, 80, -0.02, 0.12, m.tiles("pavers", (0.38, 0.33, 0.3), (0.3, 0.27, 0.25), tile=0.3, roughness=0.8), bevel=0.005)
    line = m.paint("road-line", (0.7, 0.7, 0.65), 0.7)
    for k in range(-20, 27):
        s.slab(f"dash{k}", 32.45, k * 3, 32.55, k * 3 + 1.5, 0, 0.005, line, bevel=0)
    # compound edge along the north and south: low brick walls with planting
    br = c.brick()
    s.slab("cwall-n", 0, 19.5, x1 + 2.7, 19.75, 0, 0.6, br, bevel=0.003)
    s.slab("cwall-s", 0, -4.25, x1 + 2.7, -4.0, 0, 1.1, br, bevel=0.003)
    c.library_building(lit=False)
    sign_on_canopy()
    hall_interior(portals=hall)
    if hall:
        return
    plants.neem_tree("neem1", (26.2, 17.5, 0), height=8.5, seed=4)
    plants.neem_tree("neem2", (25.8, -2.5, 0), height=7.5, seed=9)
    plants.neem_tree("neem3", (38.0, 4.0, 0), height=8.0, seed=12)
    plants.neem_tree("neem4", (38.0, 26.0, 0), height=7.0, seed=15)
    plants.neem_tree("neem5", (10.0, 22.5, 0), height=9.0, seed=21)
    plants.neem_tree("neem6", (-6.0, 8.0, 0), height=9.5, seed=25)
    for k, y in enumerate((0.5, 2.2, 11.0, 13.0, 15.5)):
        plants.shrub(f"bed{k}", (24.7, y, 0.04), height=0.61, seed=30 + k, width=1.1, depth=1.1, flowers=(0.75, 0.1, 0.05) if k % 2 == 0 else None)
    c.bike_stand("stand", (stand[0], stand[1], 0.04), count=4, spacing=0.85, heading=math.pi)
    # neighbours beyond, to the south: a four-storey apartment block in painted render
    beige = m.plaster("apt-beige", (0.62, 0.52, 0.4))
    apt = s.slab("apt", -2, -24, 20, -12, 0, 13, beige, bevel=0.02)
    for f in range(4):
        s.slab(f"apt-balc{f}", 2, -12.2, 18, -11.0, 3.0 + f * 3.2, 3.15 + f * 3.2, m.plaster("apt-white", (0.75, 0.72, 0.66)), bevel=0.01)
        s.slab(f"apt-rail{f}", 2, -11.05, 18, -11.0, 3.15 + f * 3.2, 4.1 + f * 3.2, m.paint("apt-rail", (0.1, 0.1, 0.1), 0.5), bevel=0)
    wins = c.Batch("apt-wins", [m.paint("apt-win", (0.04, 0.05, 0.06), 0.15), m.plaster("apt-white", (0.75, 0.72, 0.66))])
    for f in range(4):
        for j in range(5):
            y = -22 + j * 2.2
            wins.box((0.06, 1.2, 1.4), (20.02, y, 1.8 + f * 3.2), 0)
            wins.box((0.5, 1.6, 0.08), (20.25, y, 2.6 + f * 3.2), 1)
    wins.done()
    # Beyond the street and the compound walls: trees, and apartment blocks in the haze.
    trees = ((48, 12, 10), (52, 30, 9), (46, -14, 11), (60, 2, 12), (-14, 30, 9), (-20, 6, 11), (8, 40, 10), (30, 44, 9), (56, 50, 11), (-30, -10, 10))
    around.neighbourhood(31, (18, 8), trees, sector=(-180, 180), near=120, far=300, blocks=40, heights=(12, 45))


def sign_on_canopy():
    """The library's name moves from the wall above the canopy, where the canopy's lip hid it
    from the street, to the lip's face: dark bronze letters on the pale concrete."""
    L = c.LIB
    bronze = m.metal("sign-bronze", (0.16, 0.1, 0.05), 0.35)
    name = bpy.data.objects["lib-name"]
    name.location = (L["x1"] + 2.465, 5.6, 0.45 + 3.03)
    name.data.size = 0.27
    name.data.materials[0] = bronze
    # The place name above it would stand half hidden behind the canopy ("...PALLY"): it goes.
    bpy.data.objects.remove(bpy.data.objects["lib-name2"])


def hall_interior(portals=True):
    L = c.LIB
    x0, x1, y0, y1, t = L["x0"], L["x1"], L["y0"], L["y1"], L["t"]
    pitch = (y1 - y0) / L["teeth"]
    for k in range(L["teeth"]):
        cy = y0 + pitch * (k + 0.5)
        for j, cx in enumerate((4.5, 10.5, 16.5)):
            c.reading_table(f"lib-table{k}{j}", cx, cy, length=4.6, width=1.1, seed=10 * k + j)
    # low shelves along the south wall and the west wall, and island shelves at the far end
    for j in range(5):
        c.bookshelf(f"lib-shs{j}", x0 + t + 0.3 + j * 4.6, y0 + t, 4.2, height=1.5, axis="X", seed=40 + j)
    for j, ya in enumerate((1.2, 5.8, 10.3)):
        c.bookshelf(f"lib-shw{j}", x0 + t, ya, 3.6, height=1.5, axis="Y", seed=60 + j)
    for j, ya in enumerate((2.0, 6.2, 10.5)):
        c.bookshelf(f"lib-isl{j}", 20.2, ya, 2.8, height=1.2, axis="Y", seed=70 + j)
        c.bookshelf(f"lib-isl{j}b", 20.9, ya + 2.8, 2.8, height=1.2, axis="Y", seed=80 + j) if False else None
    hall_dressing()
    # plants at the entrance and by the west shelves
    plants.potted_plant("lib-pot1", (x1 - 1.0, 3.4, c.LIB_FLOOR), height=0.90, seed=5, pot_radius=0.25)
    plants.potted_plant("lib-pot2", (x1 - 1.0, 7.8, c.LIB_FLOOR), height=0.90, seed=6, pot_radius=0.25)
    plants.potted_plant("lib-pot3", (0.9, 14.2, c.LIB_FLOOR), height=1.03, seed=7, pot_radius=0.3)
    # ceiling lights: slim linear pendants under each slope (off in daylight)
    alu = m.metal("alu", (0.7, 0.7, 0.72), 0.35)
    glow = m.emission("lib-led", (1.0, 0.78, 0.55), 8.0 if portals else 0.0)
    glow.cycles.sample_as_light = False
    for k in range(L["teeth"]):
        for j in range(4):
            s.box(f"lib-pend{k}{j}", (2.4, 0.06, 0.05), (3.0 + j * 5.6, y0 + pitch * (k + 0.5), 3.4), alu, bevel=0.01)
            s.box(f"lib-pendled{k}{j}", (2.3, 0.04, 0.005), (3.0 + j * 5.6, y0 + pitch * (k + 0.5), 3.373), glow, bevel=0)
            if portals:
                c.area_light(f"lib-pendlight{k}{j}", 2.3, (3.0 + j * 5.6, y0 + pitch * (k + 0.5), 3.36), (0, 0, 0), 120, (1.0, 0.75, 0.5), size_y=0.06)
            for dx in (-1.0, 1.0):
                c.tube(f"lib-wire{k}{j}{dx}", [(3.0 + j * 5.6 + dx, y0 + pitch * (k + 0.5), 3.42), (3.0 + j * 5.6 + dx, y0 + pitch * (k + 0.5), L["low"] + 0.3 + (pitch * (k + 0.5) % pitch) / pitch * (L["high"] - L["low"]))], 0.003, alu)
    if not portals:
        return
    # portals: the north-light glazing and the windows
    for k in range(L["teeth"]):
        yg = y0 + pitch * (k + 1) - 0.1
        zb = L["low"] + 0.22 if k < L["teeth"] - 1 else L["low"] - 0.5
        c.area_light(f"portal{k}", x1 - x0 - 0.6, ((x0 + x1) / 2, yg, (zb + L["high"]) / 2), c.facing((0, -1, 0)), 1.0, portal=True, size_y=L["high"] - zb)
    for i, (ya, yb) in enumerate([(1.0, 2.2), (9.0, 11.4), (12.4, 14.0), (4.2, 7.0)]):
        c.area_light(f"eportal{i}", yb - ya, (x1 - 0.3, (ya + yb) / 2, c.LIB_FLOOR + 1.8), c.facing((-1, 0, 0)), 1.0, portal=True, size_y=3.0)
    for i in range(5):
        c.area_light(f"nportal{i}", 3.2, (x0 + 3.1 + i * 4.4, y1 - 0.3, c.LIB_FLOOR + 1.7), c.facing((0, -1, 0)), 1.0, portal=True, size_y=1.6)


def hall_dressing():
    """What makes the hall warm and used: a Tandur stone floor in place of the grey Kota, a jute
    runner down the middle aisle, and a low new-arrivals island in that aisle."""
    floor = bpy.data.objects["lib-floor"]
    floor.data.materials[0] = m.tiles("lib-tandur", (0.56, 0.47, 0.33), (0.5, 0.42, 0.3), tile=0.6, roughness=0.55)
    def runner_pixel(u, v, x, y):
        edge = min(v, 1 - v)
        if edge < 0.1:
            return (0.36, 0.12, 0.08) if 0.03 < edge < 0.06 else (0.26, 0.2, 0.13)
        return (0.48, 0.37, 0.22) if (x * 7 + y * 3) % 5 else (0.45, 0.34, 0.2)

    jute = f._image_material("lib-runner", runner_pixel, (1024, 40), roughness=0.95, sheen=0.6, bump=0.3)
    s.box("lib-runner", (17.0, 1.3, 0.01), (11.5, 5.0, c.LIB_FLOOR + 0.025), jute, bevel=0.003)
    for j, (x, y) in enumerate(((12.0, 4.45), (12.0, 5.55))):
        c.bookshelf(f"lib-new{j}", x, y, 1.8, height=0.9, depth=0.3, axis="X", seed=90 + j)


def build(view):
    c.report_render_time()
    if view == "corner":
        stage.sky(elevation_deg=38, azimuth_deg=125, strength=1.0, sun_strength=4.0)
        site()
        cam = stage.camera((39.0, 21.0, 1.6), (21.0, 7.5, 4.2), lens=30)
    elif view == "street":
        stage.sky(elevation_deg=30, azimuth_deg=115, strength=1.0, sun_strength=4.0)
        site(stand=(26.6, 0.2))
        cam = stage.camera((37.6, -7.5, 1.6), (23.5, 7.0, 4.4), lens=32)
    elif view == "hall":
        stage.sky(elevation_deg=18, azimuth_deg=100, strength=1.6, sun_strength=4.0)
        site(hall=True)
        bpy.context.scene.cycles.diffuse_bounces = 3
        bpy.context.scene.cycles.glossy_bounces = 2
        bpy.context.scene.cycles.adaptive_threshold = 0.04
        cam = stage.camera((0.9, 6.4, c.LIB_FLOOR + 1.4), (20.0, 9.2, 3.0), lens=24)
    timber.regrain()
