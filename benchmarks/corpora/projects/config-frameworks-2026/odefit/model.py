import jax
import jax.numpy as jnp

from . import solvers, vector_field


def predict_trajectory(params, y0, cfg):
    f = vector_field.make_field(params, cfg.model)
    return solvers.integrate(f, y0, cfg.solver)


def trajectory_loss(params, y0, target, cfg):
    pred = jax.vmap(lambda y: predict_trajectory(params, y, cfg))(y0)
    if pred.shape != target.shape:
        raise ValueError(f"prediction {pred.shape} vs target {target.shape}")
    return jnp.mean((pred - target) ** 2)
