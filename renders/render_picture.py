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
    # Where the camera looks through glass: the denoiser smooths harder there (see denoise.mjs).
    "TransCol": "glass",
}


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
    layer.use_pass_transmission_color = True
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
        path = os.path.join(work, f"{name}{scene.frame_current:04d}.exr")
        image = bpy.data.images.load(path)
        image.colorspace_settings.name = "Non-Color"
        pixels = array.array("f", bytes(4 * width * height * 4))
        image.pixels.foreach_get(pixels)
        with open(os.path.join(work, name + ".f32"), "wb") as handle:
            pixels.tofile(handle)

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
