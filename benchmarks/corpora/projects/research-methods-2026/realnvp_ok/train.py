import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from realnvp_ok import data
from realnvp_ok.config import DEFAULT
from realnvp_ok.flow import RealNVP
from realnvp_ok.losses import LOSSES


def main(cfg=DEFAULT):
    rng = np.random.default_rng(cfg.seed)
    train_x = data.two_rings(rng, 8192)
    loader = data.Loader(train_x, cfg.batch_size, seed=cfg.seed)

    key = jax.random.PRNGKey(cfg.seed)
    key, mkey = jax.random.split(key)
    model = RealNVP(2, cfg, key=mkey)
    optim = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(cfg.lr))
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))

    loss_fn = functools.partial(LOSSES[cfg.loss], max_nll=100.0) if cfg.loss == "nll_robust" else LOSSES[cfg.loss]

    @eqx.filter_jit
    def step(model, opt_state, x):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    for i in range(cfg.steps):
        x = jnp.asarray(next(loader))
        model, opt_state, loss = step(model, opt_state, x)
        if i % 100 == 0 or i == cfg.steps - 1:
            print(f"iter {i:4d} nll {float(loss):.3f}")

    test_x = jnp.asarray(data.two_rings(rng, 2048))
    test_nll = float(LOSSES["nll"](model, test_x))
    samples = model.sample(jax.random.PRNGKey(7), 1000)
    radius = np.linalg.norm(np.asarray(samples), axis=1) * 1.5
    print(f"test nll {test_nll:.3f}; sample radius quantiles {np.quantile(radius, [0.25, 0.5, 0.75])}")
