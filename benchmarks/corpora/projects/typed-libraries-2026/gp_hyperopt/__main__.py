import jax
import jax.numpy as jnp

from .optimize import fit_hyperparameters


def main() -> None:
    kx, ky = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.uniform(kx, (24, 1), minval=-3.0, maxval=3.0)
    y = jnp.sin(2.0 * x[:, 0]) + 0.1 * jax.random.normal(ky, (24,))
    params, history = fit_hyperparameters(x, y)
    print(f"nlml {history[0]:.3f} -> {history[-1]:.3f}")
    print(f"lengthscale={float(params.lengthscale):.3f} variance={float(params.variance):.3f} noise={float(params.noise):.4f}")


if __name__ == "__main__":
    main()
