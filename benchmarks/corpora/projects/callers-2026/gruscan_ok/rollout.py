import functools

import jax
import jax.numpy as jnp
import numpy as np

from . import cells


def _closed_loop_body(params, carry, _):
    h, x = carry
    h, _ = cells.gru_cell(params["cell"], h, x)
    y = h @ params["readout"]
    return (h, y), y


@functools.partial(jax.jit, static_argnames=("horizon",))
def generate(params, prefix, horizon):
    batch = prefix.shape[1]
    d_h = params["readout"].shape[0]
    h = jnp.zeros((batch, d_h))
    h, _ = jax.lax.scan(lambda hh, xx: cells.gru_cell(params["cell"], hh, xx), h, prefix)
    last = prefix[-1]
    body = functools.partial(_closed_loop_body, params)
    _, ys = jax.lax.scan(body, (h, last), None, length=horizon)
    return ys


def forecast_error(params, rng, settings, horizon=5):
    xs, ys = _batch(rng, settings, horizon)
    pred = generate(params, xs[:-horizon], horizon)
    target = ys[-horizon - 1 : -1]
    err = np.asarray(jnp.mean((pred - target) ** 2, axis=(1, 2)))
    return {f"t+{i + 1}": round(float(e), 4) for i, e in enumerate(err)}


def _batch(rng, settings, horizon):
    from . import data

    return data.sine_batch(rng, settings["batch"], settings["length"] + horizon, settings["dim"])


def persistence_baseline(rng, settings, horizon=5):
    xs, ys = _batch(rng, settings, horizon)
    last = xs[-horizon - 1]
    target = ys[-horizon - 1 : -1]
    err = np.mean((target - last[None]) ** 2, axis=(1, 2))
    return {f"t+{i + 1}": round(float(e), 4) for i, e in enumerate(err)}
