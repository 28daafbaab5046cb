"""Bedding that falls like cloth: `furniture.bed` dresses its mattress in rounded boxes, which a
review read as foam slabs. `dress()` replaces them with a duvet and a throw dropped on the
mattress by Blender's cloth simulation, so they sag over its edges and fold at the corners. The
simulation's threads settle the cloth a little differently from run to run, so a picture that
wears it differs from its last render in a few pixels along the folds (no other scene does). (A
module of its own so that adopting it re-renders only the scenes that call it.)"""
import math

import bmesh
import bpy

from kit import shapes as s


def _sheet(name, size_x, size_y, location, material, cuts):
    """A flat grid of cloth, cuts squares along its longer side."""
    bm = bmesh.new()
    step = max(size_x, size_y) / cuts
    nx, ny = max(2, round(size_x / step)), max(2, round(size_y / step))
    bmesh.ops.create_grid(bm, x_segments=nx, y_segments=ny, size=0.5)
    bmesh.ops.scale(bm, vec=(size_x, size_y, 1.0), verts=bm.verts)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.data.materials.append(material)
    return obj


def _collider(obj, thickness=0.006):
    mod = obj.modifiers.new("collision", "COLLISION")
    obj.collision.thickness_outer = thickness
    obj.collision.cloth_friction = 8.0
    return mod


def _drop(obj, frames, mass=0.25, bending=0.4):
    """Simulate obj as cloth for frames and keep the result as its mesh."""
    cloth = obj.modifiers.new("cloth", "CLOTH")
    settings = cloth.settings
    settings.quality = 8
    settings.mass = mass
    settings.tension_stiffness = 20.0
    settings.compression_stiffness = 20.0
    settings.shear_stiffness = 8.0
    settings.bending_stiffness = bending
    settings.air_damping = 2.0
    cloth.collision_settings.distance_min = 0.006
    cloth.collision_settings.use_self_collision = False
    cloth.point_cache.frame_start = 1
    cloth.point_cache.frame_end = frames
    scene = bpy.context.scene
    for frame in range(1, frames + 1):
        scene.frame_set(frame)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(obj.evaluated_get(depsgraph))
    obj.modifiers.remove(cloth)
    obj.data = mesh
    scene.frame_set(1)


def _finish(obj, thickness):
    """Thickness and smooth shading for a dropped sheet."""
    solid = obj.modifiers.new("solid", "SOLIDIFY")
    solid.thickness = thickness
    solid.offset = 1.0
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    for polygon in obj.data.polygons:
        polygon.use_smooth = True


def dress(bed_name, width, length, duvet, throw=None, frames=40):
    """Replace a `furniture.bed`'s duvet, its folded-back top and throw (made with the same width
    and length) by cloth dropped on the mattress. The bed's group must not be rotated about
    anything but Z; the cloth is built in its frame and then parented to it."""
    group = bpy.data.objects[bed_name]
    for part in ("-duvet", "-fold", "-throw"):
        old = bpy.data.objects.get(bed_name + part)
        if old:
            bpy.data.objects.remove(old, do_unlink=True)
    # What the cloth falls on: the mattress on its plinth, in the bed's own frame at the origin,
    # removed once the cloth has settled.
    rest = [s.box(bed_name + "-rest-mattress", (width, length - 0.05, 0.5), (0, 0, 0.25), None, 0.04),
            s.box(bed_name + "-rest-plinth", (width + 0.1, length + 0.05, 0.28), (0, 0, 0.14), None, 0.0),
            s.box(bed_name + "-rest-floor", (width + 2, length + 2, 0.02), (0, 0, -0.01), None, 0.0)]
    for obj in rest:
        _collider(obj)
    # The duvet covers the foot two thirds of the mattress and hangs down its sides and foot.
    head = length * 0.2
    foot = -length / 2 - 0.3
    sheet = _sheet(bed_name + "-duvet", width + 0.64, head - foot, (0, (head + foot) / 2, 0.6), duvet, 70)
    _drop(sheet, frames)
    _finish(sheet, 0.03)
    layers = [sheet]
    if throw:
        _collider(sheet, 0.035)
        band = _sheet(bed_name + "-throw", width + 0.3, 0.6, (0, -length / 2 + 0.38, 0.7), throw, 60)
        _drop(band, frames, mass=0.3, bending=0.2)
        _finish(band, 0.008)
        sheet.modifiers.remove(sheet.modifiers["collision"])
        layers.append(band)
    for obj in rest:
        bpy.data.objects.remove(obj, do_unlink=True)
    # Into the bed's frame: the cloth was made at the origin.
    for obj in layers:
        obj.parent = group
        obj.matrix_parent_inverse.identity()
        obj.rotation_euler = (0.0, 0.0, 0.0)
    return layers
