"""Upholstered seats: a show flat's club chair and a padded dining chair, for the rooms where
`furniture`'s teak and cane pieces would repeat."""
import math

from kit import furniture as f
from kit import shapes as s


def club_chair(name, location, rot, upholstery, legs):
    """A show flat's boxy club chair: a deep seat between two upholstered arms, a back cushion
    leaning on the back, on four short tapered legs. Faces -Y, like `furniture.armchair`."""
    g = f.group(name, location, rot)
    w, d = 0.78, 0.8
    for sx in (-1, 1):
        for sy in (-1, 1):
            f.attach(g, f.cone(f"{name}-leg{sx}{sy}", 0.02, 0.014, 0.14, (sx * (w / 2 - 0.07), sy * (d / 2 - 0.07), 0.07), legs, 12))
        f.attach(g, f.soft_box(f"{name}-arm{sx}", (0.13, d, 0.46), (sx * (w / 2 - 0.065), 0, 0.37), upholstery, 0.045))
    # one deep seat block between the arms (a separate base under the cushion showed its front as
    # a dark slot)
    f.attach(g, f.soft_box(f"{name}-seat", (w - 0.26, d - 0.02, 0.33), (0, -0.01, 0.305), upholstery, 0.05))
    f.attach(g, f.soft_box(f"{name}-backrest", (w, 0.14, 0.5), (0, d / 2 - 0.07, 0.39), upholstery, 0.045))
    back = f.soft_box(f"{name}-backcush", (w - 0.28, 0.15, 0.36), (0, d / 2 - 0.2, 0.6), upholstery, 0.06)
    back.rotation_euler[0] = math.radians(-10)
    f.attach(g, back)
    return g


def upholstered_chair(name, location, rot, fabric, legs):
    """A dining chair with a padded seat and a padded back on slim walnut legs (the teak
    ladder-back chair stood in four other rooms: review). Its back is on its local +Y."""
    g = f.group(name, location, rot)
    w, d, seat = 0.46, 0.5, 0.47
    for sx in (-1, 1):
        f.attach(g, f.cone(f"{name}-fl{sx}", 0.018, 0.013, seat - 0.06, (sx * (w / 2 - 0.04), -d / 2 + 0.05, (seat - 0.06) / 2), legs, 12))
        back_leg = f.cone(f"{name}-bl{sx}", 0.018, 0.014, 0.9, (sx * (w / 2 - 0.04), d / 2 - 0.05, 0.45), legs, 12)
        back_leg.rotation_euler[0] = math.radians(-4)
        f.attach(g, back_leg)
    f.attach(g, s.box(f"{name}-frame", (w - 0.04, d - 0.06, 0.05), (0, 0, seat - 0.085), legs, 0.006))
    f.attach(g, f.soft_box(f"{name}-seat", (w, d - 0.02, 0.08), (0, -0.01, seat - 0.02), fabric, 0.03))
    back = f.soft_box(f"{name}-back", (w - 0.02, 0.07, 0.34), (0, d / 2 - 0.03, 0.74), fabric, 0.03)
    back.rotation_euler[0] = math.radians(-8)
    f.attach(g, back)
    return g
