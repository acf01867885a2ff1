import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import diffusion, sampling
from .config import TRAIN, SamplerConfig


def ring(key, n):
    theta = jax.random.uniform(key, (n,), maxval=2 * jnp.pi)
    return jnp.stack([jnp.cos(theta), jnp.sin(theta)], axis=-1)


def make_state(key, cfg, hp):
    net = diffusion.Denoiser(hp["hidden"], cfg.dim)
    params = net.init(key, jnp.zeros((1, cfg.dim)), jnp.zeros((1,)))["params"]
    return train_state.TrainState.create(apply_fn=net.apply, params=params, tx=optax.adam(hp["lr"]))


@jax.jit
def step(state, x0, key, t_scale):
    def loss_fn(p):
        xt, t, eps = diffusion.noisy(x0, key, SamplerConfig())
        pred = state.apply_fn({"params": p}, xt, t / t_scale)
        return jnp.mean((pred - eps) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def main(hp=TRAIN):
    cfg = SamplerConfig()
    key = jax.random.PRNGKey(hp["seed"])
    key, k = jax.random.split(key)
    state = make_state(k, cfg, hp)
    for i in range(hp["steps"]):
        key, kd, kn = jax.random.split(key, 3)
        state, loss = step(state, ring(kd, hp["batch"]), kn, float(cfg.num_steps))
        print("step", i, "loss", round(float(loss), 4))
    key, ks = jax.random.split(key)
    key, kr = jax.random.split(key)
    ref = ring(kr, cfg.n_samples)
    print("samples:", sampling.summary(state.apply_fn, state.params, ks, cfg, reference=ref))
