from functools import partial

import jax
import numpy as np
import optax

from .config import VAEConfig
from .data import blob_images, minibatches
from .losses import elbo_loss
from .model import VAE
from .schedules import SCHEDULES


def create_state(cfg, key, sample):
    model = VAE(cfg.latent_dim, cfg.hidden, sample.shape[1:])
    k1, k2 = jax.random.split(key)
    params = model.init(k1, sample, k2)["params"]
    tx = optax.adam(cfg.lr)
    return model, params, tx, tx.init(params)


def make_train_step(model, tx, beta_fn):
    @jax.jit
    def train_step(params, opt_state, batch, key, step):
        grad_fn = jax.value_and_grad(elbo_loss, has_aux=True)
        (loss, aux), grads = grad_fn(params, model.apply, batch, key, step, beta_fn)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, aux

    return train_step


def main():
    cfg = VAEConfig()
    images = blob_images(cfg.n_images, cfg.image_size, cfg.seed)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    model, params, tx, opt_state = create_state(cfg, init_key, images[: cfg.batch_size])
    beta_fn = partial(SCHEDULES[cfg.schedule], warmup=cfg.warmup)
    train_step = make_train_step(model, tx, beta_fn)
    rng = np.random.default_rng(cfg.seed)
    step = 0
    for epoch in range(cfg.epochs):
        for batch in minibatches(images, cfg.batch_size, rng):
            key, sub = jax.random.split(key)
            params, opt_state, loss, aux = train_step(params, opt_state, batch, sub, step)
            step += 1
        print(f"epoch {epoch} loss {float(loss):.3f} rec {float(aux['rec']):.3f} kl {float(aux['kl']):.3f}")
    samples = model.apply({"params": params}, jax.random.normal(key, (4, cfg.latent_dim)), method=VAE.decode)
    print("sample mean intensity", float(jax.nn.sigmoid(samples).mean()))
