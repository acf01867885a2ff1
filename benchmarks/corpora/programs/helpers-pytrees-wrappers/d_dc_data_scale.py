"""Normalisation parameters as a registered dataclass."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Norm:
    scale: jax.Array
    eps: float
    center: bool


jax.tree_util.register_dataclass(
    Norm, data_fields=["scale", "eps"], meta_fields=["center"]
)


def _normalise(x, norm):
    if norm.center:
        x = x - x.mean(axis=-1, keepdims=True)
    var = jnp.mean(x * x, axis=-1, keepdims=True)
    if norm.eps > 1e-3:
        var = jnp.maximum(var, 1.0)
    return x / jnp.sqrt(var + norm.eps)


@jax.jit
def apply(norm, x):
    return _normalise(x, norm) * norm.scale


if __name__ == "__main__":
    norm = Norm(jnp.ones(4), 1e-5, True)
    print(apply(norm, jnp.arange(8.0).reshape(2, 4)))
