"""A penthouse living room high above Banjara Hills: full-height glass to the north over the city,
a tall window to the west with a reading corner, teak, brass, handloom and a big opal pendant.
Views: 'day', 'dusk', 'reading'."""

from kit import furnishings
from kit import furniture as f
from kit import materials as m
from kit import prints
from kit import shapes as s
from kit import skyline
from kit import stage
from kit import timber
from kit import touches

H = 3.2
X0, X1, Y0, Y1 = -5.0, 5.0, -4.0, 4.0


def build(view):
    import bpy
    bpy.context.scene.cycles.diffuse_bounces = 3
    bpy.context.scene.cycles.glossy_bounces = 2
    bpy.context.scene.cycles.sample_clamp_indirect = 1.5
    dusk = view == "dusk"
    if dusk:
        stage.sky(elevation_deg=1.5, azimuth_deg=300, strength=0.35, sun_strength=0.0, dust=2.0)
    elif view == "reading":
        stage.sky(elevation_deg=40, azimuth_deg=150, strength=1.3, sun_strength=4.0, dust=3.0)
    else:
        stage.sky(elevation_deg=32, azimuth_deg=330, strength=1.0, sun_strength=4.5, dust=3.0)

    floor = m.tiles("ph-marble", (0.62, 0.56, 0.48), (0.58, 0.52, 0.45), tile=1.2, grout=(0.6, 0.57, 0.52), roughness=0.38, veins=0.25, grout_width=0.002)
    wall = m.plaster("ph-wall", (0.8, 0.74, 0.64))
    ceiling = m.plaster("ph-ceiling", (0.8, 0.78, 0.74), mottle=0.02)
    skirting = m.paint("ph-skirting", (0.7, 0.66, 0.6), 0.5)
    walls = f.room("ph", X0, Y0, X1, Y1, H, floor, wall, ceiling, skirting, walls="SEW")
    frame = m.metal("ph-frame", (0.05, 0.05, 0.05), 0.4)
    glass = m.glass("ph-glass", (0.9, 0.94, 0.95))

    # North: full-height glass over the city, black mullions every 2 m, a deep soffit above.
    s.slab("ph-head", X0 - 0.2, Y1, X1 + 0.2, Y1 + 0.3, H - 0.25, H + 0.15, ceiling, bevel=0)
    for i in range(6):
        x = X0 + i * 2.0
        s.slab(f"ph-mull{i}", x - 0.03, Y1 + 0.02, x + 0.03, Y1 + 0.14, 0, H - 0.25, frame, bevel=0.004)
    s.slab("ph-sillrail", X0, Y1 + 0.02, X1, Y1 + 0.14, 0, 0.05, frame, bevel=0.003)
    s.box("ph-glazing", (X1 - X0, 0.012, H - 0.3), (0, Y1 + 0.08, (H - 0.25) / 2), glass, 0)
    f.portal("ph-portal-n", (0, Y1 + 0.02, (H - 0.25) / 2), X1 - X0, H - 0.25, (0, -1, 0))
    # Terrace outside: a deck, a glass balustrade and planters.
    deck = m.tiles("ph-deck", (0.45, 0.42, 0.38), (0.42, 0.39, 0.35), tile=0.6, roughness=0.6)
    s.slab("ph-terrace", X0 - 6, Y1 + 0.15, X1 + 6, Y1 + 1.2, -0.12, -0.02, deck, bevel=0)
    s.slab("ph-terrace-edge", X0 - 6, Y1 + 1.2, X1 + 6, Y1 + 1.4, -1.2, 0.1, m.plaster("ph-ext", (0.75, 0.72, 0.66)), bevel=0.01)
    s.box("ph-balustrade", (X1 - X0 + 12, 0.015, 1.0), (0, Y1 + 1.15, 0.6), m.glass("ph-balglass", (0.85, 0.92, 0.92)), 0)
    s.box("ph-handrail", (X1 - X0 + 12, 0.05, 0.04), (0, Y1 + 1.15, 1.12), frame, 0.01)
    planter = m.concrete("ph-planter", (0.52, 0.5, 0.47))
    for px in (-4.2,):
        s.slab(f"ph-planter{px}", px - 0.9, Y1 + 0.5, px + 0.9, Y1 + 1.05, -0.02, 0.5, planter, bevel=0.02)
        for k in range(3):
            f.plant(f"ph-tplant{px}{k}", (px - 0.55 + k * 0.55, Y1 + 0.78, 0.3), 1.0 + 0.2 * k, seed=20 + k, kind="broad", pot_mat=planter, pot_height=0.22)

    # West: a tall window for the reading corner.
    wy0, wy1 = -2.7, -1.3
    s.opening(walls["W"], (0.6, wy1 - wy0, 2.75), (X0 - 0.1, (wy0 + wy1) / 2, 0.05 + 2.75 / 2))
    # solar-control glass on the west, as high-rise windows have (clear, the towers behind it
    # burnt out to white: review)
    west_glass = m.glass("ph-wglass", (0.6, 0.64, 0.64))
    s.window("ph-wwin", wy1 - wy0, 2.75, (X0 - 0.1, (wy0 + wy1) / 2, 0.05 + 2.75 / 2), frame, west_glass, axis="Y", mullions=1, transoms=1)
    f.portal("ph-portal-w", (X0 - 0.02, (wy0 + wy1) / 2, 0.05 + 2.75 / 2), wy1 - wy0, 2.75, (1, 0, 0))
    linen = m.fabric("ph-curtain", (0.82, 0.78, 0.68))
    c = f.curtain("ph-wcurt", wy0 - 0.55, wy0 - 0.02, X0 + 0.12, H - 0.08, H - 0.1, linen, folds=5, axis="Y")
    c = f.curtain("ph-wcurt2", wy1 + 0.02, wy1 + 0.5, X0 + 0.12, H - 0.08, H - 0.1, linen, folds=5, axis="Y")
    # Corner curtain by the glass wall, gathered.
    f.curtain("ph-ncurt", X0 + 0.05, X0 + 0.7, Y1 - 0.12, H - 0.08, H - 0.1, linen, folds=6)
    f.curtain("ph-ncurt2", X1 - 0.7, X1 - 0.05, Y1 - 0.12, H - 0.08, H - 0.1, linen, folds=6)

    # East: a teak-panelled wall with a long low console and art.
    teak = m.wood("ph-teak", (0.42, 0.23, 0.1), (0.22, 0.11, 0.04), roughness=0.4, along="Z")
    for i in range(14):
        y = -3.9 + i * 0.5
        s.slab(f"ph-epanel{i}", X1 - 0.03, y + 0.005, X1, y + 0.495, 0.1, H - 0.01, teak, bevel=0.004)
    f.console("ph-econsole", (X1 - 0.25, 0.4, 0), rot=90 + 180 - 180 + 0, width=2.4, depth=0.45, height=0.5)
    f.bookshelf("ph-eshelf", (X1 - 0.2, 2.9, 0), rot=90, width=1.4, height=2.2, depth=0.34, shelves=5, seed=8)
    f.vase("ph-evase", (X1 - 0.3, -0.4, 0.5), 0.42, f.ceramic("ph-vase", (0.5, 0.22, 0.1), 0.6))
    f.bowl("ph-ebowl", (X1 - 0.3, 1.1, 0.5), 0.16, f.brass())

    # The living group: a low sofa side-on to the glass, facing two armchairs across a table.
    # The room's own family (the beige sofa and teak armchairs stood in five rooms: review): an
    # ink-blue track-arm sofa and leather sling chairs like the reading corner's, on jute.
    f.rug("ph-rug", (-1.5, 1.4, 0), 3.4, 2.6, furnishings.jute_rug("ph-jute", (0.6, 0.5, 0.34)))
    cush = [f.stripes_fabric("ph-cush-a", [(0.55, 0.2, 0.06), (0.75, 0.6, 0.35), (0.55, 0.2, 0.06), (0.2, 0.12, 0.08)], [3, 1, 3, 1], scale=5),
            m.fabric("ph-cush-b", (0.78, 0.74, 0.64)),
            m.fabric("ph-cush-c", (0.7, 0.48, 0.15))]
    furnishings.track_sofa("ph-sofa", (-3.05, 1.4, 0.012), rot=90, width=2.5, depth=0.95, upholstery=m.fabric("ph-sofa", (0.055, 0.07, 0.1)), cushions=cush)
    f.coffee_table("ph-table", (-1.55, 1.4, 0.012), rot=90, width=1.3, depth=0.75, height=0.34, seed=6)
    furnishings.sling_chair("ph-arm1", (-0.1, 2.15, 0.012), rot=-63)
    furnishings.sling_chair("ph-arm2", (0.9, 1.35, 0.012), rot=-88)
    f.side_table("ph-side", (-3.0, 3.05, 0), 0.24, 0.5)
    f.table_lamp("ph-tlamp", (-3.0, 3.05, 0.5), on=dusk, light=18)
    f.plant("ph-plant1", (-4.5, 3.4, 0), 1.7, seed=3, pot_mat=f.ceramic("ph-pot", (0.25, 0.24, 0.22), 0.6))
    f.plant("ph-plant2", (1.0, 3.45, 0), 1.2, seed=9, kind="snake", pot_mat=f.ceramic("ph-pot2", (0.75, 0.72, 0.66), 0.5))
    f.blanket_fold("ph-throw", (-3.2, 0.62, 0.51), (0.45, 0.35, 0.05), cush[0], rot=8)
    # The oversized opal pendant over the table.
    f.pendant("ph-pendant", (-1.55, 1.4, 1.95), radius=0.4, style="globe", on=True, strength=4.0 if dusk else 0.6,
              light=120 if dusk else 0, ceiling=H)

    # Reading corner by the west window.
    f.rug("ph-round", (-4.1, -2.0, 0), 1.8, 1.8, f.rug_material("ph-roundrug", (0.62, 0.5, 0.38), (0.22, 0.12, 0.07), (0.75, 0.68, 0.55), 5, "round"), round_=True)
    # a leather sling chair of its own (the cane armchair stood in five rooms: review)
    furnishings.sling_chair("ph-reader", (-4.05, -1.55, 0.012), rot=110)
    # beside the reading chair: a brass-stemmed teak side table with the afternoon's chai and a book
    f.side_table("ph-rside", (-3.35, -2.05, 0.012), radius=0.24, height=0.52)
    f.cup("ph-rchai", (-3.3, -2.0, 0.532))
    f.book_stack("ph-rsidebook", (-3.42, -2.14, 0.532), 20, 2, 12)
    f.floor_lamp("ph-flamp", (-4.55, -1.15, 0.012), on=dusk or view == "reading", light=20 if view == "reading" else 25)
    # a short console in the corner, clear of the curtain (at 1.1 m it ran into it: review)
    f.console("ph-rconsole", (-4.75, -3.62, 0), rot=-90, width=0.7, depth=0.4, height=0.45)
    f.book_stack("ph-rbooks", (-4.75, -3.45, 0.45), 10, 4, 7)
    f.vase("ph-rvase", (-4.78, -3.8, 0.45), 0.25, f.ceramic("ph-rvase", (0.3, 0.12, 0.06), 0.7))
    f.plant("ph-rplant", (-4.55, -0.45, 0), 1.0, seed=14, pot_mat=f.ceramic("ph-pot3", (0.42, 0.17, 0.08), 0.75))
    f.frame("ph-rart", (-3.2, Y0, 1.55), 180, 0.9, 1.1, furnishings.colour_field(
        "ph-art1", ((0.0, (0.5, 0.46, 0.4)), (0.28, (0.16, 0.2, 0.27)), (0.64, (0.74, 0.69, 0.6)), (0.71, (0.6, 0.27, 0.15))), seed=9))
    f.switch_plate("ph-sw", (-1.6, Y0 + 0.005, 1.2), 180)
    f.frame("ph-art2", (X1, -2.2, 1.6), -90, 1.2, 0.9, f.art_material("ph-art2", [(0.7, 0.66, 0.58), (0.15, 0.2, 0.3), (0.6, 0.35, 0.2)], 7))

    # the reading window looks south-west, over a ring of towers between the houses and the horizon
    skyline.town_below(11, -55.0, dusk, rings=((170, 480, 14, (-160, -70), (30, 70)),))
    # Recessed downlights in the ceiling and a large piece of art over the sofa.
    rim = m.paint("ph-rim", (0.7, 0.7, 0.68), 0.3)
    lens = m.emission("ph-downlight", (1.0, 0.8, 0.6), 3.0 if dusk else 0.0)
    for x in (-3.5, -1.5, 0.5, 2.5):
        for y in (-2.5, 0.0, 2.6):
            s.cylinder(f"ph-dl{x}{y}", 0.06, 0.01, (x, y, H - 0.004), rim, 20)
            bulb = s.cylinder(f"ph-dlb{x}{y}", 0.045, 0.01, (x, y, H - 0.007), lens, 20)
            bulb.visible_diffuse = bulb.visible_glossy = bulb.visible_shadow = False
    f.frame("ph-sofa-art", (X0, 1.4, 1.75), 90, 1.6, 1.0, prints.elevation("ph-art3", aspect=1.7))

    timber.regrain()
    touches.revein()
    if dusk:
        # Cove light along the ceiling edge and a warm fill from the lamps.
        f.area_light("ph-cove", (0, 0, H - 0.05), 9.0, 60, (1.0, 0.75, 0.5), size_y=7.0, rotation=(0, 0, 0))
        # along the glass from the east end, the lit city on the right and the reading corner's
        # lamp at the far end (the day view's camera showed the same room the same way: review)
        cam = stage.camera((4.3, 3.1, 1.35), (-2.5, 1.7, 1.15), lens=26)
    elif view == "reading":
        f.area_light("ph-fill", (-1.0, -1.5, H - 0.05), 3.0, 90, (1.0, 0.92, 0.85))
        cam = stage.camera((-1.25, 0.2, 1.3), (-4.4, -2.3, 1.1), lens=26)
    else:
        cam = stage.camera((2.3, -2.2, 1.3), (-1.6, 3.2, 1.15), lens=26)
    return cam
