"""Blender's side of one picture: builds the scene for a view, renders it with the passes the
denoiser needs, hands them to denoise.mjs, and saves the result through the site's colour grade
as a JPEG master. Run by scripts/render.ts:

    blender -b --factory-startup --python renders/render_picture.py -- PICTURE_JSON WORK_DIR OUT
"""
import array
import importlib
import json
import os
import subprocess
import sys
import time

import bpy

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)

from kit import stage  # noqa: E402

PASSES = {
    "Image": "color",
    "Denoising Albedo": "albedo",
    "Denoising Normal": "normal",
    "Denoising Depth": "depth",
}


def is_glass(material):
    """Glass by any shader a scene builds it with: named so, or see-through by its nodes."""
    if "glass" in material.name.lower():
        return True
    for node in material.node_tree.nodes if material.use_nodes else []:
        if node.type in ("BSDF_GLASS", "BSDF_TRANSPARENT", "BSDF_REFRACTION"):
            return True
        if node.type == "BSDF_PRINCIPLED" and node.inputs["Transmission"].default_value > 0.5:
            return True
    return False


def save_raw(exr, work, name, width, height):
    """An EXR's pixels as raw RGBA float32, for the denoiser."""
    image = bpy.data.images.load(exr)
    image.colorspace_settings.name = "Non-Color"
    pixels = array.array("f", bytes(4 * width * height * 4))
    image.pixels.foreach_get(pixels)
    with open(os.path.join(work, name + ".f32"), "wb") as handle:
        pixels.tofile(handle)


def render_glass_mask(scene, work):
    """A quick second render in which glass glows white and everything else is black: where the
    camera looks through glass, whatever shader the scene made it with (render passes miss
    see-through surfaces)."""
    for material in bpy.data.materials:
        glass = is_glass(material)
        material.use_nodes = True
        nodes = material.node_tree.nodes
        for node in list(nodes):
            nodes.remove(node)
        emit = nodes.new("ShaderNodeEmission")
        emit.inputs["Color"].default_value = (1, 1, 1, 1) if glass else (0, 0, 0, 1)
        output = nodes.new("ShaderNodeOutputMaterial")
        material.node_tree.links.new(emit.outputs["Emission"], output.inputs["Surface"])
    for light in bpy.data.lights:
        light.energy = 0
    scene.world = None
    scene.use_nodes = False
    scene.view_layers[0].cycles.denoising_store_passes = False
    scene.cycles.samples = 4
    scene.cycles.use_adaptive_sampling = False
    scene.cycles.max_bounces = 0
    scene.view_settings.view_transform = "Standard"
    scene.view_settings.look = "None"
    scene.view_settings.exposure = 0
    scene.render.image_settings.file_format = "OPEN_EXR"
    scene.render.image_settings.color_depth = "32"
    scene.render.filepath = os.path.join(work, "glass-mask.exr")
    bpy.ops.render.render(write_still=True)


def main():
    picture_json, work, out = sys.argv[sys.argv.index("--") + 1 :]
    picture = json.loads(picture_json)
    os.makedirs(work, exist_ok=True)

    scene = stage.reset()
    scene.render.resolution_x = picture["width"]
    scene.render.resolution_y = picture["height"]
    scene.render.resolution_percentage = 100
    scene.cycles.samples = picture["samples"]
    scene.cycles.seed = picture.get("seed", 1)
    scene.render.threads_mode = "AUTO"

    module = importlib.import_module("scenes." + picture["scene"])
    module.build(picture["view"])
    scene.view_settings.exposure = picture.get("exposure", scene.view_settings.exposure)

    layer = scene.view_layers[0]
    layer.cycles.denoising_store_passes = True
    scene.use_nodes = True
    tree = scene.node_tree
    for node in list(tree.nodes):
        tree.nodes.remove(node)
    layers = tree.nodes.new("CompositorNodeRLayers")
    output = tree.nodes.new("CompositorNodeOutputFile")
    output.base_path = work
    output.format.file_format = "OPEN_EXR"
    output.format.color_depth = "32"
    output.format.exr_codec = "ZIP"
    output.file_slots.clear()
    for socket, name in PASSES.items():
        output.file_slots.new(name)
        tree.links.new(layers.outputs[socket], output.inputs[name])

    started = time.time()
    bpy.ops.render.render(write_still=False)
    seconds = time.time() - started

    width, height = picture["width"], picture["height"]
    for name in PASSES.values():
        save_raw(os.path.join(work, f"{name}{scene.frame_current:04d}.exr"), work, name, width, height)
    grade = (scene.view_settings.view_transform, scene.view_settings.look, scene.view_settings.exposure)
    render_glass_mask(scene, work)
    save_raw(os.path.join(work, "glass-mask.exr"), work, "glass", width, height)
    scene.view_settings.view_transform, scene.view_settings.look, scene.view_settings.exposure = grade
    scene.render.image_settings.file_format = "JPEG"
    scene.render.image_settings.quality = 90

    denoiser = os.path.join(here, "denoise.mjs")
    subprocess.run(["node", denoiser, work, str(width), str(height), json.dumps(picture.get("finish", {}))], check=True)

    result = array.array("f")
    with open(os.path.join(work, "final.f32"), "rb") as handle:
        result.fromfile(handle, width * height * 4)
    image = bpy.data.images.new("final", width, height, alpha=False, float_buffer=True)
    image.pixels.foreach_set(result)
    image.save_render(out, scene=scene)
    print(json.dumps({"rendered": picture["name"], "seconds": round(seconds)}))


main()
