"""The day-care clinic in Kondapur: three storeys of painted render on an RCC frame, aluminium
louvres over the windows, a covered drop-off canopy and a gentle entrance ramp; and one of its
consultation rooms on the first floor, behind the louvres."""
import math

import bpy

from kit import civic_props as c
from kit import furniture as f
from kit import materials as m
from kit import plants
from kit import prints
from kit import office_props as o
from kit import shapes as s
from kit import stage
from kit import surroundings as around
from kit import timber

FLOORS = [0.45, 4.05, 7.65]
ROOF = 11.25
W, D = 18.0, 12.0
# window bays on the front (south, y = 0) wall, per upper floor: (x0, x1)
BAYS = [(1.0, 3.6), (4.4, 7.0), (8.0, 10.6), (11.4, 12.6)]


def louvres(name, xa, xb, z0, z1, alu, frame):
    """An aluminium louvre screen standing proud of a window: a deep frame and horizontal blades."""
    b = c.Batch(name, [alu, frame])
    y = -0.32
    b.box((xb - xa + 0.2, 0.45, 0.1), ((xa + xb) / 2, y + 0.1, z1 + 0.05), 1)
    b.box((xb - xa + 0.2, 0.45, 0.1), ((xa + xb) / 2, y + 0.1, z0 - 0.05), 1)
    # the sides stand between the head and the sill pieces: overlapping them at the corners, the
    # coplanar faces rendered black nubs
    for x in (xa - 0.05, xb + 0.05):
        b.box((0.1, 0.45, z1 - z0), (x, y + 0.1, (z0 + z1) / 2), 1)
    z = z0 + 0.09
    while z < z1 - 0.05:
        b.box((xb - xa, 0.16, 0.014), ((xa + xb) / 2, y, z), 0)
        z += 0.15
    b.done(bevel=0.003)


def weathered(material):
    """Five monsoons on a painted render: broad, faint grey runs down the wall and a darker foot
    where rain splashes earth on it (a spotless white front read as CG: review; narrow, detailed
    runs read as speckle under the sills: the next review). Multiplies into the material's own
    colour, by world position."""
    nodes = material.node_tree.nodes
    link = material.node_tree.links.new
    bsdf = nodes["Principled BSDF"]
    base = bsdf.inputs["Base Color"].links[0].from_socket
    position = nodes.new("ShaderNodeNewGeometry").outputs["Position"]
    # smooth noise stretched 16 times along Z: long runs a hand wide or more
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (1.6, 1.6, 0.1)
    link(position, stretch.inputs["Vector"])
    runs = m._noise(material, nodes, stretch.outputs["Vector"], 1.0, detail=0.5, roughness=0.3)
    streaks = m._ramp(material, nodes, runs, [(0.48, (1, 1, 1)), (0.68, (0.91, 0.9, 0.88))])
    height = nodes.new("ShaderNodeSeparateXYZ")
    link(position, height.inputs[0])
    foot = nodes.new("ShaderNodeMapRange")
    foot.inputs["From Min"].default_value = 0.1
    foot.inputs["From Max"].default_value = 0.9
    link(height.outputs["Z"], foot.inputs["Value"])
    splash = m._ramp(material, nodes, foot.outputs["Result"], [(0.0, (0.68, 0.62, 0.55)), (1.0, (1, 1, 1))])
    dirty = nodes.new("ShaderNodeMixRGB")
    dirty.blend_type = "MULTIPLY"
    dirty.inputs["Fac"].default_value = 1.0
    link(base, dirty.inputs[1])
    link(streaks, dirty.inputs[2])
    grimy = nodes.new("ShaderNodeMixRGB")
    grimy.blend_type = "MULTIPLY"
    grimy.inputs["Fac"].default_value = 1.0
    link(dirty.outputs[0], grimy.inputs[1])
    link(splash, grimy.inputs[2])
    link(grimy.outputs[0], bsdf.inputs["Base Color"])
    return material


def building():
    white = weathered(m.plaster("clinic-white", (0.78, 0.75, 0.69)))
    terra = weathered(m.plaster("clinic-terracotta", (0.45, 0.17, 0.08)))
    grey = m.plaster("clinic-grey", (0.36, 0.36, 0.35))
    alu = m.metal("louvre-alu", (0.78, 0.78, 0.8), 0.35)
    frame = m.metal("clinic-frame", (0.25, 0.25, 0.26), 0.4)
    glass = m.glass("clinic-glass", tint=(0.8, 0.9, 0.9))
    floor = m.tiles("clinic-vitrified", (0.72, 0.7, 0.66), (0.68, 0.66, 0.62), tile=0.8, roughness=0.25, grout=(0.6, 0.58, 0.55))
    granite = m.tiles("clinic-granite", (0.11, 0.1, 0.1), (0.14, 0.13, 0.12), tile=0.6, speckle=0.5, roughness=0.35)
    t = 0.23
    s.slab("c-plinth", 0, 0, W, D, 0, 0.45, granite, bevel=0.01)
    # side and back walls, solid
    # behind the front wall's pieces, not through them: their coplanar fronts made a black sliver
    # down the west edge
    s.slab("c-west", 0, t, t, D, 0.45, ROOF + 0.9, white, bevel=0.01)
    s.slab("c-east", W - t, 0, W, D, 0.45, ROOF + 0.9, white, bevel=0.01)
    s.slab("c-back", 0, D - t, W, D, 0.45, ROOF + 0.9, white, bevel=0.01)
    for i, z in enumerate(FLOORS[1:] + [ROOF]):
        s.slab(f"c-slab{i}", 0, 0, W, D, z - 0.2, z, white, bevel=0.005)
        s.slab(f"c-band{i}", -0.05, -0.08, 13.0, 0.0, z - 0.25, z + 0.05, grey, bevel=0.01)
    for i, z in enumerate(FLOORS):
        s.slab(f"c-floor{i}", t, t, W - t, D - t, z, z + 0.01, floor, bevel=0)
    s.slab("c-parapet", 0, -0.08, W, 0.25, ROOF, ROOF + 1.0, white, bevel=0.01)
    # the terracotta stair core on the east, a little proud and taller
    s.slab("c-core", 13.0, -0.7, W + 0.3, 4.0, 0.45, ROOF + 2.2, terra, bevel=0.015)
    slit = c.Batch("c-core-slits", [glass, frame])
    for k in range(9):
        slit.box((0.5, 0.05, 0.9), (17.55, -0.71, 1.8 + k * 1.2), 1)
        slit.box((0.4, 0.05, 0.8), (17.55, -0.72, 1.8 + k * 1.2), 0)
    slit.done()
    c.text("c-cross-v", "+", (15.65, -0.72, ROOF - 1.1), 1.6, m.paint("clinic-green", (0.03, 0.3, 0.12), 0.4), depth=0.04)
    c.text("c-name", "DAY CARE", (15.65, -0.74, ROOF - 2.3), 0.62, m.paint("sign-white", (0.85, 0.84, 0.8), 0.4), depth=0.03)
    # front wall of the upper floors: piers and spandrels round the louvred windows
    for storey, z in enumerate(FLOORS[1:]):
        sill, head = z + 0.8, z + 2.8
        s.slab(f"c-spandrel{storey}", 0, 0, 13.0, t, z, sill, white, bevel=0.005)
        s.slab(f"c-head{storey}", 0, 0, 13.0, t, head, z + 3.6 - 0.2, white, bevel=0.005)
        edges = [0.0] + [v for bay in BAYS for v in bay] + [13.0]
        for k in range(0, len(edges), 2):
            s.slab(f"c-pier{storey}{k}", edges[k], 0, edges[k + 1], t, sill, head, white, bevel=0.005)
        for i, (xa, xb) in enumerate(BAYS):
            s.window(f"c-win{storey}{i}", xb - xa, head - sill, ((xa + xb) / 2, 0.12, (sill + head) / 2), frame, glass, mullions=2)
            louvres(f"c-louvre{storey}{i}", xa, xb, sill, head, alu, frame)
            s.slab(f"c-sill{storey}{i}", xa - 0.1, -0.1, xb + 0.1, 0.12, sill - 0.06, sill, grey, bevel=0.005)
    # ground floor: a glazed front with the entrance
    gz = FLOORS[0]
    s.slab("c-gwall-w", 0, 0, 5.2, t, gz, FLOORS[1] - 0.2, white, bevel=0.005)
    s.slab("c-gwall-e", 11.2, 0, 13.0, t, gz, FLOORS[1] - 0.2, white, bevel=0.005)
    s.slab("c-gtransom", 5.2, 0, 11.2, t, gz + 3.0, FLOORS[1] - 0.2, white, bevel=0.005)
    # the entrance: fixed glazing to the east, and over the steps a pair of sliding doors drawn
    # half open under a glazed fanlight (the steps led into fixed glass: review)
    s.window("c-sidelight", 3.0, 3.0, (9.7, 0.12, gz + 1.5), frame, glass, mullions=2, transoms=1)
    s.window("c-fanlight", 3.0, 0.6, (6.7, 0.12, gz + 2.7), frame, glass, mullions=2)
    door_frame = c.Batch("c-door", [frame, glass])
    for x0, x1 in ((4.85, 6.3), (7.1, 8.55)):
        # each leaf a dark aluminium frame round a clear pane; the west one slides into the wall
        door_frame.box((x1 - x0, 0.04, 0.1), ((x0 + x1) / 2, 0.03, gz + 0.05), 0)
        door_frame.box((x1 - x0, 0.04, 0.08), ((x0 + x1) / 2, 0.03, gz + 2.36), 0)
        for x in (x0 + 0.035, x1 - 0.035):
            door_frame.box((0.07, 0.04, 2.4), (x, 0.03, gz + 1.2), 0)
        door_frame.box((x1 - x0 - 0.07, 0.012, 2.22), ((x0 + x1) / 2, 0.03, gz + 1.21), 1)
        # a steel pull bar on the meeting stile
        bar_x = x1 - 0.15 if x0 < 6.7 else x0 + 0.15
        door_frame.box((0.03, 0.06, 0.9), (bar_x, -0.02, gz + 1.1), 0)
    door_frame.box((3.1, 0.12, 0.14), (6.7, -0.05, gz + 2.47), 0)
    door_frame.done(bevel=0.003)
    s.slab("c-doormat", 5.9, -1.3, 7.5, -0.2, gz, gz + 0.012, m.fabric("c-coir", (0.32, 0.22, 0.12)), bevel=0.003)
    # a pale roller blind drawn behind the waiting area's window (dark glass behind the louvres
    # read as a black void: review)
    s.slab("c-gwin-w", 1.0, 0.02, 4.2, 0.05, gz + 0.9, gz + 2.6, m.fabric("c-blind", (0.6, 0.57, 0.5)), bevel=0)
    s.slab("c-gwin-glass", 1.0, -0.02, 4.2, -0.01, gz + 0.9, gz + 2.6, m.glass("c-gwin-pane"), bevel=0)
    louvres("c-glouvre", 1.0, 4.2, gz + 0.9, gz + 2.6, alu, frame)
    # lobby inside: a warm ceiling, a counter
    s.slab("c-lobby-ceiling", t, 0.3, 13.0, D - t, FLOORS[1] - 0.55, FLOORS[1] - 0.2, white, bevel=0)
    s.slab("c-lobby-back", t, 5.0, 13.0, 5.2, gz, FLOORS[1] - 0.5, m.wood("clinic-teak", (0.45, 0.27, 0.13), (0.26, 0.14, 0.07), along="X"), bevel=0.005)
    s.slab("c-lobby-counter", 6.5, 3.2, 10.0, 3.9, gz, gz + 1.05, m.paint("c-counter", (0.82, 0.8, 0.76), 0.3), bevel=0.02)
    c.area_light("c-lobby-light", 5.0, (8.2, 2.6, FLOORS[1] - 0.6), (0, 0, 0), 700, (1.0, 0.82, 0.62), size_y=3.0)
    # the reception lit and named: downlights in its ceiling and brass letters on the teak (a dim
    # lobby behind the glass read as closed: review)
    lamp = m.emission("c-downlight", (1.0, 0.88, 0.7), 25.0)
    for x in (6.0, 8.2, 10.4):
        for y in (1.4, 3.6):
            s.cylinder(f"c-downlight{x}{y}", 0.09, 0.01, (x, y, FLOORS[1] - 0.555), lamp)
    c.text("c-reception", "RECEPTION", (8.25, 4.97, gz + 2.1), 0.22, m.metal("c-brass", (0.78, 0.58, 0.3), 0.3), depth=0.02)
    # a row of four waiting seats on a steel beam along the lobby's west side, facing the counter
    # across the floor (in a row before the counter's face they read as pushed against it: review)
    seat = m.paint("c-seat-teal", (0.05, 0.25, 0.27), 0.45)
    seat_steel = m.paint("c-seat-steel", (0.55, 0.56, 0.57), 0.35, metallic=0.8)
    for k, y in enumerate((1.0, 1.7, 2.4, 3.1)):
        s.box(f"c-wait-seat{k}", (0.5, 0.5, 0.06), (4.7, y, gz + 0.45), seat, bevel=0.02)
        s.box(f"c-wait-back{k}", (0.06, 0.5, 0.45), (4.44, y, gz + 0.72), seat, bevel=0.02)
    s.box("c-wait-beam", (0.08, 2.6, 0.06), (4.65, 2.05, gz + 0.38), seat_steel, bevel=0.005)
    for y in (1.0, 3.1):
        s.box(f"c-wait-leg{y}", (0.4, 0.05, 0.38), (4.65, y, gz + 0.19), seat_steel, bevel=0.005)
    # the canopy over the drop-off, on two slim steel columns
    conc = m.concrete("c-canopy", (0.62, 0.61, 0.58))
    s.slab("c-canopy", 4.6, -6.4, 12.2, 0.0, 3.6, 3.85, conc, bevel=0.01)
    s.slab("c-canopy-fascia", 4.6, -6.45, 12.2, -6.3, 3.5, 3.95, white, bevel=0.01)
    steel = m.paint("c-steel", (0.15, 0.16, 0.17), 0.4, metallic=0.5)
    # on the drop-off's island (at 5.0 the west column stood in the lane)
    for x in (5.8, 11.8):
        s.cylinder(f"c-col{x}", 0.1, 3.6, (x, -6.05, 1.8), steel)
    # the clinic's name in dark teal letters that stand off the white fascia, legible from the gate
    sign = c.text("c-canopy-sign", "KONDAPUR DAY CARE CLINIC", (8.4, -6.5, 3.6), 0.26, m.paint("sign-teal", (0.02, 0.2, 0.22), 0.35), depth=0.03)
    # open letter spacing: seen at an angle from the gate, tight letters ran together
    sign.data.space_character = 1.35
    sign.data.space_word = 1.6
    c.area_light("c-canopy-down", 5.5, (8.4, -3.2, 3.45), (0, 0, 0), 120, (1.0, 0.85, 0.7), size_y=4.5)
    # recessed lights in the canopy's soffit, lit in the morning as at a clinic's door
    for x in (6.0, 8.4, 10.8):
        for y in (-4.8, -1.6):
            s.cylinder(f"c-canopy-lamp{x}{y}", 0.08, 0.01, (x, y, 3.595), lamp)
    # entrance landing, steps and the ramp with handrails
    s.slab("c-landing", 5.2, -2.0, 11.2, 0.0, 0, gz, granite, bevel=0.005)
    for i in range(3):
        s.slab(f"c-step{i}", 5.2, -2.0 - (3 - i) * 0.3, 8.0, -2.0, 0, (i + 1) * 0.15, granite, bevel=0.005)
    # a low granite cheek wall closes the steps' and the landing's open west end
    s.slab("c-step-cheek", 4.95, -2.95, 5.2, 0.0, 0, gz + 0.12, granite, bevel=0.005)
    # and the east end: a cheek, then a planter along the landing's face to the ramp (the steps'
    # stepped end read as a dark notch from the gate)
    s.slab("c-step-cheek-e", 8.0, -2.95, 8.25, -2.0, 0, gz + 0.12, granite, bevel=0.005)
    s.slab("c-planter", 8.25, -2.95, 11.2, -2.0, 0, 0.5, m.plaster("c-planter", (0.56, 0.55, 0.52)), bevel=0.01)
    s.slab("c-planter-soil", 8.35, -2.85, 11.1, -2.1, 0.5, 0.52, c.dirt(), bevel=0)
    for k in range(3):
        plants.shrub(f"c-planter-shrub{k}", (8.8 + k * 0.95, -2.5, 0.5), height=0.55, seed=70 + k, width=1.0, depth=0.8, flowers=(0.8, 0.12, 0.06) if k != 1 else None)
    ramp_len = gz * 12
    c.prism("c-ramp", [(11.2, 0), (11.2 + ramp_len, 0), (11.2, gz)], "Y", -2.0, -0.75, granite)
    s.slab("c-landing2", 11.2, -2.0, 13.0, -0.75, 0, 0.0001, granite, bevel=0)
    for y in (-1.95, -0.8):
        pts = [(11.2 - 0.5, y, gz + 0.9), (11.2, y, gz + 0.9), (11.2 + ramp_len, y, 0.9), (11.2 + ramp_len + 0.3, y, 0.9)]
        c.tube(f"c-rail{y}", pts, 0.022, steel)
        c.tube(f"c-rail-low{y}", [(p[0], p[1], p[2] - 0.25) for p in pts], 0.018, steel)
        for k in range(5):
            x = 11.2 + k * ramp_len / 4
            zb = gz * (1 - (x - 11.2) / ramp_len)
            c.tube(f"c-post{y}{k}", [(x, y, zb), (x, y, zb + 0.9 + 0.0)], 0.025, steel)
    # the drop-off: an asphalt loop in from the gate, along the steps under the canopy and back
    # out, kerbed, round a paved island that carries the canopy's columns; steel bollards on the
    # footpath clear of the steps (a zebra crossing painted on the forecourt's tiles made no
    # sense: review)
    asphalt = c.asphalt()
    lane = c.Batch("c-dropoff", [asphalt])
    for x0, y0, x1, y1 in ((2.6, -11.4, 5.4, -5.8), (2.6, -5.8, 15.0, -3.35), (12.2, -11.4, 15.0, -5.8)):
        lane.box((x1 - x0, y1 - y0, 0.024), ((x0 + x1) / 2, (y0 + y1) / 2, 0.012), 0)
    lane.done()
    kerb = c.Batch("c-kerbs", [m.tiles("c-kerb", (0.42, 0.41, 0.39), (0.38, 0.37, 0.35), tile=0.9, roughness=0.7, grout=(0.3, 0.3, 0.29), grout_width=0.006)])
    for x0, y0, x1, y1 in ((2.6, -3.35, 15.0, -3.2), (5.4, -5.95, 12.2, -5.8), (5.4, -11.4, 5.55, -5.95), (12.05, -11.4, 12.2, -5.95)):
        kerb.box((x1 - x0, y1 - y0, 0.14), ((x0 + x1) / 2, (y0 + y1) / 2, 0.07), 0)
    kerb.done(bevel=0.01)
    bollard = m.paint("c-bollard", (0.2, 0.21, 0.22), 0.35, metallic=0.6)
    band = m.paint("c-bollard-band", (0.72, 0.7, 0.66), 0.4)
    for x in (3.4, 4.5, 9.4, 10.6):
        s.cylinder(f"c-bollard{x}", 0.06, 0.9, (x, -3.08, 0.45), bollard, 16, bevel=0.02)
        s.cylinder(f"c-bollard-band{x}", 0.063, 0.06, (x, -3.08, 0.78), band, 16)
    # the driveway and the grounds
    plants.potted_plant("c-pot1", (5.6, -1.4, gz), height=1.00, seed=11, pot_radius=0.28)
    plants.potted_plant("c-pot2", (10.75, -0.55, gz), height=1.00, seed=12, pot_radius=0.28)


def grounds(trees=True):
    s.plane("c-earth", 300, 300, (0, 0, -0.01), c.dirt())
    pav = m.tiles("c-pavers", (0.4, 0.37, 0.33), (0.33, 0.31, 0.28), tile=0.4, roughness=0.8)
    s.slab("c-drive", -4, -11, 22, 0, -0.02, 0.02, pav, bevel=0)
    s.slab("c-road", -60, -20, 80, -12, -0.02, 0.0, c.asphalt(), bevel=0)
    s.slab("c-cwall", -6, -11.6, 3.0, -11.35, 0, 1.2, m.plaster("c-cwall", (0.72, 0.68, 0.6)), bevel=0.01)
    s.slab("c-cwall2", 15.0, -11.6, 24.0, -11.35, 0, 1.2, m.plaster("c-cwall", (0.72, 0.68, 0.6)), bevel=0.01)
    # a granite coping and a mild-steel grille on the compound wall, as the street's walls have
    grille = c.Batch("c-grille", [m.paint("c-grille", (0.09, 0.1, 0.1), 0.45, metallic=0.4), m.tiles("c-coping", (0.14, 0.13, 0.12), (0.16, 0.15, 0.14), tile=0.6, speckle=0.5, roughness=0.35)])
    for x0, x1 in ((-6.0, 3.0), (15.0, 24.0)):
        grille.box((x1 - x0 + 0.06, 0.34, 0.05), ((x0 + x1) / 2, -11.475, 1.225), 1)
        for z in (1.3, 1.85):
            grille.box((x1 - x0, 0.04, 0.04), ((x0 + x1) / 2, -11.475, z), 0)
        for k in range(int((x1 - x0) / 0.15)):
            grille.box((0.018, 0.018, 0.62), (x0 + 0.075 + k * 0.15, -11.475, 1.56), 0)
    grille.done()
    # the clinic's name on a granite plaque by the gate, and a strip of planting along the wall's
    # street side (the blank wall filled the front view's bottom left: review)
    s.box("c-plaque", (1.5, 0.04, 0.36), (1.9, -11.63, 0.72), m.tiles("c-plaque-granite", (0.1, 0.1, 0.1), (0.12, 0.11, 0.11), tile=3.0, speckle=0.5, roughness=0.3, grout_width=0.0), bevel=0.004)
    c.text("c-plaque-name", "KONDAPUR DAY CARE CLINIC", (1.9, -11.655, 0.69), 0.075, m.metal("c-plaque-brass", (0.78, 0.58, 0.3), 0.3), depth=0.006)
    for k in range(5):
        plants.shrub(f"c-verge{k}", (-5.2 + k * 1.6, -11.95, 0.0), height=0.45, seed=80 + k, width=1.1, depth=0.5, flowers=(0.8, 0.2, 0.35) if k % 2 == 0 else None)
    for k in range(5):
        plants.shrub(f"c-hedge{k}", (-5 + k * 1.8, -10.7, 0.02), height=0.66, seed=50 + k, width=1.2, depth=1.2, flowers=(0.75, 0.1, 0.05) if k % 2 == 0 else None)
        plants.shrub(f"c-hedge2{k}", (16 + k * 1.8, -10.7, 0.02), height=0.66, seed=60 + k, width=1.2, depth=1.2, flowers=(0.75, 0.1, 0.05) if k % 2 == 1 else None)
    if trees:
        plants.neem_tree("c-neem1", (-3.0, -7.0, 0), height=8.0, seed=31)
        plants.neem_tree("c-neem2", (20.5, -8.0, 0), height=7.5, seed=33)
        plants.neem_tree("c-neem3", (-4.0, 8.0, 0), height=9.0, seed=35)
        # a tall neem by the gate, out of both views, whose leaves dapple the front and the drive
        # in the low sun (the sun alone left the white front evenly lit)
        plants.neem_tree("c-neem-gate", (16.0, -13.5, 0), height=13.0, seed=37, spread=10.0, density=1.5)
        # the plot east of the stair core planted (bare earth there read as an empty lot: review)
        plants.neem_tree("c-neem-east", (25.0, 5.0, 0), height=9.0, seed=39)
        plants.neem_tree("c-neem-east2", (31.0, 12.0, 0), height=10.0, seed=41)
        for k in range(4):
            plants.shrub(f"c-hedge-east{k}", (19.5 + k * 1.8, 1.0, 0.02), height=0.9, seed=90 + k, width=1.5, depth=1.2)
    # neighbour to the west
    s.slab("c-neigh", -22, 2, -8, 14, 0, 15, m.plaster("c-neigh", (0.6, 0.55, 0.46)), bevel=0.02)
    if trees:
        surroundings()


def surroundings():
    """Kondapur around the clinic: trees over the walls, apartment blocks behind in the haze."""
    # real neems, not the kit's distant blob trees: the nearer ones show beside the building, and
    # a blob there read as a round topiary (last review)
    trees = ((-34, 22, 9), (-48, 40, 11), (-26, 46, 8), (30, 24, 10), (44, 38, 9), (36, 58, 12), (4, 60, 10), (18, 74, 11), (-12, 70, 9), (-60, 12, 10), (58, 8, 9))
    for k, (x, y, h) in enumerate(trees):
        plants.neem_tree(f"c-bg-neem{k}", (x, y, 0), height=h, seed=80 + k, density=0.8)
    around.neighbourhood(21, (9, 6), (), sector=(-180, 180), blocks=44)


def consult_room():
    """First-floor consultation room in the west bay: x 0.23-4.0, y 0.23-4.6."""
    z = FLOORS[1] + 0.01
    wall = m.plaster("room-wall", (0.8, 0.78, 0.72), mottle=0.03)
    accent = m.plaster("room-clay", (0.6, 0.47, 0.36), mottle=0.03)
    s.slab("r-east", 4.0, 0.23, 4.12, 4.7, z, FLOORS[2] - 0.2, wall, bevel=0)
    s.slab("r-back", 0.23, 4.6, 4.12, 4.72, z, FLOORS[2] - 0.2, accent, bevel=0)
    s.slab("r-ceiling", 0.23, 0.23, 4.12, 4.72, FLOORS[1] + 3.0, FLOORS[1] + 3.05, wall, bevel=0)
    skirting = m.paint("skirting", (0.3, 0.3, 0.3), 0.5)
    s.slab("r-skirt1", 0.23, 4.58, 4.0, 4.6, z, z + 0.1, skirting, bevel=0)
    s.slab("r-skirt2", 3.98, 0.23, 4.0, 4.6, z, z + 0.1, skirting, bevel=0)
    # examination bed along the west wall with a curtain rail
    vinyl = m.paint("vinyl-teal", (0.05, 0.22, 0.22), roughness=0.45, clearcoat=0.2)
    chrome = m.metal("chrome", (0.75, 0.75, 0.75), 0.25)
    white = m.paint("enamel-white", (0.8, 0.8, 0.78), 0.35)
    bx, by = 0.75, 2.9
    s.box("bed-base", (0.6, 1.8, 0.5), (bx, by, z + 0.32), white, bevel=0.03)
    s.box("bed-pad", (0.66, 1.5, 0.1), (bx, by + 0.2, z + 0.62), vinyl, bevel=0.04)
    back = s.box("bed-back", (0.66, 0.55, 0.1), (bx, by - 0.75, z + 0.75), vinyl, bevel=0.04)
    back.rotation_euler[0] = math.radians(-28)
    s.box("bed-paper", (0.5, 1.3, 0.004), (bx, by + 0.25, z + 0.672), m.paint("paper", (0.85, 0.85, 0.82), 0.8), bevel=0)
    s.box("bed-pillow", (0.45, 0.3, 0.08), (bx, by - 0.9, z + 0.92), m.fabric("pillow", (0.8, 0.8, 0.78)), bevel=0.035).rotation_euler[0] = math.radians(-28)
    s.box("bed-step", (0.4, 0.3, 0.2), (bx + 0.55, by + 0.3, z + 0.1), white, bevel=0.02)
    s.box("bed-step-top", (0.4, 0.3, 0.02), (bx + 0.55, by + 0.3, z + 0.21), m.paint("rubber", (0.05, 0.05, 0.05), 0.8), bevel=0.005)
    c.tube("curtain-rail", [(0.23, 1.6, z + 2.35), (1.55, 1.6, z + 2.35), (1.55, 4.6, z + 2.35)], 0.012, chrome)
    curtain = m.fabric("curtain-blue", (0.35, 0.5, 0.55))
    # drawn back to the wall in soft folds (boxes read as a grey wall strip)
    f.curtain("curtain", 4.2, 4.56, 1.55, z + 2.33, 2.0, curtain, folds=4, depth=0.045, axis="Y")
    # desk by the window, two chairs
    teak = m.wood("desk-teak", (0.45, 0.27, 0.13), (0.26, 0.14, 0.07))
    dx, dy = 2.9, 1.4
    s.box("desk-top", (1.4, 0.75, 0.04), (dx, dy, z + 0.74), teak, bevel=0.005)
    s.box("desk-ped", (0.42, 0.7, 0.72), (dx + 0.47, dy, z + 0.36), white, bevel=0.01)
    s.box("desk-leg", (0.04, 0.7, 0.72), (dx - 0.67, dy, z + 0.36), white, bevel=0.01)
    s.box("monitor", (0.5, 0.03, 0.32), (dx + 0.2, dy + 0.2, z + 1.03), m.paint("screen", (0.02, 0.02, 0.025), 0.15), bevel=0.01).rotation_euler[2] = -0.5
    s.box("monitor-stand", (0.04, 0.04, 0.15), (dx + 0.22, dy + 0.22, z + 0.83), chrome, bevel=0.005)
    s.box("keyboard", (0.42, 0.14, 0.02), (dx - 0.05, dy - 0.05, z + 0.77), white, bevel=0.005).rotation_euler[2] = -0.3
    s.box("file", (0.3, 0.24, 0.03), (dx - 0.4, dy + 0.1, z + 0.775), m.paint("file-blue", (0.05, 0.12, 0.3), 0.5), bevel=0.003)
    s.cylinder("pen-cup", 0.035, 0.1, (dx + 0.55, dy - 0.2, z + 0.81), m.paint("cup-white", (0.85, 0.85, 0.82), 0.15))
    s.cylinder("mug", 0.04, 0.09, (dx - 0.1, dy - 0.25, z + 0.805), m.paint("mug-terracotta", (0.45, 0.15, 0.07), 0.2))
    c.tube("stetho", [(dx - 0.5, dy - 0.2, z + 0.765), (dx - 0.35, dy - 0.28, z + 0.765), (dx - 0.2, dy - 0.18, z + 0.765), (dx - 0.3, dy - 0.05, z + 0.765)], 0.006, m.paint("rubber", (0.05, 0.05, 0.05), 0.8))
    # The doctor sits with the window behind, facing the room; the patient's open teak chair is on
    # the room's side, so the view across the desk is not blocked by a high chair back.
    o.task_chair("chair-doc", (dx + 0.1, dy - 0.72, z), math.pi, turn=0.15, color=(0.12, 0.2, 0.22))
    patient_seat = m.fabric("patient-seat", (0.5, 0.3, 0.14))
    f.dining_chair("chair-pat", (dx - 0.35, dy + 0.75, z), rot=-12, wood_mat=teak, seat_mat=patient_seat)
    # A print over the examination bed: a room a patient is put at ease in.
    art = prints.elevation("r-print", paper=(0.84, 0.84, 0.8), ink=(0.1, 0.22, 0.26), aspect=1.5)
    f.frame("r-frame", (0.235, 3.05, z + 1.75), 90, 0.9, 0.65, art)
    # sink and cabinet on the east wall, a BP monitor, a clock, a frame, a plant
    s.box("cab", (0.55, 1.2, 0.86), (3.72, 1.3, z + 0.43), white, bevel=0.01)
    s.box("cab-top", (0.6, 1.25, 0.04), (3.7, 1.3, z + 0.88), m.tiles("corian", (0.85, 0.85, 0.83), (0.84, 0.84, 0.82), tile=5, roughness=0.2), bevel=0.005)
    s.box("basin", (0.4, 0.35, 0.03), (3.7, 1.1, z + 0.905), m.paint("steel-basin", (0.6, 0.6, 0.6), 0.25, metallic=1), bevel=0.01)
    c.tube("tap", [(3.93, 1.1, z + 0.9), (3.93, 1.1, z + 1.15), (3.78, 1.1, z + 1.15), (3.78, 1.1, z + 1.08)], 0.012, chrome)
    s.box("dispenser", (0.06, 0.1, 0.22), (3.97, 1.6, z + 1.3), white, bevel=0.01)
    # the wall BP monitor over the bed's head, in view: a case, its dial and the coiled hose
    s.box("bp", (0.05, 0.24, 0.32), (0.27, 1.85, z + 1.45), m.paint("bp-grey", (0.62, 0.64, 0.66), 0.35), bevel=0.012)
    s.cylinder("bp-dial", 0.085, 0.012, (0.3, 1.85, z + 1.5), m.paint("bp-face", (0.9, 0.9, 0.88), 0.25), rotation=(0, math.pi / 2, 0))
    s.box("bp-basket", (0.08, 0.2, 0.08), (0.31, 1.85, z + 1.27), m.paint("bp-basket", (0.2, 0.2, 0.22), 0.5), bevel=0.01)
    # the cuff's hose loops down from the case and back up into the basket
    hose = [(0.3, 1.97, z + 1.4), (0.31, 2.03, z + 1.22), (0.31, 2.0, z + 1.08), (0.31, 1.92, z + 1.07), (0.31, 1.87, z + 1.16), (0.31, 1.86, z + 1.28)]
    c.tube("bp-hose", hose, 0.006, m.paint("rubber", (0.05, 0.05, 0.05), 0.8))
    s.cylinder("clock", 0.16, 0.03, (2.0, 4.585, z + 2.2), white, rotation=(math.pi / 2, 0, 0))
    s.cylinder("clock-face", 0.14, 0.01, (2.0, 4.565, z + 2.2), m.paint("clock-face", (0.9, 0.9, 0.88), 0.3), rotation=(math.pi / 2, 0, 0))
    s.box("frame", (0.7, 0.03, 0.5), (2.9, 4.585, z + 1.6), m.paint("frame-black", (0.03, 0.03, 0.03), 0.4), bevel=0.005)
    s.box("frame-art", (0.6, 0.01, 0.4), (2.9, 4.568, z + 1.6), m.paint("frame-art", (0.6, 0.45, 0.3), 0.7), bevel=0)
    plants.potted_plant("r-plant", (0.55, 0.6, z), height=0.77, seed=17, pot_radius=0.2)
    s.box("switch", (0.09, 0.01, 0.09), (3.7, 4.598, z + 1.2), white, bevel=0.004)
    c.area_light("r-ceiling-light", 1.2, (2.1, 2.6, FLOORS[1] + 2.99), (0, 0, 0), 90, (1.0, 0.86, 0.7), size_y=0.6)
    s.box("r-panel", (1.2, 0.6, 0.02), (2.1, 2.6, FLOORS[1] + 3.0), m.emission("r-panel", (1.0, 0.95, 0.9), 3.0), bevel=0)
    # portal in the window
    xa, xb = BAYS[0]
    c.area_light("r-portal", xb - xa, ((xa + xb) / 2, 0.3, FLOORS[1] + 1.8), c.facing((0, 1, 0)), 1.0, portal=True, size_y=2.0)


def build(view):
    c.report_render_time()
    if view == "front":
        # a morning sun low from the east-south-east: the stair core, the louvres and the canopy
        # throw long shadows across the white front (a high frontal sun left it flat)
        stage.sky(elevation_deg=20, azimuth_deg=150, strength=0.8, sun_strength=6.0, dust=1.5)
        grounds()
        building()
        stage.camera((3.6, -19.5, 1.6), (9.2, 0.0, 5.5), lens=26)
    elif view == "canopy":
        stage.sky(elevation_deg=22, azimuth_deg=150, strength=0.8, sun_strength=6.0, dust=1.5)
        grounds()
        building()
        # in front of the canopy, a little to its right: its name reads across the fascia (from
        # further round the letters at the far end ran together)
        stage.camera((11.4, -13.4, 1.55), (7.9, -2.5, 2.9), lens=28)
    elif view == "consult":
        # the sun in the window ahead: the louvres' stripes fall on the floor in front of it and
        # across the desk, so the light plainly comes from the window in view
        # the grounds' neems and the street's houses stand beyond the louvres: with the bare sky
        # there, the window burnt out to white stripes (last review)
        stage.sky(elevation_deg=33, azimuth_deg=200, strength=0.7, sun_strength=5.5)
        grounds()
        building()
        consult_room()
        bpy.context.scene.cycles.diffuse_bounces = 3
        stage.camera((3.35, 4.4, FLOORS[1] + 1.35), (1.0, 1.25, FLOORS[1] + 0.9), lens=24)
    timber.regrain()
