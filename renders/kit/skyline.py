"""The city seen from an upper floor: the houses of `surroundings.low_town` on their street grid
below, rings of apartment towers (`site_props.far_city`) between them and the horizon, all set
down to the street's level under the room; at dusk, a share of their windows lit. One backdrop
for every window high above Hyderabad (plain blocks with a scatter of lit dots read as toys)."""
import bpy

from kit import materials as m
from kit import shapes as s
from kit import site_props as sp
from kit import surroundings


def town_below(seed, ground_z, dusk=False, rings=(), clear=24.0):
    """ground_z: the street's level below the room's floor (z = 0). rings: (near, far, count,
    sector, heights) of towers nearer than the far ring at 480-1300 m. clear: the half-width of
    the plot around the building kept free of houses."""
    haze = (0.16, 0.2, 0.3) if dusk else (0.7, 0.72, 0.74)
    before = set(bpy.data.objects)
    surroundings.low_town(seed, (0.0, 0.0), clear, 520, keep_out=((-clear, -clear, clear, clear),), haze=haze, distance=900, trees=0.4)
    for k, (near, far, count, sector, heights) in enumerate(rings):
        sp.far_city(seed + 1 + k, (0.0, 0.0), near, far, count, sector=sector, heights=heights, haze=haze, distance=1100)
    sp.far_city(seed, (0.0, 0.0), 480, 1300, 60, sector=(-180, 180), heights=(35, 110), haze=haze, distance=1100)
    for obj in set(bpy.data.objects) - before:
        if obj.parent is None:
            obj.location.z += ground_z
    s.plane("cityground", 6000, 6000, (0, 0, ground_z - 0.07), sp.hazify(m.ground("city-ground", (0.2, 0.16, 0.1), dry=(0.32, 0.25, 0.17), scale=0.05), haze, 900))
    if dusk:
        light_windows(0.32, (1.0, 0.68, 0.38), 6.0)


def light_windows(share, colour, strength):
    """Light a share of the town's windows: each facade's window grid is a brick texture; a second
    one on the same grid gives every pane a random value, and the panes above 1 - share glow."""
    for material in bpy.data.materials:
        if not material.name.startswith(("house-facade-", "tower-facade-")):
            continue
        nodes, links = material.node_tree.nodes, material.node_tree.links
        grid = next(node for node in nodes if node.type == "TEX_BRICK")
        bsdf = next(node for node in nodes if node.type == "BSDF_PRINCIPLED")
        pick = nodes.new("ShaderNodeTexBrick")
        pick.offset = grid.offset
        for key in ("Scale", "Brick Width", "Row Height", "Mortar Size"):
            pick.inputs[key].default_value = grid.inputs[key].default_value
        pick.inputs["Color1"].default_value = (0, 0, 0, 1)
        pick.inputs["Color2"].default_value = (1, 1, 1, 1)
        pick.inputs["Mortar"].default_value = (0, 0, 0, 1)
        links.new(grid.inputs["Vector"].links[0].from_socket, pick.inputs["Vector"])
        ramp = nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.interpolation = "CONSTANT"
        ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
        ramp.color_ramp.elements[1].position = 1.0 - share
        ramp.color_ramp.elements[1].color = (*colour, 1)
        links.new(pick.outputs["Color"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], bsdf.inputs["Emission"])
        bsdf.inputs["Emission Strength"].default_value = strength
