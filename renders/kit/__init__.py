"""Shared pieces of every scene: render settings and sky, cameras, materials, geometry."""
