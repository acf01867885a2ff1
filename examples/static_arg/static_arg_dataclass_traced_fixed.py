"""Registered as a pytree, the dataclass's fields are traced leaves."""

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Camera:
    focal: float = 35.0
    sensor_width: float = 36.0


@jax.jit
def project(points, camera):
    scale = camera.focal / camera.sensor_width
    return points[:, :2] / points[:, 2:] * scale


pts = jnp.array([[1.0, 2.0, 4.0], [0.5, -1.0, 2.0]])
project(pts, camera=Camera(focal=50.0))
