"""A twelve-storey apartment block going up in Kokapet, about half done: stilt parking, plastered
lower floors, bare brickwork above them, then a bare RCC frame still standing on its props, the
top slab with column cages and formwork, scaffolding with planks and green net on the front, a
material hoist on the east face, a tower crane behind, red-brown earth, brick stacks and cement
bags, site hoarding, the towers of the Financial District in the haze. Also: the clubhouse
frame just out of the ground, an unfinished stair on the top slab, and the site office.

Plan: the block's grid runs 0..25.2 m along X (7 column lines, 4.2 m bays) and 0..12.6 m along Y
(4 lines); its front faces south (-Y). Storey height 3.0 m, plinth at 0.45 m."""
import math

import bpy

from kit import civic_props
from kit import furniture as f
from kit import materials as m
from kit import office_props
from kit import shapes as s
from kit import site_props as sp
from kit import stage
from kit import clouds
from kit import town
from kit import wear

try:
    from kit import plants
except Exception:  # the plants module is another artist's; the scene works without it
    plants = None

XS = [i * 4.2 for i in range(7)]
YS = [j * 4.2 for j in range(4)]
CW, CD = 0.45, 0.3        # column section (along X, along Y)
SLAB = 0.15
BEAM = 0.45               # beam depth below the slab top
TOP = 10                  # slabs cast so far (1..10)
PLASTERED = (1, 2, 3)     # storeys (above slab k-1) with plastered brickwork
BRICKED = (4, 5)          # bare brickwork
HAZE = (0.66, 0.67, 0.7)
EVENING_HAZE = (0.5, 0.38, 0.24)
BAY = (16.95, 0.15, 20.85, 4.05)  # a top-slab bay between its beams, left out of the pour
WIN_Z0, WIN_Z1 = 0.9, 1.95  # the site office's window onto the block, sill and head


def L(k):
    return 0.45 + 3.0 * k


def conc():
    return m.concrete("rcc", (0.31, 0.3, 0.28))


def conc_fresh():
    return m.concrete("rcc-fresh", (0.29, 0.28, 0.26), formwork=True)


def struck_concrete():
    """Concrete as struck from its shuttering: the ply sheets' joints (1.22 by 2.44 m) printed as
    fine ridges on the faces cast against them, board marks across the rest, a cement grey blotched
    darker where it was kept wet (a plain grey read as smooth clay: review)."""
    name = "rcc-struck"
    material, nodes, bsdf = m._new(name)
    if not material:
        return m._cache[name]
    link = material.node_tree.links.new
    color = (0.3, 0.29, 0.27)
    coords = m._coords(material, nodes)
    # the faces along X carry the sheets in their own plane (y, z)
    xyz = nodes.new("ShaderNodeSeparateXYZ")
    link(coords, xyz.inputs[0])
    plane = nodes.new("ShaderNodeCombineXYZ")
    link(xyz.outputs["Y"], plane.inputs["X"])
    link(xyz.outputs["Z"], plane.inputs["Y"])
    sheets = nodes.new("ShaderNodeTexBrick")
    sheets.offset = 0.5
    sheets.inputs["Scale"].default_value = 1.0
    sheets.inputs["Brick Width"].default_value = 2.44
    sheets.inputs["Row Height"].default_value = 1.22
    sheets.inputs["Mortar Size"].default_value = 0.006
    sheets.inputs["Mortar Smooth"].default_value = 0.5
    link(plane.outputs[0], sheets.inputs["Vector"])
    geometry = nodes.new("ShaderNodeNewGeometry")
    normal = nodes.new("ShaderNodeSeparateXYZ")
    link(geometry.outputs["Normal"], normal.inputs[0])
    facing = nodes.new("ShaderNodeMath")
    facing.operation = "ABSOLUTE"
    link(normal.outputs["X"], facing.inputs[0])
    side = nodes.new("ShaderNodeMath")
    side.operation = "GREATER_THAN"
    side.inputs[1].default_value = 0.5
    link(facing.outputs[0], side.inputs[0])
    seam = nodes.new("ShaderNodeMath")
    seam.operation = "MULTIPLY"
    link(sheets.outputs["Fac"], seam.inputs[0])
    link(side.outputs[0], seam.inputs[1])
    blotch = m._noise(material, nodes, coords, 1.4, detail=8, roughness=0.65)
    tone = m._ramp(material, nodes, blotch, [(0.3, m._shade(color, 0.72)), (0.5, color), (0.72, m._shade(color, 1.16))])
    damp = m._noise(material, nodes, coords, 0.45, detail=5)
    wet = m._ramp(material, nodes, damp, [(0.5, (1, 1, 1)), (0.62, (0.74, 0.74, 0.74))])
    shade = nodes.new("ShaderNodeMixRGB")
    shade.blend_type = "MULTIPLY"
    shade.inputs["Fac"].default_value = 1.0
    link(tone, shade.inputs[1])
    link(wet, shade.inputs[2])
    lines = nodes.new("ShaderNodeMixRGB")
    lines.blend_type = "MULTIPLY"
    link(seam.outputs[0], lines.inputs["Fac"])
    link(shade.outputs[0], lines.inputs[1])
    lines.inputs[2].default_value = (0.7, 0.7, 0.7, 1)
    link(lines.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.85
    boards = nodes.new("ShaderNodeTexWave")
    boards.wave_type = "BANDS"
    boards.bands_direction = "Z"
    boards.inputs["Scale"].default_value = 6.5
    boards.inputs["Distortion"].default_value = 1.5
    link(coords, boards.inputs["Vector"])
    pores = m._noise(material, nodes, coords, 140.0, detail=3)
    height = nodes.new("ShaderNodeMath")
    height.operation = "MULTIPLY_ADD"
    link(boards.outputs["Fac"], height.inputs[0])
    height.inputs[1].default_value = 0.5
    link(pores, height.inputs[2])
    ridge = nodes.new("ShaderNodeMath")
    ridge.operation = "ADD"
    link(height.outputs[0], ridge.inputs[0])
    link(seam.outputs[0], ridge.inputs[1])
    m._bump(material, nodes, bsdf, ridge.outputs[0], strength=0.3, distance=0.01)
    return material


def river_sand():
    return sp.soil("river-sand", color=(0.4, 0.29, 0.17), dry=(0.48, 0.36, 0.23))


def aggregate():
    """20 mm crushed granite: each stone its own grey, a dark gap and a shadow round every one (a
    smooth grey, even grained like soil, read as snow or a tarp in full sun: reviews)."""
    material, nodes, bsdf = m._new("aggregate")
    if not material:
        return m._cache["aggregate"]
    stones = nodes.new("ShaderNodeTexVoronoi")
    stones.inputs["Scale"].default_value = 45.0
    stones.inputs["Randomness"].default_value = 0.9
    m._link(material, m._coords(material, nodes), stones.inputs["Vector"])
    tone = m._ramp(material, nodes, stones.outputs["Color"], [(0.0, (0.09, 0.09, 0.095)), (0.5, (0.2, 0.2, 0.2)), (1.0, (0.32, 0.31, 0.29))])
    # the gaps between stones in shadow
    gap = m._ramp(material, nodes, stones.outputs["Distance"], [(0.0, (1, 1, 1)), (0.35, (0.9, 0.9, 0.9)), (0.6, (0.3, 0.3, 0.3))])
    shade = nodes.new("ShaderNodeMixRGB")
    shade.blend_type = "MULTIPLY"
    shade.inputs["Fac"].default_value = 1.0
    m._link(material, tone, shade.inputs[1])
    m._link(material, gap, shade.inputs[2])
    m._link(material, shade.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.8
    # rounded stones: highest at each one's middle
    height = nodes.new("ShaderNodeMath")
    height.operation = "SUBTRACT"
    height.inputs[0].default_value = 1.0
    m._link(material, stones.outputs["Distance"], height.inputs[1])
    m._bump(material, nodes, bsdf, height.outputs[0], strength=0.9, distance=0.02)
    return material


def plank_timber():
    """The scaffolds' planks."""
    return sp.timber("plank-timber", (0.45, 0.34, 0.22))


def cement_plaster():
    return m.plaster("cement-plaster", (0.5, 0.48, 0.44), mottle=0.12, scale=1.5, bump=0.12)


# ------------------------------------------------------------------ the block

def slab_around(batch, x0, y0, x1, y1, z0, z1, bay=None):
    """A slab's box, or four boxes round a bay (x0, y0, x1, y1) left out of its pour."""
    if not bay:
        batch.box(x0, y0, z0, x1, y1, z1)
        return
    bx0, by0, bx1, by1 = bay
    batch.box(x0, y0, z0, x1, by0, z1)
    batch.box(x0, by1, z0, x1, y1, z1)
    batch.box(x0, by0, z0, bx0, by1, z1)
    batch.box(bx1, by0, z0, x1, by1, z1)


def frame(bay=None):
    """Columns, beams and slabs up to slab TOP, plus the lift core; the top slab without its
    bay, if one is left for a later pour."""
    b = sp.Batch()
    for k in range(0, TOP):
        z0, z1 = L(k), L(k + 1) - BEAM
        for x in XS:
            for y in YS:
                b.box(x - CW / 2, y - CD / 2, z0, x + CW / 2, y + CD / 2, z1 + 0.01)
    for k in range(1, TOP + 1):
        z = L(k)
        slab_around(b, -0.3, -0.25, XS[-1] + 0.3, YS[-1] + 0.25, z - SLAB, z, bay if k == TOP else None)
        # each beam's ends stop 1 cm inside the beams across it: an end face in the plane of the
        # other beam's face rendered as a black square at every node (review)
        for y in YS:
            b.box(-0.14, y - 0.15, z - BEAM, XS[-1] + 0.14, y + 0.15, z - SLAB + 0.01)
        for x in XS:
            b.box(x - 0.15, -0.14, z - BEAM, x + 0.15, YS[-1] + 0.14, z - SLAB + 0.01)
    b.done("frame", conc(), bevel=0.012)
    plinth = sp.Batch()
    plinth.box(-0.4, -0.4, 0, XS[-1] + 0.4, YS[-1] + 0.4, L(0))
    plinth.done("plinth", conc(), bevel=0.01)
    # the lift core: shear walls, cast a storey ahead of the slabs
    core = sp.Batch()
    x0, x1, y0, y1 = 10.6, 14.6, 8.55, 12.45
    top = L(TOP) + 2.7
    # the walls along Y fit between those along X: overlapping boxes show black seams
    for (a0, b0, a1, b1) in ((x0, y0, x1, y0 + 0.2), (x0, y1 - 0.2, x1, y1), (x0, y0 + 0.2, x0 + 0.2, y1 - 0.2), (x1 - 0.2, y0 + 0.2, x1, y1 - 0.2)):
        core.box(a0, b0, L(0), a1, b1, top)
    core.done("core", conc_fresh(), bevel=0.01)
    st = sp.Batch()
    for (a0, b0, a1, b1) in ((x0, y0, x1, y0 + 0.2), (x0, y1 - 0.2, x1, y1)):
        n = int((a1 - a0) / 0.2)
        for i in range(n + 1):
            xx = a0 + 0.05 + i * (a1 - a0 - 0.1) / n
            for yy in (b0 + 0.05, b1 - 0.05):
                st.strut((xx, yy, top - 0.05), (xx, yy, top + 0.75), 0.007, 4)
    st.done("core-starters", sp.rebar())
    # the form ties' plugged holes in rows on the faces seen from the slab, and the lift's door
    # opening on the top floor behind a barrier (a blank box read as a grey cube: review)
    ties = sp.Batch()
    for k in range(TOP, TOP + 2):
        for row in range(4):
            z = L(k) + 0.35 + row * 0.75
            if z > top - 0.2:
                continue
            for i in range(6):
                ties.box(x0 + 0.4 + i * 0.64 - 0.012, y0 - 0.004, z - 0.012, x0 + 0.4 + i * 0.64 + 0.012, y0, z + 0.012)
                if not 9.8 < y0 + 0.4 + i * 0.64 < 11.3 or z > L(TOP) + 2.2:
                    ties.box(x1, y0 + 0.4 + i * 0.64 - 0.012, z - 0.012, x1 + 0.004, y0 + 0.4 + i * 0.64 + 0.012, z + 0.012)
    ties.done("core-ties", m.paint("core-tie-plug", (0.07, 0.07, 0.07), roughness=0.7))
    s.box("core-door", (0.01, 1.2, 2.1), (x1 + 0.004, 10.5, L(TOP) + 1.05), m.paint("core-shaft-dark", (0.015, 0.015, 0.015), roughness=0.9), bevel=0)
    barrier = sp.Batch()
    for zz in (L(TOP) + 0.5, L(TOP) + 1.0):
        barrier.box(x1 + 0.03, 9.75, zz - 0.03, x1 + 0.08, 11.25, zz + 0.03)
    barrier.done("core-door-barrier", m.paint("barrier-yellow", (0.6, 0.42, 0.02), roughness=0.5))


def infill():
    """Brick walls in the outer bays (window openings left), plastered on the lower storeys."""
    plastered = sp.Batch()
    raw = sp.Batch()
    t = 0.23

    def wall(batch, k, a0, a1, fixed, along_x, extra=0.0):
        z0, z1 = L(k - 1), L(k) - BEAM
        pieces = []
        w = a1 - a0
        ww = min(1.5, w - 0.9)
        c = (a0 + a1) / 2
        pieces.append((a0, a1, z0, z0 + 0.9))
        pieces.append((a0, a1, z0 + 2.1, z1))
        pieces.append((a0, c - ww / 2, z0 + 0.9, z0 + 2.1))
        pieces.append((c + ww / 2, a1, z0 + 0.9, z0 + 2.1))
        for p0, p1, q0, q1 in pieces:
            if along_x:
                batch.box(p0, fixed - t / 2 - extra, q0, p1, fixed + t / 2 + extra, q1)
            else:
                batch.box(fixed - t / 2 - extra, p0, q0, fixed + t / 2 + extra, p1, q1)

    for k in list(PLASTERED) + list(BRICKED):
        batch = plastered if k in PLASTERED else raw
        extra = 0.015 if k in PLASTERED else 0.0
        for i in range(len(XS) - 1):
            a0, a1 = XS[i] + CW / 2, XS[i + 1] - CW / 2
            for y in (YS[0], YS[-1], 6.3):
                if k == 5 and i in (3, 4, 5) and y == YS[0]:
                    continue  # the masons have not reached these bays yet
                wall(batch, k, a0, a1, y, True, extra)
        for j in range(len(YS) - 1):
            a0, a1 = YS[j] + CD / 2, YS[j + 1] - CD / 2
            for x in (XS[0], XS[-1]):
                if k == 5 and j < 2 and x == XS[-1]:
                    continue
                wall(batch, k, a0, a1, x, False, extra)
        if k in PLASTERED:
            # plaster wraps the columns and beams of these storeys too
            for x in XS:
                for y in (YS[0], YS[-1]):
                    plastered.box(x - CW / 2 - 0.02, y - CD / 2 - 0.02, L(k - 1), x + CW / 2 + 0.02, y + CD / 2 + 0.02, L(k) - BEAM)
            plastered.box(-0.32, -0.27, L(k) - BEAM - 0.005, XS[-1] + 0.32, -0.1, L(k) + 0.02)
            plastered.box(-0.32, YS[-1] + 0.1, L(k) - BEAM - 0.005, XS[-1] + 0.32, YS[-1] + 0.27, L(k) + 0.02)
            plastered.box(-0.32, -0.27, L(k) - BEAM - 0.005, -0.1, YS[-1] + 0.27, L(k) + 0.02)
            plastered.box(XS[-1] + 0.1, -0.27, L(k) - BEAM - 0.005, XS[-1] + 0.32, YS[-1] + 0.27, L(k) + 0.02)
    plastered.done("plastered", cement_plaster(), bevel=0.01)
    raw.done("brickwork", sp.brick(), bevel=0.004)


def binding_wire():
    return m.paint("binding-wire", (0.05, 0.05, 0.05), roughness=0.5, metallic=0.6)


def edge_protection():
    """Posts, two rails and a toe board round every open floor and the top slab: the review asked
    for the edge protection a site in 2026 must show (none of the pictures had any)."""
    posts, rails, toe = sp.Batch(), sp.Batch(), sp.Batch()
    corners = ((-0.26, -0.2), (XS[-1] + 0.26, -0.2), (XS[-1] + 0.26, YS[-1] + 0.2), (-0.26, YS[-1] + 0.2))
    for k in range(BRICKED[-1], TOP + 1):
        sp.edge_guard(posts, rails, toe, corners, L(k))
    posts.done("guard-posts", sp.galvanised())
    rails.done("guard-rails", m.paint("guard-yellow", (0.62, 0.42, 0.03), roughness=0.55))
    toe.done("toe-boards", sp.timber("toe-timber", (0.45, 0.34, 0.22)))


def shoring():
    """Props under the three newest slabs, timber bearers, and the ply soffit under the top one."""
    props = sp.Batch()
    bearers = sp.Batch()
    ply = sp.Batch()
    for k in (TOP - 2, TOP - 1, TOP):
        z0 = L(k - 1)
        soffit = L(k) - SLAB
        y = 0.7
        while y < YS[-1] - 0.3:
            x = 0.7
            while x < XS[-1] - 0.3:
                near_beam = any(abs(x - bx) < 0.3 for bx in XS) or any(abs(y - by) < 0.3 for by in YS)
                in_core = 10.4 < x < 14.8 and 8.3 < y < 12.7
                if not near_beam and not in_core:
                    top = soffit - (0.13 if k == TOP else 0.1)
                    sp.prop(props, x, y, z0, top)
                x += 1.2 if k == TOP else 1.8
            if k == TOP:
                bearers.box(0.3, y - 0.05, soffit - 0.13, XS[-1] - 0.3, y + 0.05, soffit - 0.018)
            y += 1.2 if k == TOP else 1.8
        if k == TOP:
            ply.box(0.2, 0.2, soffit - 0.018, XS[-1] - 0.2, YS[-1] - 0.2, soffit - 0.001)
    props.done("props", sp.galvanised(), smooth=False)
    bearers.done("bearers", sp.timber("bearer-timber"))
    ply.done("soffit-ply", sp.plywood("soffit-ply"))


def top_floor(seed=5, bay=None):
    """On the top slab: column cages, column formwork, starters, ply and rebar stock."""
    rebar = sp.Batch()
    ply = sp.Batch()
    tim = sp.Batch()
    cast = sp.Batch()
    z = L(TOP)
    h = 3.0 - BEAM
    n = 0
    for i, x in enumerate(XS):
        for j, y in enumerate(YS):
            if 10.4 < x < 14.8 and y > 8:
                continue
            n += 1
            kind = (i * 3 + j * 2) % 4
            if kind == 0:
                # cast already: concrete column with starters for the next floor
                cast.box(x - CW / 2, y - CD / 2, z, x + CW / 2, y + CD / 2, z + h)
                sp.rebar_starters(rebar, x, y, z + h, CW, CD, length=0.8, seed=n)
            elif kind == 1:
                sp.column_formwork(ply, tim, x, y, z, z + h, CW, CD)
                sp.rebar_starters(rebar, x, y, z + h, CW, CD, length=0.6, seed=n)
            elif kind == 2:
                # a full-height cage tied and waiting for its shutters
                sp.rebar_starters(rebar, x, y, z, CW, CD, length=h + 0.7, seed=n)
                tz = 0.1
                hx, hy = CW / 2 - 0.04, CD / 2 - 0.04
                while tz < h:
                    c = [(x - hx, y - hy), (x + hx, y - hy), (x + hx, y + hy), (x - hx, y + hy), (x - hx, y - hy)]
                    rebar.polyline([(a, bb, z + tz) for a, bb in c], 0.004, 4)
                    tz += 0.15
            else:
                sp.rebar_starters(rebar, x, y, z, CW, CD, length=0.9, seed=n)
    cast.done("top-columns", conc_fresh(), bevel=0.01)
    top_skin = sp.Batch()
    slab_around(top_skin, -0.3, -0.25, XS[-1] + 0.3, YS[-1] + 0.25, z, z + 0.002, bay)
    top_skin.done("slab-top", sp.wet_concrete())
    ply.done("column-ply", sp.plywood("column-ply", color=(0.12, 0.06, 0.035)))
    tim.done("column-yokes", sp.timber("yoke-timber"))
    rebar.done("top-rebar", sp.rebar())
    # stock on the slab: stacked ply sheets, a rebar bundle
    stock = sp.Batch()
    for k in range(12):
        stock.cbox((5.0, 9.6, z + 0.01 + k * 0.019), (2.44, 1.22, 0.018), 0.03 * (k % 3 - 1))
    stock.done("ply-stack", sp.plywood("stack-ply", stained=False))
    bundle, ties = sp.Batch(), sp.Batch()
    sp.bar_bundle(bundle, ties, (16.5, 5.5, z + 0.012), (22.5, 5.55, z + 0.012), count=21, radius=0.011)
    bundle.done("rebar-stock", sp.rebar())
    ties.done("rebar-stock-ties", binding_wire())
    sl = sp.Batch()
    for x0 in (16.8, 22.2):
        sl.box(x0 - 0.05, 5.2, z, x0 + 0.05, 5.8, z + 0.012)
    sl.done("dunnage", sp.timber("dunnage"))


def stair(mid_air=True):
    """A stair flight rising from the top slab toward the next floor that is not there yet:
    twelve risers of 158 mm up to the beam line where the mid-landing will be cast, a waist slab,
    props under its high end and rebar out of the last step, waiting for the landing."""
    z = L(TOP)
    x0, x1 = 22.6, 23.85          # flight width along X
    y = 11.6                      # it climbs toward -Y
    rise, going = 0.158, 0.27
    n = 12  # up to the beam line, where the mid-landing will be cast
    ytop = y - n * going
    ztop = z + n * rise
    profile = [(y + 0.05, z)]
    for i in range(n):
        ya = y - i * going
        profile += [(ya, z + (i + 1) * rise), (ya - going, z + (i + 1) * rise)]
    profile += [(ytop, ztop - 0.32), (y - going, z)]
    steps = sp.Batch()
    bm = steps.bm
    left = [bm.verts.new((x0, py, pz)) for py, pz in profile]
    right = [bm.verts.new((x1, py, pz)) for py, pz in profile]
    bm.faces.new(left)
    bm.faces.new(list(reversed(right)))
    k = len(profile)
    for i in range(k):
        j = (i + 1) % k
        bm.faces.new((left[i], left[j], right[j], right[i]))
    bmesh_ops = __import__("bmesh").ops
    bmesh_ops.recalc_face_normals(bm, faces=bm.faces[:])
    steps.done("stair", struck_concrete(), bevel=0.008)
    bars = sp.Batch()
    k = 8
    # the lap bars run straight and parallel out of the joint, sagging a little under their own
    # weight (each bent its own way, they read as splayed wires: review)
    for i in range(k):
        xx = x0 + 0.06 + i * (x1 - x0 - 0.12) / (k - 1)
        for zz, reach in ((ztop - 0.24, 0.9), (ztop - 0.06, 1.15)):
            bars.polyline([(xx, ytop + 0.3, zz), (xx, ytop - reach * 0.6, zz - 0.012), (xx, ytop - reach, zz - 0.03)], 0.008, 5)
    for j in range(3):
        bars.strut((x0 + 0.03, ytop - 0.25 - j * 0.25, ztop - 0.18), (x1 - 0.03, ytop - 0.25 - j * 0.25, ztop - 0.18), 0.005, 4)
    bars.done("stair-rebar", sp.rebar())
    # back-props in galvanised steel, as under the slabs, each in a fork head under a timber
    # bearer across the flight (bare red tubes pressed to the concrete read as toys: reviews)
    props, forks, bearers, holes, pins = sp.Batch(), sp.Batch(), sp.Batch(), sp.Batch(), sp.Batch()
    run = (y - going) - ytop
    for yy in (ytop + 0.35, ytop + 1.4):
        soffit = (ztop - 0.32) - (yy - ytop) / run * (ztop - 0.32 - z)
        bearers.box(x0 - 0.12, yy - 0.05, soffit - 0.11, x1 + 0.12, yy + 0.05, soffit - 0.01)
        for xx in (x0 + 0.3, x1 - 0.3):
            screw_prop(props, holes, pins, xx, yy, z, soffit - 0.118)
            for y0, y1 in ((yy - 0.06, yy - 0.052), (yy + 0.052, yy + 0.06)):
                forks.box(xx - 0.05, y0, soffit - 0.118, xx + 0.05, y1, soffit - 0.05)
    props.done("stair-props", sp.galvanised(), smooth=True)
    holes.done("stair-prop-holes", m.paint("prop-hole", (0.015, 0.015, 0.015), roughness=0.8))
    pins.done("stair-prop-pins", m.paint("prop-pin", (0.5, 0.07, 0.04), roughness=0.45))
    forks.done("stair-prop-forks", sp.galvanised())
    bearers.done("stair-bearers", sp.timber("bearer-timber"))


def screw_prop(tubes, holes, pins, x, y, z0, z1):
    """An adjustable steel prop as seen close up (the stair's): a base plate, the outer tube, the
    threaded collar at its top with its two handles, the inner tube with its row of holes, a red
    pin through the hole above the collar, a head plate. The kit's `site_props.prop`, a tube in
    a tube, reads at a distance; close, it read as a pole with a box on it (reviews)."""
    tubes.box(x - 0.075, y - 0.075, z0, x + 0.075, y + 0.075, z0 + 0.008)
    mid = z0 + (z1 - z0) * 0.55
    tubes.strut((x, y, z0), (x, y, mid), 0.03, 16)
    tubes.strut((x, y, mid - 0.15), (x, y, z1), 0.024, 16)
    tubes.strut((x, y, mid - 0.02), (x, y, mid + 0.085), 0.041, 16)
    for a in (0.4, 0.4 + math.pi):
        tubes.strut((x + 0.04 * math.cos(a), y + 0.04 * math.sin(a), mid + 0.03), (x + 0.13 * math.cos(a), y + 0.13 * math.sin(a), mid + 0.04), 0.009, 8)
    tubes.box(x - 0.075, y - 0.075, z1 - 0.008, x + 0.075, y + 0.075, z1)
    # the holes, every 10 cm up the inner tube, through it from side to side
    hz = mid + 0.16
    while hz < z1 - 0.08:
        for ax in ((1, 0), (0, 1)):
            holes.strut((x - 0.0245 * ax[0], y - 0.0245 * ax[1], hz), (x + 0.0245 * ax[0], y + 0.0245 * ax[1], hz), 0.007, 8)
        hz += 0.1
    # the pin through the hole just above the collar, its end bent down
    pz = mid + 0.16
    pins.polyline([(x - 0.05, y - 0.02, pz), (x + 0.06, y + 0.024, pz), (x + 0.075, y + 0.03, pz - 0.03)], 0.006, 8)


def scaffolding(front_top=6, west=False):
    tubes = sp.Batch()
    planks = sp.Batch()
    sp.scaffold(tubes, planks, -0.6, XS[-1] + 0.6, -0.3, 0.0, L(front_top) + 1.0, axis="X", outward=-1, bay=2.52, lift=2.0)
    if west:
        sp.scaffold(tubes, planks, -0.5, YS[-1] + 0.5, -0.35, 0.0, L(front_top) + 1.0, axis="Y", outward=-1, bay=2.52, lift=2.0)
    tubes.done("scaffold-tubes", sp.galvanised())
    planks.done("scaffold-planks", plank_timber())
    # green shade net on the upper lifts of the front
    net = sp.Batch()
    z0 = L(front_top) - 3.0
    # tied to the outer standards (the scaffold is 1.0 m deep from 0.3 m off the face)
    net.box(-0.6, -1.36, z0, XS[-1] + 0.6, -1.35, L(front_top) + 1.0)
    if west:
        net.box(-1.41, -0.5, z0 - 4, -1.40, YS[-1] + 0.5, L(front_top) + 1.0)
    net.done("shade-net", sp.shade_net())


def ground_and_site(camera_xy=None, hoarding=True, clutter=True, near=None):
    s.plane("earth", 1400, 1400, (10, 10, 0), sp.hazify(sp.soil("site-soil", color=(0.24, 0.1, 0.05), dry=(0.34, 0.2, 0.12)), HAZE, 900, 0.85))
    # a compacted access track to the block
    trk = sp.Batch()
    trk.box(20, -44, 0, 27, -1.5, 0.015)
    trk.box(-20, -44, 0, 52, -38, 0.015)
    trk.done("track", sp.soil("track-soil", color=(0.42, 0.27, 0.17), dry=(0.55, 0.42, 0.3)))
    working_ground()
    # the road along the south boundary, and the workers' two-wheelers parked inside the gate
    road = sp.Batch()
    road.box(-150, -62, 0, 150, -50, 0.03)
    road.done("road", m.concrete("asphalt", (0.16, 0.16, 0.16), roughness=0.9))
    kerb = sp.Batch()
    kerb.box(-150, -50, 0, 150, -49.8, 0.15)
    kerb.done("kerb", m.paint("kerb", (0.55, 0.55, 0.5), roughness=0.8))
    for i, (x, colour, scooter) in enumerate(((28.6, (0.03, 0.03, 0.035), False), (29.5, (0.5, 0.03, 0.03), False), (30.5, (0.62, 0.62, 0.6), True), (31.4, (0.05, 0.12, 0.35), False))):
        sp.two_wheeler(f"bike{i}", (x, -43.6 + (i % 2) * 0.3, 0.0), rotation_z=math.radians(95 + i * 4), color=colour, scooter=scooter)
    if hoarding:
        h = sp.Batch()
        # south boundary (along the road), with a gate gap, and the east boundary
        for x0, x1 in ((-40, 19.5), (27.5, 60)):
            h.box(x0, -46.05, 0, x1, -45.95, 2.4)
        h.box(59.95, -46, 0, 60.05, 40, 2.4)
        h.box(-40.05, -46, 0, -39.95, 40, 2.4)
        h.done("hoarding", sp.corrugated("hoarding-sheet", (0.08, 0.18, 0.38), stripe=(0.75, 0.75, 0.72), stripe_z=(1.95, 2.2)))
        # the gate: two sheeted leaves swung open into the site on steel frames
        leaves = sp.Batch()
        frames = sp.Batch()
        for hinge, swing in ((19.5, 1), (27.5, -1)):
            a = math.radians(90 - 18) * swing
            ex, ey = math.cos(a) * 4.0 * swing, math.sin(a) * 4.0 * swing
            cx, cy = hinge + ex / 2, -46.0 + abs(ey) / 2
            leaves.cbox((cx, cy, 1.25), (4.0, 0.03, 2.1), math.atan2(abs(ey), ex))
            for z in (0.2, 1.25, 2.3):
                frames.strut((hinge, -46.0, z), (hinge + ex, -46.0 + abs(ey), z), 0.03, 4, square=True)
            frames.strut((hinge + ex, -46.0 + abs(ey), 0.1), (hinge + ex, -46.0 + abs(ey), 2.35), 0.03, 4, square=True)
            frames.strut((hinge, -46.0, 0.0), (hinge, -46.0, 2.6), 0.06, 4, square=True)
        leaves.done("gate-leaves", sp.corrugated("gate-sheet", (0.08, 0.18, 0.38), stripe=(0.75, 0.75, 0.72), stripe_z=(1.75, 2.0)))
        frames.done("gate-frames", m.paint("gate-steel", (0.12, 0.12, 0.13), roughness=0.5))
        posts = sp.Batch()
        x = -40
        while x <= 60:
            posts.box(x - 0.04, -45.95, 0, x + 0.04, -45.85, 2.4)
            x += 3.0
        posts.done("hoarding-posts", m.paint("post-grey", (0.3, 0.3, 0.3), roughness=0.6))
    if near:
        # foreground clutter close to the camera
        nx, ny, rot = near
        c, s_ = math.cos(rot), math.sin(rot)

        def P(a, b):
            return (nx + a * c - b * s_, ny + a * s_ + b * c, 0)

        sp.brick_stack("near-bricks-a", P(0, 0), nx=10, ny=5, layers=9, rotation_z=rot + 0.1, missing=7, seed=7)
        sp.brick_stack("near-bricks-b", P(3.2, 0.4), nx=10, ny=5, layers=6, rotation_z=rot - 0.05, missing=4, seed=8)
        pal = sp.Batch()
        pal.cbox((*P(-2.6, 2.2)[:2], 0.06), (1.2, 1.0, 0.12), rot + 0.5)
        pal.done("near-pallet", sp.timber("pallet"))
        sp.cement_bags("near-cement", (*P(-2.6, 2.2)[:2], 0.12), count=11, rotation_z=rot + 0.5)
        mortar_pans("near-pans", P(1.4, 1.6), count=3, seed=4)
        # what handling leaves round the stacks: broken bricks, most of them at the stacks' feet
        # (the stacks stood on clean earth, showroom-neat: reviews)
        rnd = s.scatter(29)
        bats = sp.Batch()
        # halves and quarters of a brick in the stacks' own red, fewer, close to the stacks, tipped
        # and half sunk in the earth (smaller and grey they read as gravel; upright, all alike and
        # spread evenly, as confetti: reviews)
        for k in range(36):
            u0, v0 = ((0.0, 0.0), (3.2, 0.4))[k % 2]
            u, v = u0 + rnd.gauss(0, 0.7), v0 + rnd.gauss(0, 0.6)
            x, y = P(u, v)[:2]
            a, length = rnd.uniform(0, math.pi), rnd.uniform(0.05, 0.12)
            dx, dy = math.cos(a) * length / 2, math.sin(a) * length / 2
            dz = rnd.uniform(-0.03, 0.03)
            bats.strut((x - dx, y - dy, 0.015 - dz), (x + dx, y + dy, 0.015 + dz), rnd.uniform(0.035, 0.045), square=True)
        bats.done("near-brickbats", sp.brick("loose-brick", (0.45, 0.16, 0.08), mortar=(0.45, 0.16, 0.08)), bevel=0.008)
        # bars cut to length on sleepers, and shuttering ply waiting to go up
        bars = sp.Batch()
        sleepers = sp.Batch()
        for k in range(26):
            a, b = P(-1.0, -2.0 + k * 0.035), P(5.0, -1.9 + k * 0.035)
            lift = 0.13 + (k % 2) * 0.02
            bars.strut((a[0], a[1], lift), (b[0], b[1], lift), 0.01, 5)
        for u in (-0.5, 2.0, 4.5):
            sleepers.cbox((*P(u, -1.55)[:2], 0.06), (0.15, 1.4, 0.12), rot)
        bars.done("near-bars", sp.rebar())
        sleepers.done("near-sleepers", sp.timber("sleeper"))
        ply = sp.Batch()
        for k in range(9):
            ply.cbox((*P(-3.8, -0.3)[:2], 0.1 + k * 0.019), (2.44, 1.22, 0.018), rot + 0.3 + 0.025 * (k % 3 - 1))
        ply.done("near-ply", sp.plywood("near-ply-sheet", stained=False))
        dun = sp.Batch()
        for u in (-4.7, -2.9):
            dun.cbox((*P(u, -0.3)[:2], 0.045), (0.1, 1.3, 0.09), rot + 0.3)
        dun.done("near-dunnage", sp.timber("sleeper"))
    if clutter:
        sp.brick_stack("bricks-a", (30.0, -14.0, 0), nx=8, ny=5, layers=9, rotation_z=0.35, missing=6, seed=1)
        sp.brick_stack("bricks-b", (32.6, -12.6, 0), nx=8, ny=5, layers=7, rotation_z=0.35, missing=3, seed=2)
        sp.brick_stack("bricks-c", (28.0, -17.5, 0), nx=6, ny=5, layers=5, rotation_z=0.2, missing=9, seed=3)
        sp.cement_bags("cement-a", (35.4, -19.5, 0.12), count=12, rotation_z=0.9)
        pal = sp.Batch()
        pal.cbox((35.4, -19.5, 0.06), (1.2, 1.0, 0.12), 0.9)
        pal.done("pallet", sp.timber("pallet"))
        mortar_pans("pans", (33.2, -21.0, 0), count=4, seed=5)
        # sand and aggregate heaps by the crane's base
        heap("sand", (22.5, -20.0, 0.0), 2.6, 1.3, river_sand(), seed=1)
        heap("aggregate", (17.0, -18.0, 0.0), 2.2, 1.05, aggregate(), seed=2)
        # the site office cabin near the gate
        cab = sp.Batch()
        cab.box(32, -42, 0.3, 38.1, -39.6, 2.9)
        cab.done("cabin", sp.corrugated("cabin-sheet", (0.72, 0.72, 0.7)))
        cw = sp.Batch()
        cw.box(33, -42.03, 1.2, 34.5, -41.99, 2.2)
        cw.box(35.5, -42.03, 1.2, 37, -41.99, 2.2)
        cw.done("cabin-windows", m.paint("cabin-glass", (0.05, 0.07, 0.08), roughness=0.1))
        # rebar yard: bars on timber sleepers
        yard = sp.Batch()
        for i in range(40):
            yard.strut((-8 + 0.0, -10 - i * 0.03, 0.13 + (i % 3) * 0.024), (4.0, -10 - i * 0.03, 0.13 + (i % 3) * 0.024), 0.01, 5)
        yard.done("rebar-yard", sp.rebar())
        sl = sp.Batch()
        for x0 in (-7, -3, 1, 3.8):
            sl.box(x0, -11.5, 0, x0 + 0.15, -9.7, 0.12)
        sl.done("sleepers", sp.timber("sleeper"))


def working_ground():
    """What trucks and work leave on the open ground: tyre ruts from the gate to the clubhouse and
    round to the block, loose stones, and offcuts of batten and bar."""
    rnd = s.scatter(17)
    ruts = sp.Batch()
    for p0, p1, p2 in (((23.5, -45.0), (8.0, -38.0), (-13.0, -25.0)), ((23.5, -45.0), (40.0, -30.0), (30.0, -6.0))):
        points = [tuple((1 - t) ** 2 * a + 2 * (1 - t) * t * b + t * t * c for a, b, c in zip(p0, p1, p2)) for t in (k / 80 for k in range(81))]
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            angle = math.atan2(by - ay, bx - ax)
            nx, ny = -math.sin(angle), math.cos(angle)
            for side in (-0.9, 0.9):
                ruts.cbox(((ax + bx) / 2 + nx * side, (ay + by) / 2 + ny * side, 0.004), (math.hypot(bx - ax, by - ay) + 0.05, 0.38, 0.008), angle)
    ruts.done("ruts", sp.soil("rut-soil", color=(0.19, 0.085, 0.045), dry=(0.27, 0.15, 0.09)))
    stones = sp.Batch()
    for _ in range(3500):
        size = rnd.uniform(0.02, 0.08)
        stones.cbox((rnd.uniform(-40, 60), rnd.uniform(-46, 2), size * 0.2), (size, size * rnd.uniform(0.6, 1.0), size * 0.5), rnd.uniform(0, math.pi))
    stones.done("stones", sp.soil("stone", color=(0.3, 0.25, 0.2), dry=(0.4, 0.35, 0.3)), bevel=0.008)
    offcuts = sp.Batch()
    bars = sp.Batch()
    for _ in range(40):
        x, y, a = rnd.uniform(-30, 45), rnd.uniform(-44, -3), rnd.uniform(0, math.pi)
        if rnd.random() < 0.6:
            offcuts.cbox((x, y, 0.025), (rnd.uniform(0.3, 1.4), 0.05, 0.05), a)
        else:
            length = rnd.uniform(0.5, 2.0)
            bars.strut((x, y, 0.01), (x + math.cos(a) * length, y + math.sin(a) * length, 0.01), 0.006, 5)
    offcuts.done("offcuts", sp.timber("batten-timber"))
    bars.done("bar-offcuts", sp.rebar())


def slab_work(z):
    """What a working top slab carries besides its cages: loose shuttering sheets, the welder's
    cable run from a board on a column to a coil, cement bags on a pallet, mortar pans, bundles of
    bars landed by the crane. (Puddles were tried: they read as white cut-outs in a low sun.)"""
    sheets = sp.Batch()
    for cx, cy, a, lift in ((15.2, 1.2, 0.2, 0), (15.6, 1.5, 0.55, 1), (9.0, 3.4, -0.3, 0)):
        sheets.cbox((cx, cy, z + 0.012 + lift * 0.018), (2.44, 1.22, 0.018), a)
    sheets.done("loose-ply", sp.plywood("loose-ply"))
    cable = sp.Batch()
    board = (XS[4] + CW / 2 + 0.06, YS[0], z + 1.2)
    # down the column and along the beam's strip, clear of the bay left out of the pour
    cable.polyline([(board[0] + 0.02, board[1] + 0.06, board[2] - 0.2), (board[0] + 0.02, board[1] + 0.06, z + 0.01), (16.4, 0.08, z + 0.01), (15.4, 2.6, z + 0.01), (14.2, 2.9, z + 0.01)], 0.009, 6)
    for k in range(4):
        r = 0.26 + k * 0.012
        cable.polyline([(13.7 + r * math.cos(i * math.tau / 24), 3.05 + r * math.sin(i * math.tau / 24), z + 0.012 + k * 0.018) for i in range(25)], 0.009, 6)
    cable.done("welding-cable", m.paint("cable-rubber", (0.02, 0.02, 0.02), roughness=0.45))
    s.box("db-box", (0.1, 0.28, 0.36), (board[0] + 0.05, board[1], board[2]), m.paint("db-grey", (0.36, 0.37, 0.36), roughness=0.5), bevel=0.01)
    pal = sp.Batch()
    pal.cbox((11.6, 8.3, z + 0.06), (1.2, 1.0, 0.12), 0.2)
    pal.done("slab-pallet", sp.timber("pallet"))
    sp.cement_bags("slab-cement", (11.6, 8.3, z + 0.12), count=9, rotation_z=0.2, seed=6)
    mortar_pans("slab-pans", (15.9, 3.4, z), count=3, seed=8)
    bundle, ties = sp.Batch(), sp.Batch()
    sp.bar_bundle(bundle, ties, (8.5, 1.05, z + 0.1), (14.5, 1.1, z + 0.1), count=15, radius=0.011)
    bundle.done("landed-bars", sp.rebar())
    ties.done("landed-bar-ties", binding_wire())
    dun = sp.Batch()
    for x0 in (9.0, 14.0):
        dun.box(x0 - 0.05, 0.8, z, x0 + 0.05, 1.3, z + 0.1)
    dun.done("landed-dunnage", sp.timber("dunnage"))


def bar_mat(bay, z):
    """The bottom mat of a bay left out of the top slab's pour (bay: x0, y0, x1, y1; z: the
    slab's top): pale new shuttering ply at the slab's underside, the cast slab's bars lapping out
    of its joint faces, 12 mm bars at 150 mm both ways on cover blocks, tied half way, a coil of
    binding wire and the bar bender's hook left on it. (A mat on a ply sheet on the finished slab
    read as laid out on top, brown bars on brown film as tiles: reviews.)"""
    bx0, by0, bx1, by1 = bay
    deck = z - SLAB
    s.slab("bay-shuttering", bx0, by0, bx1, by1, deck - 0.018, deck, sp.plywood("bay-ply", color=(0.46, 0.34, 0.21), stained=False), bevel=0)
    x0, x1, y0, y1 = bx0 + 0.075, bx1 - 0.075, by0 + 0.075, by1 - 0.075
    blocks, bars, ties = sp.Batch(), sp.Batch(), sp.Batch()
    y = y0
    while y <= y1 + 1e-6:
        bars.strut((x0 - 0.05, y, deck + 0.031), (x1 + 0.05, y, deck + 0.031), 0.006, 6)
        y += 0.15
    x = x0
    while x <= x1 + 1e-6:
        bars.strut((x, y0 - 0.05, deck + 0.043), (x, y1 + 0.05, deck + 0.043), 0.006, 6)
        x += 0.15
    # the laps out of the joint faces, over the new bars' ends
    y = y0 + 0.075
    while y < y1:
        for face, into in ((bx0, 0.5), (bx1, -0.5)):
            bars.strut((face, y, deck + 0.055), (face + into, y, deck + 0.055), 0.006, 6)
        y += 0.15
    x = x0 + 0.075
    while x < x1:
        for face, into in ((by0, 0.5), (by1, -0.5)):
            bars.strut((x, face, deck + 0.067), (x, face + into, deck + 0.067), 0.006, 6)
        x += 0.15
    for bx in range(int((x1 - x0) / 0.6) + 1):
        for by in range(int((y1 - y0) / 0.6) + 1):
            blocks.box(x0 + bx * 0.6 - 0.025, y0 + by * 0.6 - 0.025, deck, x0 + bx * 0.6 + 0.025, y0 + by * 0.6 + 0.025, deck + 0.025)
    # the tying has reached about half way across, from the far side
    i = 0
    x = x0
    while x <= x1 + 1e-6:
        y = y0
        j = 0
        while y <= y1 + 1e-6:
            if x < x0 + (x1 - x0) * 0.55 and (i + j) % 2 == 0:
                ties.box(x - 0.012, y - 0.004, deck + 0.036, x + 0.012, y + 0.004, deck + 0.05)
            y += 0.15
            j += 1
        x += 0.15
        i += 1
    blocks.done("bay-cover-blocks", conc())
    bars.done("bay-mat", sp.rebar())
    ties.done("bay-ties", binding_wire())
    coil = sp.Batch()
    for k in range(5):
        r = 0.12 + k * 0.004
        coil.polyline([(x1 - 0.5 + r * math.cos(a * math.tau / 20), y0 + 0.9 + r * math.sin(a * math.tau / 20), deck + 0.055 + k * 0.004) for a in range(21)], 0.002, 4)
    coil.done("binding-coil", binding_wire())
    s.cylinder("tying-hook", 0.004, 0.22, (x1 - 0.9, y0 + 0.6, deck + 0.055), m.metal("hook-steel", (0.35, 0.35, 0.36), 0.4), rotation=(0, math.pi / 2, 0.6))


def mortar_pans(name, location, count=3, seed=1):
    """Iron mortar pans (ghamelas), the bowls a site carries mortar and concrete in: a few lying
    about open side up, some with dried mortar in the bottom, one nested in another. (Turned over,
    a dark pan read as a dome, or a UFO: last review.)"""
    import bmesh
    rnd = s.scatter(seed)
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    x0, y0, z0 = location
    below = None
    for k in range(count):
        on_top = k == count - 1 and count > 2
        if on_top:
            # nested in the pan before it, the same way up (it hovered over another before)
            cx, cy = below
            base = z0 + 0.045
        else:
            cx, cy = x0 + rnd.uniform(-0.9, 0.9), y0 + rnd.uniform(-0.9, 0.9)
            base = z0
        below = (cx, cy)
        rings = []
        for r, h in ((0.19, 0.0), (0.26, 0.09), (0.3, 0.13)):
            z = base + h
            rings.append([bm.verts.new((cx + r * math.cos(a * math.tau / 32), cy + r * math.sin(a * math.tau / 32), z)) for a in range(32)])
        for lower, upper in zip(rings, rings[1:]):
            for a in range(32):
                bm.faces.new((lower[a], lower[(a + 1) % 32], upper[(a + 1) % 32], upper[a]))
        bottom = bm.faces.new(rings[0])
        bottom.material_index = 1 if k % 2 == 0 else 0  # dried mortar left in the bottom
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces[:])
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    thick = obj.modifiers.new("iron", "SOLIDIFY")
    thick.thickness = 0.004
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj.data.materials.append(m.metal("pan-iron", (0.12, 0.11, 0.1), 0.6))
    obj.data.materials.append(m.concrete("pan-mortar", (0.46, 0.45, 0.42)))
    return obj


def block(front_top=6, west_scaffold=False, crane_heading=37.0, crane_load="rebar", hook_drop=2.6, bay=None):
    frame(bay)
    infill()
    shoring()
    top_floor(bay=bay)
    edge_protection()
    scaffolding(front_top, west_scaffold)
    sp.material_hoist("hoist", (26.6, 6.3, 0.0), L(TOP) + 2.0, car_z=L(7), axis="Y", ties=[L(k) - 0.3 for k in (2, 5, 8)], wall=XS[-1] + 0.15)
    sp.tower_crane("crane", (-7.0, 2.0, 0.0), 36.0, jib=46.0, counter=14.0, heading_deg=crane_heading, hook_at=14.0, hook_drop=hook_drop, load=crane_load)
    # the cab in the crane's yellow: a white box read as a cube stuck on the mast (review)
    bpy.data.objects["crane-cab"].data.materials[0] = sp.crane_yellow()


def neighbourhood(keep_out=(), haze=HAZE):
    """haze: the colour the town fades to with distance; in the evening light, the low sun's
    (a daylight grey left the far towers glowing white against a sky lit from behind: reviews)."""
    # the low-rise houses between the site and the towers: the site's ground must not run on to
    # the horizon (the reviews' "desert")
    # (to 420 m, where a ring of plain low blocks stood behind the houses)
    town.low_town(23, (10.0, -3.0), 30, 420, keep_out=((-44, -66, 64, 44), (-160, -64, 160, -48), *keep_out), haze=haze, distance=600)
    # fewer towers and further off: a wall of them read as white boxes (reviews)
    town.towers(11, (10, 10), 340, 700, 15, sector=(-80, 60), heights=(35, 100), haze=haze, distance=600)
    town.towers(12, (10, 10), 360, 700, 8, sector=(120, 250), heights=(30, 80), haze=haze, distance=600)
    for i, (x, y) in enumerate(((-30, -52), (-18, -55), (5, -54), (44, -53), (66, -50), (70, -20), (72, 10), (-45, 20), (-48, -10))):
        if plants:
            plants.neem_tree(f"tree{i}", (x, y, 0), height=7 + (i % 3) * 1.5, seed=i, density=0.7)
        else:
            sp.tree(f"tree{i}", (x, y, 0), height=7 + (i % 3) * 1.5, spread=3.5 + (i % 2), seed=i)



# ------------------------------------------------------------------ other pieces of the site

def heap(name, location, radius, height, material, seed=0):
    """A tipped heap of sand or aggregate: two or three loads dumped side by side and merged, each
    a slope at the angle of repose with a rounded crest and a foot that flares out, lumpy where
    a shovel took from it, its edge running out into a thin, ragged spill (a displaced cone read
    as a perfect cone, and at the crane as a ribbed clam-shell: reviews)."""
    import random

    import mathutils

    rnd = random.Random(seed * 31 + len(name))
    loads = [(0.0, 0.0, radius, height)]
    for k in range(rnd.choice((1, 2))):
        a = rnd.uniform(0, 2 * math.pi)
        reach = radius * rnd.uniform(0.45, 0.7)
        loads.append((math.cos(a) * reach, math.sin(a) * reach, radius * rnd.uniform(0.6, 0.8), height * rnd.uniform(0.55, 0.8)))
    half = radius * 1.9
    cells = 90
    offset = mathutils.Vector((rnd.uniform(0, 100), rnd.uniform(0, 100), 0))

    def smooth_max(a, b, k):
        h = max(k - abs(a - b), 0.0) / k
        return max(a, b) + h * h * k / 4

    def surface(x, y):
        z = -0.05
        for cx, cy, r, h in loads:
            t = 1.0 - math.hypot(x - cx, y - cy) / r
            if t > 0:
                lump = h * t ** 1.25
                # the crest rounded off below the load's peak
                crest = h * 0.9
                lump = lump - max(lump - crest * 0.8, 0.0) ** 2 / (crest * 0.8)
                z = smooth_max(z, lump, height * 0.25)
        q = mathutils.Vector((x, y, 0)) / radius + offset
        # shovel-sized lumps on the slopes, fading out toward the foot
        z += height * 0.06 * mathutils.noise.noise(q * 3.0) * min(max(z, 0.0) / height * 3.0, 1.0)
        # the spill beyond the foot: a thin skirt with a ragged edge
        d = min(math.hypot(x - cx, y - cy) / r for cx, cy, r, _ in loads)
        spill = 0.05 * math.exp(-max(d - 0.95, 0.0) * radius / 0.35) * (0.6 + 0.8 * mathutils.noise.noise(q * 9.0))
        return max(z, spill) - 0.02

    def grid(bm):
        rows = []
        for j in range(cells + 1):
            y = -half + 2 * half * j / cells
            rows.append([bm.verts.new((-half + 2 * half * i / cells, y, surface(-half + 2 * half * i / cells, y))) for i in range(cells + 1)])
        for j in range(cells):
            for i in range(cells):
                bm.faces.new((rows[j][i], rows[j][i + 1], rows[j + 1][i + 1], rows[j + 1][i]))

    obj = s._mesh_object(name, grid, material)
    obj.location = location
    obj.rotation_euler = (0, 0, rnd.uniform(0, 2 * math.pi))
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    return obj


# Dried cement slurry on used ply and machines, a dull grey: as light as fresh cement, blotches on
# brown ply and orange paint in full sun read as snow (review).
CRUST = (0.27, 0.26, 0.24)


def grime_ply_splashes(*names):
    """The kit's shuttering ply (`site_props.plywood`) splashes cement in a light grey with a hard
    edge; on this scene's ply they are darker and soften into the board. (In the kit itself this
    would render every site scene again: it moves there with the next full render.)"""
    for name in names:
        material = bpy.data.materials.get(name)
        if not material:
            continue
        for node in material.node_tree.nodes:
            if node.type == "MIX_RGB":
                node.inputs[2].default_value = (*CRUST, 1)
                mask = node.inputs["Fac"].links[0].from_node.color_ramp.elements
                mask[0].position, mask[1].position = 0.6, 0.78


def crusted_paint(name, color, crust=CRUST):
    """A machine's paint under years of splashed cement: blotches of grey crust over a matt, faded
    colour (a clean glossy orange read as a toy: review)."""
    material, nodes, bsdf = m._new(name)
    if not material:
        return m._cache[name]
    vector = m._coords(material, nodes)
    blotch = m._noise(material, nodes, vector, 4.0, detail=10, roughness=0.7)
    # (blotches over a third of it, at a roughness of 0.75, still read as glossy spots: review;
    # a third of it crusted, the mixer's drum still read as a clean toy: the next review)
    # (blotches over half of it, hard-edged, read as camouflage on an orange toy: review; the
    # paint now shows through in patches under a crust over most of it)
    tone = m._ramp(material, nodes, blotch, [(0.4, color), (0.5, tuple((a + b) / 2 for a, b in zip(color, crust))), (0.56, crust)])
    m._link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.88
    m._bump(material, nodes, bsdf, blotch, strength=0.3, distance=0.01)
    return material


def slurry(name, location, radius, z=0.0):
    """Cement slurry dried grey on the earth where a mixer is washed out: an uneven, flat patch."""
    rnd = s.scatter(len(name))
    patch = sp.Batch()
    for k in range(14):
        a, r = rnd.uniform(0, 2 * math.pi), rnd.uniform(0.0, radius * 0.7)
        size = rnd.uniform(0.4, 0.9) * radius
        patch.cbox((location[0] + r * math.cos(a), location[1] + r * math.sin(a), z + 0.004 + k * 0.0004), (size, size * rnd.uniform(0.5, 0.9), 0.006), rnd.uniform(0, math.pi))
    patch.done(name, m.concrete(name + "-grey", (0.42, 0.41, 0.39), roughness=0.95), bevel=0.003)


def drum_mixer(name, location, heading):
    """A half-bag drum mixer as every Hyderabad site has: a tilted drum with its gear ring and a
    lipped mouth, on a yoke over a two-wheeled chassis with its tow bar, the tilting handwheel on its
    post, a diesel engine under a louvred hood with its exhaust, and the loading skip on the ground
    beside it. (A drum on a box read as a toy egg: review.)"""
    paint = crusted_paint(name + "-orange", (0.32, 0.13, 0.045))
    steel = m.metal(name + "-steel", (0.18, 0.18, 0.19), 0.55)
    worn = crusted_paint(name + "-skip", (0.2, 0.2, 0.19))
    tyre = m.paint(name + "-tyre", (0.03, 0.03, 0.03), roughness=0.8)
    x, y, z = location
    c, sn = math.cos(heading), math.sin(heading)
    tilt = (0.0, math.radians(55), heading)

    def at(u, v, w):
        return (x + u * c - v * sn, y + u * sn + v * c, z + w)

    def shell(obj, thickness):
        obj.rotation_euler = tilt
        obj.modifiers.new("shell", "SOLIDIFY").thickness = thickness

    # a barrel with a cone on each end, its mouth open and lipped at the front
    drum_profile = [(0.22, -0.55), (0.42, -0.3), (0.46, -0.05), (0.46, 0.12), (0.38, 0.35), (0.25, 0.53), (0.27, 0.58), (0.25, 0.6)]
    body = f.lathe(name + "-drum", drum_profile, at(0.15, 0.0, 1.05), paint, segments=28)
    shell(body, 0.012)
    gear = f.lathe(name + "-gear", [(0.5, -0.02), (0.5, 0.05)], body.location, steel, segments=48, cap=False)
    shell(gear, 0.045)
    s.box(name + "-chassis", (1.6, 0.7, 0.12), at(0.0, 0.0, 0.5), steel, 0.01, rotation_z=heading)
    # the engine under its hood: rounded, louvred, an exhaust standing out of it
    s.box(name + "-engine", (0.62, 0.56, 0.46), at(-0.6, 0.0, 0.79), paint, 0.07, rotation_z=heading)
    for k in range(4):
        s.box(f"{name}-louvre{k}", (0.04, 0.01, 0.2), at(-0.78 + k * 0.09, -0.285, 0.8), steel, 0.003, rotation_z=heading)
    s.cylinder(name + "-exhaust", 0.025, 0.36, at(-0.45, 0.16, 1.16), steel, 12)
    s.cylinder(name + "-fuel-cap", 0.04, 0.03, at(-0.72, 0.12, 1.03), steel, 16)
    for v in (-0.38, 0.38):
        s.box(f"{name}-yoke{v}", (0.08, 0.06, 0.6), at(0.15, v * 1.35, 0.85), paint, 0.01, rotation_z=heading)
        s.cylinder(f"{name}-wheel{v}", 0.3, 0.16, at(0.1, v * 1.05, 0.3), tyre, 24, rotation=(math.pi / 2, 0, heading), bevel=0.04)
        s.cylinder(f"{name}-hub{v}", 0.14, 0.17, at(0.1, v * 1.05, 0.3), steel, 16, rotation=(math.pi / 2, 0, heading))
        # the tread's lugs round the tyre (a smooth band read as a solid toy wheel: review)
        for k in range(18):
            a = k * math.tau / 18
            lug = s.box(f"{name}-lug{v}-{k}", (0.03, 0.15, 0.05), at(0.1 + 0.3 * math.cos(a), v * 1.05, 0.3 + 0.3 * math.sin(a)), tyre, 0.006)
            lug.rotation_euler = (0.0, -a, heading)
    # the handwheel that tilts the drum, on its post by the yoke
    s.box(name + "-wheel-post", (0.06, 0.06, 0.62), at(0.55, -0.62, 0.87), steel, 0.005, rotation_z=heading)
    rim = f.lathe(name + "-handwheel", [(0.24, -0.012), (0.24, 0.012)], at(0.55, -0.66, 1.22), steel, cap=False)
    rim.rotation_euler = (math.pi / 2, 0.0, heading)
    rim.modifiers.new("shell", "SOLIDIFY").thickness = 0.025
    for k in range(3):
        spoke = s.box(f"{name}-spoke{k}", (0.46, 0.015, 0.015), at(0.55, -0.66, 1.22), steel, 0.002, rotation_z=heading)
        spoke.rotation_euler = (0.0, k * math.pi / 3, heading)
    tow = s.box(name + "-tow", (1.1, 0.06, 0.06), at(1.3, 0.0, 0.42), steel, 0.01, rotation_z=heading)
    tow.rotation_euler[1] = math.radians(-12)
    s.box(name + "-stand", (0.06, 0.06, 0.42), at(1.78, 0.0, 0.21), steel, 0.005, rotation_z=heading)

    # the loading skip, down on the ground beside the mouth: an open steel bin, wider at its top
    def skip(bm):
        rings = [(0.28, 0.22, 0.0), (0.4, 0.32, 0.34)]
        loops = [[bm.verts.new((sx * a, sy * b, h)) for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))] for sx, sy, h in rings]
        for k in range(4):
            bm.faces.new((loops[0][k], loops[0][(k + 1) % 4], loops[1][(k + 1) % 4], loops[1][k]))
        bm.faces.new(list(reversed(loops[0])))

    bin_ = s._mesh_object(name + "-skip", skip, worn)
    bin_.location = at(0.85, -1.05, 0.0)
    bin_.rotation_euler = (0.0, 0.0, heading + 0.2)
    bin_.modifiers.new("shell", "SOLIDIFY").thickness = 0.012
    return body


def water_tank(name, location, radius=0.62, height=1.15):
    """A black roto-moulded water tank with its ribs and screw lid, the site's water store."""
    black = m.paint(name + "-black", (0.025, 0.025, 0.028), roughness=0.45)
    x, y, z = location
    s.cylinder(name, radius, height, (x, y, z + height / 2), black, 40, bevel=0.05)
    for k in range(4):
        s.cylinder(f"{name}-rib{k}", radius + 0.015, 0.05, (x, y, z + 0.18 + k * 0.26), black, 40, bevel=0.015)
    s.cylinder(name + "-lid", 0.22, 0.06, (x, y, z + height + 0.03), black, 28, bevel=0.02)


def clubhouse():
    """The clubhouse just out of the ground: plinth beams cast, ground-floor columns at every
    stage (cage, shuttered, cast), beam bottoms on props."""
    x0, y0 = -30.0, -24.0
    xs = [x0 + i * 4.5 for i in range(4)]
    ys = [y0 + j * 4.5 for j in range(3)]
    z = 0.45
    h = 3.3
    soffit = z + h - BEAM
    cast = sp.Batch()
    rebar = sp.Batch()
    ply = sp.Batch()
    tim = sp.Batch()
    pl = sp.Batch()
    # beams along Y between those along X, so no two boxes overlap (black seams)
    for y in ys:
        pl.box(xs[0] - 0.15, y - 0.15, 0, xs[-1] + 0.15, y + 0.15, z)
    for x in xs:
        for ya, yb in zip(ys, ys[1:]):
            pl.box(x - 0.15, ya + 0.15, 0, x + 0.15, yb - 0.15, z)
    pl.done("plinth-beams", conc(), bevel=0.01)
    fill = sp.Batch()
    fill.box(xs[0] + 0.1, ys[0] + 0.1, 0, xs[-1] - 0.1, ys[-1] - 0.1, 0.42)
    # the plinth filled, rammed and blinded with lean concrete, for the props to stand on
    fill.done("plinth-fill", m.concrete("pcc", (0.4, 0.38, 0.35), roughness=0.92))
    n = 0
    for i, x in enumerate(xs):
        for j, y in enumerate(ys):
            n += 1
            kind = (i + 2 * j) % 3
            if i == 3 and j == 0:
                kind = 0
            if i == 2 and j == 0:
                kind = 1
            if i == 3 and j == 1:
                kind = 2
            if i < 3:
                kind = 0  # under the deck: cast before the slab's shuttering went up
            # columns are cast up to the beams' soffit; their bars run on through the beams and
            # the slab, poured together (cast to the slab's top, they stood above the deck: review)
            if kind == 0:
                cast.box(x - 0.2, y - 0.2, z, x + 0.2, y + 0.2, soffit)
                sp.rebar_starters(rebar, x, y, soffit, 0.4, 0.4, length=BEAM + 0.9, bars=8, seed=n)
            elif kind == 1:
                sp.column_formwork(ply, tim, x, y, z, soffit, 0.4, 0.4)
                sp.rebar_starters(rebar, x, y, soffit, 0.4, 0.4, length=BEAM + 0.7, bars=8, seed=n)
                # push-pull props holding the shutter plumb
                tim.strut((x + 0.23, y, z + 2.2), (x + 1.7, y, z), 0.035)
                tim.strut((x, y - 0.23, z + 2.2), (x, y - 1.7, z), 0.035)
            else:
                sp.rebar_starters(rebar, x, y, z, 0.4, 0.4, length=h + 0.6, bars=8, seed=n)
                tz = 0.1
                while tz < h:
                    c = [(x - 0.16, y - 0.16), (x + 0.16, y - 0.16), (x + 0.16, y + 0.16), (x - 0.16, y + 0.16), (x - 0.16, y - 0.16)]
                    rebar.polyline([(a, bb, z + tz) for a, bb in c], 0.004, 4)
                    tz += 0.15
    # a beam bottom shuttered between two cast columns, on props
    bz = soffit
    ply.box(xs[2] + 0.2, ys[0] - 0.17, bz - 0.018, xs[3] - 0.2, ys[0] + 0.17, bz)
    ply.box(xs[2] + 0.2, ys[0] - 0.17, bz, xs[3] - 0.2, ys[0] - 0.15, bz + 0.45)
    ply.box(xs[2] + 0.2, ys[0] + 0.15, bz, xs[3] - 0.2, ys[0] + 0.17, bz + 0.45)
    props = sp.Batch()
    for k in range(4):
        xx = xs[2] + 0.7 + k * 1.0
        tim.box(xx - 0.05, ys[0] - 0.35, bz - 0.118, xx + 0.05, ys[0] + 0.35, bz - 0.018)
        sp.prop(props, xx, ys[0], 0.0, bz - 0.118)
    # beam cage inside its shutter, spilling over the top
    for yy in (ys[0] - 0.1, ys[0] + 0.1):
        for zz in (bz + 0.05, bz + 0.5):
            rebar.strut((xs[2] - 0.1, yy, zz), (xs[3] + 0.1, yy, zz), 0.009, 5)
    xx = xs[2] + 0.3
    while xx < xs[3] - 0.2:
        c = [(xx, ys[0] - 0.11, bz + 0.04), (xx, ys[0] + 0.11, bz + 0.04), (xx, ys[0] + 0.11, bz + 0.52), (xx, ys[0] - 0.11, bz + 0.52), (xx, ys[0] - 0.11, bz + 0.04)]
        rebar.polyline(c, 0.004, 4)
        xx += 0.18
    deck(xs[0], xs[2], ys[0], ys[-1], z + h, ply, tim, props)
    sp.ladder("club-ladder", (-23.4, -25.5, 0.0), (-23.4, -24.32, z + h + 0.9), width=0.5)
    props.done("club-props", sp.galvanised())
    cast.done("club-columns", conc_fresh(), bevel=0.01)
    # film-faced shuttering ply, dark phenolic brown under its cement slurry, on battens gone grey
    # with use (fresh tan ply and clean yellow yokes read as a toy: review)
    ply.done("club-ply", sp.plywood("column-ply", color=(0.12, 0.06, 0.035)))
    tim.done("club-timber", sp.timber("yoke-timber", color=(0.33, 0.25, 0.17)))
    rebar.done("club-rebar", sp.rebar())
    # loose shuttering and ply leaning, brick stack, mortar pans
    lean = sp.Batch()
    for k in range(5):
        lean.cbox((-17.2, -26.0 + k * 0.03, 0.009 + k * 0.019), (2.44, 1.22, 0.018), 0.05 * k)
    lean.done("club-ply-stack", sp.plywood("stack-ply", stained=False))
    bat = sp.Batch()
    for k in range(10):
        bat.cbox((-18.0, -22.8 + k * 0.11, 0.05 + (k % 2) * 0.1), (3.0, 0.1, 0.1), 0.02 * (k % 3))
    bat.done("club-battens", sp.timber("batten-timber"))
    mortar_pans("club-pans", (-19.0, -28.5, 0), count=3, seed=9)
    sp.cement_bags("club-cement", (-25.0, -29.5, 0.0), count=6, rotation_z=0.2)


def deck(x0, x1, y0, y1, top, ply, tim, props):
    """The first floor slab's shuttering over the columns x0..x1, y0..y1 (grid lines 4.5 m apart):
    ply on joists and ledgers on a grid of steel props, beams boxed below it on their own props,
    edge boards round it; the slab's top at `top`. A row of single portals read as a toy: review."""
    soffit = top - SLAB
    beam_bottom = top - BEAM
    lines_x = [x0 + k * 4.5 for k in range(round((x1 - x0) / 4.5) + 1)]
    lines_y = [y0 + k * 4.5 for k in range(round((y1 - y0) / 4.5) + 1)]
    ply.box(x0 - 0.15, y0 - 0.15, soffit - 0.018, x1 + 0.15, y1 + 0.15, soffit)
    # beams boxed below the deck, X-wise ones whole and Y-wise ones between them (no overlaps)
    for y in lines_y:
        ply.box(x0 - 0.15, y - 0.15, beam_bottom - 0.018, x1 + 0.15, y + 0.15, soffit - 0.018)
    for x in lines_x:
        for ya, yb in zip(lines_y, lines_y[1:]):
            ply.box(x - 0.15, ya + 0.15, beam_bottom - 0.018, x + 0.15, yb - 0.15, soffit - 0.018)
    # edge boards standing proud of the slab's top, so the pour has a side
    e = 0.018
    ply.box(x0 - 0.15 - e, y0 - 0.15 - e, beam_bottom - 0.018, x1 + 0.15 + e, y0 - 0.15, top + 0.05)
    ply.box(x0 - 0.15 - e, y1 + 0.15, beam_bottom - 0.018, x1 + 0.15 + e, y1 + 0.15 + e, top + 0.05)
    ply.box(x0 - 0.15 - e, y0 - 0.15, beam_bottom - 0.018, x0 - 0.15, y1 + 0.15, top + 0.05)
    ply.box(x1 + 0.15, y0 - 0.15, beam_bottom - 0.018, x1 + 0.15 + e, y1 + 0.15, top + 0.05)
    # joists along X every 0.5 m on ledgers along Y every 1.2 m, each ledger on props 1.0 m apart
    joist_z, ledger_z = soffit - 0.018 - 0.1, soffit - 0.018 - 0.2
    y = y0 + 0.35
    while y < y1 - 0.2:
        if all(abs(y - line) > 0.3 for line in lines_y):
            tim.box(x0 + 0.15, y - 0.025, joist_z, x1 - 0.15, y + 0.025, soffit - 0.018)
        y += 0.5
    x = x0 + 0.6
    while x < x1 - 0.3:
        if all(abs(x - line) > 0.35 for line in lines_x):
            for ya, yb in zip(lines_y, lines_y[1:]):
                tim.box(x - 0.04, ya + 0.15, ledger_z, x + 0.04, yb - 0.15, joist_z)
                yy = ya + 0.75
                while yy < yb - 0.4:
                    sp.prop(props, x, yy, 0.42, ledger_z)
                    yy += 1.0
        x += 1.2
    # each beam on its own props, under short timber heads
    for y in lines_y:
        x = x0 + 0.9
        while x < x1 - 0.3:
            if all(abs(x - line) > 0.4 for line in lines_x):
                tim.box(x - 0.05, y - 0.3, beam_bottom - 0.118, x + 0.05, y + 0.3, beam_bottom - 0.018)
                sp.prop(props, x, y, 0.42, beam_bottom - 0.118)
            x += 1.1


def mixing_yard():
    """Where the clubhouse's concrete is mixed, south-east of its frame: river sand and 20 mm
    aggregate tipped by the drum mixer, water in the tank, a bundle of bars waiting for the beams,
    a brick stack, and the grey slurry the mixer spills where it is washed out. (A bare plot read as
    staged; from the road it left a quarter of the services' hero bare earth: reviews.)"""
    sp.brick_stack("frame-bricks", (-14.5, -27.0, 0), nx=10, ny=5, layers=8, rotation_z=0.4, missing=6, seed=9)
    heap("frame-sand", (-21.6, -28.2, 0.0), 1.6, 0.95, river_sand())
    heap("frame-aggregate", (-24.6, -26.6, 0.0), 1.3, 0.8, aggregate())
    drum_mixer("frame-mixer", (-15.3, -22.6, 0.0), math.radians(250))
    water_tank("frame-tank", (-13.2, -19.6, 0.0))
    bars, ties = sp.Batch(), sp.Batch()
    sp.bar_bundle(bars, ties, (-18.8, -29.4, 0.05), (-15.6, -27.6, 0.05), count=21)
    bars.done("frame-bars", sp.rebar())
    ties.done("frame-bar-ties", sp.rebar())
    slurry(name="frame-slurry", location=(-16.2, -24.0), radius=1.6)


def neighbour_terrace():
    """The roof terrace of the finished block next door (for looking across at the frame)."""
    z = 15.0
    # streaked by the monsoons, as every terrace's parapet in the city is (a clean one read as a
    # model's: review)
    wall = wear.weathered(m.plaster("neighbour-paint", (0.52, 0.47, 0.4), mottle=0.15))
    t = sp.Batch()
    t.box(52, -30, 0, 80, 8, z)
    t.done("neighbour", wall)
    s.slab("terrace-floor", 52, -30, 80, 8, z, z + 0.05, m.tiles("terrace-tiles", (0.36, 0.3, 0.26), (0.32, 0.27, 0.24), tile=0.3))
    par = sp.Batch()
    par.box(52, -30, z, 52.23, 8, z + 1.05)
    par.box(52, 7.77, z, 80, 8, z + 1.05)
    par.done("parapet", wall, bevel=0.01)
    cap = sp.Batch()
    cap.box(51.95, -30, z + 1.05, 52.28, 8, z + 1.1)
    cap.done("parapet-cap", wear.weathered(m.plaster("coping", (0.42, 0.41, 0.39)), tone=0.6), bevel=0.01)
    # a black water tank on a stand, pipes, a plastic chair
    s.cylinder("tank", 0.7, 1.4, (56.0, 3.5, z + 0.9 + 0.7), m.paint("tank-black", (0.03, 0.03, 0.03), roughness=0.55))
    stand = sp.Batch()
    stand.box(55.1, 2.6, z, 56.9, 4.4, z + 0.9)
    stand.done("tank-stand", m.plaster("tank-stand", (0.6, 0.58, 0.55)))
    pipes = sp.Batch()
    pipes.polyline([(56.0, 2.8, z + 1.2), (56.0, 1.5, z + 1.2), (56.0, 1.5, z + 0.1), (60.0, 1.5, z + 0.1)], 0.025)
    pipes.done("pipes", m.paint("pvc", (0.85, 0.85, 0.82), roughness=0.4))
    return z


def site_office():
    """Inside the site office cabin: a soft board of pinned prints (the floor plan, the bar chart
    of the programme, a checklist, a calendar), a table with a drawing spread out, a laptop, a
    hard hat, rolled drawings and a mug of chai; a window onto the site."""
    # grimy along the foot where boots and the mop reach (a clean box read as a game level: review)
    wall = wear.scuffed(m.paint("cabin-wall", (0.78, 0.77, 0.73), roughness=0.6))
    room = sp.Batch()
    # the walls stand 5 cm into the floor and the floor runs under them: a seam where they only
    # touched let the low sun through along the right wall's foot
    # back wall (the board's), with a window onto the block going up: the cabin read as any
    # office until the site showed (review)
    room.box(-3, -0.1, -0.05, 0.55, 0, 2.7)
    room.box(2.15, -0.1, -0.05, 3, 0, 2.7)
    room.box(0.55, -0.1, -0.05, 2.15, 0, WIN_Z0)
    room.box(0.55, -0.1, WIN_Z1, 2.15, 0, 2.7)
    room.box(-3.1, -3.5, -0.05, -3.0, 0, 2.7)      # left wall
    room.box(-3, -3.5, 2.7, 3, 0, 2.8)          # ceiling
    room.box(3.0, -3.5, -0.05, 3.1, -2.2, 2.7)      # right wall, window beyond
    room.box(3.0, -0.9, -0.05, 3.1, 0, 2.7)
    room.box(3.0, -2.2, -0.05, 3.1, -0.9, 0.95)
    room.box(3.0, -2.2, 2.15, 3.1, -0.9, 2.7)
    room.box(-3.1, -3.6, -0.05, 3.1, -3.5, 2.8)     # front wall, behind the camera
    room.done("cabin-room", wall)
    s.slab("cabin-underfloor", -3.2, -3.7, 3.2, 0.1, -0.12, -0.02, wall)
    # the site's red dust walked in over the vinyl
    vinyl = m.tiles("vinyl", (0.32, 0.3, 0.28), (0.3, 0.28, 0.26), tile=0.3, grout=(0.27, 0.26, 0.24), roughness=0.5)
    s.slab("cabin-floor", -3, -3.5, 3, 0, -0.02, 0, wear.dusty(vinyl, film=(0.4, 0.27, 0.18), scale=1.4, amount=0.45))
    # window frame and outside light
    fr = sp.Batch()
    for yy in (-2.2, -1.55, -0.9):
        fr.box(3.0, yy - 0.025, 0.95, 3.1, yy + 0.025, 2.15)
    for zz in (0.95, 2.15):
        fr.box(3.0, -2.2, zz - 0.025, 3.1, -0.9, zz + 0.025)
    fr.done("window-frame", m.paint("alu", (0.5, 0.5, 0.5), roughness=0.4, metallic=1.0))
    s.box("window-glass", (0.01, 1.3, 1.2), (3.05, -1.55, 1.55), m.glass("office-glass"))
    portal = bpy.data.lights.new("window-portal", "AREA")
    portal.shape = "RECTANGLE"
    portal.size, portal.size_y = 1.3, 1.2
    portal.cycles.is_portal = True
    lamp = bpy.data.objects.new("window-portal", portal)
    bpy.context.scene.collection.objects.link(lamp)
    lamp.location = (3.1, -1.55, 1.55)
    lamp.rotation_euler = (0, math.radians(-90), 0)
    # a slim white uPVC frame (bare metal mirrored the dim cabin and read as a heavy black frame:
    # review) and solar-film glass, as cabins in this sun have: the site outside keeps its colours
    # instead of burning out to a pale ghost (review)
    site_window = sp.Batch()
    for xx in (0.55, 1.35, 2.15):
        site_window.box(xx - 0.018, -0.1, WIN_Z0, xx + 0.018, 0, WIN_Z1)
    for zz in (WIN_Z0, WIN_Z1):
        site_window.box(0.55, -0.1, zz - 0.018, 2.15, 0, zz + 0.018)
    site_window.done("site-window-frame", m.paint("window-upvc", (0.74, 0.74, 0.72), roughness=0.35))
    middle, height = (WIN_Z0 + WIN_Z1) / 2, WIN_Z1 - WIN_Z0
    # the sliding sash pushed to the left, the right half open: through the film the site read
    # as milky (review); through the opening it keeps its contrast (two sashes, one behind the
    # other, turned the left half to frosted glass)
    film = m.glass("solar-film-glass", tint=(0.62, 0.65, 0.63))
    for k, yy in enumerate((-0.05,)):
        s.box(f"site-window-sash{k}", (0.8, 0.01, height), (0.95, yy, middle), film)
        sash = sp.Batch()
        for xx in (0.57, 1.33):
            sash.box(xx - 0.02, yy - 0.012, WIN_Z0, xx + 0.02, yy + 0.012, WIN_Z1)
        sash.done(f"site-window-sash-frame{k}", m.paint("window-upvc", (0.74, 0.74, 0.72), roughness=0.35))
    f.portal("site-window-portal", (1.35, 0.0, middle), 1.6, height, (0, -1, 0))
    # ceiling tube light (a soft panel)
    s.box("tube", (1.2, 0.08, 0.04), (0.0, -1.6, 2.68), m.emission("tube-light", (1.0, 0.97, 0.92), 12.0))
    # the cabin's wall panels meet in shallow vertical joints
    joints = sp.Batch()
    for jx in (-2.0, -1.0, 0.0):
        joints.box(jx - 0.004, -0.102, 0, jx + 0.004, -0.098, 2.7)
    for jx in (1.0, 2.0):  # under and over the window
        joints.box(jx - 0.004, -0.102, 0, jx + 0.004, -0.098, WIN_Z0)
        joints.box(jx - 0.004, -0.102, WIN_Z1, jx + 0.004, -0.098, 2.7)
    for jy in (-2.5, -1.5, -0.5):
        joints.box(-3.002, jy - 0.004, 0, -2.998, jy + 0.004, 2.7)
    joints.done("panel-joints", m.paint("panel-joint", (0.5, 0.5, 0.48), roughness=0.6))
    # the cabin's clock over the board
    s.cylinder("clock-rim", 0.16, 0.04, (-1.1, -0.12, 2.35), m.paint("clock-rim", (0.08, 0.08, 0.09), roughness=0.4), 48, rotation=(math.pi / 2, 0, 0))
    s.cylinder("clock-face", 0.145, 0.002, (-1.1, -0.141, 2.35), m.paint("clock-face", (0.86, 0.86, 0.84), roughness=0.3), 48, rotation=(math.pi / 2, 0, 0))
    hands = sp.Batch()
    for k in range(12):
        a = k * math.pi / 6
        hands.cbox((-1.1 + 0.125 * math.sin(a), -0.143, 2.35 + 0.125 * math.cos(a)), (0.006, 0.002, 0.018 if k % 3 else 0.028), 0)
    # ten past ten, the hour hand short and broad, the minute hand long and thin: hands at ten past
    # eight lie on one line through the centre and read as one (two reviews)
    hands.strut((-1.1, -0.144, 2.35), (-1.1 + 0.065 * math.sin(math.radians(305)), -0.144, 2.35 + 0.065 * math.cos(math.radians(305))), 0.007, 4)
    hands.strut((-1.1, -0.146, 2.35), (-1.1 + 0.12 * math.sin(math.radians(60)), -0.146, 2.35 + 0.12 * math.cos(math.radians(60))), 0.0035, 4)
    hands.done("clock-hands", m.paint("clock-hands", (0.03, 0.03, 0.03), roughness=0.5))
    # a soft board of pinned prints: the floor plan, the bar chart of the programme, a checklist, a calendar
    bx0, bx1, bz0, bz1 = -2.2, -0.05, 1.0, 2.05
    s.slab("softboard", bx0, -0.125, bx1, -0.1, bz0, bz1, m.plaster("softboard", (0.42, 0.3, 0.2), mottle=0.2, scale=40, bump=0.3), bevel=0.003)
    frm = sp.Batch()
    frm.box(bx0 - 0.025, -0.135, bz0 - 0.025, bx1 + 0.025, -0.1, bz0)
    frm.box(bx0 - 0.025, -0.135, bz1, bx1 + 0.025, -0.1, bz1 + 0.025)
    frm.box(bx0 - 0.025, -0.135, bz0, bx0, -0.1, bz1)
    frm.box(bx1, -0.135, bz0, bx1 + 0.025, -0.1, bz1)
    frm.done("board-frame", m.metal("board-alu", (0.65, 0.65, 0.65), 0.35))
    ink = sp.Batch()
    blue = sp.Batch()
    pins = sp.Batch()
    paper = m.paint("print-paper", (0.8, 0.8, 0.77), roughness=0.85)
    y_paper = -0.127

    def sheet(name, x0, z0, w, h, tilt=0.0):
        s.slab(name, x0, y_paper - 0.0008, x0 + w, y_paper, z0, z0 + h, paper, bevel=0)
        for px, pz in ((x0 + 0.02, z0 + h - 0.02), (x0 + w - 0.02, z0 + h - 0.02)):
            pins.box(px - 0.005, y_paper - 0.008, pz - 0.005, px + 0.005, y_paper, pz + 0.005)

    def line(batch, x0, z0, x1, z1, width=0.0025):
        if abs(z1 - z0) < abs(x1 - x0):
            batch.box(min(x0, x1), y_paper - 0.0012, z0 - width / 2, max(x0, x1), y_paper - 0.0008, z0 + width / 2)
        else:
            batch.box(x0 - width / 2, y_paper - 0.0012, min(z0, z1), x0 + width / 2, y_paper - 0.0008, max(z0, z1))

    # the floor plan (A2): the block's outline, its column grid, walls and a stair
    px0, pz0, pw, ph = -2.13, 1.3, 0.74, 0.52
    sheet("sheet-plan", px0, pz0, pw, ph)
    gx0, gz0, gw, gh = px0 + 0.05, pz0 + 0.08, pw - 0.1, ph - 0.16
    for x0_, z0_, x1_, z1_ in ((gx0, gz0, gx0 + gw, gz0), (gx0, gz0 + gh, gx0 + gw, gz0 + gh), (gx0, gz0, gx0, gz0 + gh), (gx0 + gw, gz0, gx0 + gw, gz0 + gh)):
        line(ink, x0_, z0_, x1_, z1_, 0.004)
    for i in range(7):
        for j in range(4):
            cx_, cz_ = gx0 + gw * i / 6, gz0 + gh * j / 3
            ink.box(cx_ - 0.005, y_paper - 0.0012, cz_ - 0.004, cx_ + 0.005, y_paper - 0.0008, cz_ + 0.004)
    for i in (1, 3, 5):
        line(ink, gx0 + gw * i / 6, gz0, gx0 + gw * i / 6, gz0 + gh / 3)
        line(ink, gx0 + gw * i / 6, gz0 + gh * 2 / 3, gx0 + gw * i / 6, gz0 + gh)
    line(ink, gx0, gz0 + gh / 2, gx0 + gw, gz0 + gh / 2, 0.0015)
    for k in range(8):
        line(ink, gx0 + gw * 0.45 + k * 0.012, gz0 + gh * 0.36, gx0 + gw * 0.45 + k * 0.012, gz0 + gh * 0.64, 0.0012)
    line(ink, px0 + 0.05, pz0 + 0.035, px0 + 0.3, pz0 + 0.035, 0.006)          # title block
    line(ink, px0 + pw - 0.2, pz0 + 0.025, px0 + pw - 0.05, pz0 + 0.025, 0.0015)
    # the programme (A1, big enough to read across the cabin: review): a title, a month scale,
    # task names and a bar per task stepping down the sheet, done in green up to today's red line
    cx0, cz0, cw, chh = -1.33, 1.4, 0.8, 0.6
    sheet("sheet-programme", cx0, cz0, cw, chh)
    # (at 3 cm its letters ran together into "PKOGRAMME": review)
    civic_props.text("programme-title", "PROGRAMME", (cx0 + 0.03, y_paper - 0.0012, cz0 + chh - 0.058), 0.042, m.paint("print-ink", (0.04, 0.04, 0.05), roughness=0.6), depth=0.0003, align="LEFT")
    green = sp.Batch()
    gx0_, gx1_ = cx0 + 0.19, cx0 + cw - 0.03
    line(ink, gx0_, cz0 + chh - 0.075, gx1_, cz0 + chh - 0.075, 0.002)
    for k in range(7):
        line(ink, gx0_ + (gx1_ - gx0_) * k / 6, cz0 + 0.03, gx0_ + (gx1_ - gx0_) * k / 6, cz0 + chh - 0.06, 0.001)
    today = gx0_ + (gx1_ - gx0_) * 0.52
    import random
    rnd = random.Random(4)
    for r in range(12):
        zz = cz0 + chh - 0.1 - r * 0.036
        line(ink, cx0 + 0.03, zz, cx0 + 0.03 + rnd.uniform(0.08, 0.14), zz, 0.006)
        start = gx0_ + (gx1_ - gx0_) * (r / 14 + rnd.uniform(0, 0.04))
        end = min(start + (gx1_ - gx0_) * rnd.uniform(0.12, 0.3), gx1_)
        if start < today:
            line(green, start, zz, min(end, today), zz, 0.018)
        if end > today:
            line(blue, max(start, today), zz, end, zz, 0.018)
    s.box("today-line", (0.003, 0.001, chh - 0.09), (today, y_paper - 0.0013, cz0 + (chh - 0.06) / 2 + 0.015), m.paint("print-red", (0.55, 0.04, 0.03), roughness=0.6), bevel=0)
    # a checklist (A4) and a wall calendar
    sheet("sheet-checklist", -1.31, 1.06, 0.21, 0.297)
    for r in range(12):
        zz = 1.06 + 0.297 - 0.04 - r * 0.02
        line(ink, -1.29, zz, -1.28, zz, 0.006)
        line(ink, -1.27, zz, -1.27 + rnd.uniform(0.07, 0.15), zz, 0.003)
    sheet("sheet-photo", -1.03, 1.12, 0.3, 0.21)
    s.slab("photo-print", -1.015, y_paper - 0.0012, -0.745, y_paper - 0.0008, 1.135, 1.315, m.paint("photo-print", (0.36, 0.3, 0.26), roughness=0.3), bevel=0)
    cal = -0.45  # the calendar's left edge
    sheet("sheet-calendar", cal, 1.12, 0.34, 0.48)
    s.slab("calendar-picture", cal + 0.02, y_paper - 0.0012, cal + 0.32, y_paper - 0.0008, 1.38, 1.58, m.paint("calendar-picture", (0.35, 0.42, 0.3), roughness=0.7), bevel=0)
    for r in range(5):
        for c in range(7):
            ink.box(cal + 0.025 + c * 0.042, y_paper - 0.0012, 1.15 + r * 0.042, cal + 0.045 + c * 0.042, y_paper - 0.0008, 1.16 + r * 0.042)
    ink.done("print-ink", m.paint("print-ink", (0.04, 0.04, 0.05), roughness=0.6))
    blue.done("print-bars", m.paint("print-blue", (0.18, 0.3, 0.5), roughness=0.6))
    green.done("print-bars-done", m.paint("print-green", (0.15, 0.4, 0.18), roughness=0.6))
    pins.done("pins", m.paint("pin-red", (0.6, 0.05, 0.04), roughness=0.3))
    # the table: a drawing spread out under a scale rule, a laptop with the programme, the day's kit
    top = m.paint("table-laminate", (0.45, 0.3, 0.18), roughness=0.45)
    s.slab("table-top", -1.6, -1.5, 0.8, -0.6, 0.74, 0.775, top, bevel=0.004)
    legs = sp.Batch()
    for xx in (-1.55, 0.75):
        for yy in (-1.45, -0.65):
            legs.box(xx - 0.02, yy - 0.02, 0, xx + 0.02, yy + 0.02, 0.74)
    legs.done("table-legs", m.paint("leg-black", (0.05, 0.05, 0.05), roughness=0.4))
    ztop = 0.775
    s.box("spread-drawing", (0.84, 0.59, 0.0008), (-0.55, -1.1, ztop + 0.0004), m.paint("drawing-paper", (0.83, 0.84, 0.82), roughness=0.85), bevel=0, rotation_z=0.06)
    d_ink = sp.Batch()
    for i in range(6):
        d_ink.cbox((-0.9 + i * 0.14, -1.1, ztop + 0.001), (0.003, 0.42, 0.0006), 0.06)
    for j in range(4):
        d_ink.cbox((-0.55, -1.28 + j * 0.12, ztop + 0.001), (0.72, 0.003, 0.0006), 0.06)
    d_ink.cbox((-0.33, -1.1, ztop + 0.001), (0.14, 0.2, 0.0006), 0.06)

    def on_drawing(u, v):
        """A point of the spread drawing (its own axes, from its centre) on the table."""
        c_, s_ = math.cos(0.06), math.sin(0.06)
        return (-0.55 + u * c_ - v * s_, -1.1 + u * s_ + v * c_, ztop + 0.001)

    # the title block in its bottom right corner: a ruled box of the project's particulars
    for v in (-0.265, -0.235, -0.205, -0.175):
        d_ink.cbox(on_drawing(0.29, v), (0.2, 0.002, 0.0006), 0.06)
    for u in (0.19, 0.39):
        d_ink.cbox(on_drawing(u, -0.22), (0.002, 0.09, 0.0006), 0.06)
    for v in (-0.25, -0.22, -0.19):
        d_ink.cbox(on_drawing(0.27, v), (0.1, 0.004, 0.0006), 0.06)
    d_ink.done("drawing-ink", m.paint("drawing-ink", (0.12, 0.16, 0.3), roughness=0.6))
    s.box("scale-rule", (0.3, 0.035, 0.012), (-0.62, -1.02, ztop + 0.007), m.paint("rule-white", (0.85, 0.84, 0.8), roughness=0.3), bevel=0.002, rotation_z=0.35)
    s.cylinder("pencil", 0.0035, 0.17, (-0.38, -1.28, ztop + 0.004), m.paint("pencil", (0.75, 0.55, 0.05), 0.4), rotation=(0, math.pi / 2, -0.5))
    # the laptop: base, the lid opened back, the programme on its screen
    lx, ly = 0.3, -0.95
    s.box("laptop-base", (0.32, 0.22, 0.016), (lx, ly, ztop + 0.008), m.metal("laptop-alu", (0.3, 0.3, 0.31), 0.4), bevel=0.004, rotation_z=-0.35)
    lid = s.box("laptop-lid", (0.32, 0.008, 0.21), (0, 0, 0.105), m.metal("laptop-alu", (0.3, 0.3, 0.31), 0.4), bevel=0.003)
    # the block's floor plan open in a drawing program: white walls, yellow columns and cyan
    # dimensions on a black ground (a bar graphic on a white screen read as clip art: review)
    screen = s.box("laptop-screen", (0.29, 0.002, 0.18), (0, -0.005, 0.105), m.emission("laptop-screen", (0.02, 0.022, 0.026), 1.0), bevel=0)
    walls_cad, columns_cad, dims_cad = sp.Batch(), sp.Batch(), sp.Batch()
    px0_, px1_, pz0_, pz1_ = -0.12, 0.1, 0.045, 0.175

    def cad_line(batch, u0, z0, u1, z1, width=0.0012):
        batch.box(min(u0, u1) - width / 2, -0.0066, min(z0, z1) - width / 2, max(u0, u1) + width / 2, -0.006, max(z0, z1) + width / 2)

    for u0, z0, u1, z1 in ((px0_, pz0_, px1_, pz0_), (px0_, pz1_, px1_, pz1_), (px0_, pz0_, px0_, pz1_), (px1_, pz0_, px1_, pz1_), (px0_, 0.11, 0.0, 0.11), (0.04, 0.11, px1_, 0.11), (-0.04, pz0_, -0.04, 0.09), (0.04, 0.13, 0.04, pz1_)):
        cad_line(walls_cad, u0, z0, u1, z1)
    for i in range(7):
        for zz in (pz0_, 0.11, pz1_):
            u = px0_ + (px1_ - px0_) * i / 6
            columns_cad.box(u - 0.0025, -0.0067, zz - 0.0018, u + 0.0025, -0.006, zz + 0.0018)
    cad_line(dims_cad, px0_, pz0_ - 0.012, px1_, pz0_ - 0.012, 0.0008)
    cad_line(dims_cad, px1_ + 0.012, pz0_, px1_ + 0.012, pz1_, 0.0008)
    for k in range(5):
        cad_line(dims_cad, -0.0 + k * 0.008, 0.07, -0.0 + k * 0.008, 0.1, 0.0006)  # the stair's treads
    cad_line(dims_cad, -0.14, 0.02, 0.13, 0.02, 0.006)  # the program's command line
    cad = (
        walls_cad.done("laptop-cad-walls", m.emission("cad-white", (0.9, 0.92, 0.95), 1.4)),
        columns_cad.done("laptop-cad-columns", m.emission("cad-yellow", (1.0, 0.85, 0.1), 1.4)),
        dims_cad.done("laptop-cad-dims", m.emission("cad-cyan", (0.2, 0.85, 0.95), 1.2)),
    )
    pivot = bpy.data.objects.new("laptop-hinge", None)
    bpy.context.scene.collection.objects.link(pivot)
    for child in (lid, screen, *cad):
        child.parent = pivot
    c_, s_ = math.cos(-0.35), math.sin(-0.35)
    pivot.location = (lx - s_ * 0.105, ly + c_ * 0.105, ztop + 0.016)
    pivot.rotation_euler = (math.radians(-18), 0, -0.35)
    # its peak and crest turned three-quarters to the camera (side on, it read as a blob: review)
    sp.hard_hat("office-hat", (-1.25, -0.8, ztop), color=(0.85, 0.6, 0.02), rotation_z=-0.45)
    # the day's paperwork: a stack of measurement sheets on a clipboard, a calculator
    cx_, cy_, turn = -0.04, -0.79, -0.12
    s.box("clipboard", (0.235, 0.33, 0.004), (cx_, cy_, ztop + 0.003), m.paint("clipboard", (0.32, 0.22, 0.12), roughness=0.5), bevel=0.002, rotation_z=turn)
    s.box("clipboard-sheets", (0.21, 0.297, 0.006), (cx_ + 0.015 * math.sin(turn), cy_ - 0.015 * math.cos(turn), ztop + 0.008), paper, bevel=0.0005, rotation_z=turn)
    s.box("clipboard-clip", (0.09, 0.03, 0.012), (cx_ - 0.15 * math.sin(turn), cy_ + 0.15 * math.cos(turn), ztop + 0.013), m.metal("clip-steel", (0.55, 0.55, 0.56), 0.3), bevel=0.003, rotation_z=turn)
    sheet_lines = sp.Batch()
    for r in range(11):
        v = 0.1 - r * 0.022
        sheet_lines.cbox((cx_ - v * math.sin(turn), cy_ + v * math.cos(turn), ztop + 0.0112), (0.17, 0.0015, 0.0004), turn)
    sheet_lines.done("clipboard-lines", m.paint("print-ink", (0.04, 0.04, 0.05), roughness=0.6))
    s.box("calculator", (0.085, 0.16, 0.014), (0.02, -1.2, ztop + 0.007), m.paint("calculator", (0.06, 0.06, 0.065), roughness=0.45), bevel=0.004, rotation_z=0.2)
    s.box("calculator-display", (0.065, 0.035, 0.001), (0.02 - 0.05 * math.sin(0.2), -1.2 + 0.05 * math.cos(0.2), ztop + 0.0145), m.paint("lcd", (0.42, 0.46, 0.4), roughness=0.2), bevel=0, rotation_z=0.2)
    keys = sp.Batch()
    for r in range(5):
        for c in range(4):
            u, v = -0.027 + c * 0.018, 0.015 - r * 0.017
            keys.cbox((0.02 + u * math.cos(0.2) - v * math.sin(0.2), -1.2 + u * math.sin(0.2) + v * math.cos(0.2), ztop + 0.0148), (0.013, 0.011, 0.002), 0.2)
    keys.done("calculator-keys", m.paint("calculator-keys", (0.5, 0.5, 0.52), roughness=0.5))
    sp.rolled_drawings("office-rolls", (-1.2, -1.35, ztop), rotation_z=0.2, count=2)
    # a cutting-chai glass, fluted and half full, and the engineer's phone face down
    f.lathe("chai-glass", [(0.0, 0.0), (0.024, 0.0), (0.025, 0.004), (0.031, 0.075), (0.0315, 0.077), (0.029, 0.077), (0.023, 0.006), (0.0, 0.006)], (0.62, -1.32, ztop), m.glass("tea-glass", tint=(0.92, 0.95, 0.93), roughness=0.03, architectural=False), 24)
    f.lathe("chai", [(0.0, 0.007), (0.0225, 0.007), (0.027, 0.05), (0.0, 0.05)], (0.62, -1.32, ztop), m.paint("chai", (0.4, 0.22, 0.1), roughness=0.15), 24)
    s.box("phone", (0.075, 0.158, 0.008), (0.02, -1.4, ztop + 0.004), m.paint("phone-case", (0.03, 0.03, 0.035), roughness=0.35), bevel=0.003, rotation_z=0.35)
    # box files on a wall shelf: the site's drawings, bills and test reports, labelled on the spine
    # over the window, which now has the wall where they stood
    # over the window, a hand's width below the ceiling (it sat jammed against it: review)
    shelf = WIN_Z1 + 0.13
    s.slab("file-shelf", 0.95, -0.4, 2.3, -0.1, shelf - 0.025, shelf, m.paint("shelf-grey", (0.35, 0.38, 0.4), roughness=0.45), bevel=0.003)
    spines = [sp.Batch() for _ in range(4)]
    labels = sp.Batch()
    xx = 1.0
    for k in range(13):
        w = 0.075 if k % 5 else 0.06
        colour = (k * 7) % 4
        spines[colour].cbox((xx + w / 2, -0.26, shelf + 0.16), (w - 0.004, 0.28, 0.32), 0.0)
        labels.box(xx + 0.012, -0.401, shelf + 0.19, xx + w - 0.016, -0.399, shelf + 0.26)
        xx += w
    for k, (b, colour) in enumerate(zip(spines, ((0.07, 0.1, 0.17), (0.03, 0.03, 0.035), (0.2, 0.07, 0.05), (0.3, 0.31, 0.32)))):
        b.done(f"box-files-{k}", m.paint(f"box-file-{k}", colour, roughness=0.55))
    labels.done("file-labels", m.paint("file-label", (0.85, 0.85, 0.8), roughness=0.8))
    for x in (1.1, 2.15):
        s.slab(f"shelf-bracket{x}", x - 0.01, -0.35, x + 0.01, -0.1, shelf - 0.085, shelf - 0.025, m.metal("bracket", (0.5, 0.5, 0.5), 0.4), bevel=0)
    # the engineer's chair tucked in behind the table, a steel cupboard with a spare hat, a
    # reflective vest on a hook
    office_props.task_chair("office-chair", (-0.2, -0.32, 0), color=(0.12, 0.13, 0.15))
    s.slab("cupboard", -2.95, -1.2, -2.45, -0.1, 0, 1.95, m.paint("cupboard", (0.35, 0.38, 0.4), roughness=0.45), bevel=0.006)
    sp.hard_hat("spare-hat", (-2.7, -0.6, 1.95), color=(0.88, 0.88, 0.85), rotation_z=0.5)
    vest = sp.Batch()
    vest.box(-2.99, -2.05, 1.15, -2.97, -1.55, 1.8)
    vest.done("vest", m.paint("vest-orange", (0.95, 0.28, 0.02), roughness=0.6))
    strips = sp.Batch()
    for zz in (1.3, 1.42):
        strips.box(-2.968, -2.05, zz, -2.966, -1.55, zz + 0.05)
    strips.done("vest-strips", m.metal("reflective", (0.75, 0.75, 0.75), 0.3))
    # the drinking-water dispenser with its 20-litre can
    s.slab("dispenser", 2.45, -0.55, 2.85, -0.15, 0, 1.0, m.paint("dispenser", (0.82, 0.82, 0.8), roughness=0.35), bevel=0.02)
    s.slab("dispenser-taps", 2.56, -0.57, 2.74, -0.55, 0.72, 0.8, m.paint("dispenser-taps", (0.6, 0.08, 0.05), roughness=0.4), bevel=0.005)
    # the can upside down on it: a ribbed blue body, shoulders and a neck
    can_profile = [(0.03, 1.0), (0.03, 1.05), (0.1, 1.09), (0.135, 1.14), (0.14, 1.2), (0.132, 1.24), (0.14, 1.28), (0.132, 1.32), (0.14, 1.36), (0.135, 1.42), (0.1, 1.46), (0.0, 1.47)]
    f.lathe("water-can", can_profile, (2.65, -0.35, 0.0), m.glass("water-can-blue", tint=(0.45, 0.7, 0.95), roughness=0.05, architectural=False), 40)
    s.cylinder("vest-hook", 0.01, 0.06, (-2.97, -1.8, 1.84), m.metal("hook", (0.6, 0.6, 0.6), 0.3), rotation=(0, math.pi / 2, 0))
    # outside: bright site through the window
    s.plane("outside-ground", 160, 160, (40, 40, -0.3), sp.soil("site-soil", color=(0.24, 0.1, 0.05), dry=(0.34, 0.2, 0.12)))
    # the crane's mast stands in the window's view, beside the block (at 37 m east it stood outside
    # it and the view had no crane: review)
    sp.tower_crane("office-crane", (19.0, 36.0, -0.3), 30.0, jib=40.0, counter=12.0, heading_deg=150.0, hook_at=22.0, hook_drop=8.0)
    # the yard between: bricks, sand and cement for the block (bare ground read as a desert: review)
    sp.brick_stack("yard-bricks", (12.5, 15.5, -0.3), nx=10, ny=5, layers=8, rotation_z=0.35, missing=5, seed=4)
    heap("yard-sand", (7.5, 19.5, -0.3), 1.8, 1.0, river_sand())
    sp.cement_bags("yard-cement", (10.0, 12.0, -0.3), count=10, rotation_z=-0.2, seed=5)
    # the mixer, its water and the aggregate beside the sand (a heap and bags alone read as an
    # empty yard: review)
    heap("yard-aggregate", (5.6, 23.0, -0.3), 1.6, 0.85, aggregate(), seed=3)
    drum_mixer("yard-mixer", (10.2, 18.4, -0.3), math.radians(200))
    water_tank("yard-tank", (13.8, 20.6, -0.3))
    slurry(name="yard-slurry", location=(10.8, 17.2), radius=1.4, z=-0.3)
    # the block going up across the site, far enough to show its height: columns and six slabs,
    # its crane beside it, and the town beyond (an empty plain read as a desert: review)
    frame_out = sp.Batch()
    for i in range(6):
        for j in range(3):
            frame_out.box(24 + j * 4.2, 26 + i * 4.2, -0.3, 24.45 + j * 4.2, 26.3 + i * 4.2, 18.0)
    for k in range(1, 7):
        frame_out.box(23.8, 25.8, 3.0 * k - 0.15, 33.0, 47.3, 3.0 * k)
    frame_out.done("outside-frame", conc())
    tubes, planks = sp.Batch(), sp.Batch()
    sp.scaffold(tubes, planks, 25.8, 47.3, 23.8, -0.3, 12.0, axis="Y", outward=-1, bay=2.4, lift=2.0)
    sp.scaffold(tubes, planks, 23.8, 33.0, 25.8, -0.3, 12.0, axis="X", outward=-1, bay=2.4, lift=2.0)
    tubes.done("outside-scaffold-tubes", sp.galvanised())
    planks.done("outside-scaffold-planks", plank_timber())


# ------------------------------------------------------------------ views

def evening_light(azimuth_deg=262, haze=4.0, air=1.6):
    """A low orange evening sun of 12 degrees under a warm sky, hazy toward the sun (warmth= warms
    the sun lamp only, and a pale sky read as overcast noon: review). Looking away from the sun,
    less haze and air: there they read as a band of smog on the horizon."""
    sun = stage.sky(elevation_deg=12, azimuth_deg=azimuth_deg, strength=0.38, sun_strength=12.0, dust=1.8)
    sun.data.color = (1.0, 0.6, 0.3)
    sky = next(n for n in bpy.context.scene.world.node_tree.nodes if n.type == "TEX_SKY")
    sky.dust_density = haze
    sky.air_density = air


def no_crane_shadow():
    """A low sun passes through the crane's head on its way to the top slab: its shadow, which no
    one can place, greyed the whole foreground."""
    for obj in bpy.data.objects:
        if obj.name.startswith("crane-"):
            obj.visible_shadow = False


def build(view):
    if view == "main":
        stage.sky(elevation_deg=48, azimuth_deg=232, strength=0.9, sun_strength=4.2, dust=1.6)
        clouds.deck()
        ground_and_site(near=(46.0, -35.5, 0.6))
        # the middle ground worked: the next pour's sand and aggregate tipped by the track, the
        # site's water tank and a bundle of bars (30 % of the picture was bare earth: review)
        heap("main-sand", (50.0, -29.0, 0.0), 2.4, 1.2, river_sand())
        heap("main-aggregate", (47.2, -26.4, 0.0), 2.0, 1.0, aggregate())
        water_tank("main-tank", (39.4, -37.6, 0.0))
        bars, ties = sp.Batch(), sp.Batch()
        sp.bar_bundle(bars, ties, (30.0, -29.0, 0.05), (35.0, -27.0, 0.05), count=21)
        bars.done("main-bars", sp.rebar())
        ties.done("main-bar-ties", sp.rebar())
        block()
        neighbourhood()
        stage.camera((53.0, -44.0, 1.6), (15.0, 4.0, 16.5), lens=28)
    elif view == "morning":
        stage.sky(elevation_deg=24, azimuth_deg=125, strength=0.9, sun_strength=4.0, dust=2.2)
        clouds.deck()
        # bricks, bars and ply waiting near the camera (the foreground was a strip of bare earth:
        # reviews)
        ground_and_site(near=(-19.5, -32.5, 0.3))
        clubhouse()
        mixing_yard()
        block(front_top=8, west_scaffold=True, crane_heading=-25.0)
        neighbourhood()
        # inside the hoarding, past the clubhouse's deck (from the road, the hoarding and bare
        # earth filled the bottom half: review)
        stage.camera((-38.0, -44.0, 1.5), (-2.0, 3.0, 16.5), lens=30)
    elif view == "frame":
        # a low sun from behind the camera's left: the props, columns and bricks throw long
        # shadows across the plinth (a high sun left the frame flat)
        stage.sky(elevation_deg=22, azimuth_deg=200, strength=0.85, sun_strength=5.0, dust=1.8)
        clouds.deck()
        ground_and_site(hoarding=True, clutter=False)
        clubhouse()
        mixing_yard()
        # no crew: at 13 m the kit's figures read as dolls (reviews)
        block()
        neighbourhood()
        stage.camera((-12.5, -31.0, 1.6), (-22.0, -20.5, 2.6), lens=28)
    elif view == "upper":
        stage.sky(elevation_deg=45, azimuth_deg=215, strength=0.9, sun_strength=4.2, dust=1.6)
        clouds.deck()
        ground_and_site(hoarding=False)
        block()
        neighbourhood(keep_out=((50, -32, 82, 10),))
        z = neighbour_terrace()
        stage.camera((56.5, -13.5, z + 1.6), (16.0, 5.0, 24.5), lens=35)
    elif view == "slab":
        # a low evening sun ahead of the camera: long shadows of the cages and the stacks
        # (warmer: the grey-white evening sky read as overcast noon: review)
        # (a sun of 4 at 9 degrees barely lit the slab and the sky's cool light flattened it: a
        # stronger orange sun a little higher, from the west, rakes it with long shadows: review)
        evening_light()
        clouds.deck()
        ground_and_site()
        # the crane slewed so its counter-jib swings out of the frame (its machinery and weights,
        # cut by the top-left corner, read as a grey box floating there: last review)
        # (slewed a little further, its jib's tip no longer ends on a column's edge)
        block(crane_load=None, hook_drop=9.0, crane_heading=93.0, bay=BAY)
        no_crane_shadow()
        neighbourhood(haze=EVENING_HAZE)
        z = L(TOP)
        slab_work(z)
        # the bay left out of the pour, its bottom mat being tied, in the foreground (a stack of ply
        # on battens read as a plank on bricks: review), not hats and drawings lying on the slab
        # (they read as left behind: last review); the camera a little lower
        bar_mat(BAY, z)
        bars, ties = sp.Batch(), sp.Batch()
        sp.bar_bundle(bars, ties, (21.1, 0.5, z), (22.2, 2.55, z), count=28, radius=0.008)
        bars.done("next-lift-bars", sp.rebar())
        ties.done("next-lift-bar-ties", binding_wire())
        # no crew: at 10 m the kit's figures read as dolls (reviews); what they use stays, a barrow
        # by the landed bars
        sp.wheelbarrow("slab-barrow", (12.6, 2.1, z), rotation_z=math.radians(200))
        # a site's barrow is black steel under dried mortar (the kit's green read as a toy: review)
        pan = crusted_paint("barrow-steel", (0.06, 0.06, 0.065))
        for part in ("slab-barrow-pan", "slab-barrow-pan-bottom"):
            bpy.data.objects[part].data.materials[0] = pan
        # on the slab, inside its edge protection (the camera stood beyond the edge before)
        stage.camera((23.9, 0.35, z + 1.3), (10.0, 7.0, z - 0.4), lens=28)
        stage.depth_of_field(bpy.context.scene.camera, 3.8, 8.0)
    elif view == "stair":
        # a low orange sun from the south-west, as on the slab: the flight's side lit, its steps
        # casting a staircase of shadow across the slab (a high sun left it flat: review)
        evening_light(azimuth_deg=232, haze=1.2, air=1.0)
        clouds.deck()
        ground_and_site()
        block(crane_heading=200.0)
        no_crane_shadow()
        stair()
        neighbourhood(haze=EVENING_HAZE)
        z = L(TOP)
        # the slab in use: ply waiting for the landing's shuttering (an empty slab read as a stair
        # to nowhere: review); no figure, since none can stand 10 m off in this corner of the slab
        sheets = sp.Batch()
        for k, a in enumerate((0.1, 0.16, 0.05)):
            sheets.cbox((20.6, 7.2, z + 0.06 + k * 0.018), (2.44, 1.22, 0.018), a)
        sheets.done("stair-ply", sp.plywood("loose-ply"))
        dun = sp.Batch()
        for dx in (-0.8, 0.8):
            dun.cbox((20.6 + dx, 7.2, z + 0.025), (0.1, 1.3, 0.05), 0.1)
        dun.done("stair-dunnage", sp.timber("dunnage"))
        stage.camera((18.9, 11.4, z + 1.4), (24.3, 8.0, z + 1.1), lens=28)
    elif view == "office":
        # a low morning sun through the east window, across most of the table and its drawing
        # (ray casts: at 22 degrees it lit only the laptop's end), and less of the sky's light, so
        # the room has a key light and the site outside its contrast (flat and milky: review)
        stage.sky(elevation_deg=15, azimuth_deg=96, strength=0.7, sun_strength=8.0, dust=1.5, warmth=0.3)
        site_office()
        neighbourhood()
        # bright paths off the sunlit table speckled the dark chair and legs
        bpy.context.scene.cycles.sample_clamp_indirect = 1.0
        stage.camera((-0.5, -3.3, 1.4), (0.1, 0.0, 1.3), lens=23)
    else:
        raise ValueError(view)
    grime_ply_splashes("soffit-ply", "column-ply", "loose-ply")
    # the site's red dust over its loose bricks (clean, they read as orange plastic: review)
    if "loose-brick" in bpy.data.materials:
        wear.dusty(bpy.data.materials["loose-brick"], film=(0.34, 0.2, 0.12), scale=3.0, amount=0.5)
