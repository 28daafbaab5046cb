"""The stage every scene is built on: an empty file, Cycles on the CPU, the sky, the sun, the
camera, and one colour grade for the whole site (Filmic, Medium High Contrast)."""
import math

import bpy
from mathutils import Vector


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.use_denoising = False  # Debian's Blender has no OpenImageDenoise: see denoise.mjs
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.02
    # Fireflies come from bright paths through glass and glossy bounces: clamp them, blur them.
    scene.cycles.sample_clamp_direct = 0
    scene.cycles.sample_clamp_indirect = 4
    scene.cycles.blur_glossy = 1.0
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.max_bounces = 8
    scene.cycles.diffuse_bounces = 4
    scene.cycles.glossy_bounces = 3
    scene.cycles.transmission_bounces = 6
    scene.cycles.transparent_max_bounces = 16
    scene.render.film_transparent = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -1.2
    scene.render.image_settings.file_format = "JPEG"
    scene.render.image_settings.quality = 90
    return scene


def sky(elevation_deg=45.0, azimuth_deg=200.0, strength=1.0, sun_strength=4.0, dust=1.0, warmth=0.0):
    """Blender's physical (Nishita) sky for the light from above, and a sun lamp at the same place
    for sharp shadows that the renderer samples directly (a sky's own sun disc is noisy).
    Azimuth: 0 is north (+Y), 90 east (+X)."""
    scene = bpy.context.scene
    world = bpy.data.worlds.new("sky")
    scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    texture = nodes.new("ShaderNodeTexSky")
    texture.sky_type = "NISHITA"
    texture.sun_disc = False
    texture.sun_elevation = math.radians(elevation_deg)
    texture.sun_rotation = math.radians(azimuth_deg)
    texture.dust_density = dust
    texture.air_density = 1.0
    texture.altitude = 500
    background = nodes["Background"]
    background.inputs["Strength"].default_value = strength
    world.node_tree.links.new(texture.outputs[0], background.inputs[0])
    world.cycles.sample_map_resolution = 1024

    sun = bpy.data.lights.new("sun", "SUN")
    sun.energy = sun_strength
    sun.angle = math.radians(0.6)
    # Low sun is warmer: a touch of orange below 25 degrees, more at dusk.
    low = max(0.0, min(1.0, (25 - elevation_deg) / 25)) + warmth
    sun.color = (1.0, 0.93 - 0.18 * low, 0.85 - 0.35 * low)
    lamp = bpy.data.objects.new("sun", sun)
    scene.collection.objects.link(lamp)
    # A sun lamp shines along its -Z: point it from the sun's place in the sky.
    elevation = math.radians(elevation_deg)
    azimuth = math.radians(azimuth_deg)
    toward = Vector((math.sin(azimuth) * math.cos(elevation), math.cos(azimuth) * math.cos(elevation), math.sin(elevation)))
    lamp.rotation_euler = toward.to_track_quat("Z", "Y").to_euler()
    return lamp


def camera(location, target, lens=28.0, name="camera"):
    """A level camera (verticals stay vertical: two-point perspective) looking toward target; the
    lens is shifted up or down instead of tilted so the target sits at the frame's middle."""
    scene = bpy.context.scene
    data = bpy.data.cameras.new(name)
    data.lens = lens
    data.sensor_width = 36
    data.clip_start = 0.05
    data.clip_end = 500
    cam = bpy.data.objects.new(name, data)
    scene.collection.objects.link(cam)
    cam.location = location
    dx, dy, dz = (Vector(target) - Vector(location))
    flat = math.hypot(dx, dy)
    cam.rotation_euler = (math.radians(90), 0, math.atan2(dy, dx) - math.radians(90))
    aspect = scene.render.resolution_x / scene.render.resolution_y
    shift = (dz / flat) * lens / data.sensor_width
    # Blender's shift is a fraction of the larger side of the frame.
    data.shift_y = shift if aspect >= 1 else shift * aspect
    scene.camera = cam
    return cam


def depth_of_field(cam, focus_distance, f_stop=8.0):
    cam.data.dof.use_dof = True
    cam.data.dof.focus_distance = focus_distance
    cam.data.dof.aperture_fstop = f_stop
