"""Pictures for walls beyond `furniture.art_material`'s soft fields of colour, which the design
reviews found on about nine walls: a block-printed cloth, a landscape, an ikat and an architect's
elevation, computed here pixel by pixel like every other image in the kit.
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


def ikat(name, ground=(0.62, 0.1, 0.08), ink=(0.1, 0.1, 0.16), light=(0.86, 0.8, 0.66), bands=5, repeat=5, seed=1, floor=False):
    """A Pochampally double ikat: bands of stepped diamonds between plain stripes. The dyed threads
    never quite meet, so every motif's edge is feathered a little along the weft, row by row.
    floor: woven as a rug (laid flat, with a pile), not hung as a cloth."""
    rng = s.scatter(seed)
    drift = [rng.uniform(-0.5, 0.5) for _ in range(512)]

    def pixel(u, v, x, y):
        band = (v * bands) % 1
        if band < 0.12 or band > 0.88:
            colour = ink if 0.04 < band < 0.08 or 0.92 < band < 0.96 else ground
        else:
            cu = (u * repeat + 0.03 * drift[y % 512]) % 1 - 0.5
            cv = (band - 0.5) / 0.76
            d = abs(cu) * 1.6 + abs(cv)
            # diamonds stepped in threes, as the resist-tied bundles make them
            d = round(d * 9) / 9
            if d < 0.2:
                colour = light
            elif d < 0.42:
                colour = ink
            elif d < 0.55:
                colour = light
            else:
                colour = ground
        return tuple(c * (0.94 + 0.08 * ((x * 7 + y * 3) % 5) / 5) for c in colour)

    if floor:
        return f._image_material(name, pixel, (240, 300), roughness=0.95, sheen=0.8, bump=0.3)
    return f._image_material(name, pixel, (240, 300), roughness=0.9, sheen=0.4, rotation=(-math.pi / 2, 0, 0))


def elevation(name, paper=(0.86, 0.83, 0.76), ink=(0.12, 0.12, 0.14), aspect=0.8, storeys=(5, 5, 7)):
    """An architect's ink elevation of an arcaded front in the Qutb Shahi manner: storeys of pointed
    arches between pilasters and cornices, the arches hatched, a parapet with a small dome at
    each end. aspect: the picture's width over its height, so the arches keep their shape."""
    size = (int(320 * aspect), 320)
    line = 2.0 / size[1]  # a pen of two pixels: finer lines vanish at the distance a room is seen from
    left, right, foot, heights = 0.14 * aspect, 0.86 * aspect, 0.18, (0.2, 0.2, 0.15)

    def stroke(d):
        return max(0.0, 1.0 - abs(d) / line)

    def arch(bx, by, half, spring):
        """Distance to the outline of a pointed arch of half-width `half`, springing at `spring`."""
        if by < spring:
            return abs(abs(bx) - half) if by > 0.0 else 1.0
        r = 2.0 * half * 0.7
        centre = half - r
        return abs(math.hypot(abs(bx) - centre, by - spring) - r) if abs(bx) - centre > -r * 0.05 else 1.0

    def inside(bx, by, half, spring):
        if by < 0.0:
            return False
        if by < spring:
            return abs(bx) < half
        r = 2.0 * half * 0.7
        return math.hypot(abs(bx) - (half - r), by - spring) < r and abs(bx) - (half - r) > 0

    def pixel(u, v, x, y):
        X, Y = u * aspect, v
        ink_amount = 0.0
        # sheet border and the ground line
        ink_amount = max(ink_amount, stroke(min(X - 0.04, aspect - 0.04 - X, Y - 0.04, 0.96 - Y)) if min(X - 0.04, aspect - 0.04 - X, Y - 0.04, 0.96 - Y) > -line else 0.0)
        if 0.08 < X < aspect - 0.08:
            ink_amount = max(ink_amount, stroke((Y - foot) / 1.6))
        z = foot
        for k, (bays, height) in enumerate(zip(storeys, heights)):
            if left <= X <= right and z <= Y <= z + height:
                bay = (right - left) / bays
                i = min(bays - 1, int((X - left) / bay))
                bx = (X - left - (i + 0.5) * bay) / height
                by = (Y - z - 0.025) / height
                half = 0.32 * bay / height
                spring = 0.45 if k < 2 else 0.5
                if inside(bx, by, half, spring) and ((x + y) % 5) == 0:
                    ink_amount = max(ink_amount, 0.55)
                ink_amount = max(ink_amount, stroke(arch(bx, by, half, spring) * height))
                # pilasters between the bays
                ink_amount = max(ink_amount, stroke(min(abs(X - left - j * bay) for j in range(bays + 1)) - 0.004))
            # a cornice: two lines at each floor
            if left - 0.015 <= X <= right + 0.015:
                ink_amount = max(ink_amount, stroke(Y - z - height), stroke(Y - z - height - 0.012))
            z += height
        # the parapet's merlons and a small dome at each end
        if left <= X <= right and z < Y < z + 0.03:
            ink_amount = max(ink_amount, stroke(min(abs(((X - left) / 0.03) % 1 - 0.5) * 0.03 - 0.008, Y - z - 0.03 + 0.03 * (((X - left) / 0.03) % 1 > 0.5))))
        for cx in (left + 0.03, right - 0.03):
            ink_amount = max(ink_amount, stroke(math.hypot(X - cx, Y - z - 0.03) - 0.03) if Y > z + 0.03 else stroke(abs(X - cx) - 0.03) if z < Y < z + 0.03 else 0.0)
        grain = 0.97 + 0.05 * ((x * 13 + y * 7) % 11) / 11
        return tuple((p * (1 - ink_amount) + i * ink_amount) * grain for p, i in zip(paper, ink))

    return f._image_material(name, pixel, size, roughness=0.85, rotation=(-math.pi / 2, 0, 0))
