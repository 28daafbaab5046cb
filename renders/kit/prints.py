"""Pictures for walls beyond `furniture.art_material`'s soft fields of colour, which the design
reviews found on about nine walls: a block-printed cloth and a landscape, computed here pixel by
pixel like every other image in the kit.
"""
import math

from kit import furniture as f
from kit import shapes as s


def block_print(name, ground=(0.78, 0.7, 0.56), ink=(0.12, 0.16, 0.3), accent=(0.5, 0.14, 0.08), repeat=6):
    """A hand block-printed cloth in the Ajrakh manner: a lattice of eight-pointed stars in
    indigo with madder centres, between printed borders."""

    def pixel(u, v, x, y):
        edge = min(u, 1 - u, v, 1 - v)
        if edge < 0.08:
            return accent if 0.025 < edge < 0.055 else ink
        cu, cv = (u * repeat) % 1 - 0.5, (v * repeat * 1.25) % 1 - 0.5
        r = math.hypot(cu, cv)
        angle = math.atan2(cv, cu)
        star = 0.3 + 0.1 * math.cos(8 * angle)
        if r < 0.09:
            colour = accent
        elif r < star:
            colour = ink if r > star - 0.07 or r < 0.16 else ground
        elif abs(cu) > 0.46 or abs(cv) > 0.46:
            colour = ink
        else:
            colour = ground
        return tuple(c * (1 + 0.04 * math.sin(x * 1.7 + y * 0.6)) for c in colour)

    return f._image_material(name, pixel, (256, 320), roughness=0.85, sheen=0.3, rotation=(-math.pi / 2, 0, 0))


def landscape(name, sky=(0.85, 0.72, 0.5), hills=((0.55, 0.42, 0.3), (0.36, 0.3, 0.24), (0.2, 0.2, 0.18)), sun=(0.88, 0.46, 0.2), seed=3):
    """Deccan hills at evening in flat bands of paint: a low sun and three ridges of boulders."""
    rng = s.scatter(seed)
    ridges = [[rng.uniform(0, math.tau) for _ in range(3)] for _ in hills]

    def pixel(u, v, x, y):
        colour = tuple(c * (0.92 + 0.12 * v) for c in sky)
        if math.hypot((u - 0.68) * 1.25, v - 0.62) < 0.09:
            colour = sun
        for k, (tone, phases) in enumerate(zip(hills, ridges)):
            top = 0.55 - k * 0.14 + sum(0.04 / (j + 1) * math.sin(u * (3 + 4 * j) + p) for j, p in enumerate(phases))
            if v < top:
                colour = tone
        return tuple(c * (1 + 0.03 * math.sin(x * 0.9 + y * 1.3)) for c in colour)

    return f._image_material(name, pixel, (160, 128), roughness=0.7, rotation=(-math.pi / 2, 0, 0))
