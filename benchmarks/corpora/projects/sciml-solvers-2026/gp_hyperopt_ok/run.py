import jax.numpy as jnp
import numpy as np

from .config import GPConfig
from .fit import fit_hyperparameters
from .model import GPRegressor
from .params import init_raw


def latent(x):
    return np.sin(3.0 * x) + 0.3 * np.cos(7.0 * x)


def make_data(cfg):
    rng = np.random.default_rng(cfg.seed)
    x = np.sort(rng.uniform(-2.0, 2.0, size=cfg.n_train))
    y = latent(x) + cfg.noise_sd * rng.standard_normal(cfg.n_train)
    x_test = np.linspace(-2.2, 2.2, cfg.n_test)
    return x[:, None], y, x_test[:, None]


def main(cfg=None):
    cfg = GPConfig() if cfg is None else cfg
    x, y, x_test = make_data(cfg)
    model = GPRegressor(cfg.kernel, jnp.asarray(x, dtype=jnp.float32),
                        jnp.asarray(y, dtype=jnp.float32), jitter=cfg.jitter)
    raw, history = fit_hyperparameters(model, init_raw(cfg), cfg)
    mean, var = model.predict(raw, jnp.asarray(x_test, dtype=jnp.float32))
    mean, sd = np.asarray(mean), np.sqrt(np.maximum(np.asarray(var), 0.0))
    truth = latent(x_test[:, 0])
    rmse = float(np.sqrt(np.mean((mean - truth) ** 2)))
    coverage = float(np.mean(np.abs(mean - truth) < 2.0 * sd))
    print(f"nlml {history[0]:.3f} -> {history[-1]:.3f}; test rmse {rmse:.4f}; 2-sd coverage {coverage:.2f}")
