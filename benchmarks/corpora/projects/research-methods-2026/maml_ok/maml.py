import equinox as eqx
import jax
import jax.numpy as jnp


def mse(pred, y):
    return jnp.mean((pred - y) ** 2)


def adapt(model, x, y, n_steps, lr_fn):
    params, static = eqx.partition(model, eqx.is_inexact_array)

    def inner_loss(p):
        m = eqx.combine(p, static)
        return mse(jax.vmap(m)(x), y)

    def inner_step(i, p):
        g = jax.grad(inner_loss)(p)
        lr = lr_fn(i)
        return jax.tree.map(lambda a, b: a - lr * b, p, g)

    params = jax.lax.fori_loop(0, n_steps, inner_step, params)
    return eqx.combine(params, static)


def maml_loss(model, batch, n_steps, lr_fn):
    def task_loss(xs, ys, xq, yq):
        adapted = adapt(model, xs, ys, n_steps, lr_fn)
        return mse(jax.vmap(adapted)(xq), yq)

    return jnp.mean(jax.vmap(task_loss)(*batch))
