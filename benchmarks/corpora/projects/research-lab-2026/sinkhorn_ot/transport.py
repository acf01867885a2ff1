import jax.numpy as jnp


def barycentric_map(plan, y):
    return (plan @ y) / plan.sum(axis=1, keepdims=True)


def marginal_error(plan, a, b):
    return float(jnp.abs(plan.sum(1) - a).sum() + jnp.abs(plan.sum(0) - b).sum())


def transport_cost(plan, cost):
    return float(jnp.sum(plan * cost))
