import jax
import jax.numpy as jnp

from . import train
from .fixed_point import _solve


@jax.jit
def residual(params, xs):
    zs = jax.vmap(lambda x: _solve(params, x)[0])(xs)
    nxt = jnp.tanh(zs @ params["W"].T + xs @ params["U"].T + params["b"])
    return jnp.max(jnp.abs(nxt - zs))


def finite_difference_bias_grad(params, xs, ys, eps=1e-3):
    loss = jax.jit(train.loss_fn)

    def shifted(k, s):
        b = params["b"].at[k].add(s)
        return loss({**params, "b": b}, xs, ys)
    n = params["b"].shape[0]
    return jnp.array([(shifted(k, eps) - shifted(k, -eps)) / (2 * eps) for k in range(n)])


def gradient_error(params, xs, ys):
    g = jax.jit(jax.grad(train.loss_fn))(params, xs, ys)["b"]
    fd = finite_difference_bias_grad(params, xs, ys)
    return jnp.max(jnp.abs(g - fd)) / (jnp.max(jnp.abs(fd)) + 1e-12)
