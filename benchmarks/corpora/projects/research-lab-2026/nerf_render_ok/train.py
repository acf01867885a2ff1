import jax
import jax.numpy as jnp
import optax

from .config import NerfConfig
from .data import make_dataset, ray_batches
from .field import init_field
from .render import render_rays
from .sampler import StratifiedSampler


def make_train_step(cfg, sampler, optimizer):
    def loss_fn(params, key, batch):
        pred = render_rays(params, sampler, key, batch, cfg.n_freqs)
        return jnp.mean((pred - batch["colors"]) ** 2)

    @jax.jit
    def train_step(params, opt_state, key, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, key, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def main():
    cfg = NerfConfig()
    data = make_dataset(cfg)
    sampler = StratifiedSampler(cfg.n_samples, (cfg.far - cfg.near) / cfg.n_samples)
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params = init_field(init_key, cfg.n_freqs, cfg.hidden)
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(params)
    train_step = make_train_step(cfg, sampler, optimizer)
    batches = ray_batches(data, cfg.batch_rays, cfg.seed)
    for i in range(cfg.steps):
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, sub, next(batches))
        if i % 10 == 0:
            print(f"step {i:3d} loss {float(loss):.4f}")
    print(f"final loss {float(loss):.4f}")
