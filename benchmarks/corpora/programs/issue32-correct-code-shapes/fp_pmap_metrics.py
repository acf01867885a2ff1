import functools

import jax
import jax.numpy as jnp
from jax import lax

N_DEV = jax.local_device_count()


def model(params, x):
    return x @ params["w"] + params["b"]


@functools.partial(jax.pmap, axis_name="devices", static_broadcasted_argnums=(3,))
def train_step(params, x, y, lr):
    def loss_fn(p):
        err = model(p, x) - y
        return jnp.mean(err ** 2), {"mae": jnp.mean(jnp.abs(err)), "max_err": jnp.max(jnp.abs(err))}

    (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    grads = lax.pmean(grads, "devices")
    metrics = lax.pmean({"loss": loss, "mae": aux["mae"]}, "devices")
    metrics.update(lax.pmax({"max_err": aux["max_err"]}, "devices"))
    metrics = dict(**metrics, lr=lr, grad_norm=jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree.leaves(grads))))
    metrics["n_examples"] = lax.psum(x.shape[0], "devices")
    new_params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new_params, metrics


def replicate(tree):
    return jax.tree.map(lambda a: jnp.broadcast_to(a, (N_DEV,) + a.shape), tree)


params = replicate({"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)})
key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (N_DEV, 32, 3))
y = x @ jnp.array([[1.0], [-2.0], [0.5]]) + 0.3
history = []
for step in range(50):
    params, metrics = train_step(params, x, y, 0.1)
    history.append({k: float(v[0]) for k, v in metrics.items()})
summary = {**history[-1], "steps": len(history)}
summary.pop("lr")
print({k: round(v, 4) for k, v in summary.items()})
