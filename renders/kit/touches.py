"""Corrections to kit pieces that a scene applies after building, because making them in the
piece's own module would re-render every scene that imports it (hours). Each moves into its module
with the next full re-render, as `timber.regrain` will; a scene adopts one by calling it, and its
pictures re-render with it.
"""
import bpy

from kit import materials as m


def unstack_sofa(name):
    """`furniture.sofa` builds its body, back and arms flush with one another, and the faces they
    share render as black patches on the sofa's back and ends: the back and arms step out 3 mm."""
    bpy.data.objects[name + "-back"].location.y += 0.003
    for side in (-1, 1):
        arm = bpy.data.objects[f"{name}-arm{side}"]
        arm.location.x += side * 0.003
        arm.location.y += 0.0015


def _vein_waves(material):
    """The rings of a `materials.tiles` marble: a wave texture feeding its vein ramp."""
    if not material or not material.use_nodes:
        return []
    nodes = material.node_tree.nodes
    return [node for node in nodes if node.type == "TEX_WAVE"] if any(node.type == "TEX_BRICK" for node in nodes) else []


def revein():
    """Marble veins that wander and fork, in place of `materials.tiles`' rings, which read as the
    contour lines of a map: a vein is where a fractal noise crosses its middle value, a thin
    line that meanders, with a fainter second set at a finer scale."""
    for material in bpy.data.materials:
        for wave in _vein_waves(material):
            nodes = material.node_tree.nodes
            ramp = wave.outputs["Fac"].links[0].to_node
            vector = wave.inputs["Vector"].links[0].from_socket
            lines = []
            for scale, width, depth in ((0.9, 0.02, 0.45), (2.6, 0.01, 0.7)):
                noise = m._noise(material, nodes, vector, scale, detail=10.0, roughness=0.62)
                noise.node.inputs["Distortion"].default_value = 0.6
                lines.append(m._ramp(material, nodes, noise, [(0.5 - width, (1, 1, 1)), (0.5, (depth,) * 3), (0.5 + width, (1, 1, 1))]))
            both = nodes.new("ShaderNodeMixRGB")
            both.blend_type = "MULTIPLY"
            both.inputs["Fac"].default_value = 1.0
            m._link(material, lines[0], both.inputs[1])
            m._link(material, lines[1], both.inputs[2])
            marble = ramp.outputs["Color"].links[0].to_socket
            m._link(material, both.outputs[0], marble)
            # thin lines need more strength than the rings' broad bands to read as much
            fac = marble.node.inputs["Fac"]
            fac.default_value = min(1.0, fac.default_value * 2.0)
            nodes.remove(ramp)
            nodes.remove(wave)
