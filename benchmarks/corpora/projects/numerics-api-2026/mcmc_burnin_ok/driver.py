import jax
import jax.numpy as jnp

from . import sampler, targets
from .config import ChainConfig


def main():
    key = jax.random.key(42)
    k1, k2 = jax.random.split(key)
    gauss = targets.make_gaussian(jnp.array([1.0, -2.0]), jnp.array([[2.0, 0.5], [0.5, 1.0]]))
    cfg = ChainConfig(step_size=0.8, n_burn=300, n_samples=3000)
    out = sampler.run_chain(gauss, k1, jnp.zeros(2), cfg)
    print("gaussian mean", out["mean"], "accept", float(out["accept_rate"]), "ess", out["ess"])
    cfg2 = ChainConfig(step_size=2.5, n_burn=1000, n_samples=8000)
    out = sampler.run_chain(targets.banana, k2, jnp.zeros(2), cfg2)
    print("banana mean", out["mean"], "std", out["std"], "ess", out["ess"])
