import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .networks import Generator, Discriminator
from .losses import discriminator_loss, generator_loss, r1_penalty


def create_states(cfg, key):
    k_g, k_d = jax.random.split(key)
    gen = Generator(cfg.g_hidden, cfg.data_dim)
    disc = Discriminator(cfg.d_hidden, cfg.dropout)
    g_params = jax.jit(gen.init)(k_g, jnp.zeros((1, cfg.latent_dim)))["params"]
    d_params = jax.jit(disc.init)(k_d, jnp.zeros((1, cfg.data_dim)))["params"]
    g_state = train_state.TrainState.create(apply_fn=gen.apply, params=g_params,
                                            tx=optax.adam(cfg.lr_g, b1=0.5))
    d_state = train_state.TrainState.create(apply_fn=disc.apply, params=d_params,
                                            tx=optax.adam(cfg.lr_d, b1=0.5))
    return g_state, d_state


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(g_state, d_state, real, key, cfg):
    batch = real.shape[0]
    for _ in range(cfg.n_critic):
        key, k_z, k_drop = jax.random.split(key, 3)
        z = jax.random.normal(k_z, (batch, cfg.latent_dim))
        fake = jax.lax.stop_gradient(g_state.apply_fn({"params": g_state.params}, z))

        def d_objective(d_params):
            def disc(x):
                return d_state.apply_fn({"params": d_params}, x, train=True,
                                        rngs={"dropout": k_drop})
            loss = discriminator_loss(disc(real), disc(fake), cfg.label_smoothing)
            if cfg.r1_weight > 0:
                loss = loss + 0.5 * cfg.r1_weight * r1_penalty(disc, real)
            return loss

        d_loss, d_grads = jax.value_and_grad(d_objective)(d_state.params)
        d_state = d_state.apply_gradients(grads=d_grads)

    key, k_z, k_drop = jax.random.split(key, 3)
    z = jax.random.normal(k_z, (batch, cfg.latent_dim))

    def g_objective(g_params):
        fake = g_state.apply_fn({"params": g_params}, z)
        logits = d_state.apply_fn({"params": d_state.params}, fake, train=True,
                                  rngs={"dropout": k_drop})
        return generator_loss(logits)

    g_loss, g_grads = jax.value_and_grad(g_objective)(g_state.params)
    g_state = g_state.apply_gradients(grads=g_grads)
    return g_state, d_state, {"d_loss": d_loss, "g_loss": g_loss}


def fit(g_state, d_state, data, key, cfg, log_every=100):
    n = data.shape[0]
    for step in range(cfg.steps):
        key, k_idx, k_step = jax.random.split(key, 3)
        real = data[jax.random.randint(k_idx, (cfg.batch_size,), 0, n)]
        g_state, d_state, metrics = train_step(g_state, d_state, real, k_step, cfg)
        if step % log_every == 0 or step == cfg.steps - 1:
            print(f"step {step}: d_loss={float(metrics['d_loss']):.3f} "
                  f"g_loss={float(metrics['g_loss']):.3f}")
    return g_state, d_state
