"""Procedural materials, built from Blender's own texture nodes: nothing is downloaded. Each
function returns a material, cached by name, so scenes can call them freely."""
import bpy

_cache = {}


def _new(name):
    if name in _cache:
        return None, None, None
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes = material.node_tree.nodes
    bsdf = nodes["Principled BSDF"]
    _cache[name] = material
    return material, nodes, bsdf


def _link(material, a, b):
    material.node_tree.links.new(a, b)


def _coords(material, nodes, kind="Object"):
    coords = nodes.new("ShaderNodeTexCoord")
    return coords.outputs[kind]


def _bump(material, nodes, bsdf, height_socket, strength=0.1, distance=0.02):
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    _link(material, height_socket, bump.inputs["Height"])
    _link(material, bump.outputs["Normal"], bsdf.inputs["Normal"])


def _ramp(material, nodes, factor_socket, stops):
    ramp = nodes.new("ShaderNodeValToRGB")
    elements = ramp.color_ramp.elements
    elements[0].position, elements[0].color = stops[0][0], (*stops[0][1], 1)
    elements[1].position, elements[1].color = stops[-1][0], (*stops[-1][1], 1)
    for position, color in stops[1:-1]:
        element = elements.new(position)
        element.color = (*color, 1)
    _link(material, factor_socket, ramp.inputs["Fac"])
    return ramp.outputs["Color"]


def _noise(material, nodes, vector, scale, detail=4.0, roughness=0.55):
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    noise.inputs["Roughness"].default_value = roughness
    _link(material, vector, noise.inputs["Vector"])
    return noise.outputs["Fac"]


def _shade(color, amount):
    return tuple(max(0.0, min(1.0, channel * amount)) for channel in color)


def plaster(name, color, roughness=0.85, mottle=0.08, scale=3.0, bump=0.05):
    """Rendered and painted wall: a flat colour, faint mottling, a fine trowel texture."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    fac = _noise(material, nodes, vector, scale, detail=6)
    tone = _ramp(material, nodes, fac, [(0.3, _shade(color, 1 - mottle)), (0.7, _shade(color, 1 + mottle / 2))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = 0.3
    grain = _noise(material, nodes, vector, 180.0, detail=2)
    _bump(material, nodes, bsdf, grain, strength=bump, distance=0.01)
    return material


def concrete(name, color=(0.42, 0.41, 0.39), roughness=0.8, formwork=False):
    """Raw or fair-faced concrete; with formwork, the marks of the boards run along X."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    blotch = _noise(material, nodes, vector, 1.5, detail=8, roughness=0.65)
    tone = _ramp(material, nodes, blotch, [(0.35, _shade(color, 0.78)), (0.5, color), (0.7, _shade(color, 1.12))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    pores = _noise(material, nodes, vector, 120.0, detail=3)
    height = pores
    if formwork:
        wave = nodes.new("ShaderNodeTexWave")
        wave.wave_type = "BANDS"
        wave.bands_direction = "Z"
        wave.inputs["Scale"].default_value = 3.3
        wave.inputs["Distortion"].default_value = 0.5
        _link(material, vector, wave.inputs["Vector"])
        mix = nodes.new("ShaderNodeMath")
        mix.operation = "ADD"
        _link(material, pores, mix.inputs[0])
        _link(material, wave.outputs["Fac"], mix.inputs[1])
        height = mix.outputs[0]
    _bump(material, nodes, bsdf, height, strength=0.15, distance=0.01)
    return material


def tiles(name, color_a, color_b, tile=0.6, grout=(0.55, 0.53, 0.5), roughness=0.35, speckle=0.0, veins=0.0, grout_width=0.004):
    """Floor and wall tiles or stone slabs: Kota, granite, vitrified, marble. color_a and color_b
    are the spread of tones between slabs; speckle adds granite's grains, veins a marble's."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    brick = nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0 / tile
    brick.inputs["Mortar Size"].default_value = grout_width / tile
    brick.inputs["Brick Width"].default_value = 1.0
    brick.inputs["Row Height"].default_value = 1.0
    brick.inputs["Bias"].default_value = 0.0
    brick.inputs["Color1"].default_value = (*color_a, 1)
    brick.inputs["Color2"].default_value = (*color_b, 1)
    brick.inputs["Mortar"].default_value = (*grout, 1)
    _link(material, vector, brick.inputs["Vector"])
    color = brick.outputs["Color"]
    cloud = _noise(material, nodes, vector, 4.0, detail=6)
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 0.35
    _link(material, color, mix.inputs[1])
    _link(material, _ramp(material, nodes, cloud, [(0.3, (0.8, 0.8, 0.8)), (0.7, (1, 1, 1))]), mix.inputs[2])
    color = mix.outputs[0]
    if speckle:
        voronoi = nodes.new("ShaderNodeTexVoronoi")
        voronoi.inputs["Scale"].default_value = 220.0
        _link(material, vector, voronoi.inputs["Vector"])
        dots = _ramp(material, nodes, voronoi.outputs["Distance"], [(0.0, (0.05, 0.05, 0.05)), (0.25, (1, 1, 1))])
        speck = nodes.new("ShaderNodeMixRGB")
        speck.blend_type = "MULTIPLY"
        speck.inputs["Fac"].default_value = speckle
        _link(material, color, speck.inputs[1])
        _link(material, dots, speck.inputs[2])
        color = speck.outputs[0]
    if veins:
        wave = nodes.new("ShaderNodeTexWave")
        wave.inputs["Scale"].default_value = 1.2
        wave.inputs["Distortion"].default_value = 12.0
        wave.inputs["Detail"].default_value = 6.0
        _link(material, vector, wave.inputs["Vector"])
        vein = _ramp(material, nodes, wave.outputs["Fac"], [(0.0, (0.55, 0.55, 0.55)), (0.08, (1, 1, 1))])
        marble = nodes.new("ShaderNodeMixRGB")
        marble.blend_type = "MULTIPLY"
        marble.inputs["Fac"].default_value = veins
        _link(material, color, marble.inputs[1])
        _link(material, vein, marble.inputs[2])
        color = marble.outputs[0]
    _link(material, color, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    # The grout lines sit a little lower than the slabs.
    _bump(material, nodes, bsdf, brick.outputs["Fac"], strength=0.3, distance=0.003)
    return material


def wood(name, light=(0.42, 0.24, 0.12), dark=(0.22, 0.11, 0.05), roughness=0.45, scale=6.0, along="X"):
    """Teak and other timber: grain bands along the board, broken up by noise."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    mapping = nodes.new("ShaderNodeMapping")
    # Stretch the pattern along the board so the grain runs its length.
    stretch = {"X": (0.08, 1, 1), "Y": (1, 0.08, 1), "Z": (1, 1, 0.08)}[along]
    mapping.inputs["Scale"].default_value = stretch
    _link(material, vector, mapping.inputs["Vector"])
    wave = nodes.new("ShaderNodeTexWave")
    wave.wave_type = "RINGS"
    wave.inputs["Scale"].default_value = scale
    wave.inputs["Distortion"].default_value = 6.0
    wave.inputs["Detail"].default_value = 4.0
    wave.inputs["Detail Scale"].default_value = 1.5
    _link(material, mapping.outputs["Vector"], wave.inputs["Vector"])
    grain = _ramp(material, nodes, wave.outputs["Fac"], [(0.0, dark), (0.55, light), (1.0, _shade(light, 1.15))])
    _link(material, grain, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Clearcoat"].default_value = 0.15
    _bump(material, nodes, bsdf, wave.outputs["Fac"], strength=0.05, distance=0.002)
    return material


def paint(name, color, roughness=0.5, metallic=0.0, clearcoat=0.0):
    """A plain finish: lacquer, laminate, powder coat, ceramic, plastic."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Metallic"].default_value = metallic
    bsdf.inputs["Clearcoat"].default_value = clearcoat
    return material


def metal(name, color=(0.6, 0.6, 0.6), roughness=0.3):
    return paint(name, color, roughness=roughness, metallic=1.0)


def fabric(name, color, roughness=0.95, weave=300.0):
    """Upholstery and curtains: soft sheen and a fine weave in the bump."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    fac = _noise(material, nodes, vector, 8.0, detail=3)
    tone = _ramp(material, nodes, fac, [(0.3, _shade(color, 0.9)), (0.7, _shade(color, 1.05))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Sheen"].default_value = 0.6
    bsdf.inputs["Specular"].default_value = 0.2
    weave_fac = _noise(material, nodes, vector, weave, detail=1)
    _bump(material, nodes, bsdf, weave_fac, strength=0.15, distance=0.002)
    return material


def glass(name="glass", tint=(0.92, 0.96, 0.95), roughness=0.0, architectural=True):
    """Window glass. Architectural glass lets shadow rays through untouched, so a room behind a
    window is lit by the sun without the noise of caustics."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    bsdf.inputs["Base Color"].default_value = (*tint, 1)
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["IOR"].default_value = 1.45
    if architectural:
        output = nodes["Material Output"]
        light_path = nodes.new("ShaderNodeLightPath")
        transparent = nodes.new("ShaderNodeBsdfTransparent")
        transparent.inputs["Color"].default_value = (*tint, 1)
        mix = nodes.new("ShaderNodeMixShader")
        either = nodes.new("ShaderNodeMath")
        either.operation = "MAXIMUM"
        _link(material, light_path.outputs["Is Shadow Ray"], either.inputs[0])
        _link(material, light_path.outputs["Is Diffuse Ray"], either.inputs[1])
        _link(material, either.outputs[0], mix.inputs["Fac"])
        _link(material, bsdf.outputs["BSDF"], mix.inputs[1])
        _link(material, transparent.outputs["BSDF"], mix.inputs[2])
        _link(material, mix.outputs["Shader"], output.inputs["Surface"])
    return material


def emission(name, color=(1.0, 0.85, 0.65), strength=10.0):
    """A lamp's glowing part: bulbs, LED strips, diffusers."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    output = nodes["Material Output"]
    emit = nodes.new("ShaderNodeEmission")
    emit.inputs["Color"].default_value = (*color, 1)
    emit.inputs["Strength"].default_value = strength
    _link(material, emit.outputs["Emission"], output.inputs["Surface"])
    return material


def foliage(name, color=(0.09, 0.2, 0.05), vary=0.35):
    """Leaves: a green that varies leaf to leaf, lit through from behind."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    info = nodes.new("ShaderNodeObjectInfo")
    tone = _ramp(material, nodes, info.outputs["Random"], [(0.0, _shade(color, 1 - vary)), (0.5, color), (1.0, (color[0] * 1.4, color[1] * 1.25, color[2]))])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.55
    bsdf.inputs["Specular"].default_value = 0.35
    output = nodes["Material Output"]
    translucent = nodes.new("ShaderNodeBsdfTranslucent")
    _link(material, tone, translucent.inputs["Color"])
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.3
    _link(material, bsdf.outputs["BSDF"], mix.inputs[1])
    _link(material, translucent.outputs["BSDF"], mix.inputs[2])
    _link(material, mix.outputs["Shader"], output.inputs["Surface"])
    return material


def ground(name, color=(0.16, 0.2, 0.08), dry=(0.35, 0.3, 0.2), scale=0.6):
    """Lawn or garden soil seen from eye height: patches of green and dry ground."""
    material, nodes, bsdf = _new(name)
    if not material:
        return _cache[name]
    vector = _coords(material, nodes)
    patch = _noise(material, nodes, vector, scale, detail=8, roughness=0.6)
    tone = _ramp(material, nodes, patch, [(0.35, color), (0.62, _shade(color, 1.25)), (0.8, dry)])
    _link(material, tone, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.95
    blades = _noise(material, nodes, vector, 90.0, detail=4)
    _bump(material, nodes, bsdf, blades, strength=0.6, distance=0.02)
    return material
