import functools

import jax
import jax.numpy as jnp
import optax

from . import evaluate, model
from .config import SETUP


def decay_mask(params):
    def keep(path, leaf):
        name = "/".join(str(getattr(k, "key", k)) for k in path)
        return not (name.endswith("bias") or name == "cls")

    return jax.tree_util.tree_map_with_path(keep, params)


@functools.partial(jax.jit, static_argnames=("patch", "keep", "tx"))
def step(params, opt_state, images, labels, patch, keep, tx):
    def loss_fn(p):
        logits = model.apply(p, images, patch, keep)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main(setup=SETUP):
    key = jax.random.PRNGKey(setup["seed"])
    key, kp = jax.random.split(key)
    params = model.init(kp, setup)
    tx = optax.adamw(setup["lr"], weight_decay=setup["weight_decay"], mask=decay_mask)
    opt_state = tx.init(params)
    print("params", evaluate.n_params(params), evaluate.token_budget(setup))
    for i in range(setup["steps"]):
        key, kx, ky = jax.random.split(key, 3)
        images = jax.random.normal(kx, (setup["batch"], setup["image"], setup["image"]))
        labels = jax.random.randint(ky, (setup["batch"],), 0, setup["classes"])
        params, opt_state, loss = step(params, opt_state, images, labels, setup["patch"], setup["keep_patches"], tx)
        print("step", i, "loss", round(float(loss), 4))
    full = model.apply(params, images, setup["patch"])
    print("eval logits shape", full.shape)
    print(evaluate.compare(params, images, labels, setup), "occlusion", round(evaluate.occlusion(params, images, setup), 5))
