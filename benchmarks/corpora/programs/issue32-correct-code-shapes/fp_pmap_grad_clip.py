from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

CONFIG = {"lr": 0.05, "max_grad_norm": 1.0, "hidden": 16}


def init(key, d_in, hidden):
    k1, k2 = jax.random.split(key)
    return {"l1": jax.random.normal(k1, (d_in, hidden)), "l2": jax.random.normal(k2, (hidden, 1))}


def loss_fn(params, batch):
    h = jax.nn.relu(batch["x"] @ params["l1"])
    return jnp.mean((h @ params["l2"] - batch["y"]) ** 2)


def global_norm(tree):
    return jnp.sqrt(sum(jnp.vdot(g, g) for g in jax.tree.leaves(tree)))


@partial(jax.pmap, axis_name="dp", in_axes=(None, 0), out_axes=(None, 0))
def step(params, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    grads = lax.pmean(grads, axis_name="dp")
    gnorm = lax.pmax(global_norm(grads), axis_name="dp")
    max_norm = CONFIG["max_grad_norm"]
    scale = jnp.where(gnorm > max_norm, max_norm / gnorm, 1.0)
    params = jax.tree.map(lambda p, g: p - CONFIG["lr"] * scale * g, params, grads)
    logs = {"loss": lax.pmean(loss, "dp"), "grad_norm": gnorm}
    logs |= {"clipped": gnorm > max_norm}
    return params, logs


n_dev = jax.local_device_count()
params = init(jax.random.PRNGKey(0), 4, CONFIG["hidden"])
x = jax.random.normal(jax.random.PRNGKey(1), (n_dev, 64, 4))
batch = {"x": x, "y": jnp.sin(x.sum(-1, keepdims=True))}
for i in range(40):
    params, logs = step(params, batch)
print({k: v[0].item() for k, v in logs.items()})
