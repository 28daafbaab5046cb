"""Lakeside residence at Gandipet (Osman Sagar): a long, low house on a granite bank, its thin
cantilevered roof reflected in the still water of the reservoir; boulders of Deccan granite on the
near shore, low hazy hills beyond, late-afternoon sun from the south-west."""
import math

from mathutils import noise as mnoise, Vector

from kit import materials as m
from kit import shapes as s
from kit import stage
from kit import villa_parts as vp

try:
    from kit import plants
except Exception:  # the scene still builds without the plants module
    plants = None

HAZE = (0.42, 0.52, 0.68)
GF = 1.2          # ground floor level above the water
ROOF = 4.6        # underside of the long roof


def shore_y(x):
    """The far bank's water line: straight in front of the house, receding to the left into a
    long arm of the reservoir."""
    return 26.0 + max(0.0, -12.0 - x) ** 1.6 * 0.35


def height(x, y):
    n = mnoise.noise(Vector((x * 0.07, y * 0.07, 0.3))) * 0.6 + mnoise.noise(Vector((x * 0.3, y * 0.3, 1.7))) * 0.15
    # near shore, under the camera
    near = (2.0 - y) * 0.28 + n * 0.4
    if near > -1.5 and y < 6:
        h = near
    else:
        h = -1.5
    # far bank
    d = y - shore_y(x)
    if d > -6:
        bank = d * 0.18 + n * 0.5
        if -12 < x < 32 and d > 1.5:
            bank = max(bank, GF - 0.05 + n * 0.1)
        h = max(h, bank + (max(0, y - 60) * 0.025))
    # the western shore of the reservoir's arm, running away to the left
    west = (-75.0 + 0.45 * max(0.0, y - 6)) - x
    if west > -6 and y > 6:
        h = max(h, west * 0.12 + n * 0.6)
    # distant hills all round the reservoir
    r = math.hypot(x - 20, y - 20)
    if r > 380 and y > -50:
        ang = math.atan2(y - 20, x - 20)
        ridge = mnoise.noise(Vector((ang * 3.0, 0.5, 0))) * 0.5 + 0.5
        ridge2 = mnoise.noise(Vector((ang * 11.0, 2.5, 0))) * 0.5 + 0.5 + mnoise.noise(Vector((x * 0.02, y * 0.02, 4.0))) * 0.4
        hills = (r - 380) * 0.01 + (ridge * 30 + ridge2 * 10) * min(1, (r - 380) / 450) + n * 3
        h = max(h, hills - 2)
    return h


def house():
    white = m.plaster("lk-white", (0.78, 0.76, 0.71), mottle=0.05)
    sand = m.plaster("lk-sand", (0.62, 0.53, 0.42), mottle=0.08)
    stone = vp.granite("lk-rubble", (0.3, 0.25, 0.22))
    kota = m.tiles("lk-kota", (0.36, 0.4, 0.36), (0.3, 0.34, 0.31), tile=0.6, roughness=0.45)
    teak = m.wood("lk-teak", along="Y")
    frame = m.metal("lk-frame", (0.04, 0.04, 0.04), roughness=0.4)
    glass = m.glass("lk-glass", tint=(0.85, 0.9, 0.9))
    interior = m.plaster("lk-interior", (0.7, 0.62, 0.5))

    # granite retaining wall into the water, and the terrace on it
    s.slab("lk-plinth", -9, 27.2, 27, 29.0, -0.8, GF, stone, bevel=0.04)
    s.slab("lk-terrace", -9, 27.0, 27, 40, GF - 0.1, GF, kota, bevel=0.02)
    # steps down to the water
    for i in range(6):
        s.slab(f"lk-step{i}", 18, 25.6 + i * 0.28, 21.5, 27.2, -0.6, GF - 0.05 - (5 - i) * 0.2, stone, bevel=0.02)

    # the glazed living pavilion under the long roof
    x0, x1, yf, yb = -3.0, 21.0, 31.5, 39.5
    s.slab("lk-floor", x0, yf, x1, yb, GF, GF + 0.02, kota, bevel=0.0)
    s.slab("lk-back", x0, yb, x1, yb + 0.25, GF, ROOF, interior, bevel=0.0)
    s.slab("lk-ceiling", x0, yf, x1, yb, ROOF - 0.05, ROOF, interior, bevel=0.0)
    # solid pieces of the front: a stone-clad wall at the left, a sand block at the right
    s.slab("lk-stonewall", x0, yf - 0.1, x0 + 3.6, yb, GF, ROOF, stone, bevel=0.02)
    s.slab("lk-sandblock", x1 - 4.0, yf - 0.6, x1, yb, GF, ROOF, sand, bevel=0.02)
    s.slab("lk-endwall", x1 - 0.3, yf, x1, yb, GF, ROOF, white, bevel=0.0)
    # glazing: sliding panels with slim black frames
    gx0, gx1 = x0 + 3.6, x1 - 4.0
    panels = 6
    w = (gx1 - gx0) / panels
    for i in range(panels):
        cx = gx0 + w * (i + 0.5)
        s.window(f"lk-win{i}", w, ROOF - GF, (cx, yf + 0.1, (GF + ROOF) / 2), frame, glass, axis="X", frame=0.05, mullions=1)

    # interior: warm plaster, a sofa, a dining table, pendant glow, a teak wall unit
    s.slab("lk-wallunit", gx0 + 1, yb - 0.45, gx0 + 7, yb, GF, GF + 0.7, teak, bevel=0.01)
    s.slab("lk-sofa", gx0 + 1.5, yb - 3.0, gx0 + 4.5, yb - 2.1, GF, GF + 0.42, m.fabric("lk-sofa", (0.55, 0.5, 0.42)), bevel=0.06)
    s.slab("lk-sofaback", gx0 + 1.5, yb - 2.3, gx0 + 4.5, yb - 2.1, GF, GF + 0.8, m.fabric("lk-sofa", (0.55, 0.5, 0.42)), bevel=0.06)
    s.slab("lk-table", gx0 + 8, yb - 3.5, gx0 + 10.2, yb - 2.5, GF + 0.72, GF + 0.76, teak, bevel=0.01)
    for k, dx in enumerate((0.1, 2.0)):
        s.slab(f"lk-tleg{k}", gx0 + 8 + dx, yb - 3.1, gx0 + 8.1 + dx, yb - 2.9, GF, GF + 0.72, teak, bevel=0.0)
    s.slab("lk-art", gx0 + 5, yb - 0.03, gx0 + 6.6, yb, GF + 1.3, GF + 2.3, m.paint("lk-art", (0.55, 0.22, 0.08)), bevel=0.0)
    warm = bpy_area("lk-lamp", (gx0 + 6, yb - 3.5, ROOF - 0.1), (13.0, 5.0), 900.0)
    # the living room's east end glazed, lit from inside: under the roof and against the rising
    # bank that end is out of the sky's reach, and a blank wall there read as a black hole
    s.slab("lk-east-glow", x1 + 0.005, yf + 1.2, x1 + 0.02, yb - 1.0, GF + 0.05, ROOF - 0.35, m.emission("lk-east-warm", (1.0, 0.8, 0.58), 2.2), bevel=0.0)
    for k in range(4):
        y = yf + 1.2 + k * (yb - 1.0 - yf - 1.2) / 3
        s.slab(f"lk-east-mull{k}", x1 + 0.02, y - 0.04, x1 + 0.06, y + 0.04, GF + 0.05, ROOF - 0.35, frame, bevel=0.0)
    s.slab("lk-east-head", x1 + 0.02, yf + 1.16, x1 + 0.06, yb - 0.96, ROOF - 0.39, ROOF - 0.31, frame, bevel=0.0)
    # downlights in the soffit over the east terrace: in the roof's shade the sand block's end
    # read as a black hole (last review)
    soffit = bpy_area("lk-soffit-east", (23.8, 35.5, ROOF - 0.05), (3.0, 7.0), 260.0)
    soffit.visible_glossy = False  # its panel showed in the water as a pale card (last review)
    # downlights in the soffit washing the stone wall and the sand block: lit only by what the
    # terrace and the water bounce up, their upper halves came out as a noisy dark band (review)
    for name, x_mid, width, face_y in (("lk-wash-stone", x0 + 1.8, 3.2, yf - 0.1), ("lk-wash-end", x1 - 2.0, 3.6, yf - 0.6)):
        wash = bpy_area(name, (x_mid, face_y - 0.6, ROOF - 0.1), (width, 0.4), 250.0)
        wash.rotation_euler = (math.radians(35), 0, 0)  # down and toward the wall
        wash.visible_glossy = False
    for k in range(3):
        s.sphere(f"lk-pendant{k}", 0.16, (gx0 + 8.4 + k * 0.7, yb - 3.0, GF + 1.75), m.emission("lk-glow", (1.0, 0.75, 0.45), 6.0))

    # the long roof: a thin white slab with a teak soffit, cantilevered far past the glass
    rx0, rx1, ry0, ry1 = -8.5, 26.5, 26.8, 41.5
    s.slab("lk-roof", rx0, ry0, rx1, ry1, ROOF, ROOF + 0.32, white, bevel=0.015)
    s.slab("lk-soffit", rx0 + 0.15, ry0 + 0.15, rx1 - 0.15, yf, ROOF - 0.03, ROOF, teak, bevel=0.0)
    # the upper study volume, set back, with its own thin roof
    s.slab("lk-upper", 3.0, 35.0, 15.0, 41.0, ROOF + 0.32, ROOF + 3.3, white, bevel=0.02)
    dark_glass = m.paint("lk-darkglass", (0.02, 0.025, 0.028), roughness=0.04, clearcoat=0.0)
    s.slab("lk-upper-glass", 4.0, 34.9, 14.0, 35.0, ROOF + 1.2, ROOF + 2.6, dark_glass, bevel=0.0)
    for k in range(5):
        s.slab(f"lk-upper-mull{k}", 4.0 + k * 2.5 - 0.03, 34.86, 4.0 + k * 2.5 + 0.03, 34.92, ROOF + 1.2, ROOF + 2.6, frame, bevel=0.0)
    s.slab("lk-upper-roof", 1.8, 33.2, 16.4, 41.8, ROOF + 3.3, ROOF + 3.55, white, bevel=0.015)
    # terrace life: two teak loungers, planters, a brass urli
    for k, x in enumerate((7.5, 9.5)):
        s.slab(f"lk-lounger{k}", x, 28.6, x + 0.75, 30.6, GF + 0.2, GF + 0.35, teak, bevel=0.02)
        s.slab(f"lk-lounger{k}-back", x, 30.3, x + 0.75, 30.7, GF + 0.35, GF + 0.8, teak, bevel=0.02)
        s.slab(f"lk-lounger{k}-pad", x + 0.04, 28.65, x + 0.71, 30.3, GF + 0.35, GF + 0.42, m.fabric("lk-pad", (0.8, 0.76, 0.68)), bevel=0.03)
        for dy in (28.7, 30.4):
            s.slab(f"lk-lounger{k}-leg{dy}", x + 0.05, dy, x + 0.7, dy + 0.1, GF, GF + 0.2, teak, bevel=0.0)
    s.cylinder("lk-urli", 0.45, 0.22, (13.0, 29.3, GF + 0.11), m.metal("lk-brass", (0.72, 0.5, 0.22), 0.35), vertices=40)
    s.cylinder("lk-urli-water", 0.42, 0.01, (13.0, 29.3, GF + 0.2), vp.water("lk-urli-w", (0.02, 0.03, 0.02)), vertices=40)
    return gx0, gx1


def bpy_area(name, location, size, energy):
    import bpy
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = size
    light.energy = energy
    light.color = (1.0, 0.78, 0.55)
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    return obj


def breeze(material):
    """A light afternoon breeze on the reservoir: short wind ripples, drawn out across the wind,
    that blur and break the reflections as real water does (glass-still, the mirrored house and
    rocks read as a toy set: review)."""
    nodes = material.node_tree.nodes
    ripples = next(node for node in nodes if node.type == "TEX_NOISE")
    ripples.inputs["Scale"].default_value = 9.0
    ripples.inputs["Detail"].default_value = 6.0
    bump = next(node for node in nodes if node.type == "BUMP")
    bump.inputs["Strength"].default_value = 0.12
    bump.inputs["Distance"].default_value = 0.02
    nodes["Principled BSDF"].inputs["Roughness"].default_value = 0.03
    return material


def build(view):
    # the sky at 0.3: at full strength it lit the scene as much as the sun and washed its shadows out
    stage.sky(elevation_deg=17, azimuth_deg=228, strength=0.3, sun_strength=4.2, dust=2.2)
    near_land = vp.land("lk-near", color=(0.26, 0.13, 0.065), grass=(0.19, 0.17, 0.08), scale=0.5)
    # the banks and hills: dry grass in broad, quiet patches, and a fine scatter of scrub (large
    # green patches and coarse scrub dots read as spots on the hills, and as lily pads on the near
    # bank; without any the hills read as smooth clay: reviews)
    far_land = vp.land("lk-far", color=(0.16, 0.09, 0.05), grass=(0.08, 0.09, 0.035), haze=HAZE, near=30, far=900, scale=0.25)
    hill_land = vp.land("lk-hills", color=(0.16, 0.12, 0.07), grass=(0.1, 0.11, 0.05), haze=HAZE, near=30, far=900, scale=0.02, trees=0.6)
    s.plane("lk-water", 4000, 4000, (0, 0, 0), breeze(vp.water("lk-water")))
    vp.terrain("lk-ground-near", -30, -12, 40, 6, 0.25, height, near_land)
    # the bank round the house plain (sharing a row of vertices with the slopes)
    vp.terrain("lk-ground-bank", -260, 6, 160, 46, 2.0, height, far_land)
    # the slopes beyond the water: their scrub as low bushes that stand up and cast shadows, in
    # loose clumps (painted into the ground as flat dots they read as holes: review)
    slope_land = vp.land("lk-slopes", color=(0.16, 0.12, 0.07), grass=(0.1, 0.11, 0.05), haze=HAZE, near=30, far=900, scale=0.02)
    vp.terrain("lk-ground-mid", -260, 46, 160, 260, 2.0, height, slope_land)
    bush = vp.scrub("lk-scrub", haze=HAZE, near=30, far=900)
    rng = s.scatter(12)
    for i in range(420):
        x, y = rng.uniform(-220, 140), rng.uniform(50, 240)
        z = height(x, y)
        if z < 0.6 or mnoise.noise(Vector((x * 0.025, y * 0.025, 3.0))) < 0.15:
            continue
        # thickets, not a polka-dot: a few bushes of very different sizes huddled together, each
        # a few lumps of leaves (one dome reads as a clipped hedge; evenly spread bushes of one
        # size read as pills: last review)
        for j in range(rng.randint(1, 4)):
            r = rng.uniform(0.35, 2.0) if j else rng.uniform(0.9, 2.2)
            cx_, cy_ = x + rng.uniform(-3.0, 3.0) * (j > 0), y + rng.uniform(-2.0, 2.0) * (j > 0)
            for k in range(rng.randint(2, 4)):
                rk = r * rng.uniform(0.45, 0.85)
                bx, by = cx_ + rng.uniform(-0.8, 0.8) * r, cy_ + rng.uniform(-0.8, 0.8) * r
                s.sphere(f"lk-bush{i}-{j}-{k}", rk, (bx, by, height(bx, by) + rk * 0.1), bush, 2, rng.uniform(0.4, 0.8))

    def far(x, y):
        inside = -260 < x < 160 and -12 < y < 260
        return height(x, y) - (1.2 if inside else 0.0)
    vp.terrain("lk-ground-far", -1800, -400, 1800, 2400, 20, far, hill_land)

    house()
    rng0 = s.scatter(7)

    # boulders: big stacked ones on the near shore, smaller ones along the far bank
    rock = vp.granite("lk-boulder", (0.23, 0.2, 0.18))
    rock_far = vp.granite("lk-boulder-far", (0.24, 0.21, 0.19), haze=HAZE, near=40, far=900)
    for i in range(30):
        y = 10 + i * 9 + rng0.uniform(-3, 3)
        x = -75.0 + 0.45 * (y - 6) + rng0.uniform(-2, 1)
        sc = rng0.uniform(1.0, 3.5)
        vp.boulder(f"lk-westrock{i}", (x, y, 0.1 * sc), (sc * 1.3, sc, sc * 0.8), rock_far, seed=300 + i)
    near = [
        # a tor at the right, half in the water, just outside the frame (inside its edge, it stood
        # cut in two: last review); its reflection still shows
        ((33.0, 9.1, 0.3), (4.4, 3.6, 3.0), 1), ((30.9, 11.6, -0.2), (2.6, 2.2, 1.7), 2),
        ((34.1, 6.6, 0.5), (2.8, 2.4, 2.2), 3), ((32.7, 8.6, 2.2), (1.8, 1.5, 1.4), 4),
        # low rounded rocks at the left, breaking the water line
        ((17.5, 8.0, -0.2), (4.6, 3.4, 2.2), 5), ((20.2, 6.8, -0.1), (2.6, 2.1, 1.6), 6),
        ((15.0, 9.8, -0.35), (1.6, 1.3, 0.8), 7), ((18.6, 7.6, 0.85), (1.7, 1.4, 1.2), 8),
        ((22.5, 5.0, -0.1), (1.1, 0.9, 0.6), 9), ((21.5, 3.4, 0.2), (1.6, 1.3, 0.8), 10),
        ((24.8, 6.0, -0.1), (0.7, 0.6, 0.4), 11), ((13.0, 11.5, -0.25), (0.6, 0.5, 0.35), 12),
    ]
    for i, (loc, size, seed) in enumerate(near):
        vp.boulder(f"lk-rock{i}", loc, size, rock, seed=seed, joints=2 if size[0] > 2 else 1 if size[0] > 1 else 0)
    rng = s.scatter(21)
    for i in range(26):
        x = rng.uniform(-40, 40)
        if -10 < x < 28:
            x = rng.choice((rng.uniform(-16, -10), rng.uniform(28, 40)))
        y = shore_y(x) + rng.uniform(-0.8, 1.5)
        sc = rng.uniform(0.8, 2.8)
        vp.boulder(f"lk-farrock{i}", (x, y, 0.1 * sc), (sc * 1.3, sc, sc * 0.8), rock_far, seed=100 + i, joints=1)
    # a tor of stacked boulders on the bank right of the house
    for i, (loc, size) in enumerate([((33, 32, 1.5), (6, 5, 4)), ((31, 29, 0.5), (3.5, 3, 2.2)), ((34.5, 33, 4.6), (3.2, 2.8, 2.4)), ((29.5, 33.5, 1.8), (2.5, 2, 2))]):
        vp.boulder(f"lk-tor{i}", loc, size, rock_far, seed=200 + i, joints=1)

    # pebbles and flat stones on the near shore
    for i in range(40):
        x = rng0.uniform(14, 34)
        y = rng0.uniform(-4, 4.5)
        h0 = height(x, y)
        if h0 < 0.05:
            continue
        sc = rng0.uniform(0.12, 0.6)
        vp.boulder(f"lk-pebble{i}", (x, y, h0), (sc * 1.3, sc, sc * 0.6), rock, seed=500 + i)

    if plants:
        plants.neem_tree("lk-neem1", (-6.5, 45, GF), height=10, seed=3)
        plants.neem_tree("lk-neem2", (22, 46, GF + 0.3), height=9, seed=5)
        plants.neem_tree("lk-neem3", (-16, 38, 1.0), height=8, seed=8)
        for k, (x, y, hh) in enumerate(((-30, 58, 9), (-44, 76, 11), (-22, 70, 8), (-58, 95, 10), (38, 60, 9), (8, 62, 10), (-52, 60, 7))):
            plants.neem_tree(f"lk-bankneem{k}", (x, y, height(x, y) - 0.2), height=hh, seed=20 + k, density=0.7)
        # a line of trees along the bank behind the house, as round a reservoir's villas (with a
        # few lone trees the hills behind read as bare sand: review)
        grove = s.scatter(31)
        for k in range(30):
            x = -110 + k * 5.0 + grove.uniform(-1.5, 1.5)
            y = 50 + grove.uniform(0, 14) + max(0.0, -x - 20) * 0.3
            plants.neem_tree(f"lk-grove{k}", (x, y, height(x, y) - 0.2), height=grove.uniform(8, 12), seed=40 + k, density=0.8)
        # in a raised stone bed beyond the terrace's corner, leaning away from the roof (under the
        # roof's edge, leaning in, its trunk ran through the overhang; at the corner itself it
        # still seemed to touch the roof's end: last two reviews)
        s.cylinder("lk-palm-bed", 0.9, GF + 1.25, (27.9, 28.3, (GF + 0.45 - 0.8) / 2), vp.granite("lk-bed-stone", (0.3, 0.25, 0.22)), vertices=40)
        plants.palm_tree("lk-palm1", (27.9, 28.3, GF + 0.45), height=9, seed=2, rotation=math.pi)
        plants.palm_tree("lk-palm2", (-10.5, 30.5, GF), height=7.5, seed=4)
        plants.bougainvillea("lk-bougain", (-7.5, 28.4, GF), height=1.2, seed=4, width=2.5, depth=0.7)
        plants.shrub("lk-hedge", (24, 28.6, GF), height=0.7, seed=2, width=3.0, depth=0.6)
        plants.potted_plant("lk-pot1", (15.2, 30.6, GF), height=1.4, seed=5, kind="areca")
        plants.potted_plant("lk-pot2", (5.8, 30.8, GF), height=1.0, seed=6, kind="snake")
        plants.shrub("lk-scrub1", (29.5, 4.0, height(29.5, 4.0)), height=0.9, seed=9, width=2.0, depth=1.2)
        plants.shrub("lk-scrub2", (24.0, 0.5, height(24.0, 0.5)), height=0.6, seed=10, width=2.4, depth=1.0)

    cx, cy = 28.0, -3.0
    # at 32 mm the house fills more of the frame than at 28 (too far off: review)
    cam = stage.camera((cx, cy, height(cx, cy) + 1.65), (10.0, 31.0, 1.9), lens=32)
    return cam
