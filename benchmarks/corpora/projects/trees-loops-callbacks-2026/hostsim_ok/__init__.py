"""Projectile swarm with a tabulated (host-side) drag coefficient."""
