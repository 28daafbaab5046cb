"""Clouds, which Blender's physical (Nishita) sky has none of: scenes that show a lot of sky add a
deck of fair-weather cumulus to the world that stage.sky() made."""
import bpy


def deck(cover=0.5, seed=3.0):
    """Fair-weather cumulus: a noise laid on a flat deck overhead,
    thinning into the haze toward the horizon, lit a little brighter than the sky around it."""
    world = bpy.context.scene.world
    nodes, links = world.node_tree.nodes, world.node_tree.links
    sky = next(n for n in nodes if n.type == "TEX_SKY")
    background = nodes["Background"]
    direction = nodes.new("ShaderNodeTexCoord").outputs["Generated"]
    xyz = nodes.new("ShaderNodeSeparateXYZ")
    links.new(direction, xyz.inputs[0])

    def math_node(op, *values):
        node = nodes.new("ShaderNodeMath")
        node.operation = op
        for socket, value in zip(node.inputs, values):
            if isinstance(value, float):
                socket.default_value = value
            else:
                links.new(value, socket)
        return node.outputs[0]

    height = math_node("MAXIMUM", xyz.outputs["Z"], 0.03)
    deck = nodes.new("ShaderNodeCombineXYZ")
    links.new(math_node("DIVIDE", xyz.outputs["X"], height), deck.inputs["X"])
    links.new(math_node("DIVIDE", xyz.outputs["Y"], height), deck.inputs["Y"])
    deck.inputs["Z"].default_value = seed
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 0.9
    noise.inputs["Detail"].default_value = 8.0
    noise.inputs["Roughness"].default_value = 0.58
    links.new(deck.outputs[0], noise.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.62 - cover * 0.2
    ramp.color_ramp.elements[1].position = 0.72 - cover * 0.2
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    horizon = nodes.new("ShaderNodeMapRange")
    links.new(xyz.outputs["Z"], horizon.inputs["Value"])
    horizon.inputs["From Min"].default_value = 0.03
    horizon.inputs["From Max"].default_value = 0.3
    amount = math_node("MULTIPLY", ramp.outputs["Color"], horizon.outputs["Result"])
    # the cloud's colour: the sky's own brightness, whitened, darker underneath where the noise is thick
    grey = nodes.new("ShaderNodeRGBToBW")
    links.new(sky.outputs[0], grey.inputs[0])
    lit = math_node("MULTIPLY", grey.outputs[0], 1.9)
    shade = math_node("MULTIPLY_ADD", noise.outputs["Fac"], -0.9, 1.45)
    white = nodes.new("ShaderNodeCombineColor")
    value = math_node("MULTIPLY", lit, shade)
    for channel, tint in zip(white.inputs[:3], (1.0, 0.98, 0.95)):
        links.new(math_node("MULTIPLY", value, tint), channel)
    mix = nodes.new("ShaderNodeMixRGB")
    links.new(amount, mix.inputs["Fac"])
    links.new(sky.outputs[0], mix.inputs[1])
    links.new(white.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], background.inputs["Color"])
