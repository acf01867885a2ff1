from __future__ import annotations

import jax
import jax.numpy as jnp

from gpfit_ok.config import GPConfig
from gpfit_ok.data import make_dataset
from gpfit_ok.fit import GPRegressor
from gpfit_ok.kernels import KERNELS


def main(cfg: GPConfig = GPConfig(), kernel_name: str = "rbf") -> None:
    data = make_dataset(jax.random.PRNGKey(cfg.seed), cfg.n_train, cfg.n_test, cfg.noise_std)
    gp = GPRegressor(cfg, KERNELS[kernel_name])
    gp.fit(data.X, data.y)
    post = gp.predict(data.X, data.y, data.X_test)
    rmse = float(jnp.sqrt(jnp.mean((post.mean - data.y_test) ** 2)))
    p = gp.params
    print(
        f"lengthscale={float(jnp.exp(p.log_lengthscale)):.3f} "
        f"variance={float(jnp.exp(p.log_variance)):.3f} "
        f"noise={float(jnp.exp(p.log_noise)):.3f} test_rmse={rmse:.4f}"
    )


if __name__ == "__main__":
    main()
