"""A corporate campus atrium in the Financial District: six office floors either side of a tall
glass-roofed void, crossed by bridges between the floors; a stone floor with planters and seating
below. Plan: void x -8..8, y -22..22; floors x < -8 and x > 8."""
import math

import bpy

from kit import furnishings as fu
from kit import furniture as f
from kit import materials as m
from kit import office_props as op
from kit import plants
from kit import shapes as s
from kit import stage
from kit import timber

FLOOR_H = 4.0
LEVELS = 6
TOP = FLOOR_H * LEVELS


def build(view):
    stage.sky(elevation_deg=58, azimuth_deg=200, strength=0.9, sun_strength=4.5, dust=1.5)
    white = m.paint("atrium-white", (0.78, 0.77, 0.74), 0.6)
    soffit = m.plaster("atrium-soffit", (0.72, 0.71, 0.68), mottle=0.03)
    stone = m.tiles("atrium-floor", (0.6, 0.55, 0.48), (0.55, 0.5, 0.44), tile=1.2, speckle=0.3, roughness=0.16, grout_width=0.002)
    rail_glass = op.clear_glass("balustrade-glass", (0.82, 0.88, 0.86))
    steel = m.metal("atrium-steel", (0.6, 0.6, 0.61), 0.3)
    dark = m.paint("atrium-dark", (0.05, 0.05, 0.055), 0.5)
    teak = m.wood("atrium-teak", roughness=0.45, along="Y")
    carpet = m.fabric("atrium-carpet", (0.2, 0.2, 0.21), weave=500)
    glow = op.screen("atrium-ceiling-light", (1.0, 0.96, 0.9), 6.0)
    # Clear enough to see the lit offices behind: a dark tint read as black bands on every floor.
    glass_in = op.facade_glass("atrium-office-glass", tint=(0.62, 0.68, 0.66), mirror=(0.8, 0.82, 0.82), reflect=0.04)
    s.slab("ground", -30, -30, 30, 30, -0.3, 0, stone, 0.0)
    for side in (-1, 1):
        edge = 8.0 * side
        far = 24.0 * side
        a, b = sorted((edge, far))
        s.slab(f"back{side}", (far - 0.2 if side > 0 else far), -24, (far if side > 0 else far + 0.2), 24, 0, TOP, white, 0.0)
        for lv in range(1, LEVELS):
            z = lv * FLOOR_H
            s.slab(f"slab{side}-{lv}", a, -24, b, 24, z - 0.35, z, soffit, 0.0)
            s.slab(f"carpet{side}-{lv}", a + (1.0 if side > 0 else 0), -24, b - (0 if side > 0 else 1.0), 24, z, z + 0.01, carpet, 0.0)
            # Slab edge band, and a glass balustrade on a steel handrail.
            s.slab(f"band{side}-{lv}", edge - 0.15, -24, edge + 0.15, 24, z - 0.45, z + 0.1, white, 0.01)
            s.box(f"rail-glass{side}-{lv}", (0.015, 48, 1.0), (edge, 0, z + 0.6), rail_glass, 0)
            s.box(f"rail{side}-{lv}", (0.06, 48, 0.05), (edge, 0, z + 1.12), teak, 0.01)
            # Office fronts set back behind the edge: glazing and lit ceilings, desks seen through.
            gx = edge + 3.0 * side
            op.pane(f"front{side}-{lv}", 48, FLOOR_H - 0.4, (gx, 0, z + (FLOOR_H - 0.4) / 2), glass_in, (-side, 0))
            for i in range(-12, 13):
                s.box(f"front-mul{side}-{lv}-{i}", (0.06, 0.05, FLOOR_H - 0.4), (gx, i * 2.0, z + (FLOOR_H - 0.4) / 2), dark, 0.003)
            for r in range(2):
                s.box(f"light{side}-{lv}-{r}", (0.1, 44, 0.02), (gx + side * (2.0 + r * 3.0), 0, z + FLOOR_H - 0.36), glow, 0)
            for i in range(-5, 6):
                s.box(f"desk{side}-{lv}-{i}", (1.6, 3.2, 0.75), (gx + side * 2.5, i * 4.0, z + 0.375), white, 0.01)
            # The offices' own ceiling light, warm, so they read as working floors.
            f.area_light(f"office-light{side}-{lv}", (gx + side * 4.0, 0, z + FLOOR_H - 0.42), 6.0, 900, (1.0, 0.9, 0.78), size_y=46.0, rotation=(0, 0, 0))
        # Columns at the void's edge.
        for y in (-16.8, -8.4, 0.0, 8.4, 16.8):
            s.cylinder(f"col{side}{y}", 0.35, TOP, (edge + 1.2 * side, y, TOP / 2), white, 32)
        # Ground floor: a glazed shopfront/cafe line set back.
        op.pane(f"gf-glass{side}", 48, FLOOR_H - 0.4, (edge + 3.0 * side, 0, (FLOOR_H - 0.4) / 2), glass_in, (-side, 0))
        f.area_light(f"gf-light{side}", (edge + 7.0 * side, 0, FLOOR_H - 0.4), 6.0, 900, (1.0, 0.9, 0.78), size_y=46.0, rotation=(0, 0, 0))
    # Bridges across the void on three levels, each a slab with glass balustrades.
    for i, (lv, y, w) in enumerate(((2, 6.0, 2.6), (3, -4.0, 2.6), (4, 12.0, 3.2), (5, 1.0, 2.6))):
        z = lv * FLOOR_H
        s.slab(f"bridge{i}", -8.2, y - w / 2, 8.2, y + w / 2, z - 0.5, z, white, 0.01)
        s.slab(f"bridge-floor{i}", -8.2, y - w / 2 + 0.1, 8.2, y + w / 2 - 0.1, z, z + 0.01, teak, 0.0)
        for dy in (-w / 2 + 0.05, w / 2 - 0.05):
            s.box(f"bridge-glass{i}{dy}", (16.4, 0.015, 1.0), (0, y + dy, z + 0.6), rail_glass, 0)
            s.box(f"bridge-rail{i}{dy}", (16.4, 0.06, 0.05), (0, y + dy, z + 1.12), teak, 0.01)
        s.box(f"bridge-soffit-light{i}", (15.8, 0.08, 0.02), (0, y, z - 0.51), glow, 0)
    # The glass roof: steel beams at 1.5 m over the void, glazing above.
    s.box("roof-glass", (16.4, 48, 0.02), (0, 0, TOP + 0.6), op.clear_glass("roof-glass", (0.9, 0.94, 0.93)), 0)
    for i in range(-15, 16):
        s.box(f"roof-beam{i}", (16.4, 0.12, 0.5), (0, i * 1.5, TOP + 0.3), steel, 0.005)
    for x in (-4.0, 0.0, 4.0):
        s.box(f"roof-purlin{x}", (0.12, 48, 0.3), (x, 0, TOP + 0.4), steel, 0.005)
    s.slab("roof-left", -24, -24, -8, 24, TOP, TOP + 0.6, soffit, 0.0)
    s.slab("roof-right", 8, -24, 24, 24, TOP, TOP + 0.6, soffit, 0.0)
    s.slab("end-north", -24, 24, 24, 24.3, 0, TOP + 0.6, white, 0.0)
    s.slab("end-south", -24, -24.3, 24, -24, 0, TOP + 0.6, white, 0.0)
    f.portal("roof-portal", (0, 0, TOP - 0.05), 16.0, 48.0, (0, 0, -1))
    # Below: planters with shade trees, teak benches, a lounge and a cafe's tables.
    planter = m.concrete("atrium-planter", (0.4, 0.39, 0.37))
    for i, y in enumerate((-12.0, 9.0)):
        s.slab(f"planter{i}", -2.0, y - 2.0, 2.0, y + 2.0, 0, 0.5, planter, 0.02)
        s.slab(f"planter-soil{i}", -1.9, y - 1.9, 1.9, y + 1.9, 0.45, 0.47, m.ground("atrium-soil", (0.15, 0.1, 0.06), (0.2, 0.13, 0.08), 2.0), 0.0)
        plants.neem_tree(f"tree{i}", (0.2, y, 0.47), height=7.0 + i * 1.5, seed=4 + i, spread=5.5, clear_trunk=2.6)
        plants.shrub(f"planter-shrub{i}", (0, y, 0.47), height=0.5, seed=i, width=3.4, depth=3.4)
        for dx in (-2.4, 2.4):
            s.slab(f"bench{i}{dx}", dx - 0.25, y - 1.6, dx + 0.25, y + 1.6, 0.4, 0.46, teak, 0.006)
            s.slab(f"bench-base{i}{dx}", dx - 0.2, y - 1.5, dx + 0.2, y + 1.5, 0, 0.4, planter, 0.01)
    # Cafe tables out on the stone, bentwood-like teak chairs round them.
    for i, (x, y) in enumerate(((-4.8, -2.5), (-2.6, 0.5), (4.5, 2.0), (3.8, -3.2))):
        op.round_table(f"cafe-table{i}", (x, y, 0), radius=0.4)
        for j in range(3):
            a = j * 2 * math.pi / 3 + i
            f.dining_chair(f"cafe-chair{i}{j}", (x + 0.72 * math.cos(a), y + 0.72 * math.sin(a), 0), math.degrees(a) - 90)
    # A lounge on a jute rug in the near bay: a sofa facing two tub chairs across a low table.
    f.rug("lounge-rug", (-4.6, -8.6), 3.4, 2.6, fu.jute_rug("atrium-jute"), rot=90)
    sofa_cloth = m.fabric("atrium-sofa", (0.17, 0.24, 0.27), weave=420)
    fu.track_sofa("lounge-sofa", (-5.9, -8.6, 0), rot=90, width=2.3, upholstery=sofa_cloth)
    for k, dy in enumerate((-0.75, 0.75)):
        fu.tub_chair(f"lounge-tub{k}", (-3.2, -8.6 + dy, 0), rot=-90 + dy * 12)
    f.coffee_table("lounge-table", (-4.5, -8.6, 0), rot=90, width=1.1, depth=0.6)
    # Potted plants at the foot of the void's columns.
    for k, (x, y) in enumerate(((-8.5, -8.4), (-8.5, 0.0), (8.5, -8.4), (8.5, 8.4))):
        plants.potted_plant(f"column-pot{k}", (x, y, 0), height=1.5, seed=k, kind=("areca", "rubber")[k % 2])
    for material in bpy.data.materials:
        material.cycles.sample_as_light = False
    scene = bpy.context.scene
    scene.cycles.diffuse_bounces = 3
    scene.cycles.glossy_bounces = 2
    timber.regrain()
    stage.camera((-5.5, -21.5, 1.5), (1.0, 4.0, 9.0), lens=22)
