"""A plain white box on a lawn under the noon sun: checks the sky, the exposure and the denoiser."""
from kit import materials as m
from kit import shapes as s
from kit import stage


def build(view):
    stage.sky(elevation_deg=50, azimuth_deg=210)
    s.plane("lawn", 200, 200, (0, 0, 0), m.ground("lawn"))
    s.slab("paving", -6, -4, 6, 8, 0, 0.05, m.tiles("kota", (0.36, 0.42, 0.4), (0.3, 0.36, 0.35), tile=0.6))
    house = s.slab("house", -4, 0, 4, 6, 0, 3.3, m.plaster("white", (0.78, 0.76, 0.72)))
    s.opening(house, (2.4, 1, 2.1), (-1.5, 0, 1.2))
    s.window("win", 2.4, 2.1, (-1.5, 0.05, 1.2), m.metal("frame", (0.05, 0.05, 0.05)), m.glass())
    s.slab("slab", -4.6, -0.8, 4.6, 6.4, 3.3, 3.55, m.plaster("white", (0.78, 0.76, 0.72)))
    s.slab("teak", 1, -0.02, 3, 0.02, 0.3, 3.0, m.wood("teak"))
    s.sphere("shrub", 0.6, (3.5, -1.5, 0.4), m.foliage("leaf"), squash=0.8)
    stage.camera((3, -11, 1.6), (0, 2, 2.0), lens=28)
