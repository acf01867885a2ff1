import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from .adaptive import solve_adaptive
from .config import FitConfig
from .integrators import integrate_on_grid
from .models import PARAM_NAMES, Y0, initial_guess, lotka_volterra, true_theta


def simulate_data(cfg):
    ts = np.arange(cfg.n_obs) * cfg.solver.obs_dt
    y0 = jnp.asarray(Y0)
    clean = integrate_on_grid(lotka_volterra, y0, jnp.asarray(ts), true_theta(), cfg.solver)
    rng = np.random.default_rng(cfg.seed)
    noisy = np.asarray(clean) * np.exp(cfg.noise * rng.standard_normal(clean.shape))
    return ts.astype(np.float32), noisy.astype(np.float32)


def trajectory_loss(theta, ts, ys_obs, cfg):
    pred = integrate_on_grid(lotka_volterra, ys_obs[0], ts, theta, cfg.solver)
    resid = jnp.log(jnp.maximum(pred, 1e-6)) - jnp.log(ys_obs)
    return jnp.mean(resid ** 2)


def make_step(optimizer):
    @functools.partial(jax.jit, static_argnames=("cfg",))
    def train_step(theta, opt_state, ts, ys_obs, cfg):
        loss, grads = jax.value_and_grad(trajectory_loss)(theta, ts, ys_obs, cfg)
        updates, opt_state = optimizer.update(grads, opt_state, theta)
        theta = optax.apply_updates(theta, updates)
        return theta, opt_state, loss

    return train_step


def main(cfg=None):
    if cfg is None:
        cfg = FitConfig()
    ts, ys_obs = simulate_data(cfg)
    optimizer = optax.adam(cfg.lr)
    theta = initial_guess()
    opt_state = optimizer.init(theta)
    train_step = make_step(optimizer)

    ts_j, ys_j = jnp.asarray(ts), jnp.asarray(ys_obs)
    for it in range(cfg.n_iters):
        theta, opt_state, loss = train_step(theta, opt_state, ts_j, ys_j, cfg)
        if it % cfg.log_every == 0 or it == cfg.n_iters - 1:
            print(f"iter {it:4d}  loss {float(loss):.5f}")

    fitted = {k: float(np.exp(np.asarray(theta[k]))) for k in PARAM_NAMES}
    truth = {k: float(np.exp(np.asarray(v))) for k, v in true_theta().items()}
    for k in PARAM_NAMES:
        print(f"{k:>6s}: fitted {fitted[k]:.3f}  true {truth[k]:.3f}")

    final = jax.jit(solve_adaptive, static_argnums=(0,))
    y_end, n_steps, n_rej = final(lotka_volterra, jnp.asarray(Y0), 0.0, float(ts[-1]), theta)
    y_ref, _, _ = final(lotka_volterra, jnp.asarray(Y0), 0.0, float(ts[-1]), true_theta())
    print("adaptive solve:", int(n_steps), "steps,", int(n_rej), "rejected")
    print("end state fitted", np.round(np.asarray(y_end), 3), "reference", np.round(np.asarray(y_ref), 3))
    return fitted
