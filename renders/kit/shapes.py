"""Geometry: boxes with softened edges (a real edge catches the light), cylinders, walls with
openings. Sizes are in metres; a box's location is its centre unless said otherwise."""
import math
import random

import bpy
import bmesh


def _link(obj, collection=None):
    (collection or bpy.context.scene.collection).objects.link(obj)
    return obj


def _mesh_object(name, build, material=None):
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    build(bm)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    if material:
        mesh.materials.append(material)
    return _link(obj)


def box(name, size, location, material=None, bevel=0.01, rotation_z=0.0, segments=2):
    """A box of size (x, y, z) centred at location, its edges rounded by bevel metres."""
    sx, sy, sz = size

    def build(bm):
        bmesh.ops.create_cube(bm, size=1.0)
        bmesh.ops.scale(bm, vec=(sx, sy, sz), verts=bm.verts)

    obj = _mesh_object(name, build, material)
    obj.location = location
    obj.rotation_euler[2] = rotation_z
    if bevel > 0:
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = min(bevel, min(size) / 2.1)
        modifier.segments = segments
        modifier.limit_method = "ANGLE"
        modifier.harden_normals = False
    return obj


def slab(name, x0, y0, x1, y1, z0, z1, material=None, bevel=0.01):
    """A box given by its extents: convenient for walls and floors drawn from a plan."""
    return box(
        name,
        (abs(x1 - x0), abs(y1 - y0), abs(z1 - z0)),
        ((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2),
        material,
        bevel,
    )


def cylinder(name, radius, depth, location, material=None, vertices=32, rotation=(0, 0, 0), bevel=0.0):
    def build(bm):
        bmesh.ops.create_cone(bm, cap_ends=True, segments=vertices, radius1=radius, radius2=radius, depth=depth)

    obj = _mesh_object(name, build, material)
    obj.location = location
    obj.rotation_euler = rotation
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    if bevel:
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = bevel
        modifier.segments = 2
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    return obj


def sphere(name, radius, location, material=None, subdivisions=3, squash=1.0):
    def build(bm):
        bmesh.ops.create_icosphere(bm, subdivisions=subdivisions, radius=radius)

    obj = _mesh_object(name, build, material)
    obj.location = location
    obj.scale = (1, 1, squash)
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    return obj


def plane(name, size_x, size_y, location, material=None, rotation=(0, 0, 0)):
    def build(bm):
        bmesh.ops.create_grid(bm, x_segments=1, y_segments=1, size=0.5)
        bmesh.ops.scale(bm, vec=(size_x, size_y, 1), verts=bm.verts)

    obj = _mesh_object(name, build, material)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def cut(target, cutter):
    """Subtracts cutter from target (a window or door opening) and hides the cutter."""
    modifier = target.modifiers.new("opening", "BOOLEAN")
    modifier.operation = "DIFFERENCE"
    modifier.solver = "EXACT"
    modifier.object = cutter
    cutter.hide_render = True
    cutter.hide_viewport = True
    cutter.display_type = "WIRE"
    return target


def opening(target, size, location):
    """Cuts a box-shaped hole (size x, y, z at location) through target."""
    cutter = box(target.name + "-opening", size, location, bevel=0)
    return cut(target, cutter)


def window(name, width, height, location, frame_material, glass_material, axis="X", frame=0.05, depth=0.08, mullions=1, transoms=0):
    """A framed window in the plane of a wall: axis X means the wall runs along X."""
    x, y, z = location
    parts = []
    along = (lambda w: (w, depth, frame)) if axis == "X" else (lambda w: (depth, w, frame))
    across = (lambda h: (frame, depth, h)) if axis == "X" else (lambda h: (depth, frame, h))

    def at(offset, dz):
        return (x + offset, y, z + dz) if axis == "X" else (x, y + offset, z + dz)

    parts.append(box(name + "-head", along(width), at(0, height / 2 - frame / 2), frame_material, 0.004))
    parts.append(box(name + "-sill", along(width), at(0, -height / 2 + frame / 2), frame_material, 0.004))
    for i in range(mullions + 1):
        offset = -width / 2 + frame / 2 + i * (width - frame) / mullions
        parts.append(box(f"{name}-jamb{i}", across(height), at(offset, 0), frame_material, 0.004))
    for j in range(1, transoms + 1):
        dz = -height / 2 + j * height / (transoms + 1)
        parts.append(box(f"{name}-transom{j}", along(width), at(0, dz), frame_material, 0.004))
    pane = (width - frame, 0.012, height - frame) if axis == "X" else (0.012, width - frame, height - frame)
    parts.append(box(name + "-glass", pane, (x, y, z), glass_material, 0))
    return parts


def scatter(seed):
    return random.Random(seed)
