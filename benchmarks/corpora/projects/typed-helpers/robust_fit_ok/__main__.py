from __future__ import annotations

import jax
import jax.numpy as jnp

from .fit import FitConfig, fit
from .stats import first


def main() -> None:
    key = jax.random.PRNGKey(11)
    kx, kn, ko = jax.random.split(key, 3)
    x = jax.random.uniform(kx, (50,), minval=-1.0, maxval=1.0)
    y = 0.5 - x + 2.0 * x ** 3 + 0.05 * jax.random.normal(kn, x.shape)
    outliers = jax.random.bernoulli(ko, 0.1, x.shape)
    y = jnp.where(outliers, y + 5.0, y)
    coef, history = fit(x, y, FitConfig())
    print("coef", coef.round(3).tolist())
    print("first", first(history.values), "last", history.latest())


if __name__ == "__main__":
    main()
