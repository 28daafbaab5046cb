"""Living rooms. 'jaali': a low sofa and armchairs beside a tall sandstone jaali screen, the
afternoon sun through it throwing its star pattern across the floor. 'showflat': a finished show
flat, its balcony door open onto Kokapet's towers and the site's crane."""
import math

import bpy

from kit import furnishings
from kit import furniture as f
from kit import materials as m
from kit import prints
from kit import seating
from kit import shapes as s
from kit import site_props as sp
from kit import skyline
from kit import stage
from kit import timber
from kit import touches

H = 3.1


def jaali_material(name, color=(0.72, 0.6, 0.45), tile=0.3):
    """A pierced screen: eight-point star openings in a lattice, as a cut-out mask computed here."""
    if name in bpy.data.materials:
        return bpy.data.materials[name]
    w = h = 64
    data = []
    for y in range(h):
        for x in range(w):
            u, v = (x + 0.5) / w - 0.5, (y + 0.5) / h - 0.5
            star = max(abs(u), abs(v)) < 0.3 or abs(u) + abs(v) < 0.41
            # Small diamonds at the cell corners.
            cu, cv = 0.5 - abs(u), 0.5 - abs(v)
            dia = cu + cv < 0.09
            val = 0.0 if (star or dia) else 1.0
            data.extend((val, val, val, 1.0))
    image = bpy.data.images.new(name + "-mask", w, h, alpha=False, float_buffer=True)
    image.pixels.foreach_set(data)
    image.pack()
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.8
    coord = nodes.new("ShaderNodeTexCoord")
    sep = nodes.new("ShaderNodeSeparateXYZ")
    comb = nodes.new("ShaderNodeCombineXYZ")
    links.new(coord.outputs["Object"], sep.inputs[0])
    links.new(sep.outputs["Y"], comb.inputs["X"])
    links.new(sep.outputs["Z"], comb.inputs["Y"])
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (1 / tile, 1 / tile, 1 / tile)
    links.new(comb.outputs[0], mapping.inputs["Vector"])
    tex = nodes.new("ShaderNodeTexImage")
    tex.image = image
    tex.interpolation = "Closest"
    links.new(mapping.outputs["Vector"], tex.inputs["Vector"])
    transparent = nodes.new("ShaderNodeBsdfTransparent")
    mix = nodes.new("ShaderNodeMixShader")
    links.new(tex.outputs["Color"], mix.inputs["Fac"])
    links.new(transparent.outputs[0], mix.inputs[1])
    links.new(bsdf.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], nodes["Material Output"].inputs["Surface"])
    material.blend_method = "CLIP"
    return material


def settings():
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2
    scene.cycles.sample_clamp_indirect = 1.5


def jaali_room():
    stage.sky(elevation_deg=30, azimuth_deg=250, strength=0.8, sun_strength=7.0, dust=3.0)
    X0, X1, Y0, Y1 = -4.0, 4.0, -3.2, 3.2
    floor = m.tiles("lv-kota", (0.5, 0.46, 0.38), (0.46, 0.42, 0.35), tile=0.6, grout=(0.35, 0.32, 0.28), roughness=0.3)
    wall = m.plaster("lv-wall", (0.8, 0.74, 0.64))
    walls = f.room("lv", X0, Y0, X1, Y1, H, floor, wall, m.plaster("lv-ceil", (0.8, 0.78, 0.74), mottle=0.02), m.paint("lv-skirt", (0.5, 0.44, 0.36), 0.5))
    frame = m.metal("lv-frame", (0.06, 0.05, 0.05), 0.4)
    glass = m.glass("lv-glass")
    # West: a full-height glazed opening, screened inside by a sandstone jaali.
    s.opening(walls["W"], (0.6, 3.6, 2.8), (X0 - 0.1, -0.2, 1.4))
    s.window("lv-wwin", 3.6, 2.8, (X0 - 0.12, -0.2, 1.4), frame, glass, axis="Y", mullions=3)
    f.portal("lv-portal", (X0 - 0.03, -0.2, 1.4), 3.6, 2.8, (1, 0, 0))
    jm = jaali_material("lv-jaali")
    stone = m.plaster("lv-sandstone", (0.7, 0.58, 0.43), mottle=0.12)
    jx = X0 + 0.35
    for i in range(3):
        y0 = -1.95 + i * 1.2
        s.box(f"lv-jaali{i}", (0.04, 1.1, 2.8), (jx, y0 + 0.55, 1.45), jm, 0)
        s.slab(f"lv-jpost{i}", jx - 0.04, y0 - 0.06, jx + 0.04, y0 + 0.0, 0.05, 2.85, stone, bevel=0.004)
    s.slab("lv-jpost3", jx - 0.04, 1.65, jx + 0.04, 1.71, 0.05, 2.85, stone, bevel=0.004)
    s.slab("lv-jbase", jx - 0.06, -2.02, jx + 0.06, 1.72, 0.0, 0.05, stone, bevel=0.004)
    s.slab("lv-jhead", jx - 0.06, -2.02, jx + 0.06, 1.72, 2.85, 2.93, stone, bevel=0.004)
    # Outside: a garden with a neem and a compound wall.
    leaf = m.foliage("lv-outleaf", (0.07, 0.15, 0.04))
    rng = s.scatter(3)
    for i in range(60):
        s.sphere(f"lv-out{i}", rng.uniform(0.35, 0.8), (X0 - rng.uniform(3, 8), rng.choice((-1, 1)) * rng.uniform(2.6, 7), rng.uniform(1.5, 4.5)), leaf, 2, 0.75)
    s.plane("lv-ground", 60, 60, (0, 0, -0.2), m.ground("lv-ground"))
    s.slab("lv-cwall", X0 - 5.5, -8, X0 - 5.3, 8, -0.2, 1.6, m.plaster("lv-cw", (0.72, 0.6, 0.48)))

    # North wall: a long teak bookshelf; east: art, console, switch.
    f.bookshelf("lv-shelf", (2.2, Y1 - 0.17, 0), rot=0, width=2.2, height=2.3, depth=0.34, shelves=6, seed=11)
    f.frame("lv-art", (X1, 0.2, 1.6), -90, 1.3, 0.95, f.art_material("lv-art", [(0.78, 0.72, 0.6), (0.55, 0.22, 0.1), (0.1, 0.2, 0.3), (0.78, 0.58, 0.28)], 33))
    f.console("lv-console", (X1 - 0.22, 0.2, 0), rot=-90, width=1.8, depth=0.42, height=0.6)
    f.table_lamp("lv-tlamp", (X1 - 0.22, -0.45, 0.6), rot=0, on=False)
    f.vase("lv-cvase", (X1 - 0.25, 0.8, 0.6), 0.35, f.ceramic("lv-cv", (0.45, 0.18, 0.08), 0.7))
    f.switch_plate("lv-sw", (X1 - 0.005, -1.9, 1.2), -90)

    # The seating: a low sofa against the north, two armchairs by the jaali, a rug between.
    rugm = f.rug_material("lv-rug", (0.7, 0.62, 0.5), (0.42, 0.16, 0.07), (0.12, 0.15, 0.22), seed=8)
    f.rug("lv-rug", (-0.9, 0.5, 0), 3.2, 2.4, rugm)
    cush = [f.stripes_fabric("lv-cush-a", [(0.6, 0.2, 0.05), (0.8, 0.65, 0.4), (0.6, 0.2, 0.05), (0.15, 0.1, 0.08)], [3, 1, 3, 1], scale=5),
            m.fabric("lv-cush-b", (0.12, 0.2, 0.15)), m.fabric("lv-cush-c", (0.72, 0.5, 0.15)),
            f.stripes_fabric("lv-cush-d", [(0.8, 0.76, 0.68), (0.5, 0.12, 0.05)], [4, 1], scale=7)]
    hills = prints.landscape("lv-sofa-art", sky=(0.78, 0.8, 0.74), hills=((0.5, 0.55, 0.38), (0.3, 0.4, 0.3), (0.16, 0.24, 0.2)), sun=(0.92, 0.78, 0.48), seed=11)
    f.frame("lv-sofa-art", (-0.8, Y1, 1.72), 0, 1.7, 0.75, hills)
    f.sofa("lv-sofa", (-0.8, 2.25, 0), rot=180 - 180, width=2.4, depth=0.95, seat=0.4, upholstery=m.fabric("lv-sofafab", (0.7, 0.66, 0.58)), cushions=cush, seed=5)
    touches.unstack_sofa("lv-sofa")
    f.coffee_table("lv-table", (-0.85, 0.6, 0), rot=0, width=1.2, depth=0.7, height=0.35, seed=9)
    af = m.fabric("lv-armfab", (0.42, 0.24, 0.12))
    f.armchair("lv-arm1", (-2.75, 1.05, 0), rot=112, upholstery=af, cushion_mat=cush[3])
    f.armchair("lv-arm2", (-2.65, -0.25, 0), rot=68, upholstery=af)
    f.side_table("lv-side", (-3.0, 0.42, 0), 0.22, 0.5)
    f.cup("lv-sidecup", (-3.0, 0.42, 0.5))
    f.plant("lv-plant", (-3.3, 2.6, 0), 1.6, seed=4, pot_mat=f.ceramic("lv-pot", (0.3, 0.28, 0.25), 0.6))
    # the lamp stands clear of the sofa's picture as the camera sees it
    f.floor_lamp("lv-flamp", (0.95, 2.45, 0), on=False)
    # Slippers by the door and a basket.
    sl = m.paint("lv-slipper", (0.35, 0.2, 0.1), 0.7)
    for k, (x, y, r) in enumerate(((2.9, -2.6, 10), (3.05, -2.55, 25))):
        s.box(f"lv-slip{k}", (0.1, 0.26, 0.025), (x, y, 0.0125), sl, 0.012, math.radians(r))
    f.area_light("lv-fill", (0.5, -0.5, H - 0.02), 5.0, 120, (1.0, 0.95, 0.88), size_y=4.0, rotation=(0, 0, 0))
    return stage.camera((3.1, -2.7, 1.2), (-2.6, 1.1, 1.05), lens=30)


def show_flat():
    # The balcony (+Y) faces the late-afternoon sun, which falls across the floor over its parapet.
    stage.sky(elevation_deg=21, azimuth_deg=345, strength=0.5, sun_strength=5.0, dust=3.0)
    X0, X1, Y0, Y1 = -3.0, 3.0, -2.8, 2.8
    # large vitrified tiles, as every show flat has, with a satin finish (mirror-glossy, they
    # drowned the sun's patch in reflections)
    floor = m.tiles("sf-vitrified", (0.66, 0.62, 0.56), (0.64, 0.6, 0.54), tile=0.8, grout=(0.56, 0.53, 0.48), roughness=0.2, grout_width=0.002)
    wall = m.plaster("sf-wall", (0.82, 0.78, 0.7))
    walls = f.room("sf", X0, Y0, X1, Y1, 3.0, floor, wall, m.plaster("sf-ceil", (0.82, 0.8, 0.76), mottle=0.02), m.paint("sf-skirt", (0.6, 0.57, 0.52), 0.5))
    frame = m.metal("sf-frame", (0.15, 0.14, 0.13), 0.4)
    glass = m.glass("sf-glass")
    # A balcony door, one leaf slid open.
    s.opening(walls["N"], (2.0, 0.6, 2.2), (0.6, Y1 + 0.1, 1.1))
    s.slab("sf-dhead", -0.4, Y1 + 0.05, 1.6, Y1 + 0.15, 2.15, 2.2, frame, bevel=0.003)
    for x in (-0.4, 0.6, 1.6):
        s.slab(f"sf-djamb{x}", x - 0.03, Y1 + 0.05, x + 0.03, Y1 + 0.15, 0, 2.2, frame, bevel=0.003)
    s.box("sf-dleaf", (1.0, 0.012, 2.1), (1.1, Y1 + 0.16, 1.1), glass, 0)
    s.slab("sf-dleafframe", 0.58, Y1 + 0.14, 0.64, Y1 + 0.2, 0.02, 2.16, frame, bevel=0.003)
    f.portal("sf-portal", (0.6, Y1 + 0.02, 1.1), 2.0, 2.2, (0, -1, 0))
    curtain = m.fabric("sf-curtain", (0.78, 0.72, 0.6))
    f.curtain("sf-curt", -1.05, -0.45, Y1 - 0.12, 2.75, 2.7, curtain, folds=5)
    f.curtain("sf-curt2", 1.65, 2.25, Y1 - 0.12, 2.75, 2.7, curtain, folds=5)
    s.slab("sf-curtrod", -1.1, Y1 - 0.14, 2.3, Y1 - 0.1, 2.76, 2.79, f.brass(), bevel=0.005)
    # Balcony: slab, low parapet wall with a rail, planters.
    s.slab("sf-balcony", X0, Y1 + 0.2, X1, Y1 + 1.6, -0.15, -0.02, m.tiles("sf-baltile", (0.5, 0.42, 0.34), (0.47, 0.4, 0.32), tile=0.3, roughness=0.6), bevel=0)
    s.slab("sf-parapet", X0, Y1 + 1.5, X1, Y1 + 1.65, -0.5, 0.9, m.plaster("sf-ext", (0.8, 0.74, 0.64)), bevel=0.01)
    s.slab("sf-rail", X0, Y1 + 1.55, X1, Y1 + 1.6, 0.9, 1.1, frame, bevel=0.005)
    for k in range(int(6 / 0.15)):
        x = X0 + 0.075 + k * 0.15
        s.slab(f"sf-bal{k}", x - 0.008, Y1 + 1.56, x + 0.008, Y1 + 1.59, 0.9, 1.1, frame, bevel=0)
    f.plant("sf-balplant", (1.9, Y1 + 1.2, 0), 0.9, seed=41, pot_mat=f.ceramic("sf-bpot", (0.42, 0.17, 0.08), 0.75))
    # Outside, from the ninth floor: Kokapet's towers round the houses below, and the site's tower
    # crane working the block's next floors (a hand-built frame in scaffolding read as crude:
    # review). The towers stand far and low enough for sky above them in the door (nearer and
    # taller, they filled its glass: review).
    skyline.town_below(21, -27.0, rings=((260, 700, 22, (-75, 75), (30, 70)),), clear=30.0)
    sp.tower_crane("sf-crane", (-30.0, 90.0, -27.0), 42.0, jib=40.0, heading_deg=20.0, hook_at=26.0, hook_drop=12.0)

    # The room: sofa, coffee table, rug, armchair, art, switch, a plant; a show flat's neatness.
    # Its own pieces (the review found one sofa, armchair and rug in five rooms): a slate sofa on
    # steel legs, a sage club chair, a basket-weave jute rug, a painted canvas.
    f.rug("sf-rug", (-0.6, -0.3, 0), 2.6, 1.9, furnishings.jute_rug("sf-jute"), rot=90)
    cush = [m.fabric("sf-c1", (0.62, 0.3, 0.1)), f.stripes_fabric("sf-c3", [(0.8, 0.76, 0.68), (0.3, 0.32, 0.36)], [3, 1], scale=6), m.fabric("sf-c2", (0.78, 0.72, 0.6))]
    furnishings.track_sofa("sf-sofa", (-2.3, -0.3, 0), rot=90, width=2.1, depth=0.9, upholstery=m.fabric("sf-sofafab", (0.17, 0.22, 0.27)), cushions=cush)
    f.coffee_table("sf-table", (-0.9, -0.3, 0), rot=90, width=1.1, depth=0.6, height=0.38, seed=4)
    # oiled, not lacquered: at 0.55 the top mirrored the bright balcony door and read white
    walnut = m.wood("sf-walnut", (0.22, 0.12, 0.06), (0.1, 0.05, 0.02), roughness=0.85)
    seating.club_chair("sf-arm", (-0.95, 1.2, 0), 200, m.fabric("sf-armfab", (0.4, 0.44, 0.34), weave=120), walnut)
    # the art hangs on the back wall beside the plant, where the camera sees all of it (over the
    # sofa it stood cut by the frame's edge)
    f.frame("sf-art", (-1.95, Y1, 1.55), 0, 0.8, 1.05, furnishings.colour_field("sf-art"))
    f.switch_plate("sf-sw", (-0.9, Y1 - 0.005, 1.2), 0, 3)
    f.plant("sf-plant", (-2.6, 2.4, 0), 1.5, seed=8, pot_mat=f.ceramic("sf-pot", (0.78, 0.75, 0.7), 0.5))
    # a reading lamp by the sofa (a console and lamp on the near wall stood cut by the frame)
    f.floor_lamp("sf-flamp", (-2.6, 0.95, 0), on=False)
    # The dining corner: a walnut table for four under a brass pendant, by the balcony door (a
    # matt, darker top: a glossy teak one came out white in the sun).
    f.dining_table("sf-dining", (1.45, 1.15, 0), rot=90, length=1.4, width=0.85, top=walnut)
    # a chair's back is on its local +Y: turned so the backs face away from the table
    seat_fabric = m.fabric("sf-seatfab", (0.66, 0.58, 0.47), weave=140)
    for k, (dx, dy, rot) in enumerate(((-0.54, -0.35, 90), (-0.54, 0.35, 90), (0.54, -0.35, -90), (0.54, 0.35, -90))):
        seating.upholstered_chair(f"sf-dchair{k}", (1.45 + dx, 1.15 + dy, 0), rot, seat_fabric, walnut)
    f.pendant("sf-dpendant", (1.45, 1.15, 1.75), radius=0.24, ceiling=2.8, light=40, strength=5.0)
    # a handloom runner down the table's length, the bowl on it
    s.box("sf-runner", (0.34, 1.3, 0.004), (1.45, 1.15, 0.762), m.fabric("sf-runner", (0.42, 0.16, 0.08), weave=200), 0.001)
    f.bowl("sf-dbowl", (1.45, 1.1, 0.764), 0.14, f.ceramic("sf-dbowl", (0.3, 0.36, 0.34), 0.3), fruit=True, seed=6)
    # A finished flat's false ceiling: a gypsum border 0.2 m below the slab with a warm cove of
    # light along its inner edge and downlights in it.
    gypsum = m.plaster("sf-gypsum", (0.84, 0.82, 0.78), mottle=0.02)
    band = 0.55
    for name, box in (("w", (X0, Y0, X0 + band, Y1)), ("e", (X1 - band, Y0, X1, Y1)), ("s", (X0 + band, Y0, X1 - band, Y0 + band)), ("n", (X0 + band, Y1 - band, X1 - band, Y1))):
        s.slab(f"sf-fc-{name}", *box, 2.78, 3.0, gypsum, bevel=0.003)
    cove = m.emission("sf-cove", (1.0, 0.8, 0.58), 2.5)
    for name, box in (("w", (X0 + band, Y0 + band, X0 + band + 0.02, Y1 - band)), ("e", (X1 - band - 0.02, Y0 + band, X1 - band, Y1 - band)), ("s", (X0 + band, Y0 + band, X1 - band, Y0 + band + 0.02)), ("n", (X0 + band, Y1 - band - 0.02, X1 - band, Y1 - band))):
        s.slab(f"sf-cove-{name}", *box, 2.86, 2.88, cove, bevel=0)
    rim = m.paint("sf-dl-rim", (0.8, 0.8, 0.78), 0.3)
    lamp = m.emission("sf-downlight", (1.0, 0.82, 0.62), 6.0)
    for k, (x, y) in enumerate(((X0 + band / 2, -1.6), (X0 + band / 2, 0.9), (X1 - band / 2, -1.6), (X1 - band / 2, 0.9), (-1.4, Y0 + band / 2), (1.2, Y0 + band / 2))):
        s.cylinder(f"sf-dl{k}", 0.05, 0.01, (x, y, 2.775), rim, 20)
        s.cylinder(f"sf-dlb{k}", 0.038, 0.01, (x, y, 2.772), lamp, 20)
        f.spot_light(f"sf-dls{k}", (x, y, 2.76), 18, (x, y, 0), angle=70, blend=0.7, radius=0.03)
    f.area_light("sf-fill", (0.0, -0.5, 2.98), 4.5, 100, (1.0, 0.95, 0.88), size_y=4.0, rotation=(0, 0, 0))
    return stage.camera((2.45, -2.45, 1.2), (-0.5, 2.6, 0.95), lens=24)


def build(view):
    settings()
    camera = show_flat() if view == "showflat" else jaali_room()
    timber.regrain()
    return camera
