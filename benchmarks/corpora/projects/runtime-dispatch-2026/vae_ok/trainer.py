"""Optimise the configured objective with optax inside ``eqx.filter_jit``."""
import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import make_bars
from .models import VAE
from .registry import get_objective


def make_step(objective, optimizer):
    def batch_loss(model, x, key, step):
        keys = jax.random.split(key, x.shape[0])
        per_example = jax.vmap(objective, in_axes=(None, 0, 0, None))(model, x, keys, step)
        return jnp.mean(per_example)

    @eqx.filter_jit
    def step_fn(model, opt_state, x, key, step):
        loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, key, step)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step_fn


def train(cfg):
    d, m, o = cfg["data"], cfg["model"], cfg["optimizer"]
    images = make_bars(d["num_train"], d["image_size"], d["max_bars"], d["flip_prob"], cfg["seed"])
    key = jax.random.key(cfg["seed"])
    key, model_key = jax.random.split(key)
    model = VAE(images.shape[1], m["latent_dim"], m["hidden"], m["activation"], key=model_key)
    objective = functools.partial(get_objective(cfg["objective"]["name"]),
                                  **cfg["objective"]["kwargs"])
    optimizer = optax.adam(o["learning_rate"])
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step_fn = make_step(objective, optimizer)
    rng = np.random.default_rng(cfg["seed"])
    for step in range(o["steps"]):
        batch = images[rng.choice(len(images), o["batch_size"], replace=False)]
        key, sub = jax.random.split(key)
        model, opt_state, loss = step_fn(model, opt_state, jnp.asarray(batch), sub,
                                         jnp.asarray(step))
        print(f"step {step:2d}  loss {float(loss):8.3f}")
    reconstruct = eqx.filter_jit(lambda mdl, x: jax.vmap(mdl.reconstruct)(x))
    recon = np.asarray(reconstruct(model, jnp.asarray(images)))
    eps = 1e-6
    bce = -np.mean(np.sum(images * np.log(recon + eps) + (1 - images) * np.log(1 - recon + eps),
                          axis=1))
    return {"reconstruction_bce": float(bce)}
