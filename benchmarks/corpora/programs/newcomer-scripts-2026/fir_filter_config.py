import jax
import jax.numpy as jnp
import numpy as np
from functools import partial


def make_taps(n_taps, kind):
    n = np.arange(n_taps)
    if kind == "hann":
        w = 0.5 - 0.5 * np.cos(2 * np.pi * n / (n_taps - 1))
    else:
        w = np.ones(n_taps)
    return w / w.sum()


@partial(jax.jit, static_argnames=("config",))
def filter_signal(signal, config):
    taps = jnp.array(make_taps(config["n_taps"], config["kind"]))
    return jnp.convolve(signal, taps, mode="same")


t = np.linspace(0, 1, 500)
clean = np.sin(2 * np.pi * 5 * t)
noisy = clean + 0.4 * np.random.default_rng(0).normal(size=t.shape)

config = {"n_taps": 21, "kind": "hann"}
smoothed = filter_signal(jnp.array(noisy), config)
err_before = np.mean((noisy - clean) ** 2)
err_after = np.mean((np.asarray(smoothed) - clean) ** 2)
print("MSE before:", err_before, "after:", err_after)
