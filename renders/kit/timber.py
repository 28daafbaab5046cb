"""Timber grain that follows each part: fine, low-contrast streaks along the part's longest side.

`materials.wood` draws wide ring bands along one axis per material, so a chair's legs and rails,
which share a material, show stripes across half their parts. Every scene reads `materials.py`,
so changing it re-renders all pictures at once (hours); instead a scene adopts this grain by
calling `regrain()` at the end of its `build`, and its pictures re-render with it. When every
scene calls it, the grain moves into `materials.wood` and this module goes.
"""
import bpy

from kit import materials as m

# The long side is stretched this much, so streaks run the part's length.
ALONG = 0.04


def _is_old_wood(material):
    """A material made by `materials.wood`: the only one built on a rings wave."""
    if not material or not material.use_nodes:
        return False
    return any(node.type == "TEX_WAVE" and node.wave_type == "RINGS" for node in material.node_tree.nodes)


def _wood_colours(material):
    ramp = next(node for node in material.node_tree.nodes if node.type == "VALTORGB")
    elements = ramp.color_ramp.elements
    return tuple(elements[0].color[:3]), tuple(elements[1].color[:3])


def _rebuild(material):
    dark, light = _wood_colours(material)
    nodes = material.node_tree.nodes
    for node in list(nodes):
        if node.type not in ("BSDF_PRINCIPLED", "OUTPUT_MATERIAL"):
            nodes.remove(node)
    bsdf = next(node for node in nodes if node.type == "BSDF_PRINCIPLED")

    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    grain = nodes.new("ShaderNodeAttribute")
    grain.attribute_type = "OBJECT"
    grain.attribute_name = "grain"
    stretched = nodes.new("ShaderNodeVectorMath")
    stretched.operation = "MULTIPLY"
    m._link(material, coords, stretched.inputs[0])
    m._link(material, grain.outputs["Vector"], stretched.inputs[1])
    # Each part its own stretch of the log, so neighbouring boards differ.
    info = nodes.new("ShaderNodeObjectInfo")
    offset = nodes.new("ShaderNodeVectorMath")
    offset.operation = "SCALE"
    offset.inputs["Scale"].default_value = 40.0
    m._link(material, info.outputs["Random"], offset.inputs[0])
    moved = nodes.new("ShaderNodeVectorMath")
    moved.operation = "ADD"
    m._link(material, stretched.outputs["Vector"], moved.inputs[0])
    m._link(material, offset.outputs["Vector"], moved.inputs[1])
    vector = moved.outputs["Vector"]

    streaks = m._noise(material, nodes, vector, 80.0, detail=3.0, roughness=0.55)
    figure = m._noise(material, nodes, vector, 9.0, detail=2.0, roughness=0.5)
    mix = nodes.new("ShaderNodeMix")
    mix.data_type = "FLOAT"
    mix.inputs["Factor"].default_value = 0.45
    m._link(material, streaks, mix.inputs["A"])
    m._link(material, figure, mix.inputs["B"])
    fac = mix.outputs["Result"]
    # Finished teak: grain as fine streaks around the old bands' middle tone, never full stripes.
    def tone(amount):
        return tuple(l + (d - l) * amount for l, d in zip(light, dark))

    colour = m._ramp(material, nodes, fac, [(0.36, tone(0.7)), (0.5, tone(0.35)), (0.64, m._shade(light, 1.05))])
    m._link(material, colour, bsdf.inputs["Base Color"])
    m._bump(material, nodes, bsdf, streaks, strength=0.03, distance=0.001)


def regrain():
    """Give every `materials.wood` material in the scene the new grain, and every part using one
    its grain direction (the longest side of the part's own mesh)."""
    rebuilt = set()
    for material in bpy.data.materials:
        if _is_old_wood(material):
            _rebuild(material)
            rebuilt.add(material.name)
    for obj in bpy.data.objects:
        if obj.type != "MESH" or not any(slot.material and slot.material.name in rebuilt for slot in obj.material_slots):
            continue
        xs, ys, zs = zip(*(vertex.co[:] for vertex in obj.data.vertices))
        sizes = [max(axis) - min(axis) for axis in (xs, ys, zs)]
        along = sizes.index(max(sizes))
        obj["grain"] = [ALONG if axis == along else 1.0 for axis in range(3)]
