import numpy as np

import jax
import jax.numpy as jnp

from . import model
from .sampler import make_sampler
from .schedule import NoiseSchedule

T = 50
BATCH = 64
LR = 1e-2


def toy_data(rng, n):
    angle = rng.uniform(0, 2 * np.pi, n)
    return np.stack([np.cos(angle), np.sin(angle)], -1).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    sched = NoiseSchedule(T)
    params = model.init(jax.random.PRNGKey(0), 2, 64)

    def loss_fn(params, x0, t, alpha_bar, noise):
        xt = sched.q_sample(x0, alpha_bar, noise)
        return jnp.mean((model.apply(params, xt, t) - noise) ** 2)

    @jax.jit
    def train_step(params, x0, t, alpha_bar, noise):
        loss, g = jax.value_and_grad(loss_fn)(params, x0, t, alpha_bar, noise)
        return jax.tree_util.tree_map(lambda p, gi: p - LR * gi, params, g), loss

    for step in range(20):
        x0 = toy_data(rng, BATCH)
        t = rng.integers(0, T, BATCH)
        noise = rng.standard_normal(x0.shape).astype(np.float32)
        params, loss = train_step(params, x0, t, sched.alpha_bars[t], noise)
    print("final loss", float(loss))

    sample = make_sampler(model.apply, sched, (16, 2))
    xs = sample(params, jax.random.PRNGKey(1))
    print("sample radius", float(jnp.linalg.norm(xs, axis=-1).mean()))
