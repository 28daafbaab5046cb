"""The wear of use laid over a finished material: dust walked over a floor, scuffs at a wall's
foot, monsoon streaks down an outside wall. Reviews kept finding surfaces as clean as on handover
day ("a showroom", "a game level"); these add the film that work, feet and weather leave, without
a material of their own for each scene."""


def tint(material, amount, colour, blend="MIX"):
    """Blends the material's base colour toward colour (an RGB triple, or a colour socket of the
    same tree) by amount (a number, or a socket giving 0..1 over the surface); blend is a MixRGB
    mode."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    base = nodes["Principled BSDF"].inputs["Base Color"]
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = blend
    if isinstance(amount, float):
        mix.inputs["Fac"].default_value = amount
    else:
        links.new(amount, mix.inputs["Fac"])
    if base.links:
        links.new(base.links[0].from_socket, mix.inputs["Color1"])
    else:
        mix.inputs["Color1"].default_value = base.default_value
    if isinstance(colour, tuple):
        mix.inputs["Color2"].default_value = (*colour, 1)
    else:
        links.new(colour, mix.inputs["Color2"])
    links.new(mix.outputs["Color"], base)


def pattern(material, scale, stretch=(1.0, 1.0, 1.0), detail=6.0, edges=(0.4, 0.7)):
    """A noise over the object's coordinates, scaled by stretch, mapped to 0..1 between edges."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = stretch
    links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    noise.inputs["Roughness"].default_value = 0.65
    links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    share = nodes.new("ShaderNodeMapRange")
    share.inputs["From Min"].default_value, share.inputs["From Max"].default_value = edges
    links.new(noise.outputs["Fac"], share.inputs["Value"])
    return share.outputs["Result"]


def dusty(material, film=(0.58, 0.56, 0.52), scale=0.9, amount=0.55):
    """A pale film of dust in drifts and tracks over a floor's own colour, matt where it lies;
    film is its colour, scale how many drifts to a metre, amount how thick the thickest is."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    drifts = pattern(material, scale, detail=8.0, edges=(0.42, 0.72))
    thickness = nodes.new("ShaderNodeMath")
    thickness.operation = "MULTIPLY"
    thickness.inputs[1].default_value = amount
    links.new(drifts, thickness.inputs[0])
    tint(material, thickness.outputs[0], film)
    matt = nodes.new("ShaderNodeMapRange")
    matt.inputs["To Min"].default_value = bsdf.inputs["Roughness"].default_value
    matt.inputs["To Max"].default_value = 0.85
    links.new(thickness.outputs[0], matt.inputs["Value"])
    links.new(matt.outputs["Result"], bsdf.inputs["Roughness"])
    return material


def scuffed(material, height=0.35, tone=0.72):
    """Kick marks and grime along a wall's foot, up to about height metres, in patches: the wall's
    colour darkened toward tone times itself where a boot or a mop has been."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord")
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(coords.outputs["Object"], split.inputs[0])
    foot = nodes.new("ShaderNodeMapRange")
    foot.inputs["From Max"].default_value = height
    foot.inputs["To Min"].default_value = 1.0
    foot.inputs["To Max"].default_value = 0.0
    links.new(split.outputs["Z"], foot.inputs["Value"])
    grime = nodes.new("ShaderNodeMath")
    grime.operation = "MULTIPLY"
    links.new(foot.outputs["Result"], grime.inputs[0])
    links.new(pattern(material, 4.0), grime.inputs[1])
    tint(material, grime.outputs[0], (tone, tone * 0.97, tone * 0.92), blend="MULTIPLY")
    return material


def weathered(material, tone=0.7, scale=6.0):
    """Monsoon streaks down an outside wall: long vertical smears, darker toward tone times the
    wall's colour, in runs a few fingers to a hand wide (scale across, a tenth of it down)."""
    streaks = pattern(material, 1.0, stretch=(scale, scale, scale / 10), detail=4.0, edges=(0.5, 0.75))
    tint(material, streaks, (tone, tone * 0.98, tone * 0.95), blend="MULTIPLY")
    return material
