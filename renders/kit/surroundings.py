"""The neighbourhood beyond a site: trees over the neighbours' walls and mid-rise apartment blocks
behind them in the haze, so the ground never ends against the sky. Reviews of the exteriors kept
finding that edge (a flat plane meeting the horizon behind the building)."""
from kit import materials as m
from kit import shapes as s
from kit import site_props as sp


def neighbourhood(seed, centre, trees, sector=(-115, 115), near=110, far=280, blocks=34, heights=(14, 42)):
    """trees: (x, y, height) for each tree near the site; the apartment blocks stand in a ring
    between near and far metres from centre, within sector (degrees, 0 is north, +Y)."""
    for i, (x, y, h) in enumerate(trees):
        sp.tree(f"bg-tree-{seed}-{i}", (x, y, 0), height=h, spread=3.5 + (i % 3), seed=seed * 10 + i)
    # Ground under the far blocks, fading into the haze: scenes' own ground ends at about 150 m.
    far_ground = sp.hazify(m.ground(f"far-ground-{seed}", (0.2, 0.15, 0.08), dry=(0.3, 0.22, 0.14), scale=0.05), (0.7, 0.74, 0.8), 260)
    s.plane(f"far-ground-{seed}", 1400, 1400, (centre[0], centre[1], -0.06), far_ground)
    sp.far_city(seed, centre, near, far, blocks, sector=sector, heights=heights, haze=(0.7, 0.74, 0.8), distance=260)
