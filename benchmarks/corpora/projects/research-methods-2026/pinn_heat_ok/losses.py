import jax
import jax.numpy as jnp


def mse(a, b=0.0):
    return jnp.mean((a - b) ** 2)


def pinn_loss(model, pts, obs, problem, weights):
    res = jax.vmap(problem.residual_fn, in_axes=(None, 0, 0))(model, pts["xc"], pts["tc"])
    u_i = jax.vmap(model)(pts["xi"], jnp.zeros_like(pts["xi"]))
    u_b = jax.vmap(model)(pts["xb"], pts["tb"])
    x_o, t_o, u_o = obs
    u_pred = jax.vmap(model)(x_o, t_o)
    terms = {
        "pde": mse(res),
        "ic": mse(u_i, problem.initial_fn(pts["xi"])),
        "bc": mse(u_b),
        "data": mse(u_pred, u_o),
    }
    total = sum(weights[k] * v for k, v in terms.items())
    return total, terms
