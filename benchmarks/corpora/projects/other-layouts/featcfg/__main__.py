import jax
import jax.numpy as jnp
import numpy as np

from . import core
from .config import FeatureConfig


def make_series(key, cfg, n=64):
    k_lab, k_phase, k_noise = jax.random.split(key, 3)
    y = jax.random.randint(k_lab, (n,), 0, cfg.classes)
    t = jnp.arange(cfg.length) / 4.0
    phase = jax.random.uniform(k_phase, (n, 1)) * 6.28
    wave = jnp.sin(t[None, :] + phase) * 1.5
    noise = jax.random.normal(k_noise, (n, cfg.length)) * 0.5
    x = jnp.where(y[:, None] == 1, wave + noise, noise)
    return np.asarray(x), np.asarray(y)


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    cfg = FeatureConfig()
    x, y = make_series(k_data, cfg)
    params = core.init_params(k_init, cfg)
    for step in range(30):
        params, loss = core.update(params, x, y, cfg=cfg)
        if step % 10 == 0:
            print(f"step {step}: loss {float(loss):.4f}")
    preds = np.asarray(core.logits_fn(params, x, cfg)).argmax(axis=-1)
    print(f"bins {cfg.num_bins}, accuracy {(preds == y).mean():.3f}")


if __name__ == "__main__":
    main()
