"""People for scale and life: site workers in work clothes and hard hats, and people on the street
in shirts and trousers, as soft, faceless figures, the way architects' renders show people (a
modelled face close up reads as a doll, so figures stay at a distance, 10 m or more from the
camera). Each body is a handful of metaball capsules that melt into one another, one metaball
object per material: skin, shirt, trousers, boots (black shoes on the street), hair, a vest."""
import math

import bpy
from mathutils import Quaternion, Vector

from kit import materials as m
from kit import shapes
from kit import site_props as sp

SKIN = (0.19, 0.1, 0.06)
HIP = 0.92  # the hip joint's height, about which a bent back turns


def pedestrian(name, location, facing_deg, pose="walk", shirt=(0.62, 0.7, 0.78), trousers=(0.1, 0.1, 0.12)):
    """Someone on a street or a plaza, bare-headed, in a shirt and trousers, 15 m or more away."""
    worker(name, location, facing_deg, pose=pose, shirt=shirt, trousers=trousers, hat=None)


def worker(name, location, facing_deg, pose="stand", shirt=(0.18, 0.24, 0.32), trousers=(0.08, 0.08, 0.09), hat=(0.85, 0.6, 0.02), vest=None, bend_deg=70.0):
    """A site worker about 1.68 m tall standing on location, facing facing_deg (0 = +X, counter-
    clockwise). Poses: "stand"; "walk" (mid-stride); "bend" (bent from the hips over work at his
    feet, the knees a little bent and the arms hanging to it, as when tying bars); "carry" (a mortar
    pan held on his head). A vest is a hi-vis colour; without a hat (None), his hair shows."""
    x0, y0, z0 = location
    heading = math.radians(facing_deg) + math.pi / 2
    c, s = math.cos(heading), math.sin(heading)
    bend = math.radians(bend_deg) if pose == "bend" else 0.0
    metaballs = {}  # one metaball object per material

    def at(p):
        """Figure space (u to his left, -v ahead of him, w up) to the world."""
        u, v, w = p
        return Vector((x0 + u * c - v * s, y0 + u * s + v * c, z0 + w))

    def bent(p):
        """A point of the upper body turned forward about the hips."""
        u, v, w = p
        if w <= HIP:
            return p
        dw = w - HIP
        return (u, v * math.cos(bend) - dw * math.sin(bend), HIP + v * math.sin(bend) + dw * math.cos(bend))

    def body(part, material):
        if part not in metaballs:
            data = bpy.data.metaballs.new(f"{name}-{part}")
            data.resolution = 0.02
            data.render_resolution = 0.01
            data.materials.append(material)
            obj = bpy.data.objects.new(f"{name}-{part}", data)
            bpy.context.scene.collection.objects.link(obj)
            metaballs[part] = data
        return metaballs[part]

    # a metaball's surface lies well inside its radius: the radii below are the limbs' own, scaled
    def limb(part, material, p0, p1, radius):
        a, b = at(p0), at(p1)
        element = body(part, material).elements.new(type="CAPSULE")
        element.co = (a + b) / 2
        element.radius = radius * 1.75
        element.size_x = max(0.001, (b - a).length / 2)
        element.rotation = Vector((1, 0, 0)).rotation_difference((b - a).normalized())

    def lump(part, material, p, radius, scale):
        element = body(part, material).elements.new(type="ELLIPSOID")
        element.co = at(p)
        element.radius = radius * 1.6
        element.size_x, element.size_y, element.size_z = scale
        left = Vector((c, s, 0))
        element.rotation = Quaternion(left, bend) @ Vector((1, 0, 0)).rotation_difference(left)

    skin = m.paint(f"{name}-skin", SKIN, roughness=0.55)
    cloth = m.paint(f"{name}-shirt", shirt, roughness=0.9)
    legs_cloth = m.paint(f"{name}-trousers", trousers, roughness=0.9)
    boot = m.paint("boot-black", (0.045, 0.04, 0.035), roughness=0.6)

    if pose == "walk":
        legs = [((0.09, 0, 0.9), (0.1, -0.12, 0.5), (0.1, -0.2, 0.1)), ((-0.09, 0, 0.9), (-0.1, 0.1, 0.48), (-0.1, 0.22, 0.12))]
    elif pose == "bend":
        # the knees bent forward and the hips back, not a stiff-legged bow (review)
        legs = [((0.09, 0.08, 0.88), (0.11, -0.1, 0.5), (0.13, 0.03, 0.1)), ((-0.09, 0.08, 0.88), (-0.11, -0.08, 0.5), (-0.13, 0.05, 0.1))]
    else:
        legs = [((0.09, 0, 0.9), (0.1, 0.0, 0.49), (0.11, 0.02, 0.1)), ((-0.09, 0, 0.9), (-0.1, 0.0, 0.49), (-0.11, 0.02, 0.1))]
    for hip, knee, ankle in legs:
        limb("trousers", legs_cloth, hip, knee, 0.085)
        limb("trousers", legs_cloth, knee, ankle, 0.065)
        # site boots: an upper to mid-shin and a toe
        limb("boots", boot, (ankle[0], ankle[1], 0.06), (ankle[0], ankle[1], 0.2), 0.058)
        limb("boots", boot, (ankle[0], ankle[1] + 0.03, 0.045), (ankle[0], ankle[1] - 0.14, 0.04), 0.055)
    pelvis = legs[0][0]
    limb("trousers", legs_cloth, pelvis, (-pelvis[0], pelvis[1], pelvis[2]), 0.11)

    lump("shirt", cloth, bent((0, 0, 1.05)), 0.2, (0.85, 0.6, 1.0))
    lump("shirt", cloth, bent((0, 0, 1.27)), 0.22, (1.0, 0.62, 0.8))
    limb("shirt", cloth, bent((0.17, 0, 1.38)), bent((-0.17, 0, 1.38)), 0.08)
    if vest:
        lump("vest", m.paint(f"vest-{vest}", vest, roughness=0.7), bent((0, 0, 1.17)), 0.235, (1.0, 0.66, 1.2))

    arms = []
    for side in (1, -1):
        shoulder = bent((0.2 * side, 0, 1.38))
        if bend:
            # hanging from the bent shoulders to the work
            elbow = (shoulder[0] + 0.03 * side, shoulder[1] - 0.06, shoulder[2] - 0.27)
            wrist = (elbow[0] - 0.04 * side, elbow[1] - 0.1, elbow[2] - 0.24)
        elif pose == "carry" and side == 1:
            elbow = (0.3, 0.0, 1.58)
            wrist = (0.2, 0.0, 1.76)
        else:
            swing = {"walk": 0.1 * side}.get(pose, 0.0)
            elbow = (0.25 * side, 0.02 + swing, 1.12)
            wrist = (0.27 * side, -0.05 + swing * 1.6, 0.88)
        arms.append((shoulder, elbow, wrist))
    for shoulder, elbow, wrist in arms:
        sleeve = tuple(a * 0.5 + b * 0.5 for a, b in zip(shoulder, elbow))
        limb("shirt", cloth, shoulder, sleeve, 0.075)
        limb("skin", skin, tuple(a * 0.6 + b * 0.4 for a, b in zip(shoulder, elbow)), elbow, 0.05)
        limb("skin", skin, elbow, wrist, 0.045)
        forearm = math.dist(wrist, elbow)
        hand = tuple(a + 0.07 * (a - b) / forearm for a, b in zip(wrist, elbow))
        limb("skin", skin, wrist, hand, 0.04)

    neck, head = bent((0, 0, 1.4)), bent((0, -0.015, 1.6))
    limb("skin", skin, neck, bent((0, -0.01, 1.52)), 0.06)
    lump("skin", skin, head, 0.11, (0.82, 0.9, 1.0))
    if hat:
        crown = at(bent((0, -0.01, 1.63)))
        sp.hard_hat(f"{name}-hat", (crown.x, crown.y, crown.z), color=hat, rotation_z=heading - math.pi / 2, tilt=bend)
    else:
        # bare-headed: short black hair over the crown and the back of the head
        hair = m.paint("hair-black", (0.02, 0.018, 0.016), roughness=0.6)
        lump("hair", hair, bent((0, 0.012, 1.635)), 0.1, (0.86, 0.92, 0.62))
    if pose == "carry":
        # a mortar pan on his head, steadied by one hand
        top = at((0, -0.01, 1.81))
        shapes.cylinder(f"{name}-pan", 0.24, 0.08, (top.x, top.y, top.z), m.paint("pan-black", (0.03, 0.03, 0.03), roughness=0.5), 28)
